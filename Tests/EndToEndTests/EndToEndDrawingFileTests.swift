import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension EndToEndTests {
    /// A drawing kept as one file, through real input: two strokes drawn, Save as with a name
    /// ending in .sketch; then, in a fresh home (no session, the photo nowhere but in the file),
    /// the file opened from the command line, a stroke picked and deleted, Ctrl+S: the file
    /// is written back in place with the other stroke, and Ctrl+Z's history came with it.
    @Test func saveAsSketchReopenElsewhereDeleteAStrokeAndSaveBack() throws {
        let server = try XServer()
        let first = try TestPaths.temporaryFolder("sketch-make"), second = try TestPaths.temporaryFolder("sketch-reopen")
        defer { for home in [first, second] { try? FileManager.default.removeItem(atPath: home) } }
        let app = try RunningApp(server: server, home: first, arguments: [TestPaths.samplePhoto], title: "sample.png")
        // Stroke 1 across at y = 100, stroke 2 down at x = 450.
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += app.drag(stride(from: 50.0, through: 350, by: 10).map { (450, $0) })
        args += ["key", "ctrl+shift+s", "sleep", "0.5"]
        try app.xdo(args)
        // `type` takes every word after it as text: the name alone, then Return.
        try app.xdo(["type", "--delay", "20", "kept.sketch"])
        try app.xdo(["key", "Return"])
        let made = first + "/Pictures/kept.sketch"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: made) { usleep(100_000) }
        try #require(FileManager.default.fileExists(atPath: made), "no kept.sketch; the app said: \((try? String(contentsOfFile: app.log, encoding: .utf8)) ?? "")")
        // Save as with a name ending in .ora: OpenRaster's two layers.
        try app.xdo(["key", "ctrl+shift+s", "sleep", "0.5"])
        try app.xdo(["type", "--delay", "20", "layers.ora"])
        try app.xdo(["key", "Return"])
        let layers = first + "/Pictures/layers.ora"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: layers) { usleep(100_000) }
        let ora = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: layers))) ?? Data())
        #expect(ora.count > 54 && String(decoding: ora[30..<54], as: UTF8.self) == "mimetypeimage/openraster", "layers.ora: \(ora.count) bytes")
        try Self.quit(app)
        let written = try DocumentFile.open(made)
        #expect(written.isContainer && written.keptHistory && written.document.strokes.count == 2)
        #expect(written.embeddedPhoto == [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto))), "the photo's own bytes")

        // Elsewhere: only the file.
        let moved = second + "/kept.sketch"
        try FileManager.default.copyItem(atPath: made, toPath: moved)
        let again = try RunningApp(server: server, home: second, arguments: [moved], title: "kept.sketch")
        let other = again.screen(450, 200)
        try again.xdo(["sleep", "0.5", "key", "v", "sleep", "0.2", "mousemove", other.0, other.1, "click", "1", "sleep", "0.2", "key", "Delete", "sleep", "0.2",
                       "key", "ctrl+s"])
        var saved = written
        for _ in 0..<100 {
            if let read = try? DocumentFile.open(moved), read.document.strokes.count == 1 { saved = read; break }
            usleep(100_000)
        }
        #expect(saved.document.strokes.count == 1 && abs(saved.document.strokes[0].points[0].y - 100) < 2, "stroke 2 deleted, stroke 1 kept")
        #expect(saved.embeddedPhoto == written.embeddedPhoto && saved.keptHistory)
        // Its history: the delete, and the two strokes before it.
        var document = saved.document
        #expect(document.undoDepth == 3)
        document.undo()
        #expect(document.strokes.count == 2)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: second).filter { $0 != "kept.sketch" && !$0.hasPrefix(".") && !$0.hasPrefix("app-") }
        #expect(leftovers.isEmpty, "the save left \(leftovers) beside it")
        try Self.quit(again)
    }
}
