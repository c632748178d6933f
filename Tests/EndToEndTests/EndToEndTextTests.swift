import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The Text tool in the real app under Xvfb: text typed with xdotool (Latin and Chinese, as
/// X11 key events the app gets as SDL text input), saved with Ctrl+S, the ink read back.
extension EndToEndTests {
    /// Pixels of `color` in `rect` of `image`.
    static func count(_ color: Color, in image: RGBAImage, _ rect: IntRect) -> Int {
        var n = 0
        let r = rect.intersection(image.bounds)
        for y in r.y..<r.maxY { for x in r.x..<r.maxX where image[x, y] == color { n += 1 } }
        return n
    }

    @Test func typedTextIsSavedInTheRealApp() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("text")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        let a = app.screen(60, 60), b = app.screen(60, 250)
        // Two texts: Latin on two lines, then Chinese; Escape ends the first, Ctrl+S the second.
        // (xdotool's `type` takes every argument after it as text, so it ends each command.)
        try app.xdo(["mousemove", a.0, a.1, "key", "t", "click", "1", "sleep", "0.2", "type", "--delay", "30", "Hi there"])
        try app.xdo(["key", "Return", "type", "--delay", "30", "line 2"])
        try app.xdo(["sleep", "0.2", "key", "Escape", "mousemove", b.0, b.1, "click", "1", "sleep", "0.2"])
        // xdotool types a character the keymap lacks by binding it to a spare keycode for a
        // moment; on a busy machine the app can read the press after the binding is gone and
        // get nothing. So each character goes once the app has the ones before it (the
        // journal's draft of the text shows them), and one the draft does not show within two
        // seconds is typed again, three times at most.
        var typed = ""
        for c in "标注中文" {
            typed.append(c)
            var arrived = false
            for _ in 0..<3 where !arrived {
                try app.xdo(["type", String(c)])
                for _ in 0..<20 where !arrived {
                    usleep(100_000)
                    arrived = Self.sessionJournals(home).contains { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains("\"text\":\"\(typed)\"") == true }
                }
            }
            try #require(arrived, "the app's draft shows \(typed)")
        }
        let fit = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400)
        let photo = try ImageFile.load(TestPaths.samplePhoto).scaled(toWidth: fit.rect.width, height: fit.rect.height)
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
        // The text is 24 px on screen (4 × the pen's 6, at any zoom) in the pen's red, its box's
        // corner where it was clicked: boxes of screen pixels from the clicked canvas points.
        func box(_ x: Double, _ y: Double, dx: Int = 0, dy: Int = 0, _ w: Int, _ h: Int) -> IntRect {
            IntRect(x: Int(x * fit.scale) + dx, y: Int(y * fit.scale) + dy, width: w, height: h)
        }
        // The view saved (Ctrl+Alt+S: screen pixels, as the text is sized) once the app has taken the last character: on a busy machine the typing can
        // still be arriving, so Ctrl+S again (up to five times, a second apart) until it has.
        var image = RGBAImage(width: 0, height: 0)
        for attempt in 1...5 {
            try app.xdo(["sleep", attempt == 1 ? "0.3" : "1", "key", "ctrl+alt+s"])
            let saved = try Self.pictures(in: home + "/Pictures", count: attempt)
            try #require(saved.count == attempt, "no picture \(attempt) in \(home)/Pictures; the app said: \((try? String(contentsOfFile: app.log, encoding: .utf8)) ?? "")")
            image = try ImageFile.load(home + "/Pictures/" + saved[attempt - 1])
            if Self.count(red, in: image, box(60, 250, dx: 3 * 24, 30, 34)) > 20 { break }
        }
        let latin = box(60, 60, 200, 60), chinese = box(60, 250, 110, 34)
        let latinInk = Self.count(red, in: image, latin), chineseInk = Self.count(red, in: image, chinese)
        #expect(Self.count(red, in: photo, latin) == 0 && Self.count(red, in: photo, chinese) == 0, "the photo has none of the pen's red there")
        #expect(latinInk > 150, "\(latinInk) red pixels of the Latin text")
        #expect(Self.count(red, in: image, box(60, 60, dy: 28, 100, 28)) > 40, "Enter made a second line")
        #expect(chineseInk > 150, "\(chineseInk) red pixels of the Chinese text")
        // Four characters about an em wide each: the ink reaches past three of them.
        #expect(Self.count(red, in: image, box(60, 250, dx: 3 * 24, 30, 34)) > 20, "the fourth character is drawn")
    }

    /// kill -9 while a text is typed keeps what was typed up to the last batch: the journal on
    /// disk holds the text, and the session is listed with it.
    @Test func aTextBeingTypedSurvivesAKill() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("text-kill")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        let a = app.screen(60, 60)
        try app.xdo(["mousemove", a.0, a.1, "key", "t", "click", "1", "sleep", "0.2", "type", "--delay", "30", "Kept text"])
        // The journal writes a batch 0.4 s after its first record; a busy machine may take longer.
        var texts: [String?] = []
        for _ in 0..<30 {
            usleep(200_000)
            let journal = Self.sessionJournals(home).first.flatMap { try? Data(contentsOf: URL(fileURLWithPath: $0)) }
            texts = journal.flatMap { SessionJournal.replay($0) }?.document.strokes.map(\.text) ?? []
            if texts == ["Kept text"] { break }
        }
        app.process.kill(SIGKILL)
        Self.waitForExit(app)
        #expect(texts == ["Kept text"], "the journal holds the text typed before the kill")
        let rows = try Self.listSessions(home).rows
        #expect(rows.map(\.strokes) == [1], "the session lists the text: \(rows)")
    }
}
