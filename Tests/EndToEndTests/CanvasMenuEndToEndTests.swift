import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// In the real app under Xvfb, with real input: the canvas's own right-click menu (Paste,
/// Select all, Undo, Redo), a selection scaled by its handle, and Ctrl+W asking before an
/// unsaved drawing goes.
@Suite(.waitsOnProcesses) struct CanvasMenuEndToEndTests {
    typealias RunningApp = EndToEndTests.RunningApp

    static func saved(_ home: String, _ count: Int, _ app: RunningApp) throws -> [RGBAImage] {
        try EndToEndTests.waitForPictures(home, count, app).map { try ImageFile.load(home + "/Pictures/" + $0) }
    }

    /// The box of the pixels where `picture` is not the sample photo.
    static func changed(_ picture: RGBAImage) throws -> IntRect? {
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        return EndToEndTests.bounds(in: IntRect(x: 0, y: 0, width: picture.width, height: picture.height)) { picture[$0, $1] != photo[$0, $1] }
    }

    /// Two lines; a right-click on the canvas away from both, then its third item (Paste,
    /// Select all, Undo): the second line is undone. Again, its fourth (Redo): it is back.
    @Test func theCanvasMenuUndoesAndRedoes() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("canvas-menu")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        let empty = app.screen(450, 330)
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 250) })
        args += ["mousemove", empty.0, empty.1, "sleep", "0.1", "click", "3", "sleep", "0.3"]
        args += ["key", "Down", "key", "Down", "key", "Down", "key", "Return", "sleep", "0.3", "key", "ctrl+s", "sleep", "0.5"]
        args += ["mousemove", empty.0, empty.1, "sleep", "0.1", "click", "3", "sleep", "0.3"]
        args += ["key", "Down", "key", "Down", "key", "Down", "key", "Down", "key", "Return", "sleep", "0.3", "key", "ctrl+s"]
        try app.xdo(args)
        let pictures = try Self.saved(home, 2, app)
        let red = EndToEndTests.red
        #expect(pictures[0][200, 100] == red && pictures[0][200, 250] != red, "Undo from the canvas menu took the second line away")
        #expect(pictures[1][200, 100] == red && pictures[1][200, 250] == red, "Redo from it brought it back")
    }

    /// A rectangle from (150, 100) to (350, 250), picked with Select by its side; its bottom
    /// right handle dragged to (450, 300): the saved rectangle reaches there.
    @Test func aSelectionScalesByItsHandle() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("handle")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        var args = ["key", "r", "sleep", "0.1"] + app.drag([(150, 100), (250, 175), (350, 250)])
        let side = app.screen(150, 175)
        args += ["key", "v", "sleep", "0.2", "mousemove", side.0, side.1, "click", "1", "sleep", "0.2"]
        args += app.drag(stride(from: 0.0, through: 10, by: 1).map { (350 + $0 * 10, 250 + $0 * 5) }) + ["key", "ctrl+s"]
        try app.xdo(args)
        let picture = try #require(try Self.saved(home, 1, app).first)
        let box = try #require(try Self.changed(picture))
        // The outline is 6 px wide about its edges.
        #expect(abs(box.x - 147) <= 2 && abs(box.y - 97) <= 2, "the top left corner stays: \(box)")
        #expect(abs(box.maxX - 453) <= 2 && abs(box.maxY - 303) <= 2, "the bottom right corner follows the handle: \(box)")
    }

    /// Ctrl+W with an unsaved line asks; Escape cancels and the window stays; Ctrl+W again and
    /// Enter (Save, the default) saves the picture and closes.
    @Test func ctrlWAsksBeforeClosing() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("ctrl-w")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }) + ["key", "ctrl+w", "sleep", "0.5", "key", "Escape", "sleep", "0.5"])
        #expect(app.process.isRunning, "Cancel keeps the window")
        #expect(!FileManager.default.fileExists(atPath: home + "/Pictures"), "nothing saved yet")
        try app.xdo(["key", "ctrl+w", "sleep", "0.5", "key", "Return"])
        for _ in 0..<100 where app.process.isRunning { usleep(100_000) }
        #expect(!app.process.isRunning && app.process.termination == .exited(0), "Save closes")
        let picture = try #require(try Self.saved(home, 1, app).first)
        #expect(picture[200, 100] == EndToEndTests.red, "the line is in the saved picture")
    }
}
