import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// A HEIC photo in the real app under Xvfb: opened from the command line and from standard
/// input, and saved with its own pixels.
extension EndToEndTests {
    /// A 600 × 400 HEIC of four coloured quarters, made by heif-enc.
    static func quartersHEIC(in folder: String) throws -> String {
        var image = RGBAImage(width: 600, height: 400, fill: Color(red: 220, green: 40, blue: 40))
        image.fill(IntRect(x: 300, y: 0, width: 300, height: 200), with: Color(red: 40, green: 190, blue: 60))
        image.fill(IntRect(x: 0, y: 200, width: 300, height: 200), with: Color(red: 40, green: 60, blue: 210))
        image.fill(IntRect(x: 300, y: 200, width: 300, height: 200), with: Color(red: 240, green: 220, blue: 60))
        let png = folder + "/quarters.png", heic = folder + "/quarters.heic"
        try TestPNG.write(image, to: png)
        let r = try runProcess("/usr/bin/heif-enc", ["-q", "90", png, "-o", heic])
        try #require(r.status == 0, "heif-enc: \(r.stderr)")
        return heic
    }

    @Test func aHEICOpensFromTheCommandLineAndSavesWithItsPixels() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("heic-e2e")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let heic = try Self.quartersHEIC(in: home)
        let app = try RunningApp(server: server, home: home, arguments: [heic], title: "quarters.heic")
        try app.xdo(["sleep", "0.3", "key", "ctrl+s"])
        let saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "no picture in \(home)/Pictures")
        try Self.expectQuarters(try TestPNG.read(home + "/Pictures/" + saved[0]), of: try ImageFile.load(heic))
    }

    /// `saved` is the photo `decoded` fitted into the window: 3:2, and the colour of each
    /// quarter's middle that of the photo's there.
    static func expectQuarters(_ saved: RGBAImage, of decoded: RGBAImage) {
        #expect(decoded.width == 600 && decoded.height == 400)
        #expect(saved.width * 2 == saved.height * 3, "\(saved.width)×\(saved.height)")
        let k = Double(saved.width) / 600
        for (x, y) in [(150, 100), (450, 100), (150, 300), (450, 300)] {
            let p = saved[Int(Double(x) * k), Int(Double(y) * k)], q = decoded[x, y]
            let off = max(abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
            #expect(off <= 2, "at (\(x), \(y)): saved \(p), the photo \(q)")
        }
    }

    @Test func aHEICOpensFromStandardInput() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("heic-stdin")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let heic = try Self.quartersHEIC(in: home)
        let app = try RunningApp(server: server, home: home, arguments: ["-"], title: "standard-input", stdin: try Data(contentsOf: URL(fileURLWithPath: heic)))
        try app.xdo(["sleep", "0.3", "key", "ctrl+s"])
        let saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "no picture in \(home)/Pictures")
        try Self.expectQuarters(try TestPNG.read(home + "/Pictures/" + saved[0]), of: try ImageFile.load(heic))
    }

    @Test func renderTakesAHEICAsTheDocumentsPhoto() throws {
        let folder = try TestPaths.temporaryFolder("heic-render")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let heic = try Self.quartersHEIC(in: folder)
        let doc = folder + "/doc.sketch", out = folder + "/out.png"
        try Data(##"{"format":"sketchpad","version":1,"width":600,"height":400,"photo":"quarters.heic","strokes":[]}"##.utf8).write(to: URL(fileURLWithPath: doc))
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try TestPNG.read(out) == (try ImageFile.load(heic)), "the photo's own pixels")
    }
}
