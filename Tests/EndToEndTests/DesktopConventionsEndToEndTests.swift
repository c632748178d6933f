import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// What a desktop app is expected to do, in the real app under Xvfb through real input: the
/// window manager's close button asks before an unsaved drawing goes, Ctrl+N asks too, Ctrl+A
/// picks every stroke, the eyedropper hands back the tool it interrupted, and one Escape closes
/// Save as while Ctrl+S inside it saves under the typed name.
@Suite(.serialized, .waitsOnProcesses) struct DesktopConventionsEndToEndTests {
    typealias RunningApp = EndToEndTests.RunningApp

    /// The photo the tests draw on, as the app reads it.
    static func photo() throws -> RGBAImage { try ImageFile.load(TestPaths.samplePhoto) }

    static func waitForExit(_ app: RunningApp, seconds: Double) -> Bool {
        for _ in 0..<Int(seconds * 10) where app.process.isRunning { usleep(100_000) }
        return !app.process.isRunning
    }

    /// The close button (WM_DELETE_WINDOW, as a window manager sends it): with a stroke no
    /// save holds, the window stays and asks; Escape answers Cancel; the second close with
    /// Enter (Save, the default) writes the picture and ends the app.
    @Test func theCloseButtonAsksAndEnterSavesBeforeClosing() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("wm-close")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        let close = TestPaths.repository.appendingPathComponent("Tests/EndToEndTests/wm_close.py").path
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }) + ["sleep", "0.3"])
        var r = try runProcess("/usr/bin/python3", [close, app.window], environment: app.env)
        try #require(r.status == 0, "\(r.stderr)")
        #expect(!Self.waitForExit(app, seconds: 1.5), "the close button with unsaved changes asks instead of closing")
        try app.xdo(["key", "Escape", "sleep", "0.5"])
        #expect(app.process.isRunning, "Cancel keeps the window")
        #expect(try EndToEndTests.pictures(in: home + "/Pictures", count: 0).isEmpty)
        r = try runProcess("/usr/bin/python3", [close, app.window], environment: app.env)
        try app.xdo(["sleep", "0.5", "key", "Return"])
        #expect(Self.waitForExit(app, seconds: 10), "Save closes the window once the picture is written")
        let saved = try EndToEndTests.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "the picture was saved before closing: \((try? String(contentsOfFile: app.log, encoding: .utf8)) ?? "")")
        let picture = try ImageFile.load(home + "/Pictures/" + saved[0])
        #expect(picture[200, 100] == EndToEndTests.red, "the stroke is in the picture saved on closing")
    }

    /// Ctrl+A then Delete takes every stroke away (one step), so Ctrl+S writes the photo as it
    /// was; Ctrl+N then asks, and Discard (Left, Left, Enter) leaves a blank drawing.
    @Test func ctrlAPicksEveryStrokeAndCtrlNAsksThenStartsABlankDrawing() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("ctrl-a-n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += ["key", "r"] + app.drag([(120, 200), (400, 320)])
        args += ["sleep", "0.2", "key", "ctrl+a", "sleep", "0.2", "key", "Delete", "sleep", "0.2", "key", "ctrl+s"]
        try app.xdo(args)
        let saved = try EndToEndTests.waitForPictures(home, 1, app)
        let picture = try ImageFile.load(home + "/Pictures/" + saved[0])
        #expect(picture.pixels == (try Self.photo()).pixels, "with every stroke picked and deleted, the save is the photo itself")

        // Ctrl+A left Select on; P brings the pen back for a stroke no save holds.
        try app.xdo(["key", "p"] + app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 300) }) + ["sleep", "0.2", "key", "ctrl+n", "sleep", "0.5"])
        #expect(try app.xdo(["getwindowname", app.window]).contains("sample.png"), "Ctrl+N with an unsaved stroke asks first")
        try app.xdo(["key", "Left", "key", "Left", "key", "Return", "sleep", "0.8"])
        #expect(try app.xdo(["getwindowname", app.window]) == "Sketchpad", "Discard leaves a blank drawing")
        #expect(app.process.isRunning)
    }

    /// With the pen, I then a click on the photo picks the colour there and hands the pen back:
    /// the next drag draws, in that colour.
    @Test func theEyedropperPicksAColourAndHandsThePenBack() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("eyedropper")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        let photo = try Self.photo()
        let (x, y) = app.screen(300, 260)
        var args = ["key", "i", "sleep", "0.2", "mousemove", x, y, "click", "1", "sleep", "0.3"]
        args += app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 60) }) + ["sleep", "0.2", "key", "ctrl+s"]
        try app.xdo(args)
        let saved = try EndToEndTests.waitForPictures(home, 1, app)
        let picture = try ImageFile.load(home + "/Pictures/" + saved[0])
        let picked = photo[300, 260], drawn = picture[200, 60]
        #expect(drawn != photo[200, 60], "the drag after the eyedropper drew: the pen came back")
        let close = [abs(Int(drawn.red) - Int(picked.red)), abs(Int(drawn.green) - Int(picked.green)), abs(Int(drawn.blue) - Int(picked.blue))].max()! <= 2
        #expect(close, "the stroke is the picked colour \(picked), not \(drawn)")
    }

    /// One Escape closes Save as (the next drag draws on the canvas); Ctrl+S inside it saves
    /// under the name typed.
    @Test func oneEscapeClosesSaveAsAndCtrlSInsideItSaves() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("save-as-keys")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        var args = ["key", "ctrl+shift+s", "sleep", "0.5", "key", "Escape", "sleep", "0.3"]
        args += app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        // xdotool's type takes every word after it as text, so the keys after it go apart.
        args += ["sleep", "0.2", "key", "ctrl+shift+s", "sleep", "0.5", "type", "mine"]
        try app.xdo(args)
        try app.xdo(["key", "ctrl+s", "sleep", "0.5"])
        let path = home + "/Pictures/mine.png"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: path) { usleep(100_000) }
        let saved = try FileManager.default.contentsOfDirectory(atPath: home + "/Pictures")
        try #require(saved == ["mine.png"], "Ctrl+S in Save as saved under the typed name: \(saved)")
        let picture = try ImageFile.load(path)
        #expect(picture[200, 100] == EndToEndTests.red, "the drag after one Escape drew: Save as was closed")
    }
}

