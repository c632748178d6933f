import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// `sketchpad render` refuses a document past the render work budget (exit status 2, one line
/// naming the document, the stroke and the budget, no output), and renders one within it.
@Suite struct RenderBudgetTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("budget") }

    func write(_ name: String, strokes: [String]) throws -> String {
        let path = folder + "/" + name
        let json = "{\"format\":\"sketchpad\",\"version\":2,\"width\":4000,\"height\":3000,\"strokes\":[\(strokes.joined(separator: ","))]}"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func pilesOfBlursAreRefusedNamingTheStrokeAndTheBudget() throws {
        let blurs = (0..<250).map { "{\"tool\":\"blur\",\"width\":6,\"points\":[[\(5 + $0 % 7),3],[3995,2995]]}" }
        let path = try write("blurs.sketch", strokes: blurs)
        let out = folder + "/blurs.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", path, "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("sketchpad: \(path): stroke ") && r.stderr.contains(" (blur): the estimated render work reaches "), "\(r.stderr)")
        #expect(r.stderr.contains("over the budget of 4,000 million"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func manyLinesOfHugeTextRender() throws {
        let text = Array(repeating: "A", count: 5000).joined(separator: "\\n")
        let path = try write("text.sketch", strokes: ["{\"tool\":\"text\",\"color\":\"#E53935FF\",\"width\":2000,\"points\":[[10,10]],\"text\":\"\(text)\"}"])
        let out = folder + "/text.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", path, "-o", out, "--scale", "0.25"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try TestPNG.read(out)
        #expect(image.width == 1000 && image.height == 750)
        #expect(image.pixels.contains { $0 != 0xFFFF_FFFF }, "the first lines show")
    }
}
