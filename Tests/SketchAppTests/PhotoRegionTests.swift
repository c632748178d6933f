@testable import SketchApp
import SketchCore
import SketchRaster
import Synchronization
import TestSupport
import Testing

/// A photo that decodes part by part is never held whole at full size to be looked at: at
/// 100 % the view shows its own pixels from the part in view (with a margin), decoded in the
/// background; a pan that nears the edge of that part asks for the next; zoomed back out,
/// the part goes.
@Suite struct PhotoRegionTests {
    /// A photo whose every pixel differs from its neighbours, and the decodes asked of it.
    final class Photo: Sendable {
        static let width = 2400, height = 1600
        let full: RGBAImage = {
            var image = RGBAImage(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    image[x, y] = Color(red: UInt8(x & 255), green: UInt8(y & 255), blue: UInt8((x >> 8) * 16 + (y >> 8)))
                }
            }
            return image
        }()
        fileprivate let asked = Mutex<[(rect: IntRect, scale: Double)]>([])
        let wholeDecodes = Mutex(0)
        /// Every part fails to decode (the whole photo still does).
        let partsFail: Bool

        init(partsFail: Bool = false) { self.partsFail = partsFail }

        func client() -> PhotoClient {
            let full = full
            let source = PhotoSource(width: Self.width, height: Self.height, region: { [self] rect, scale in
                asked.withLock { $0.append((rect, scale)) }
                if partsFail { return nil }
                // Full size, a half or a quarter (on whole pixels of it), as a JPEG decoder gives eighths.
                if scale > 0.5 { return PhotoRegion(rect: rect, scale: 1, image: full.cropped(to: rect)) }
                let n = scale > 0.25 ? 2 : 4
                let aligned = IntRect(x: rect.x / n * n, y: rect.y / n * n, width: (rect.maxX + n - 1) / n * n - rect.x / n * n,
                                      height: (rect.maxY + n - 1) / n * n - rect.y / n * n).intersection(full.bounds)
                let half = full.cropped(to: aligned).halved()
                return PhotoRegion(rect: aligned, scale: 1 / Double(n), image: n == 2 ? half : half.halved())
            }) { [self] in
                wholeDecodes.withLock { $0 += 1 }
                return full
            }
            return PhotoClient(load: { _ in LoadedPhoto(image: full, source: source) },
                               loadFitting: { _, _ in LoadedPhoto(image: full.scaled(toWidth: 600, height: 400), source: source) })
        }
    }

    /// The parts asked for so far, once the decoder has done what it was given.
    static func regions(_ h: Harness, _ photo: Photo) -> [(rect: IntRect, scale: Double)] {
        h.controller.decoder.waitUntilIdle()
        return photo.asked.withLock { $0 }
    }

    /// The canvas area is 600×416: the window less the toolbar, the options bar and the status line.
    static func harness(_ photo: Photo) -> Harness {
        Harness(width: 600, height: 484 + OptionsBar.height, photo: "/photos/big.jpg", services: { m in
            var s = m.services()
            s.photos = photo.client()
            return s
        })
    }

    /// What the canvas view shows at 100 %: the photo's own pixels, from where the view is.
    static func exactView(_ h: Harness, _ photo: Photo) -> RGBAImage {
        let t = h.controller.canvas.transform, r = h.controller.canvas.rect
        return photo.full.cropped(to: IntRect(x: Int(-t.offsetX), y: Int(-t.offsetY), width: r.width, height: r.height))
    }

    /// The canvas pixels in view.
    static func visible(_ h: Harness) -> IntRect {
        let t = h.controller.canvas.transform, r = h.controller.canvas.rect
        return IntRect(x: Int(-t.offsetX), y: Int(-t.offsetY), width: r.width, height: r.height)
    }

    /// Waits for the decodes asked for, and for those their results ask for in turn.
    static func settle(_ h: Harness) {
        for _ in 0..<2 {
            h.controller.waitForBackgroundWork()
            if h.controller.needsRender { _ = h.controller.render() }
        }
    }

    @Test func at100PercentThePartInViewIsDecodedNotTheWholePhoto() throws {
        let photo = Photo()
        let h = Self.harness(photo)
        h.press("1", .control)
        #expect(Self.regions(h, photo).count == 1)
        #expect(h.controller.capture != Self.exactView(h, photo), "until the part comes, the fitted decode stands in")
        Self.settle(h)
        #expect(photo.wholeDecodes.withLock { $0 } == 0, "the whole photo is never decoded to be looked at")
        #expect(h.controller.capture == Self.exactView(h, photo), "the photo's own pixels at 100 %")
        let detail = try #require(h.controller.canvas.photo.detail)
        let view = Self.visible(h)
        #expect(detail.scale == 1 && detail.rect.contains(view))
        // The view and half of it again on each side: about four views' pixels, not the photo's.
        #expect(detail.rect.width <= 2 * view.width + 2 && detail.rect.height <= 2 * view.height + 2, "\(detail.rect) for \(view)")
        #expect(h.controller.canvas.photo.whole?.image.width == 600, "the fitted decode stays, for what the part does not reach")
        // Once in, the part is enough: nothing more is asked for.
        Self.settle(h)
        #expect(Self.regions(h, photo).count == 1)
    }

    @Test func aPanNearTheEdgeOfThePartDecodesTheNextOne() throws {
        let photo = Photo()
        let h = Self.harness(photo)
        h.press("1", .control)
        Self.settle(h)
        let width = Double(h.controller.canvas.rect.width)
        // A small pan stays well inside the part: nothing more is decoded.
        h.controller.pan(by: -width / 8, 0)
        _ = h.controller.render()
        #expect(Self.regions(h, photo).count == 1)
        #expect(h.controller.capture == Self.exactView(h, photo))
        // Further, the view nears the part's edge: the next part is asked for, and shown once in.
        h.controller.pan(by: -width * 0.4, 0)
        _ = h.controller.render()
        let asked = Self.regions(h, photo)
        #expect(asked.count == 2)
        #expect(asked.last?.rect.contains(Self.visible(h)) == true)
        Self.settle(h)
        #expect(h.controller.capture == Self.exactView(h, photo))
        // A jump across the photo: the view shows the fitted decode until its part comes.
        h.controller.pan(by: -width * 3, -width)
        _ = h.controller.render()
        #expect(h.controller.capture != Self.exactView(h, photo))
        Self.settle(h)
        #expect(Self.regions(h, photo).count == 3)
        #expect(h.controller.capture == Self.exactView(h, photo))
        #expect(photo.wholeDecodes.withLock { $0 } == 0)
    }

    /// At 50 %, the view and its margins take in all of the photo: it is decoded whole at half
    /// size (what that zoom shows), in place of the fitted decode, and never at full size;
    /// zoomed out far, smaller again.
    @Test func zoomedToHalfThePhotoIsDecodedAtHalfSize() throws {
        let photo = Photo()
        let h = Self.harness(photo)
        h.controller.zoom(to: 3, about: nil)
        Self.settle(h)
        #expect(h.controller.canvas.photo.detail?.scale == 1)
        h.controller.zoom(to: 0.5, about: nil)
        Self.settle(h)
        let asked = try #require(Self.regions(h, photo).last)
        #expect(asked.scale == 0.5 && asked.rect == IntRect(x: 0, y: 0, width: 2400, height: 1600))
        #expect(h.controller.canvas.photo.detail == nil, "the part at full size goes")
        #expect(h.controller.canvas.photo.whole?.image.width == 1200)
        // The view is what the half-size photo gives there (crisp: one of its pixels per screen pixel).
        let t = h.controller.canvas.transform, r = h.controller.canvas.rect
        let half = photo.full.halved()
        #expect(h.controller.capture == half.cropped(to: IntRect(x: Int(-t.offsetX), y: Int(-t.offsetY), width: r.width, height: r.height)))
        // Zoomed far out, all of the photo at half size is more than twice what is needed: it
        // is decoded again smaller, and the half-size one goes.
        h.controller.zoom(to: 0.1, about: nil)
        Self.settle(h)
        #expect(Self.regions(h, photo).last.map { $0.scale } == 0.1)
        #expect(h.controller.canvas.photo.whole?.image.width == 600)
        let before = Self.regions(h, photo).count
        Self.settle(h)
        #expect(Self.regions(h, photo).count == before, "nothing more is asked for")
        #expect(photo.wholeDecodes.withLock { $0 } == 0)
    }

    /// Another photo opened while a part of this one was being decoded: the part is not kept.
    @Test func aPartDecodedForAPhotoNoLongerShownIsDropped() throws {
        let photo = Photo()
        let h = Self.harness(photo)
        h.press("1", .control)
        h.open("/photos/other.jpg")
        Self.settle(h)
        #expect(h.controller.canvas.photo.detail == nil)
        #expect(h.controller.canvas.viewport.zoom == nil)
    }

    /// A part that does not decode gives way to the whole photo, decoded once.
    @Test func whenAPartFailsTheWholePhotoIsDecodedInstead() throws {
        let photo = Photo(partsFail: true)
        let h = Self.harness(photo)
        h.press("1", .control)
        Self.settle(h)
        #expect(Self.regions(h, photo).count == 1)
        #expect(photo.wholeDecodes.withLock { $0 } == 1)
        #expect(h.controller.capture == Self.exactView(h, photo))
        h.controller.pan(by: -400, -300)
        Self.settle(h)
        #expect(Self.regions(h, photo).count == 1 && photo.wholeDecodes.withLock { $0 } == 1, "nothing more is asked for")
        #expect(h.controller.capture == Self.exactView(h, photo))
    }

    /// Cropped to a small part, the fitted view shows it larger than the first decode: the
    /// part kept is decoded at the scale the view needs, and the view is that part's pixels.
    @Test func aSmallCropIsShownFromItsPartDecodedLarger() throws {
        let photo = Photo()
        let h = Self.harness(photo)
        h.controller.session.crop(to: IntRect(x: 1000, y: 600, width: 300, height: 200))
        Self.settle(h)
        let asked = try #require(Self.regions(h, photo).last)
        #expect(asked.rect.contains(IntRect(x: 1000, y: 600, width: 300, height: 200)) && asked.scale == 1)
        // The fitted view shows the crop at 2x: the part's pixels, filtered, as from the whole photo.
        let t = h.controller.canvas.transform, r = h.controller.canvas.rect
        var whole: PhotoPyramid? = PhotoPyramid(photo.full)
        let exact = ViewSampler.base(background: .white, photo: &whole, canvas: (Photo.width, Photo.height), transform: t,
                                     size: (r.width, r.height), smooth: true)
        #expect(h.controller.capture == exact)
        #expect(photo.wholeDecodes.withLock { $0 } == 0)
    }

    /// An open undone while a part was being decoded for the photo it replaced: the part
    /// arrives for a photo no longer asked about and is not kept.
    @Test func aPartForAnOpenUndoneMeanwhileIsNotKept() throws {
        let photo = Photo()
        let h = Self.harness(photo)
        h.press("1", .control)
        h.open("/photos/other.jpg")
        h.press("z", .control)
        #expect(h.controller.canvas.viewport.zoom == nil)
        Self.settle(h)
        #expect(h.controller.canvas.photo.detail == nil, "fitted, no part is held")
    }

    /// Zoomed in on a cropped photo, a checkpoint gets what the fitted view shows of the crop,
    /// drawn from the photo's pixels held (the whole canvas is never made at full size to cut
    /// the crop out of it).
    @Test func aCheckpointZoomedInOnACropIsTheFittedView() throws {
        let photo = Photo()
        let h = Self.harness(photo)
        h.controller.session.crop(to: IntRect(x: 600, y: 400, width: 1200, height: 800))
        Self.settle(h)
        let a = h.controller.windowPoint(ofCanvas: Point(700, 500)), b = h.controller.windowPoint(ofCanvas: Point(1500, 1000))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        #expect(h.controller.document.strokes.count == 1)
        Self.settle(h)
        let fitted = h.controller.capture
        h.controller.zoom(to: 2, about: nil)
        Self.settle(h)
        #expect(h.controller.canvas.photo.detail != nil)
        let layer = h.controller.canvas.checkpoint(undoing: 10).layer
        #expect(layer == fitted, "\(layer) against \(fitted): \(layer.difference(from: fitted))")
        #expect(photo.wholeDecodes.withLock { $0 } == 0)
    }
}
