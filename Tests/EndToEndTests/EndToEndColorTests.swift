import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The palette, the eyedropper and the overflow menu in the real app under Xvfb.
extension EndToEndTests {
    /// Clicks the middle of `r` (window pixels) of `app`'s window.
    static func clickArgs(_ app: RunningApp, _ r: IntRect) -> [String] {
        ["mousemove", String(app.geometry.x + r.x + r.width / 2), String(app.geometry.y + r.y + r.height / 2), "click", "1", "sleep", "0.3"]
    }

    @Test func aPresetThenTheEyedropperColourTheStrokesInTheSavedPicture() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("eyedropper")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        // The pen button and, once it is open, the palette's blue, as the app lays them out.
        let layout = try Self.layout(width: app.geometry.width, height: app.geometry.height)
        let penButton = try #require(layout.controller.rect(ofWidget: "toolbar.pen"))
        layout.click(widget: "toolbar.pen")
        let blueSwatch = try #require(layout.controller.rect(ofWidget: "palette.preset.7"))
        let blue = Color(red: 0x1E, green: 0x88, blue: 0xE5)

        var args = Self.clickArgs(app, penButton) + Self.clickArgs(app, blueSwatch)
        args += app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        // I, a click on the photo, then a stroke in the colour picked.
        let pick = (450.0, 250.0)
        let at = app.screen(pick.0, pick.1)
        args += ["key", "i", "sleep", "0.2", "mousemove", at.0, at.1, "click", "1", "sleep", "0.3"]
        args += app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 300) })
        args += ["sleep", "0.2", "key", "ctrl+alt+s"]
        try app.xdo(args)

        let saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "no picture in \(home)/Pictures")
        let image = try ImageFile.load(home + "/Pictures/" + saved[0])
        let fit = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400)
        #expect(image[Int(200 * fit.scale), Int(100 * fit.scale)] == blue, "the preset coloured the first stroke")
        let picked = image[Int(pick.0 * fit.scale), Int(pick.1 * fit.scale)]
        #expect(picked != blue && picked != Color(red: 0xE5, green: 0x39, blue: 0x35))
        #expect(image[Int(200 * fit.scale), Int(300 * fit.scale)] == picked, "the second stroke has the photo pixel's colour")
    }

    /// At 640 px the actions wait in the overflow menu and the tools keep their buttons: the
    /// Eraser is clicked on the toolbar, Save is picked from the menu.
    @Test func at640x480SaveIsReachedThroughTheOverflowMenu() throws {
        let importTool = try Self.tool("import")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("overflow")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try app.resize(width: 640, height: 480)
        let layout = try Self.layout(width: 640, height: 480)
        #expect(layout.controller.rect(ofWidget: "toolbar.save") == nil, "no room for the Save button")
        let eraserButton = try #require(layout.controller.rect(ofWidget: "tool.eraser"), "the tools keep their buttons")
        let more = try #require(layout.controller.rect(ofWidget: "toolbar.more"))
        layout.click(widget: "toolbar.more")
        let save = try #require(layout.controller.rect(ofWidget: "menu.toolbar.save"))
        let menu = try #require(layout.controller.popoverRect)

        // A red stroke, then the Eraser across its middle.
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 200) })
        args += Self.clickArgs(app, eraserButton)
        args += app.drag(stride(from: 150.0, through: 250, by: 5).map { (200, $0) })
        args += Self.clickArgs(app, more)
        try app.xdo(args)
        let shot = home + "/menu.png"
        let r = try runProcess(importTool, ["-window", app.window, shot], environment: app.env)
        try #require(r.status == 0, "\(r.stderr)")
        let menuShot = try ImageFile.load(shot)
        #expect(menuShot[save.x + 2, save.y + save.height / 2] != menuShot[menu.x - 10, save.y + save.height / 2], "the menu shows")
        try app.xdo(Self.clickArgs(app, save))

        let saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "no picture in \(home)/Pictures")
        let image = try ImageFile.load(home + "/Pictures/" + saved[0])
        #expect(image.width == 600 && image.height == 400, "Save writes the photo's own size, whatever the window")
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
        #expect(image[100, 200] == red, "the stroke is kept away from the eraser")
        #expect(image[200, 200] == photo[200, 200], "the eraser took the stroke off the photo")
    }
}
