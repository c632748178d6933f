import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension EndToEndTests {
    /// A saved picture reopens as its drawing, through real input: a stroke drawn on a photo,
    /// Ctrl+S, quit; the picture renamed and the photo deleted; the picture opened from the
    /// command line continues the drawing over the photo (the session's copy of it), Ctrl+Z
    /// takes the stroke back, and Ctrl+S writes the picture back in place: the photo's pixels.
    @Test func aSavedPictureReopensAsItsDrawingOverTheOriginalPhoto() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("saved-picture")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let photo = home + "/holiday.png"
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: photo)
        let first = try RunningApp(server: server, home: home, arguments: [photo], title: "holiday.png")
        try Self.strokes(first, at: [100])
        try first.xdo(["key", "ctrl+s"])
        let name = try #require(try Self.pictures(in: home + "/Pictures", count: 1).first)
        let flat = try ImageFile.load(home + "/Pictures/" + name)
        #expect(flat[180, 100] == Self.red, "the stroke is in the saved picture")
        try Self.quit(first)

        try FileManager.default.createDirectory(atPath: home + "/Desktop", withIntermediateDirectories: true)
        let picture = home + "/Desktop/holiday-edited.png"
        try FileManager.default.moveItem(atPath: home + "/Pictures/" + name, toPath: picture)
        try FileManager.default.removeItem(atPath: photo)
        let again = try RunningApp(server: server, home: home, arguments: [picture], title: "holiday-edited.png")
        // The drawing is found in the background, its photo opened, in well under a second.
        try again.xdo(["sleep", "1.5", "key", "ctrl+z", "sleep", "0.3", "key", "ctrl+s"])
        let original = try TestPNG.read(TestPaths.samplePhoto)
        var written = flat
        for _ in 0..<100 {
            if let read = try? ImageFile.load(picture), read != flat { written = read; break }
            usleep(100_000)
        }
        let log = (try? String(contentsOfFile: again.log, encoding: .utf8)) ?? ""
        #expect(written == original, "the stroke undone, the picture written back is the photo itself; the app said: \(log)")
        let beside = ((try? FileManager.default.contentsOfDirectory(atPath: home + "/Desktop")) ?? []).filter { !$0.hasPrefix(".") }
        #expect(beside == ["holiday-edited.png"], "written in place, nothing beside it: \(beside)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: home + "/Pictures")) ?? []).isEmpty, "no new picture in Pictures")
        try Self.quit(again)
    }
}

extension EndToEndTests {
    /// Export OpenRaster from the main menu, by keys: F10, down to the entry after Save as,
    /// Enter; the picker offers Save's next name ending in .ora, and Enter writes it.
    @Test func exportOpenRasterFromTheMainMenu() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("export-ora")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try Self.strokes(app, at: [100])
        // New drawing, New screenshot, Open, Save, Save as, Export OpenRaster.
        try app.xdo(["key", "F10", "sleep", "0.3", "key", "Down", "Down", "Down", "Down", "Down", "sleep", "0.2", "key", "Return", "sleep", "0.5",
                     "key", "Return"])
        var names: [String] = []
        for _ in 0..<100 where names.isEmpty {
            names = ((try? FileManager.default.contentsOfDirectory(atPath: home + "/Pictures")) ?? []).filter { $0.hasSuffix(".ora") }
            usleep(100_000)
        }
        let log = (try? String(contentsOfFile: app.log, encoding: .utf8)) ?? ""
        try #require(names.count == 1 && names[0].hasPrefix("sample-edited-"), "one .ora in Pictures: \(names); the app said: \(log)")
        let ora = [UInt8](try Data(contentsOf: URL(fileURLWithPath: home + "/Pictures/" + names[0])))
        #expect(ora.count > 54 && String(decoding: ora[30..<54], as: UTF8.self) == "mimetypeimage/openraster")
        try Self.quit(app)
    }
}
