import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension EndToEndTests {
    /// The Select tool in the real app: two strokes drawn, V, one clicked and dragged, the other
    /// clicked and deleted. The window, the saved picture, the session's journal (as a document
    /// `sketchpad render` draws) and an undo all show it.
    @Test func selectMoveAndDeleteInTheRealApp() throws {
        let importTool = try Self.tool("import")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("select")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        // Stroke 1 across at y = 100, stroke 2 down at x = 450.
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += app.drag(stride(from: 50.0, through: 350, by: 10).map { (450, $0) })
        let grab = app.screen(200, 100), drop = app.screen(200, 250), other = app.screen(450, 200)
        args += ["key", "v", "sleep", "0.2"]
        // Pick stroke 1 and drag it 150 px down; pick stroke 2 and delete it.
        args += ["mousemove", grab.0, grab.1, "mousedown", "1", "sleep", "0.05"]
        for step in 1...10 { args += ["mousemove", grab.0, String(Int(grab.1)! + (Int(drop.1)! - Int(grab.1)!) * step / 10), "sleep", "0.02"] }
        args += ["mouseup", "1", "sleep", "0.2"]
        args += ["mousemove", other.0, other.1, "click", "1", "sleep", "0.2", "key", "Delete", "sleep", "0.2", "mousemove", "0", "0", "sleep", "0.5"]
        try app.xdo(args)

        let fit = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400)
        let photo = try ImageFile.load(TestPaths.samplePhoto).scaled(toWidth: fit.rect.width, height: fit.rect.height)
        func at(_ x: Double, _ y: Double) -> (Int, Int) { (Int(x * fit.scale), Int(y * fit.scale)) }
        /// Stroke 1 where it was dragged, not where it was drawn; stroke 2 gone.
        func expectMovedAndDeleted(_ canvas: RGBAImage, _ what: String) {
            let moved = at(200, 250), old = at(200, 100), deleted = at(450, 200)
            #expect(canvas[moved.0, moved.1] == red, "\(what): stroke 1 is where it was dragged")
            #expect(canvas[old.0, old.1] == photo[old.0, old.1], "\(what): the photo shows where stroke 1 was")
            #expect(canvas[deleted.0, deleted.1] == photo[deleted.0, deleted.1], "\(what): stroke 2 is deleted")
        }

        // What the window shows.
        let shot = home + "/shot.png"
        let r = try runProcess(importTool, ["-window", app.window, shot], environment: app.env)
        try #require(r.status == 0, "\(r.stderr)")
        expectMovedAndDeleted(try ImageFile.load(shot).cropped(to: fit.rect), "the window")

        // The saved view (Ctrl+Alt+S), at the window's scale as the rest here.
        try app.xdo(["key", "ctrl+alt+s"])
        var saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1)
        expectMovedAndDeleted(try ImageFile.load(home + "/Pictures/" + saved[0]), "the saved view")

        // The journal on disk, as a document, through `sketchpad render`.
        var journal = Data()
        for _ in 0..<300 {
            journal = Self.sessionJournals(home).compactMap { FileManager.default.contents(atPath: $0) }.first ?? Data()
            if String(decoding: journal, as: UTF8.self).contains("\"t\":\"remove\"") { break }
            usleep(100_000)
        }
        let replayed = try #require(SessionJournal.replay(journal)?.document)
        #expect(replayed.strokes.count == 1 && abs(replayed.strokes[0].points[0].y - 250) < 2)
        let doc = home + "/moved.sketch", out = home + "/moved.png"
        try DocumentCodec.encode(replayed).write(to: URL(fileURLWithPath: doc))
        let rendered = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out, "--scale", String(fit.scale)])
        try #require(rendered.status == 0, "\(rendered.stderr)")
        expectMovedAndDeleted(try ImageFile.load(out), "sketchpad render")

        // Undo brings stroke 2 back; stroke 1 stays moved.
        try app.xdo(["key", "ctrl+z", "sleep", "1.1", "key", "ctrl+alt+s"])
        saved = try Self.pictures(in: home + "/Pictures", count: 2)
        try #require(saved.count == 2)
        let undone = try ImageFile.load(home + "/Pictures/" + saved[1])
        let back = at(450, 200), moved = at(200, 250)
        #expect(undone[back.0, back.1] == red, "undo brings the deleted stroke back")
        #expect(undone[moved.0, moved.1] == red)
    }
}
