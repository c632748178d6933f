import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// What Save and Save view write, as the settings and the command line say: the format and
/// its extension, the quality, what a JPEG's transparency is laid on, and the size.
@Suite struct SaveControllerTests {
    /// save.format and save.quality choose what Ctrl+S writes, and the name's extension follows;
    /// Save view writes the same format under its own name.
    @Test func theSaveFormatSettingNamesTheFileAndItsQualityGoesToTheEncoder() throws {
        for (format, ext) in [(SaveFormat.jpeg, "jpg"), (.webp, "webp"), (.png, "png")] {
            var settings = Settings()
            settings.saveFormat = format
            settings.saveQuality = 77
            let h = Harness(settings: settings)
            h.press("s", .control)
            h.press("s", [.control, .alt])
            h.controller.waitForBackgroundWork()
            let picture = h.machine.picturesFolder + "/sketchpad-20261129-130509.\(ext)", view = h.machine.picturesFolder + "/sketchpad-20261129-130509-view.\(ext)"
            #expect(h.machine.names(in: h.machine.picturesFolder) == ["sketchpad-20261129-130509-view.\(ext)", "sketchpad-20261129-130509.\(ext)"])
            #expect(h.machine.image(at: picture)?.width == 600 && h.machine.image(at: view)?.width == h.controller.canvasRect.width)
            #expect(h.machine.writeOptions(at: picture) == ImageWriter.Options(replacing: false, quality: 77, matte: .white))
            #expect(h.controller.toastText == "Saved the view (\(h.controller.canvasRect.width)×\(h.controller.canvasRect.height)) to \(view)")
        }
    }

    /// `-o FILE` names the format by its extension, whatever save.format says, and is replaced.
    @Test func theOutputFilesNameWinsOverTheSetting() throws {
        var settings = Settings()
        settings.saveFormat = .jpeg
        let h = Harness(settings: settings)
        let output = h.machine.home + "/out.webp"
        h.machine.put(RGBAImage(width: 1, height: 1), at: output)
        h.controller.outputFile = output
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.image(at: output)?.width == 600)
        #expect(h.machine.writeOptions(at: output)?.replacing == true)
        #expect(h.controller.toastText == "Saved the picture (600×400) to \(output)")
        #expect(!h.machine.names(in: h.machine.picturesFolder).contains { $0.hasSuffix(".jpg") })
    }

    /// Without a photo, Save writes the blank canvas at its document's size, not the view's.
    @Test func aBlankCanvasIsSavedAtItsDocumentsSize() throws {
        let h = Harness(photo: nil)
        let size = (h.controller.document.width, h.controller.document.height)
        let a = h.window(Point(40, 40)), b = h.window(Point(200, 120))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let path = h.machine.picturesFolder + "/sketchpad-20261129-130509.png"
        let saved = try #require(h.machine.image(at: path))
        #expect(saved.width == size.0 && saved.height == size.1)
        #expect(saved[120, 80] != .white && saved[size.0 - 5, size.1 - 5] == .white, "the stroke on the white canvas")
        #expect(h.controller.toastText == "Saved the picture (\(size.0)×\(size.1)) to \(path)")
    }

    /// A JPEG of a canvas with a background of its own lays transparency on that background.
    @Test func aJPEGsMatteIsTheCanvasBackground() throws {
        let h = Harness(photo: nil)
        let green = Color(red: 20, green: 160, blue: 60)
        h.controller.open(document: Document(canvas: Canvas(width: 300, height: 200, background: green)), photo: nil)
        h.controller.outputFile = h.machine.home + "/green.jpg"
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.writeOptions(at: h.machine.home + "/green.jpg")?.matte == green)
        #expect(Canvas(width: 1, height: 1, background: .clear).matte == .white)
        #expect(Canvas(width: 1, height: 1, background: green.withAlpha(100)).matte == green)
    }

    /// `renderPicture` (for `-o -`) is what Save writes, made at once.
    @Test func thePictureForStandardOutputIsTheSavedOne() throws {
        let h = Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let now = try h.controller.renderPicture()
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(now.width == 600 && now == h.machine.image(at: h.machine.picturesFolder + "/sketchpad-20261129-130509.png"))
    }
}
