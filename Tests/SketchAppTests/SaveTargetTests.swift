import CSDL2
import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Where Save writes: with -o FILE only there, in the format its name says; a save pattern the
/// system cannot take ends in a message, never in a loop or a file of another name.
@Suite struct SaveTargetTests {
    @Test func saveWritesAJPEGWhenTheOutputIsNamedSo() throws {
        let h = try Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let output = h.services.folder + "/holiday.jpeg"
        h.controller.outputFile = output
        h.send(Harness.key(SDLK_s, KMOD_LCTRL))
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Saved \(output)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG, as its name says")
        let saved = try ImageFile.load(output)
        #expect(saved.width == h.controller.capture.width && saved.height == h.controller.capture.height)
        #expect(!FileManager.default.fileExists(atPath: h.services.picturesFolder), "nothing else was written")
    }

    @Test func aPatternWithANULNeverSpinsOrWritesAnotherName() throws {
        var settings = Settings()
        settings.filePattern = "shot\u{0}-%S"
        let h = try Harness(settings: settings)
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        for _ in 0..<2 {
            h.send(Harness.key(SDLK_s, KMOD_LCTRL))
            h.controller.waitForBackgroundWork()
            let text = try #require(h.controller.toastText)
            #expect(text.hasPrefix("Could not save: ") && text.contains("shot\\u{0}-09.png: the name contains a NUL character"), "\(text)")
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: h.services.picturesFolder)) ?? []
        #expect(written.isEmpty, "\(written)")
    }
}
