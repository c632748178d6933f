import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Leaving a drawing no save holds asks first: Ctrl+Q, Ctrl+W, the close button and Ctrl+N.
/// Save writes the picture as Ctrl+S does and then leaves; Discard leaves at once, the
/// session keeping the drawing; Cancel stays. Nothing unsaved, or a quit asked for on
/// purpose, asks nothing.
@Suite struct CloseQuestionTests {
    static func stroke(_ h: Harness, at y: Double = 150) {
        let a = h.window(Point(100, y)), b = h.window(Point(400, y))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
    }

    @Test func ctrlQWithUnsavedChangesAsksAndEscapeCancels() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("q", .control)
        #expect(h.controller.isAskingBeforeLeaving)
        #expect(!h.controller.wantsQuit)
        #expect(h.controller.rect(ofWidget: "close.save") != nil && h.controller.rect(ofWidget: "close.discard") != nil)
        // Keys while it asks are its own: E does not pick the eraser.
        h.press("e")
        #expect(h.controller.tool == .pen)
        h.press(.escape)
        #expect(!h.controller.isAskingBeforeLeaving)
        h.machine.clock += 10
        h.controller.tick()
        #expect(!h.controller.wantsQuit)
        #expect(h.controller.document.strokes.count == 1)
    }

    @Test func cancelKeepsTheWindowAndTheDrawing() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("w", .control)
        h.click(widget: "close.cancel")
        #expect(!h.controller.isAskingBeforeLeaving && !h.controller.wantsQuit)
        Self.stroke(h, at: 250)
        #expect(h.controller.document.strokes.count == 2, "the window takes strokes again")
    }

    @Test func discardClosesAtOnceAndTheSessionKeepsTheDrawing() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("q", .control)
        h.click(widget: "close.discard")
        #expect(h.controller.wantsQuit)
        #expect(h.machine.names(in: h.machine.picturesFolder).isEmpty, "nothing was saved")
        let journalled = h.machine.journalled
        #expect(journalled.contains { if case .add = $0 { return true } else { return false } }, "the stroke is in the session")
        #expect(!journalled.contains { if case .saved = $0 { return true } else { return false } }, "and not marked saved: it is offered again")
    }

    @Test func enterSavesAsCtrlSDoesThenCloses() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("q", .control)
        h.press(.enter)
        #expect(!h.controller.isAskingBeforeLeaving)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.names(in: h.machine.picturesFolder) == ["sample-edited-20261129-130509.png"])
        #expect(h.controller.wantsQuit)
    }

    @Test func aSaveThatFailsSaysWhyAndDoesNotClose() throws {
        let h = Harness()
        Self.stroke(h)
        h.machine.remove(h.machine.picturesFolder)
        h.machine.put(nil, at: h.machine.picturesFolder)
        h.press("q", .control)
        h.click(widget: "close.save")
        h.controller.waitForBackgroundWork()
        #expect(!h.controller.wantsQuit && h.controller.nextDeadline.map { $0 > h.machine.clock + 1 } != false, "no quit is on its way")
        #expect(h.controller.toastText?.hasPrefix("Could not save") == true, "\(h.controller.toastText ?? "")")
        #expect(h.controller.hasUnsavedChanges)
    }

    @Test func arrowsMoveTheButtonEnterPresses() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("q", .control)
        h.press(.left)
        h.press(.left)
        h.press(.enter)
        #expect(h.controller.wantsQuit, "Save, left to Cancel, left to Discard")
        #expect(h.machine.names(in: h.machine.picturesFolder).isEmpty)
    }

    /// Ctrl+Q right after Ctrl+S, the picture still being written: no question; the window
    /// closes once it is written.
    @Test func ctrlQWhileTheSaveIsWrittenClosesOnceItIs() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("s", .control)
        h.press("q", .control)
        #expect(!h.controller.isAskingBeforeLeaving && !h.controller.wantsQuit)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.names(in: h.machine.picturesFolder) == ["sample-edited-20261129-130509.png"])
        #expect(h.controller.wantsQuit)
    }

    @Test func nothingUnsavedClosesWithoutAsking() throws {
        let h = Harness()
        h.press("q", .control)
        #expect(h.controller.wantsQuit && !h.controller.isAskingBeforeLeaving)
        let saved = Harness()
        Self.stroke(saved)
        saved.press("s", .control)
        saved.controller.waitForBackgroundWork()
        saved.press("w", .control)
        #expect(saved.controller.wantsQuit && !saved.controller.isAskingBeforeLeaving)
    }

    @Test func theCloseButtonAsksAndASignalDoesNot() throws {
        let h = Harness()
        Self.stroke(h)
        h.send(.closeRequested)
        #expect(h.controller.isAskingBeforeLeaving && !h.controller.wantsQuit)
        h.send(.closeRequested)
        #expect(h.controller.isAskingBeforeLeaving, "asked once")
        h.send(.quitRequested)
        #expect(h.controller.wantsQuit, "a signal or the display going ends the app as before")
    }

    @Test func aQuitTheKeysSettingAsksForAsksNothing() throws {
        let h = Harness(settings: Settings.parse("keys.escape = quit\n").settings)
        Self.stroke(h)
        h.press(.escape)
        #expect(!h.controller.isAskingBeforeLeaving)
        #expect(h.controller.toastText == Strings.drawingKept)
        h.machine.clock += SketchController.quitNoticeTime
        #expect(h.controller.wantsQuit)
        let early = Harness()
        early.controller.exitEarlyOnEnter()
        Self.stroke(early)
        early.press(.enter)
        early.machine.clock += SketchController.quitNoticeTime
        #expect(early.controller.wantsQuit && !early.controller.isAskingBeforeLeaving)
        // An --early-exit run is let go without a question however it is closed.
        let screenshot = Harness()
        screenshot.controller.exitEarlyOnEnter()
        Self.stroke(screenshot)
        screenshot.press("q", .control)
        #expect(screenshot.controller.wantsQuit && !screenshot.controller.isAskingBeforeLeaving)
    }

    @Test func ctrlNStartsANewBlankDrawingAskingFirst() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("n", .control)
        #expect(h.controller.isAskingBeforeLeaving)
        h.click(widget: "close.discard")
        #expect(!h.controller.wantsQuit)
        #expect(h.controller.document.photoPath == nil && h.controller.document.strokes.isEmpty && !h.controller.document.canUndo)
        #expect(!h.controller.hasUnsavedChanges)
        // A blank canvas with nothing on it starts over without asking.
        h.press("n", .control)
        #expect(!h.controller.isAskingBeforeLeaving)
        // Save, then the new drawing.
        Self.stroke(h)
        h.press("n", .control)
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.names(in: h.machine.picturesFolder) == ["sketchpad-20261129-130509.png"], "a blank canvas keeps its name")
        #expect(h.controller.document.strokes.isEmpty)
    }

    @Test func ctrlShiftZRedoes() throws {
        let h = Harness()
        Self.stroke(h)
        h.press("z", .control)
        #expect(h.controller.document.strokes.isEmpty)
        h.press("z", [.control, .shift])
        #expect(h.controller.document.strokes.count == 1)
    }

    /// The words a desktop user acts on: no command to type.
    @Test func theQuestionSaysTheNextLaunchOffersTheDrawing() throws {
        let photo = CloseDialog.Text(leaving: .quit, photo: "holiday.jpg", kept: true)
        #expect(photo.heading == "Save changes before closing?")
        #expect(photo.body.contains("offers it back when you next open Sketchpad or holiday.jpg"))
        #expect(!photo.body.contains("--restore"))
        #expect(CloseDialog.Text(leaving: .newDrawing, photo: nil, kept: true).heading == "Save changes before starting a new drawing?")
        #expect(CloseDialog.Text(leaving: .quit, photo: nil, kept: false).body.contains("lost"))
        #expect(!Strings.drawingKept.contains("--restore"))
    }
}
