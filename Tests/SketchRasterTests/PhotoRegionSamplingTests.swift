import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A view sampled from part of the photo at full size gives exactly what sampling the whole
/// photo gives, wherever the part reaches (crisp or filtered, to its last pixel); beyond it,
/// the smaller whole photo stands in. Rectangles turned by an EXIF orientation land where the
/// turned pixels do.
@Suite struct PhotoRegionSamplingTests {
    static let full: RGBAImage = {
        var image = RGBAImage(width: 300, height: 200)
        var rng = SplitMix64(seed: 7)
        for i in image.pixels.indices { image.pixels[i] = 0xFF00_0000 | UInt32(rng.int(0..<0x100_0000)) }
        return image
    }()

    /// The view of `size` through `transform`, from the whole photo, and from a quarter-size
    /// decode of it with the part `rect` at full size.
    static func views(_ rect: IntRect, _ transform: CanvasTransform, _ size: (Int, Int)) -> (exact: RGBAImage, parted: RGBAImage) {
        var whole: PhotoPyramid? = PhotoPyramid(full)
        let exact = ViewSampler.base(background: .white, photo: &whole, canvas: (300, 200), transform: transform, size: size)
        var small: PhotoPyramid? = PhotoPyramid(full.scaled(toWidth: 75, height: 50))
        var detail: PhotoRegion? = PhotoRegion(rect: rect, scale: 1, image: full.cropped(to: rect))
        let parted = ViewSampler.base(background: .white, photo: &small, detail: &detail, canvas: (300, 200), transform: transform, size: size)
        return (exact, parted)
    }

    @Test func insideThePartTheViewIsExact() {
        let inner = IntRect(x: 40, y: 30, width: 150, height: 100), corner = IntRect(x: 200, y: 120, width: 100, height: 80)
        let cases: [(IntRect, CanvasTransform, (Int, Int))] = [
            (inner, CanvasTransform(scale: 1, offsetX: -50, offsetY: -40), (120, 80)),             // 100 %, crisp
            (inner, CanvasTransform(scale: 3, offsetX: -150, offsetY: -100), (200, 150)),          // 300 %, crisp
            (inner, CanvasTransform(scale: 0.75, offsetX: -36, offsetY: -27.5), (100, 60)),        // 75 %, filtered
            (corner, CanvasTransform(scale: 2, offsetX: -420, offsetY: -260), (250, 180)),         // past the photo's corner
        ]
        for (rect, t, size) in cases {
            let v = Self.views(rect, t, size)
            #expect(v.parted == v.exact, "\(rect) at \(t.scale): \(v.parted.difference(from: v.exact))")
        }
    }

    /// At 800 %, a view across the part's right edge: up to the part's last photo column the
    /// pixels are exact, beyond it they come from the smaller decode.
    @Test func acrossThePartsEdgeItsLastPixelIsStillExact() {
        let rect = IntRect(x: 40, y: 30, width: 150, height: 100)
        // Photo column 189 (the part's last) at view columns 80..<88; row 60 at rows 0..<8.
        let t = CanvasTransform(scale: 8, offsetX: -Double(189 * 8 - 80), offsetY: -480)
        let v = Self.views(rect, t, (160, 40))
        let inside = IntRect(x: 0, y: 0, width: 88, height: 40)
        #expect(v.parted.cropped(to: inside) == v.exact.cropped(to: inside))
        #expect(v.parted.cropped(to: IntRect(x: 88, y: 0, width: 72, height: 40)) != v.exact.cropped(to: IntRect(x: 88, y: 0, width: 72, height: 40)))
    }

    @Test(arguments: 1...8)
    func aTurnedRectangleIsWhereItsPixelsGo(orientation: Int) {
        let stored = Self.full
        let upright = stored.oriented(exif: orientation)
        for rect in [IntRect(x: 10, y: 20, width: 37, height: 51), IntRect(x: 0, y: 0, width: 300, height: 1), IntRect(x: 299, y: 150, width: 1, height: 50)] {
            let turned = rect.oriented(exif: orientation, storedWidth: 300, storedHeight: 200)
            #expect(upright.cropped(to: turned) == stored.cropped(to: rect).oriented(exif: orientation), "orientation \(orientation), \(rect)")
            #expect(turned.stored(exif: orientation, uprightWidth: upright.width, uprightHeight: upright.height) == rect)
        }
    }
}
