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
            let picture = h.machine.picturesFolder + "/sample-edited-20261129-130509.\(ext)", view = h.machine.picturesFolder + "/sample-edited-20261129-130509-view.\(ext)"
            #expect(h.machine.names(in: h.machine.picturesFolder) == ["sample-edited-20261129-130509-view.\(ext)", "sample-edited-20261129-130509.\(ext)"])
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
        #expect(now.width == 600 && now == h.machine.image(at: h.machine.picturesFolder + "/sample-edited-20261129-130509.png"))
    }
}

/// Save view and Save through the keys and the toolbar: what each writes, its name and message.
extension SaveControllerTests {
    @Test func saveViewCapturesExactlyThePhotoRectangleIntoPictures() throws {
        // A window the photo is shrunk to fit: the view is not the photo's size.
        let h = Harness(width: 640, height: 480)
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        // Start another stroke and keep it in progress: saving must not include it or the indicator.
        let c = Harness.mouse(h.window(Point(100, 350))), d = Point(c.x + 60, c.y)
        h.send(.hover(c), .pointerDown(.mouse, c), .pointerMoved(.mouse, d))
        h.press("s", [.control, .alt])
        h.controller.waitForBackgroundWork()
        let first = h.machine.picturesFolder + "/sample-edited-20261129-130509-view.png"
        let saved = try #require(h.machine.image(at: first))
        let r = h.controller.canvasRect
        #expect(saved.width == r.width && saved.height == r.height)
        #expect(r.width != 600, "the view is at screen size, not the photo's")
        h.send(.pointerUp(.mouse, d))
        #expect(h.controller.toastText == "Saved the view (\(r.width)×\(r.height)) to \(first)")
        // What was saved is the canvas as it was shown, minus the stroke that was still in
        // progress (undone here) and the message (expired here).
        h.press("z", .control)
        h.machine.clock += 10
        h.send()
        #expect(saved == h.shownCanvas)
        // A second save in the same second never overwrites.
        h.press("s", [.control, .alt])
        h.controller.waitForBackgroundWork()
        #expect(h.machine.image(at: h.machine.picturesFolder + "/sample-edited-20261129-130509-view-2.png") != nil)
        #expect(h.machine.image(at: first) == saved)
    }

    /// Save (Ctrl+S, and the toolbar's button) writes the photo's own size: the photo's pixels
    /// exactly away from the stroke, the pen's colour along it, and nothing changed outside the
    /// stroke's reach. (Not compared with the renderer that made it.) A second one in the same
    /// second never overwrites the first.
    @Test func saveIsAtThePhotosFullResolution() throws {
        let h = Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let stroke = try #require(h.controller.document.strokes.first)
        h.press("s", .control)
        #expect(h.controller.toastText == "Saving…")
        h.controller.waitForBackgroundWork()
        // Its message says which picture was written and its size.
        let path = h.machine.picturesFolder + "/sample-edited-20261129-130509.png"
        let exported = try #require(h.machine.image(at: path))
        #expect(h.controller.toastText == "Saved the picture (600×400) to \(path)")
        #expect(h.machine.writeOptions(at: path) == ImageWriter.Options(replacing: false, quality: 90, matte: .white))
        let photo = Harness.sample
        #expect(exported.width == 600 && exported.height == 400)
        let reach = stroke.bounds
        var outside = 0, changedOutside = 0
        for y in 0..<400 {
            for x in 0..<600 where Double(x) + 1 < reach.minX || Double(x) > reach.maxX || Double(y) + 1 < reach.minY || Double(y) > reach.maxY {
                outside += 1
                if exported[x, y] != photo[x, y] { changedOutside += 1 }
            }
        }
        #expect(outside > 100_000 && changedOutside == 0, "\(changedOutside) pixels changed outside the stroke")
        // The stroke's own points are covered fully by the 6 px pen.
        for p in stroke.points.dropFirst().dropLast() { #expect(exported[Int(p.x), Int(p.y)] == ControllerTests.red, "at \(p)") }
        h.click(widget: "toolbar.save")
        h.controller.waitForBackgroundWork()
        let second = h.machine.picturesFolder + "/sample-edited-20261129-130509-2.png"
        #expect(h.machine.image(at: second) == exported)
        #expect(h.controller.toastText == "Saved the picture (600×400) to \(second)")
        #expect(h.machine.image(at: path) == exported)
    }

    /// A photo that cannot be decoded whole for the picture (too little memory) fails the
    /// save with the reason: no picture without its photo is written, nor announced.
    @Test func aSaveWithoutItsPhotoFailsAndSaysWhy() throws {
        let h = Harness(photo: nil)
        h.machine.put(.photoWithoutMemory(Harness.sample, reason: "not enough memory for the photo's pixels (600×400) (1 MB)"), at: "/photos/big.png")
        h.open("/photos/big.png")
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        #expect(h.controller.document.strokes.count == 1)
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let text = try #require(h.controller.toastText)
        #expect(text == "Could not save: the photo cannot be decoded whole for the picture: not enough memory for the photo's pixels (600×400) (1 MB)", "\(text)")
        #expect(h.machine.names(in: h.machine.picturesFolder).isEmpty, "nothing written")
        #expect(h.controller.document.strokes.count == 1, "the drawing is kept")
    }
}
