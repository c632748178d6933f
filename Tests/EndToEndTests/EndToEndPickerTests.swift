import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The photo picker in the real app under Xvfb, clicked with xdotool: one click selects a
/// photo without opening it, a double click opens it, and that double click leaves no dot on it.
extension EndToEndTests {
    @Test func pickerClickSelectsDoubleClickOpensWithoutADot() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("picker")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let green = Color(red: 0x10, green: 0xA0, blue: 0x40)
        try FileManager.default.createDirectory(atPath: home + "/Pictures/Trips", withIntermediateDirectories: true)
        try ImageFile.writePNG(RGBAImage(width: 600, height: 400, fill: green), to: home + "/Pictures/green.png")
        let app = try RunningApp(server: server, home: home, arguments: [], title: "Sketchpad")
        // The picker laid out as the app lays it out, listing the same: Trips/, then green.png.
        let layout = try Self.layout(width: app.geometry.width, height: app.geometry.height)
        layout.machine.makeFolder(layout.machine.picturesFolder + "/Trips")
        layout.machine.put(RGBAImage(width: 600, height: 400, fill: green), at: layout.machine.picturesFolder + "/green.png")
        layout.press("o", .control)
        let row = try #require(layout.controller.rect(ofWidget: "picker.row.1"))
        let x = row.x + row.width / 2, y = row.y + row.height / 2
        let screenX = String(app.geometry.x + x), screenY = String(app.geometry.y + y)
        func shot() throws -> RGBAImage {
            let path = home + "/shot-\(UUID().uuidString).png"
            let r = try runProcess(try Self.tool("import"), ["-window", app.window, path], environment: app.env)
            try #require(r.status == 0, "\(r.stderr)")
            return try ImageFile.load(path)
        }
        try app.xdo(["key", "ctrl+o", "sleep", "0.5", "mousemove", screenX, screenY, "click", "1", "sleep", "0.3",
                     "mousemove", String(app.geometry.x + row.maxX - 6), screenY, "sleep", "0.5"])
        #expect(try app.xdo(["getwindowname", app.window]) == "Sketchpad", "one click does not open the photo")
        let selected = try shot()
        #expect(selected[row.maxX - 12, y] == layout.controller.ui.theme.selection, "one click selects the row")
        // The double click, well after the single one.
        try app.xdo(["mousemove", screenX, screenY, "sleep", "0.2", "click", "--repeat", "2", "--delay", "120", "1", "sleep", "0.8"])
        #expect(try app.xdo(["getwindowname", app.window]) == RunningApp.windowTitle("green.png"), "the double click opens it")
        let opened = try shot()
        let canvas = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400).rect
        try #require(canvas.insetBy(20).contains(Point(Double(x), Double(y))), "the click is over the photo that opens")
        let around = IntRect(x: x - 15, y: y - 15, width: 30, height: 30)
        #expect(Self.count(green, in: opened, around) == around.width * around.height, "no dot where the double click was")
    }
}
