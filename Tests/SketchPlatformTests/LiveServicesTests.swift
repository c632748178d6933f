import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The controller on this machine's own files, pictures and clipboard (the live services),
/// with the test machine's clock and font: what a save, an open or a copy really does.
@Suite(.serialized) struct LiveServicesTests {
    /// A controller whose photos, pictures, folders and clipboard are the live ones, in a
    /// temporary home (removed by `done`).
    static func harness(environment: [String: String] = [:], settings: Settings = Settings()) throws -> (Harness, home: String) {
        let home = try TestPaths.temporaryFolder("live")
        let h = Harness(settings: settings) { machine in
            var services = machine.services()
            services.photos = .live
            services.images = .live
            services.files = .live
            services.clipboard = .live(environment: environment)
            services.picturesFolder = home + "/Pictures"
            return services
        }
        return (h, home)
    }

    @Test func saveWritesAJPEGWhenTheOutputIsNamedSo() throws {
        let (h, home) = try Self.harness()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let output = home + "/holiday.jpeg"
        h.controller.outputFile = output
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Saved the picture (600×400) to \(output)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]), "a JPEG, as its name says")
        let saved = try ImageFile.load(output)
        #expect(saved.width == 600 && saved.height == 400)
        #expect(SaveEncoderTests.difference(saved, try h.controller.renderPicture()).mean < 4)
        #expect(!FileManager.default.fileExists(atPath: home + "/Pictures"), "nothing else was written")
    }

    /// save.format = jpeg and its quality: Ctrl+S writes a .jpg of the photo's size into Pictures,
    /// smaller at a lower quality; save.format = webp a .webp.
    @Test func theSaveFormatSettingWritesAJPEGOrAWebPIntoPictures() throws {
        var sizes: [Int] = []
        for (format, quality, ext) in [(SaveFormat.jpeg, 90, "jpg"), (.jpeg, 30, "jpg"), (.webp, 80, "webp")] {
            var settings = Settings()
            settings.saveFormat = format
            settings.saveQuality = quality
            let (h, home) = try Self.harness(settings: settings)
            defer { try? FileManager.default.removeItem(atPath: home) }
            let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
            h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
            h.press("s", .control)
            h.controller.waitForBackgroundWork()
            let path = home + "/Pictures/sample-edited-20261129-130509.\(ext)"
            #expect(h.controller.toastText == "Saved the picture (600×400) to \(path)")
            let saved = try ImageFile.load(path)
            #expect(saved.width == 600 && saved.height == 400)
            #expect(SaveEncoderTests.difference(saved, try h.controller.renderPicture()).mean < (quality < 50 ? 8 : 4), "\(format) \(quality)")
            sizes.append(((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0)
        }
        #expect(sizes[1] < sizes[0], "quality 30 is smaller than 90: \(sizes)")
    }

    /// A save pattern the system cannot take ends in a message, never in a loop or a file of
    /// another name.
    @Test func aPatternWithANULNeverSpinsOrWritesAnotherName() throws {
        var settings = Settings()
        settings.filePattern = "shot\u{0}-%S"
        let (h, home) = try Self.harness(settings: settings)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        for _ in 0..<2 {
            h.press("s", .control)
            h.controller.waitForBackgroundWork()
            let text = try #require(h.controller.toastText)
            #expect(text.hasPrefix("Could not save: ") && text.contains("shot\\u{0}-09.png: the name contains a NUL character"), "\(text)")
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: home + "/Pictures")) ?? []
        #expect(written.isEmpty, "\(written)")
    }

    /// Saves the sample's first picture, into a Pictures folder that is a file: the folder and
    /// the reason are named; once it can be made, the retry makes it and saves.
    @Test func aFolderThatCannotBeMadeIsNamedAndARetryMakesIt() throws {
        let (h, home) = try Self.harness()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        try Data("x".utf8).write(to: URL(fileURLWithPath: home + "/Pictures"))
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Could not save: \(home)/Pictures: exists but is not a folder")
        try FileManager.default.removeItem(atPath: home + "/Pictures")
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Saved the picture (600×400) to \(home)/Pictures/sample-edited-20261129-130509.png")
        #expect(try ImageFile.load(home + "/Pictures/sample-edited-20261129-130509.png") == h.controller.renderPicture())
    }

    /// A photo that is not one, or is missing, is named with the reason; the drawing stays.
    @Test func photosThatCannotBeOpenedAreNamedWithTheReason() throws {
        let (h, home) = try Self.harness()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let before = h.controller.document
        try Data("plain text".utf8).write(to: URL(fileURLWithPath: home + "/notes.jpg"))
        h.open(home + "/notes.jpg")
        #expect(h.controller.document == before)
        #expect(h.controller.toastText?.hasPrefix("Cannot open \(home)/notes.jpg: not a readable image") == true, "\(h.controller.toastText ?? "")")
        h.open(home + "/missing.png")
        #expect(h.controller.toastText == "Cannot open \(home)/missing.png: no such file or directory")
    }

    /// Ctrl+C through a stand-in xclip that keeps what it was given: the picture Save would
    /// capture, with xclip's arguments; with neither helper installed, a message says so.
    @Test func ctrlCCopiesThePictureThroughXclipOrSaysWhatIsMissing() throws {
        let bin = try TestPaths.temporaryFolder("bin")
        defer { try? FileManager.default.removeItem(atPath: bin) }
        let script = "#!/bin/sh\necho \"$@\" > \(bin)/args\ncat > \(bin)/clipboard.png\n"
        try StandInProgram.write(script, to: bin + "/xclip")
        let (h, home) = try Self.harness(environment: ["PATH": bin + ":/usr/bin:/bin", "DISPLAY": ":99"])
        defer { try? FileManager.default.removeItem(atPath: home) }
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.press("c", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Copied the picture to the clipboard (xclip)")
        #expect(try ImageFile.load(bin + "/clipboard.png") == h.controller.capture)
        #expect(try String(contentsOfFile: bin + "/args", encoding: .utf8) == "-selection clipboard -t image/png -i\n")

        let (bare, bareHome) = try Self.harness(environment: ["PATH": "/nonexistent", "DISPLAY": ":99"])
        defer { try? FileManager.default.removeItem(atPath: bareHome) }
        bare.press("c", .control)
        bare.controller.waitForBackgroundWork()
        #expect(bare.controller.toastText?.contains("neither wl-copy nor xclip is installed") == true)
    }
}
