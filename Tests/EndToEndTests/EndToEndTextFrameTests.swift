import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// A text being typed shows its frame: the window while "Framed" is typed, against the
/// window once Escape has ended it. What only the first shows surrounds the text on all four
/// sides (a caret alone would be one bar at its end).
@Suite(.waitsOnProcesses) struct EndToEndTextFrameTests {
    @Test func aTextBeingTypedShowsItsFrame() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("text-frame")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try EndToEndTests.RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        let at = app.screen(200, 150), away = app.screen(500, 350)
        try app.xdo(["mousemove", at.0, at.1, "key", "t", "click", "1", "sleep", "0.2", "type", "--delay", "30", "Framed"])
        // Away from the text, so no hover marks it; the caret may blink, so two shots.
        try app.xdo(["mousemove", away.0, away.1, "sleep", "0.3"])
        let typing = try app.screenshot()
        try app.xdo(["key", "Escape", "sleep", "0.3"])
        let ended = try app.screenshot()

        let canvas = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400).rect
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        func box(_ marked: (Int, Int) -> Bool) -> IntRect? { EndToEndTests.bounds(in: canvas, where: marked) }
        // The text: where the ended window is not the photo (shown at 100 %).
        let text = try #require(box { x, y in ended[x, y] != photo[x - canvas.x, y - canvas.y] }, "the text is drawn")
        let frame = try #require(box { x, y in typing[x, y] != ended[x, y] }, "something shows only while typing")
        #expect(frame.x < text.x && frame.y < text.y && frame.maxX > text.maxX && frame.maxY > text.maxY,
                "the frame \(frame) surrounds the text \(text)")
        #expect(frame.width < 400 && frame.height < 150, "the frame is the text's, not the window's: \(frame)")
    }
}
