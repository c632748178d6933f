import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension EndToEndTests {
    /// In the real app, with real mouse input: a rectangle drawn, picked with Select, then
    /// dragged from its middle (far from its outline) moves; the saved picture shows it moved.
    @Test func aSelectedRectangleMovesByADragFromItsInside() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("select-inside")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        // A rectangle from (150, 100) to (350, 250), picked by a click on its left side.
        var args = ["key", "r", "sleep", "0.2"] + app.drag([(150, 100), (250, 175), (350, 250)])
        let side = app.screen(150, 175)
        args += ["key", "v", "sleep", "0.2", "mousemove", side.0, side.1, "click", "1", "sleep", "0.2"]
        // From its middle, 100 photo pixels right and 80 down, in steps as a hand moves.
        let from = app.screen(250, 175)
        args += ["mousemove", from.0, from.1, "sleep", "0.1", "mousedown", "1", "sleep", "0.05"]
        for step in 1...10 {
            let p = app.screen(250 + 10 * Double(step), 175 + 8 * Double(step))
            args += ["mousemove", p.0, p.1, "sleep", "0.02"]
        }
        args += ["mouseup", "1", "sleep", "0.3", "key", "ctrl+s"]
        try app.xdo(args)
        let saved = try Self.waitForPictures(home, 1, app)
        let picture = try ImageFile.load(home + "/Pictures/" + saved[0])
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        #expect(picture.width == 600 && picture.height == 400)
        // The outline's sides where it was moved to (x 250 and 450, y 180 and 330) are red; where
        // it was drawn, the photo shows again.
        for (x, y) in [(250, 255), (450, 255), (350, 180), (350, 330)] {
            #expect(picture[x, y] == Self.red, "the moved rectangle's outline at (\(x), \(y)): \(picture[x, y])")
        }
        for (x, y) in [(150, 175), (350, 150), (250, 100), (200, 250)] {
            #expect(picture[x, y] == photo[x, y], "where the rectangle was, at (\(x), \(y)), the photo shows again")
        }
        // The middle of the moved rectangle is not filled: the photo shows there.
        #expect(picture[350, 255] == photo[350, 255])
    }
}
