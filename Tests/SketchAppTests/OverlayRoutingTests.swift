import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The overlays are routed in `OverlayStack`'s one order: the help over the picker, a text
/// field with the keyboard before any shortcut, a press outside the pop-over used up by it.
@Suite struct OverlayRoutingTests {
    @Test func theHelpOpensOverThePickerAndAKeyClosesOnlyTheHelp() throws {
        let h = Harness()
        h.press("o", .control)
        try #require(h.controller.isPickerOpen)
        h.press(.f1)
        #expect(h.controller.isHelpOpen && h.controller.isPickerOpen, "the help shows over the picker")
        #expect(h.controller.rect(ofWidget: "help.close") != nil && h.controller.rect(ofWidget: "picker.open") == nil,
                "only the topmost modal is drawn and takes the pointer")
        h.press(.escape)
        #expect(!h.controller.isHelpOpen && h.controller.isPickerOpen, "Escape closed the help and did not reach the picker")
        #expect(h.controller.rect(ofWidget: "picker.open") != nil, "which is drawn again")
        h.press(.escape)
        #expect(!h.controller.isPickerOpen, "the next Escape closes the picker")
    }

    @Test func theHexEntryTakesTheHelpKeysAndCtrlShortcutsStillAct() throws {
        var settings = Settings()
        settings.showSettingsPanel = true
        let h = Harness(settings: settings)
        h.click(widget: "settings.hex")
        try #require(h.controller.isTypingHex)
        h.press("?")
        h.press(.f1)
        #expect(!h.controller.isHelpOpen, "? and F1 go to the entry, not to the help")
        h.press("o", .control)
        #expect(h.controller.isPickerOpen && !h.controller.isTypingHex, "a Ctrl shortcut acts, and the picker takes the keyboard")
    }

    @Test func aPressOutsideThePaletteClosesItAndDrawsNothing() throws {
        let h = Harness()
        h.click(widget: "toolbar.pen")
        try #require(h.controller.isPaletteOpen)
        let r = h.controller.canvasRect
        let a = Harness.mouse(r.x + r.width / 2, r.y + r.height - 40), b = Harness.mouse(r.x + r.width / 2 + 60, r.y + r.height - 40)
        try #require(!(h.controller.popoverRect?.contains(a) ?? true))
        h.send(.hover(a), .pointerDown(.mouse, a), .pointerMoved(.mouse, b), .pointerUp(.mouse, b))
        #expect(!h.controller.isPaletteOpen && h.controller.document.strokes.isEmpty, "the press only closed the palette")
        h.send(.pointerDown(.mouse, a), .pointerMoved(.mouse, b), .pointerUp(.mouse, b))
        #expect(h.controller.document.strokes.count == 1, "the next one draws")
    }

    @Test func theRestoreBannerTakesPressesOverTheCanvasUntilDismissed() throws {
        let h = Harness()
        h.controller.offerRestore([SessionSummary(id: "a", lastEdit: Date(timeIntervalSince1970: 0), strokes: 3, photo: nil)])
        let dismiss = try #require(h.controller.rect(ofWidget: "restore.no"))
        let p = Harness.mouse(dismiss.x - 40, dismiss.y + dismiss.height / 2)
        #expect(h.controller.isOverWidgets(p), "the banner lies over the canvas and takes presses there")
        h.send(.hover(p), .pointerDown(.mouse, p), .pointerMoved(.mouse, Point(p.x + 30, p.y + 30)), .pointerUp(.mouse, Point(p.x + 30, p.y + 30)))
        #expect(h.controller.document.strokes.isEmpty && h.controller.isOfferingRestore)
        h.click(widget: "restore.no")
        #expect(!h.controller.isOfferingRestore && !h.controller.isOverWidgets(p))
    }
}
