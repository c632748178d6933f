import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// What Save writes in the real app under Xvfb, as the settings file says: save.format = jpeg
/// and save.quality make Ctrl+S write a JPEG of the photo's own size, named .jpg; Save view
/// writes the view in the same format.
extension EndToEndTests {
    @Test func saveFormatJPEGWritesAJPGOfThePhotosSize() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("save-jpeg")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/.config/sketchpad", withIntermediateDirectories: true)
        try Data("save.format = jpeg\nsave.quality = 85\n".utf8).write(to: URL(fileURLWithPath: home + "/.config/sketchpad/config"))
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }) + ["sleep", "0.2", "key", "ctrl+s"])
        let saved = try Self.pictures(in: home + "/Pictures", count: 1, ext: "jpg")
        try #require(saved.count == 1, "no .jpg in \(home)/Pictures; the app said: \((try? String(contentsOfFile: app.log, encoding: .utf8)) ?? "")")
        #expect(saved[0].range(of: #"^sample-edited-\d{8}-\d{6}\.jpg$"#, options: .regularExpression) != nil, "\(saved[0])")
        let path = home + "/Pictures/" + saved[0]
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG")
        let marker = Array("ICC_PROFILE".utf8)
        #expect((0..<1000).contains { bytes[$0..<$0 + marker.count].elementsEqual(marker) }, "a colour profile in its header (SaveEncoderTests checks it is sRGB)")
        let image = try ImageFile.load(path)
        #expect(image.width == 600 && image.height == 400, "\(image.width)×\(image.height)")
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        let red = image[200, 100], away = image[450, 300], there = photo[450, 300]
        #expect(red.red > 200 && red.green < 90 && red.blue < 90, "the stroke, in red: \(red)")
        #expect(abs(Int(away.red) - Int(there.red)) < 24 && abs(Int(away.green) - Int(there.green)) < 24, "the photo away from it: \(away) against \(there)")
        // Save view: the view in the same format, under its own name.
        try app.xdo(["key", "ctrl+alt+s"])
        let both = try Self.pictures(in: home + "/Pictures", count: 2, ext: "jpg")
        let view = try #require(both.first { $0.hasSuffix("-view.jpg") }, "\(both)")
        let fit = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400)
        let shown = try ImageFile.load(home + "/Pictures/" + view)
        #expect(shown.width == fit.rect.width && shown.height == fit.rect.height)
        try Self.quit(app)
    }
}
