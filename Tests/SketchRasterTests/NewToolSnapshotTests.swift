import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Golden images of the tools that are not plain outlines, and filled shapes against cairo.
@Suite struct NewToolSnapshotTests {
    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    static func render(_ strokes: [Stroke], width: Int = 160, height: Int = 110) throws -> RGBAImage {
        let photo = try TestPNG.read(TestPaths.samplePhoto).scaled(toWidth: width, height: height)
        var doc = Document(width: width, height: height)
        doc.add(Stroke(tool: .pen, color: Color(red: 0, green: 40, blue: 220), width: 4, points: [Point(10, 20), Point(150, 90)]))
        strokes.forEach { doc.add($0) }
        return DocumentRenderer.render(doc, photo: photo, text: TestGlyphs())
    }

    @Test func text() throws {
        let image = try Self.render([Stroke(tool: .text, color: Self.red, width: 20, points: [Point(12, 10)], text: "Tag 1\nby me")])
        #expect(Snapshot.mismatch(image, named: "tool-text") == nil)
    }

    @Test func markers() throws {
        let image = try Self.render([Stroke(tool: .marker, color: Self.red, width: 6, points: [Point(30, 30)], number: 1),
                                     Stroke(tool: .marker, color: Color(red: 255, green: 235, blue: 59), width: 12, points: [Point(100, 60)], number: 12)])
        // The disc is 24 px across at width 6 (3 × 6 is less), and its number contrasts with it.
        #expect(image[30, 19] == Self.red && image[30, 41] == Self.red && image[19, 30] == Self.red)
        #expect(image[30, 16] != Self.red)
        #expect(image[30, 30] == .white || image[30, 31] == .white, "a white number on red")
        #expect(Snapshot.mismatch(image, named: "tool-marker") == nil)
    }

    @Test func pixelate() throws {
        let image = try Self.render([Stroke(tool: .pixelate, color: .clear, width: 12, points: [Point(20, 15), Point(110, 80)])])
        #expect(Snapshot.mismatch(image, named: "tool-pixelate") == nil)
    }

    @Test func unfocus() throws {
        let image = try Self.render([Stroke(tool: .blur, color: .clear, width: 6, points: [Point(20, 15), Point(110, 80)])])
        #expect(Snapshot.mismatch(image, named: "tool-blur") == nil)
    }

    @Test func filledShapes() throws {
        let image = try Self.render([
            Stroke(tool: .rectangle, color: Self.red.withAlpha(160), width: 4, points: [Point(10, 10), Point(70, 60)], fill: Self.red.withAlpha(160)),
            Stroke(tool: .ellipse, color: .black, width: 3, points: [Point(80, 30), Point(150, 100)], fill: Color(red: 255, green: 193, blue: 7)),
        ])
        #expect(image[40, 35] != image[40, 35].withAlpha(0) && image[115, 65] == Color(red: 255, green: 193, blue: 7))
        #expect(Snapshot.mismatch(image, named: "tool-filled-shapes") == nil)
    }

    /// Filled rectangles and ellipses, translucent and opaque, against pycairo's fill then stroke.
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func filledShapesMatchCairo(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var doc = Document(width: 240, height: 180)
        for _ in 0..<8 {
            let tool: Tool = rng.int(0..<2) == 0 ? .rectangle : .ellipse
            func color() -> Color { Color(red: UInt8(rng.int(0..<256)), green: UInt8(rng.int(0..<256)), blue: UInt8(rng.int(0..<256)), alpha: UInt8(rng.int(60..<256))) }
            // Boxes at least 8 px each way, as a drag makes them (an ellipse flattened to a line is
            // its outline's matter, compared elsewhere).
            let a = Point(rng.double(-10...230), rng.double(-10...170))
            let b = a + Point(rng.double(8...120) * (rng.int(0..<2) == 0 ? 1 : -1), rng.double(8...100) * (rng.int(0..<2) == 0 ? 1 : -1))
            doc.add(Stroke(tool: tool, color: color(), width: rng.double(1...16), points: [a, b], fill: color()))
        }
        let r = try CairoComparisonTests.compare(doc, name: "filled-\(seed)")
        #expect(r.mean <= 0.5 && r.within >= 0.995, "mean \(r.mean), within \(r.within)")
    }
}