/// The saved picture's message offers Show in folder; a click on it asks the file manager over
/// D-Bus (`gdbus`, here a stand-in first on PATH that writes down what it was asked).
@Suite(.serialized, .waitsOnProcesses) struct ShowInFolderEndToEndTests {
    typealias RunningApp = EndToEndTests.RunningApp

    @Test func showInFolderAsksTheFileManagerForTheSavedPicture() throws {
        let importTool = try EndToEndTests.tool("import")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("show-in-folder")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let bin = home + "/bin", asked = home + "/asked"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        try StandInProgram.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > \"\(asked)\"\n", to: bin + "/gdbus")
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png", environment: ["PATH": path])
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }) + ["sleep", "0.2", "key", "ctrl+s", "sleep", "0.5", "mousemove", "0", "0", "sleep", "0.3"])
        let saved = try EndToEndTests.waitForPictures(home, 1, app)
        let shot = home + "/shot.png"
        let r = try runProcess(importTool, ["-window", app.window, shot], environment: app.env)
        try #require(r.status == 0, "\(r.stderr)")
        // The button is the one thing in the lower half filled with the active button's colour.
        let image = try ImageFile.load(shot), fill = Theme(.dark).buttonActive
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in image.height / 2..<image.height { for x in 0..<image.width where image[x, y] == fill {
            let b = box ?? (x, y, x, y)
            box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
        } }
        let button = try #require(box, "the message shows a Show in folder button")
        #expect(button.maxX - button.minX > 40 && button.maxY - button.minY > 15, "a button's size: \(button)")
        try app.xdo(["mousemove", String(app.geometry.x + (button.minX + button.maxX) / 2), String(app.geometry.y + (button.minY + button.maxY) / 2),
                     "click", "1"])
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: asked) { usleep(100_000) }
        let arguments = (try? String(contentsOfFile: asked, encoding: .utf8)) ?? ""
        #expect(arguments.contains("org.freedesktop.FileManager1.ShowItems"), "the file manager was asked: \(arguments)")
        #expect(arguments.contains("file://" + home + "/Pictures/" + saved[0]), "for the saved picture: \(arguments)")
    }
}
