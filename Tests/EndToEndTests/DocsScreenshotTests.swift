import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The window screenshots in docs/screenshots that README and the guide show: the real app
/// under Xvfb at 1280×800 and 1024×600, in the light and the dark theme, after the same
/// strokes. At 1280×800 the arrow is the tool, so its options show in the bar; at 1024×600 the
/// main menu is open (F10). Each is compared with its file and re-recorded with
/// SKETCHPAD_RECORD_SNAPSHOTS=1, as README's screenshot is.
@Suite(.serialized, .waitsOnProcesses) struct DocsScreenshotTests {
    typealias RunningApp = EndToEndTests.RunningApp

    static let shots: [(theme: String, width: Int, height: Int)] = [
        ("light", 1280, 800), ("dark", 1280, 800), ("light", 1024, 600), ("dark", 1024, 600),
    ]

    @Test(arguments: shots.indices)
    func theWindowAsTheDocsShowIt(shot: Int) throws {
        let (theme, width, height) = Self.shots[shot]
        let importTool = try EndToEndTests.tool("import")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("docs-shot")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/.config/sketchpad", withIntermediateDirectories: true)
        try Data("theme = \(theme)\n".utf8).write(to: URL(fileURLWithPath: home + "/.config/sketchpad/config"))
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try app.resize(width: width, height: height)
        var args = app.drag([(60, 330), (120, 300), (180, 340), (240, 300), (300, 335)])
        args += ["key", "r"] + app.drag([(120, 60), (290, 150)])
        args += ["key", "h"] + app.drag([(330, 300), (560, 300)])
        args += ["key", "a"] + app.drag([(330, 80), (420, 130), (470, 165)])
        args += width == 1024 ? ["mousemove", "0", "0", "sleep", "0.2", "key", "F10"] : []
        try app.xdo(args + ["mousemove", "0", "0", "sleep", "1"])
        let shot = home + "/shot.png"
        let r = try runProcess(importTool, ["-window", app.window, shot], environment: app.env)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try ImageFile.load(shot)
        #expect(image.width == width && image.height == height, "\(image.width)×\(image.height)")
        let golden = TestPaths.repository.appendingPathComponent("docs/screenshots/\(theme)-\(width)x\(height).png").path
        // The bundled font as this FreeType draws it may differ at a few edge pixels elsewhere.
        #expect(Snapshot.mismatch(image, at: golden, tolerance: .init(maxChannel: 64, differingPixels: 0.005)) == nil)
    }
}
