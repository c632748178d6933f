import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Golden images of the rasterizer and the document renderer.
@Suite struct RasterSnapshotTests {
    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    @Test func penStrokesAtSeveralWidths() {
        var doc = Document(width: 160, height: 120)
        for (i, w) in [1.0, 2.5, 6, 14, 30].enumerated() {
            let y = 12.0 + Double(i) * 22
            doc.add(Stroke(tool: .pen, color: Self.red, width: w, points: [Point(12.25, y), Point(60, y + 8.5), Point(100.5, y - 4), Point(146, y + 6)]))
        }
        let image = DocumentRenderer.render(doc, photo: nil)
        #expect(Snapshot.mismatch(image, named: "pen-widths") == nil)
    }

    @Test func translucentStrokeIsCompositedOnce() {
        var doc = Document(width: 120, height: 120, background: .white)
        let pts = [Point(10, 10), Point(110, 110), Point(110, 10), Point(10, 110), Point(60, 5)]
        doc.add(Stroke(tool: .pen, color: Color(red: 0, green: 0, blue: 255, alpha: 128), width: 16, points: pts))
        let image = DocumentRenderer.render(doc, photo: nil)
        // Where the stroke crosses itself it is no darker than along a single pass.
        let crossing = image[60, 60], single = image[30, 30]
        #expect(crossing == single, "self-overlap \(crossing) differs from a single pass \(single)")
        #expect(crossing == Color(red: 127, green: 127, blue: 255))
        #expect(Snapshot.mismatch(image, named: "translucent-zigzag") == nil)
    }

    @Test func onePointStrokeIsARoundDot() {
        var doc = Document(width: 40, height: 40)
        doc.add(Stroke(tool: .pen, color: .black, width: 20, points: [Point(20, 20)]))
        let image = DocumentRenderer.render(doc, photo: nil)
        #expect(image[20, 20] == .black)
        #expect(image[20, 11] == .black && image[11, 20] == .black)   // inside the radius of 10
        #expect(image[11, 11] == .white)                              // outside it, in the corner of its box
        #expect(image[20, 2] == .white)
        #expect(Snapshot.mismatch(image, named: "dot") == nil)
    }

    @Test func subPixelPositionsAreHonoured() {
        // A 1 px line on a pixel centre covers one column fully; half a pixel over, two columns half.
        var a = Document(width: 10, height: 10), b = Document(width: 10, height: 10)
        a.add(Stroke(tool: .line, color: .black, width: 1, points: [Point(4.5, -5), Point(4.5, 15)]))
        b.add(Stroke(tool: .line, color: .black, width: 1, points: [Point(5, -5), Point(5, 15)]))
        let ia = DocumentRenderer.render(a, photo: nil), ib = DocumentRenderer.render(b, photo: nil)
        #expect(ia[4, 5] == .black && ia[3, 5] == .white && ia[5, 5] == .white)
        #expect(ib[4, 5].red == 128 && ib[5, 5].red == 128)
    }

    @Test func documentWithPhotoRendersPhotoFirst() throws {
        let photo = try TestPNG.read(TestPaths.samplePhoto)
        var doc = Document(width: photo.width, height: photo.height, photoPath: "sample.png")
        doc.add(Stroke(tool: .pen, color: Self.red, width: 8, points: [Point(100, 100), Point(300, 150), Point(500, 100)]))
        let full = DocumentRenderer.render(doc, photo: photo)
        #expect(full.width == 600 && full.height == 400)
        #expect(full[20, 380] == photo[20, 380], "away from strokes the photo is untouched at scale 1")
        #expect(full[300, 150] == Self.red)
        let half = DocumentRenderer.render(doc, photo: photo, scale: 0.5)
        #expect(half.width == 300 && half.height == 200)
        #expect(Snapshot.mismatch(half, named: "photo-half-scale") == nil)
    }
}

/// Photo scaling: area average when shrinking, bilinear when enlarging.
@Suite struct ScalingTests {
    @Test func shrinkingAveragesTheArea() {
        var image = RGBAImage(width: 4, height: 2, fill: .black)
        image[0, 0] = .white; image[1, 1] = .white          // left 2x2 block: half white
        image[2, 0] = .white; image[3, 0] = .white; image[2, 1] = .white; image[3, 1] = .white
        let small = image.scaled(toWidth: 2, height: 1)
        #expect(small[0, 0] == Color(red: 128, green: 128, blue: 128))
        #expect(small[1, 0] == .white)
    }

    @Test func fractionalShrinkWeighsPartialPixels() {
        // 3 -> 2: the first output pixel is source 0 plus half of source 1.
        var image = RGBAImage(width: 3, height: 1, fill: .black)
        image[0, 0] = Color(red: 90, green: 90, blue: 90)
        image[1, 0] = Color(red: 180, green: 180, blue: 180)
        let small = image.scaled(toWidth: 2, height: 1)
        #expect(small[0, 0] == Color(red: 120, green: 120, blue: 120))
        #expect(small[1, 0] == Color(red: 60, green: 60, blue: 60))
    }

    @Test func enlargingIsBilinearAndKeepsColours() {
        var image = RGBAImage(width: 2, height: 1)
        image[0, 0] = .black; image[1, 0] = .white
        let big = image.scaled(toWidth: 4, height: 2)
        #expect(big[0, 0] == .black && big[3, 1] == .white)
        #expect(big[1, 0] == Color(red: 64, green: 64, blue: 64))
        #expect(big[2, 0] == Color(red: 191, green: 191, blue: 191))
        let flat = RGBAImage(width: 7, height: 5, fill: Color(red: 200, green: 30, blue: 90)).scaled(toWidth: 23, height: 3)
        #expect(flat.pixels.allSatisfy { $0 == Color(red: 200, green: 30, blue: 90).argb })
    }

    @Test func transparentPixelsDoNotBleed() {
        var image = RGBAImage(width: 2, height: 1)
        image[0, 0] = Color(red: 255, green: 0, blue: 0)
        image[1, 0] = Color(red: 0, green: 255, blue: 0, alpha: 0)
        let small = image.scaled(toWidth: 1, height: 1)
        #expect(small[0, 0] == Color(red: 255, green: 0, blue: 0, alpha: 128))
    }
}
