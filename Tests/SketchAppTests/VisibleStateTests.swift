import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// What the window shows of its state: the title's and the status line's unsaved mark, the
/// status line's tool, size and zoom, what Undo, Redo and Clear did, and what quitting says.
@Suite struct VisibleStateTests {
    static func stroke(_ h: Harness, at y: Double = 100) {
        let a = h.window(Point(100, y)), b = h.window(Point(300, y + 50))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
    }

    /// The status line's pixels, as the frame shows them.
    static func statusStrip(_ h: Harness) -> RGBAImage {
        _ = h.controller.render()
        return h.controller.frame.cropped(to: h.controller.layout.status)
    }

    @Test func theTitleIsMarkedFromTheFirstEditUntilASave() throws {
        let h = Harness()
        #expect(h.controller.title == "sample.png — Sketchpad")
        let clean = Self.statusStrip(h)
        Self.stroke(h)
        #expect(h.controller.title == "• sample.png — Sketchpad")
        #expect(h.controller.statusLine.unsaved)
        #expect(Self.statusStrip(h) != clean, "the status line shows the mark")
        h.press("s", .control)
        // Until the file is written, the drawing is not saved.
        #expect(h.controller.title == "• sample.png — Sketchpad")
        h.controller.waitForBackgroundWork()
        #expect(h.controller.title == "sample.png — Sketchpad")
        #expect(!h.controller.statusLine.unsaved)
        // Undone past the save, it differs from the file again; redone, it is the file again.
        h.press("z", .control)
        #expect(h.controller.title == "• sample.png — Sketchpad")
        h.press("y", .control)
        #expect(h.controller.title == "sample.png — Sketchpad")
        Self.stroke(h, at: 200)
        #expect(h.controller.title == "• sample.png — Sketchpad")
    }

    @Test func aSaveThatFailsLeavesTheMark() throws {
        let h = Harness()
        h.saveIntoABlockedFolder()
        #expect(h.controller.toastText?.hasPrefix("Could not save") == true, "\(h.controller.toastText ?? "no message")")
        #expect(h.controller.title == "• sample.png — Sketchpad")
    }

    @Test func aPhotoOpenedIsUnchangedAndTheDrawingBeforeItIsNot() throws {
        let h = Harness()
        Self.stroke(h)
        h.machine.put(Harness.sample, at: h.machine.home + "/again.png")
        h.open(h.machine.home + "/again.png")
        #expect(h.controller.title == "again.png — Sketchpad")
        h.press("z", .control)
        #expect(h.controller.title == "• sample.png — Sketchpad")
    }

    @Test func theStatusLineNamesTheToolItsSizeAndZoom() throws {
        let h = Harness()
        var s = h.controller.statusLine
        #expect(s.width == 600 && s.height == 400)
        #expect(s.title == "Pen" && s.hint.contains("drag to draw"))
        let before = Self.statusStrip(h)
        h.press("r")
        s = h.controller.statusLine
        #expect(s.title == "Rectangle" && s.hint.hasSuffix("outline (F fills)"))
        h.press("f")
        #expect(h.controller.statusLine.hint.hasSuffix("filled (F for outlines)"))
        #expect(Self.statusStrip(h) != before)
        h.press("c")
        #expect(h.controller.statusLine.title == "Crop")
        #expect(h.controller.statusLine.hint.contains("Enter crops and goes back to drawing"))
        h.press(.escape)
        h.press("1", .control)
        #expect(h.controller.statusLine.zoom == 1)
        #expect(Strings.zoom(h.controller.statusLine.zoom) == "100 %")
    }

    @Test func undoRedoAndClearSayWhatTheyDidOnTheStatusLine() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("a")
        Self.stroke(h, at: 200)
        h.press("z", .control)
        #expect(h.controller.statusLine.message == "Undone: Arrow")
        #expect(h.controller.toastText == "Undone: Arrow")
        h.press("y", .control)
        #expect(h.controller.statusLine.message == "Redone: Arrow")
        let shown = h.shownCanvas
        h.click(widget: "toolbar.clear")
        #expect(h.controller.statusLine.message == "Cleared 2 strokes; Ctrl+Z brings them back")
        h.press("z", .control)
        #expect(h.controller.statusLine.message == "Undone: the clear of 2 strokes")
        _ = h.controller.render()
        #expect(h.shownCanvas == shown, "a status line message covers nothing of the canvas")
        // It goes by itself, and the hint is back.
        h.machine.clock += Toast.duration + 0.1
        h.controller.tick()
        #expect(h.controller.statusLine.message == nil)
    }

    /// A quit the keys setting asks for (Ctrl+Q asks first: `CloseQuestionTests`).
    @Test func quittingWithAnUnsavedDrawingSaysItIsKeptForAMoment() throws {
        let h = Harness(settings: Settings.parse("keys.escape = quit\n").settings)
        Self.stroke(h)
        h.press(.escape)
        #expect(h.controller.toastText == Strings.drawingKept)
        #expect(!h.controller.wantsQuit)
        let deadline = try #require(h.controller.nextDeadline)
        #expect(deadline <= h.machine.clock + SketchController.quitNoticeTime)
        // Nothing more is drawn meanwhile.
        Self.stroke(h, at: 250)
        #expect(h.controller.document.strokes.count == 1)
        h.machine.clock += SketchController.quitNoticeTime
        #expect(h.controller.wantsQuit)
    }

    @Test func quittingASavedDrawingIsAtOnce() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        h.press("q", .control)
        #expect(h.controller.wantsQuit)
        #expect(!h.controller.keepsUnsavedDrawing)
    }
}
