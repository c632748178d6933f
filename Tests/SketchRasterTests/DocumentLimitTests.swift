import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Documents past the documented limits are refused (exit status 2, a message naming the
/// document and the limit, no output); within them, geometry is clipped to the picture before
/// it is flattened, so the work follows what can be seen, and clipping never changes a pixel.
@Suite struct DocumentLimitTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("limits") }

    func document(_ name: String, width: Int = 1000, height: Int = 800, strokes: String) throws -> String {
        let path = folder + "/" + name
        let json = "{\"format\":\"sketchpad\",\"version\":1,\"width\":\(width),\"height\":\(height),\"strokes\":[\(strokes)]}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func stroke(_ tool: String, _ points: String, width: String = "6") -> String {
        "{\"tool\":\"\(tool)\",\"color\":\"#E53935FF\",\"width\":\(width),\"points\":[\(points)]}"
    }

    static let refused: [(name: String, strokes: String, width: Int, scale: String, message: String)] = [
        ("wide-ellipse.sketch", stroke("ellipse", "[-1e8,5],[1e8,10]"), 1000, "1", "stroke 1, point 1: [-100000000, 5] is outside the limit of ±1000000 px"),
        ("huge-ellipse.sketch", stroke("ellipse", "[0,0],[2e13,2e13]"), 1000, "1", "stroke 1, point 2: [20000000000000, 20000000000000] is outside the limit"),
        ("wide-pen.sketch", stroke("pen", "[100,100],[500,400]", width: "1e9"), 1000, "1", "stroke 1: width 1000000000 is over the limit of 1000000 px"),
        ("far-line.sketch", stroke("line", "[10,10],[1e19,400]"), 1000, "1", "stroke 1, point 2: [1e+19, 400] is outside the limit"),
        ("huge-scale.sketch", stroke("pen", "[1,1]"), 1000, "1e17", "at scale 1e+17 the output would be 1e+20x8e+19 px, over the limit of 16384 px a side"),
        ("square-canvas.sketch", stroke("pen", "[1,1]"), 16384, "1", "the output would be 16384x16384 px (268 MP), over the limit of 120 MP"),
        ("many-points.sketch", stroke("pen", String(repeating: "[1,2],", count: 500_000) + "[3,4]"), 1000, "1", "more than 500000 points"),
    ]

    @Test(arguments: 0..<refused.count)
    func pastALimitTheDocumentIsRefused(index: Int) throws {
        let c = Self.refused[index]
        let path = try document(c.name, width: c.width, height: c.width == 16384 ? 16384 : 800, strokes: c.strokes)
        let out = folder + "/out-\(index).png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", path, "-o", out, "--scale", c.scale])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("sketchpad: \(path): ") && r.stderr.contains(c.message), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// The stroke drawn with clipping, and drawn whole (no clip while building the outline).
    static func clippedAndWhole(_ stroke: Stroke, scale: Double, size: (Int, Int)) -> (clipped: RGBAImage, whole: RGBAImage, edges: Int) {
        let renderer = StrokeRenderer()
        let transform = CanvasTransform(scale: scale)
        var clipped = RGBAImage(width: size.0, height: size.1, fill: .white)
        renderer.addOutline(of: stroke, transform: transform, clip: clipped.bounds)
        let edges = renderer.rasterizer.edgeCount
        renderer.fill(into: &clipped, color: stroke.color, clip: clipped.bounds)
        var whole = RGBAImage(width: size.0, height: size.1, fill: .white)
        renderer.addOutline(of: stroke, transform: transform)
        renderer.fill(into: &whole, color: stroke.color, clip: whole.bounds)
        return (clipped, whole, edges)
    }

    @Test func atTheLimitsGeometryIsClippedToThePictureAndLooksTheSame() throws {
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
        let cases: [(Stroke, String)] = [
            (Stroke(tool: .ellipse, color: red, width: 6, points: [Point(-1e6, 5), Point(1e6, 10)]), "a thin ellipse a million px wide"),
            (Stroke(tool: .ellipse, color: red, width: 40, points: [Point(-1e6, -1e6), Point(1e6, 100)]), "an ellipse whose bottom crosses the canvas"),
            (Stroke(tool: .ellipse, color: red, width: 9, points: [Point(-998_500, -499_100), Point(500, 499_900)]), "a circle whose edge ends in the canvas"),
            (Stroke(tool: .pen, color: red, width: 1e6, points: [Point(100, 100), Point(500, 400), Point(200, 600)]), "a pen a million px wide"),
            (Stroke(tool: .arrow, color: red, width: 30, points: [Point(-1e6, -1e6), Point(500, 400)]), "an arrow from far away"),
            (Stroke(tool: .rectangle, color: red, width: 12, points: [Point(-1e6, 20), Point(1e6, 700)]), "a rectangle wider than the canvas"),
        ]
        for (stroke, what) in cases {
            let r = Self.clippedAndWhole(stroke, scale: 1, size: (1000, 800))
            #expect(r.clipped == r.whole, "\(what): clipping changed pixels")
            #expect(r.clipped != RGBAImage(width: 1000, height: 800, fill: .white), "\(what) draws something")
            // Only what the canvas shows was built: a few thousand edges, not the whole shape's.
            #expect(r.edges < 20_000, "\(what): \(r.edges) edges")
        }
        // A pen a million px wide covers the canvas whole.
        let covered = Self.clippedAndWhole(cases[3].0, scale: 1, size: (1000, 800)).clipped
        #expect(covered == RGBAImage(width: 1000, height: 800, fill: red))
    }

    /// Where no limit stops them, device coordinates can still be enormous (a 1 px canvas at
    /// scale 16384): the outline built stays small.
    @Test func theWorkFollowsTheVisiblePartAtAnyScale() throws {
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
        let renderer = StrokeRenderer()
        for (stroke, scale) in [
            (Stroke(tool: .ellipse, color: red, width: 0.01, points: [Point(-1e6, 0), Point(1e6, 0.04)]), 16384.0),
            (Stroke(tool: .ellipse, color: red, width: 6, points: [Point(-1e13, 0), Point(1e13, 2e13)]), 1.0),
            (Stroke(tool: .pen, color: red, width: 1e9, points: [Point(100, 100), Point(500, 400), Point(200, 600)]), 1.0),
            (Stroke(tool: .pen, color: red, width: 0.001, points: [Point(-1e6, 0.01), Point(1e6, 0.01), Point(0.01, -1e6), Point(0.01, 1e6)]), 16384.0),
        ] {
            var image = RGBAImage(width: 1000, height: 800, fill: .white)
            renderer.addOutline(of: stroke, transform: CanvasTransform(scale: scale), clip: image.bounds)
            #expect(renderer.rasterizer.edgeCount < 20_000, "\(stroke.tool) at \(scale): \(renderer.rasterizer.edgeCount) edges")
            renderer.fill(into: &image, color: red, clip: image.bounds)
            #expect(image != RGBAImage(width: 1000, height: 800, fill: .white))
        }
    }

    /// Random strokes reaching far outside a small picture, at several scales: the clipped
    /// drawing is the whole drawing, pixel for pixel.
    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func clippingNeverChangesAPixel(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<12 {
            let tool = Tool.allCases[rng.int(0..<Tool.allCases.count)]
            let count = tool.pointCount ?? rng.int(1..<12)
            let reach = [100.0, 2000, 30000][rng.int(0..<3)]
            let points = (0..<count).map { _ in Point(rng.double(-reach...reach), rng.double(-reach...reach)) }
            let width = [rng.double(0.5...20), rng.double(20...400), rng.double(400...4000)][rng.int(0..<3)]
            let stroke = Stroke(tool: tool, color: Color(red: 20, green: 90, blue: 200, alpha: 180), width: width, points: points,
                                text: tool == .text ? "Ab\ncd" : nil, number: tool == .marker ? 7 : nil,
                                fill: tool.canFill && rng.int(0..<2) == 0 ? Color(red: 200, green: 90, blue: 20, alpha: 120) : nil)
            let r = Self.clippedAndWhole(stroke, scale: rng.double(0.25...3), size: (120, 90))
            #expect(r.clipped == r.whole, "\(stroke)")
        }
    }
}
