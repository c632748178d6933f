import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Canvas modes in the real app under Xvfb: opening a photo ends the mode (the next drag draws
/// with the pen), and losing the focus in the middle of a crop drag lets the drag go.
@Suite(.serialized, .waitsOnProcesses) struct EndToEndModeTests {
    typealias RunningApp = EndToEndTests.RunningApp

    @Test func openingAPhotoInAnyModeTheNextDragDrawsWithThePen() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("modes")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let green = Color(red: 0x10, green: 0xA0, blue: 0x40)
        // In the Pictures folder, where the picker's path field starts: its name is its path.
        try FileManager.default.createDirectory(atPath: home + "/Pictures", withIntermediateDirectories: true)
        let photo = home + "/Pictures/green.png"
        try ImageFile.writePNG(RGBAImage(width: 600, height: 400, fill: green), to: photo)
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        // The Hand has no key: its button, where the app draws it.
        let hand = try #require(try EndToEndTests.layout(width: app.geometry.width, height: app.geometry.height).controller.rect(ofWidget: "tool.hand"))
        let handAt = (String(app.geometry.x + hand.x + hand.width / 2), String(app.geometry.y + hand.y + hand.height / 2))
        // What each round does before the photo opens; the eyedropper last, as a pick there
        // would change the pen's colour for the rounds after it.
        let rounds: [(String, [String])] = [
            ("a crop applied", ["key", "c"] + app.drag([(100, 80), (500, 330)]) + ["key", "Return", "sleep", "0.3"]),
            ("Crop", ["key", "c"] + app.drag([(100, 80), (500, 330)])),
            ("Select", ["key", "v"] + app.drag([(50, 50), (550, 350)])),
            ("Hand", ["mousemove", handAt.0, handAt.1, "click", "1", "sleep", "0.2"]),
            ("the eyedropper", ["key", "i", "sleep", "0.2"]),
        ]
        for (n, round) in rounds.enumerated() {
            // xdotool's `type` takes every argument after it as text: the Return comes apart.
            try app.xdo(round.1 + ["key", "ctrl+l", "sleep", "0.5", "type", "--delay", "10", "green.png"])
            try app.xdo(["sleep", "0.2", "key", "Return", "sleep", "0.8"])
            #expect(try app.xdo(["getwindowname", app.window]) == RunningApp.windowTitle("green.png"), "\(round.0): the photo opens")
            try app.xdo(app.drag(stride(from: 100.0, through: 500, by: 20).map { ($0, 200) }) + ["sleep", "0.2", "key", "ctrl+s"])
            let saved = try EndToEndTests.waitForPictures(home, n + 1, app)
            // Saved at the photo's own size: photo points are its pixels.
            let picture = try ImageFile.load(home + "/Pictures/" + saved[n])
            #expect(picture.width == 600 && picture.height == 400, "\(round.0): \(picture.width)x\(picture.height)")
            #expect(picture[300, 200] == EndToEndTests.red, "\(round.0): the drag after the open draws with the pen")
            #expect(picture[300, 100] == green, "\(round.0): the new photo, nothing else, away from the stroke")
            // Each save gets a name of its own (they are named by the second).
            usleep(1_100_000)
        }
    }

    @Test func losingTheFocusDuringACropDragLetsTheDragGo() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("crop-focus")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        // Another window to give the focus to, as Alt+Tab would.
        var env = app.env
        env["DISPLAY"] = server.display
        let other = try Subprocess(try EndToEndTests.tool("xmessage"), ["-geometry", "200x60+1350+900", "elsewhere"], environment: env)
        defer { other.kill() }
        var otherWindow = ""
        for _ in 0..<100 where otherWindow.isEmpty {
            otherWindow = (try? app.xdo(["search", "--onlyvisible", "--name", "xmessage"]))?.split(separator: "\n").first.map(String.init) ?? ""
            if otherWindow.isEmpty { usleep(100_000) }
        }
        try #require(!otherWindow.isEmpty, "the other window did not appear")
        let a = app.screen(100, 80), b = app.screen(300, 250), b2 = app.screen(310, 260)
        // A drag begun in Crop; the focus goes to the other window with the button held, so the
        // app never sees the release.
        try app.xdo(["windowfocus", "--sync", app.window, "sleep", "0.3", "key", "c", "mousemove", a.0, a.1, "mousedown", "1",
                     "mousemove", b.0, b.1, "sleep", "0.2", "windowfocus", "--sync", otherWindow, "sleep", "0.6",
                     "mousemove", b2.0, b2.1, "sleep", "0.3", "mouseup", "1", "sleep", "0.3",
                     "windowfocus", "--sync", app.window, "sleep", "0.5"])
        // A new drag, from (350, 150) to (500, 350), then Enter and a save.
        try app.xdo(app.drag([(350, 150), (420, 250), (500, 350)]) + ["key", "Return", "sleep", "0.3", "key", "ctrl+s"])
        let saved = try EndToEndTests.waitForPictures(home, 1, app)
        let exported = try ImageFile.load(home + "/Pictures/" + saved[0])
        // The photo's own pixels of the second rectangle: about 150x200 (the first drag and a
        // press ignored after it would give about 400x270).
        #expect(abs(exported.width - 150) <= 3 && abs(exported.height - 200) <= 3, "\(exported.width)x\(exported.height)")
    }
}
