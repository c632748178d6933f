import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Ctrl+V in the window: an image on an empty canvas becomes the photo; over a photo it is an
/// image stroke at the view's centre, picked for Select; text goes into the text being typed.
@Suite struct PasteTests {
    /// A picture of `width`×`height` with every pixel different, and stand-in PNG bytes.
    static func picture(_ width: Int, _ height: Int, alpha: UInt8 = 255) -> (png: [UInt8], pixels: RGBAImage) {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height { for x in 0..<width { image[x, y] = Color(red: UInt8(x * 7 % 256), green: UInt8(y * 5 % 256), blue: UInt8((x + y) % 256), alpha: alpha) } }
        return ([0x89, 0x50, 0x4E, 0x47, UInt8(width % 256), UInt8(height % 256)], image)
    }

    static func paste(_ h: Harness, _ content: ClipboardContent?) {
        h.machine.pasteboard = .success(content)
        h.press("v", .control)
        h.controller.waitForBackgroundWork()
        _ = h.controller.render()
    }

    @Test func anImageOnAnEmptyCanvasBecomesThePhotoAndSavesAsItCame() throws {
        let h = Harness(photo: nil)
        let (png, pixels) = Self.picture(320, 200)
        Self.paste(h, .image(png: png, pixels: pixels))
        let path = try #require(h.controller.document.photoPath)
        #expect(h.machine.keptPhotos[path] == png, "the bytes are kept in the session, as a photo from standard input")
        #expect(h.controller.document.width == 320 && h.controller.document.height == 200 && h.controller.document.strokes.isEmpty)
        #expect(h.controller.title.contains("pasted image"))
        #expect(!h.controller.hasUnsavedChanges)
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let saved = try #require(h.machine.names(in: h.machine.picturesFolder).first)
        #expect(h.machine.image(at: h.machine.picturesFolder + "/" + saved) == pixels, "Save gives the pasted picture back exactly")
    }

    @Test func anImageOverAPhotoIsPlacedAtTheViewsCentreAndPickedForSelect() throws {
        let h = Harness()
        let (png, pixels) = Self.picture(60, 40)
        Self.paste(h, .image(png: png, pixels: pixels))
        let d = h.controller.document
        let s = try #require(d.strokes.last)
        #expect(s.tool == .image && s.image?.png == png && s.image?.width == 60)
        // The sample is shown whole: the view's centre is the photo's.
        let cx = Double(d.width) / 2, cy = Double(d.height) / 2
        #expect(s.points == [Point((cx - 30).rounded(), (cy - 20).rounded()), Point((cx - 30).rounded() + 60, (cy - 20).rounded() + 40)])
        #expect(h.controller.mode == .select && h.controller.selectedStrokes == [d.strokes.count - 1])
        // At its own size on whole pixels, the picture is copied exactly.
        let picture = try h.controller.renderPicture()
        let x0 = Int(s.points[0].x), y0 = Int(s.points[0].y)
        #expect(picture.cropped(to: IntRect(x: x0, y: y0, width: 60, height: 40)) == pixels)
        #expect(picture[x0 - 1, y0] == Harness.sample[x0 - 1, y0] && picture[x0 + 60, y0 + 39] == Harness.sample[x0 + 60, y0 + 39])
        // Journalled with its picture, undone in one step.
        guard case .add(let journalled)? = h.machine.journalled.last else { Issue.record("no add journalled"); return }
        #expect(journalled.image == s.image)
        h.press("z", .control)
        #expect(h.controller.document.strokes.isEmpty)
    }

    @Test func aPastedImageMovesScalesAndGoesWithSelect() throws {
        let h = Harness()
        Self.paste(h, .image(png: [1, 2, 3], pixels: Self.picture(80, 80).pixels))
        let before = try #require(h.controller.document.strokes.last)
        // Drag from inside the picked image: it moves.
        let inside = h.window(Point(before.points[0].x + 40, before.points[0].y + 40))
        h.drag([(Int(inside.x), Int(inside.y)), (Int(inside.x) + 20, Int(inside.y) + 10), (Int(inside.x) + 50, Int(inside.y) + 30)])
        let moved = try #require(h.controller.document.strokes.last)
        let zoom = h.controller.zoom
        #expect(abs(moved.points[0].x - before.points[0].x - 50 / zoom) < 1.5 && abs(moved.points[1].y - before.points[1].y - 30 / zoom) < 1.5)
        #expect(moved.image == before.image)
        h.press(.delete)
        #expect(h.controller.document.strokes.isEmpty)
    }

    @Test func anImageLargerThanTheViewIsMadeSmallerToFitIt() throws {
        let h = Harness()
        let d = h.controller.document
        let big = RGBAImage(width: d.width * 2, height: d.height, fill: Color(red: 9, green: 9, blue: 9, alpha: 255))
        Self.paste(h, .image(png: [7], pixels: big))
        let s = try #require(h.controller.document.strokes.last)
        let w = s.points[1].x - s.points[0].x, hgt = s.points[1].y - s.points[0].y
        #expect(abs(w - Double(d.width)) <= 1 && abs(hgt - Double(d.height) / 2) <= 1, "the longer side fits, the shape is kept")
    }

    @Test func textGoesIntoTheTextBeingTyped() throws {
        let h = Harness()
        h.press("t")
        let p = h.window(Point(100, 100))
        h.click(Int(p.x), Int(p.y))
        h.send(.textInput("ab "))
        Self.paste(h, .text("pasted"))
        #expect(h.controller.editedText == "ab pasted", "Ctrl+V types; it does not end the text")
        h.press(.escape)
        #expect(h.controller.document.strokes.last?.text == "ab pasted")
    }

    @Test func textWithTheTextToolAndNoneTypedBeginsOneAtTheViewsCentre() throws {
        let h = Harness()
        h.press("t")
        Self.paste(h, .text("hello"))
        #expect(h.controller.editedText == "hello")
        h.press(.escape)
        let s = try #require(h.controller.document.strokes.last)
        #expect(s.tool == .text && abs(s.points[0].x - Double(h.controller.document.width) / 2) < 1)
    }

    @Test func textWithAnotherToolOrAnEmptyClipboardSaysSoAndChangesNothing() throws {
        let h = Harness()
        Self.paste(h, .text("hello"))
        #expect(h.controller.document.strokes.isEmpty && h.controller.toastText?.contains("Text tool") == true)
        Self.paste(h, nil)
        #expect(h.controller.document.strokes.isEmpty && h.controller.toastText == "The clipboard holds no image or text to paste")
    }

    @Test func aFailedReadSaysWhyAndLogsIt() throws {
        let h = Harness()
        h.machine.pasteboard = .failure(TestMachine.Failure(description: "xclip failed with exit status 1: Error: bad target"))
        h.press("v", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Could not paste: xclip failed with exit status 1: Error: bad target")
        #expect(h.machine.logged.last?.contains("could not paste") == true)
        #expect(h.controller.document.strokes.isEmpty)
    }
}
