import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Crop and transparent photos in the real app under Xvfb, driven with xdotool: the saved
/// pictures and views are read back.
extension EndToEndTests {
    static func waitForPictures(_ home: String, _ count: Int, _ app: RunningApp) throws -> [String] {
        let saved = try Self.pictures(in: home + "/Pictures", count: count)
        try #require(saved.count == count, "\(saved.count) pictures in \(home)/Pictures; the app said: \((try? String(contentsOfFile: app.log, encoding: .utf8)) ?? "")")
        return saved
    }

    @Test func aCropKeepsJustThatPartInTheSaveAndTheSavedView() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("crop")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        // A red line across, then C, a rectangle dragged over its middle, Enter, Ctrl+Alt+S and Ctrl+S.
        try app.xdo(app.drag([(60, 200), (300, 200), (540, 200)]))
        try app.xdo(["key", "c"] + app.drag([(150, 100), (300, 200), (450, 300)]) + ["key", "Return", "sleep", "0.3"])
        try app.xdo(["key", "ctrl+alt+s", "sleep", "0.5", "key", "ctrl+s"])
        let saved = try Self.waitForPictures(home, 2, app)
        let exportName = try #require(saved.first { !$0.hasSuffix("-view.png") }), viewName = try #require(saved.first { $0.hasSuffix("-view.png") })
        let exported = try ImageFile.load(home + "/Pictures/" + exportName), view = try ImageFile.load(home + "/Pictures/" + viewName)
        // The saved picture is the rectangle at the photo's own pixels: about 300x200 (the mouse is
        // on whole screen pixels), each pixel the photo's away from the line.
        #expect(abs(exported.width - 300) <= 2 && abs(exported.height - 200) <= 2, "\(exported.width)x\(exported.height)")
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        let corners = (-2...2).flatMap { dx in (-2...2).map { dy in (150 + dx, 100 + dy) } }
        let corner = corners.first { c in
            (0..<exported.height).allSatisfy { y in abs(y + c.1 - 200) < 8 || (0..<exported.width).allSatisfy { x in exported[x, y] == photo[x + c.0, y + c.1] } }
        }
        let at = try #require(corner, "the saved picture is no part of the photo")
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
        #expect(exported[exported.width / 2, 200 - at.1] == red && exported[2, 200 - at.1] == red)
        // The view saved is that part fitted into the window, as it was shown.
        let fit = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false)
            .fit(canvasWidth: exported.width, canvasHeight: exported.height).rect
        #expect(view.width == fit.width && view.height == fit.height, "\(view.width)x\(view.height), fitted \(fit)")
        let scaled = exported.scaled(toWidth: view.width, height: view.height)
        #expect(view.difference(from: scaled).meanChannel < 3, "the saved view is the saved picture, smaller")
    }

    @Test func aTransparentPhotoShowsGreySquaresAndItsSaveKeepsTheAlpha() throws {
        let importTool = try Self.tool("import")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("alpha")
        defer { try? FileManager.default.removeItem(atPath: home) }
        // 600x400: the left half transparent, the right half opaque blue.
        var cutOut = RGBAImage(width: 600, height: 400, fill: .clear)
        let blue = Color(red: 0x20, green: 0x40, blue: 0xC0)
        cutOut.fill(IntRect(x: 300, y: 0, width: 300, height: 400), with: blue)
        let path = home + "/cut-out.png"
        try ImageFile.writePNG(cutOut, to: path)
        let app = try RunningApp(server: server, home: home, arguments: [path], title: "cut-out.png")
        try app.xdo(["mousemove", "0", "0", "sleep", "1"])
        let shot = home + "/shot.png"
        let r = try runProcess(importTool, ["-window", app.window, shot], environment: app.env)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try ImageFile.load(shot)
        let fit = Layout(width: image.width, height: image.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400).rect
        var left = Set<UInt32>()
        for y in fit.y + 2..<fit.maxY - 2 { for x in fit.x + 2..<fit.x + fit.width / 2 - 2 { left.insert(image[x, y].argb) } }
        #expect(left == [Checkerboard.light, Checkerboard.dark], "the transparent half shows \(left.map { String($0, radix: 16) })")
        #expect(image[fit.maxX - 3, fit.y + fit.height / 2] == blue)
        try app.xdo(["key", "ctrl+alt+s", "sleep", "0.5", "key", "ctrl+s"])
        let saved = try Self.waitForPictures(home, 2, app)
        for name in saved {
            let picture = try ImageFile.load(home + "/Pictures/" + name)
            #expect(picture[2, picture.height / 2].alpha == 0, "\(name) keeps the transparency")
            #expect(picture[picture.width - 3, picture.height / 2] == blue, "\(name)")
        }
        let exported = try ImageFile.load(home + "/Pictures/" + (try #require(saved.first { !$0.hasSuffix("-view.png") })))
        #expect(exported == cutOut)
    }
}
