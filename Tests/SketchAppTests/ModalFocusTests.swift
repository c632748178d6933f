import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Who has the keyboard and the pointer once an overlay opens or the toolbar changes: one
/// text field at a time, no busy loop under a modal, nothing left over where a pop-over was.
extension ControllerTests {
    /// The panel open, its hex entry clicked and "12" typed into it.
    static func typingInTheHexEntry() -> Harness {
        let h = Harness(settings: { var s = Settings(); s.showSettingsPanel = true; return s }())
        h.click(widget: "settings.hex")
        h.send(.textInput("12"))
        return h
    }

    @Test func thePickerTakesTheKeyboardFromTheHexEntry() throws {
        let h = Self.typingInTheHexEntry()
        try #require(h.controller.isTypingHex)
        h.press("o", .control)
        #expect(h.controller.isPickerOpen && !h.controller.isTypingHex)
        #expect(h.controller.hexText == "#E53935", "the entry shows the pen's colour again")
        h.press(.escape)
        #expect(!h.controller.isPickerOpen, "Escape closes the picker")
        #expect(!h.controller.isTypingHex, "the entry does not get the keyboard back")
    }

    @Test func thePickersPathFieldAloneTakesKeysAfterCtrlL() throws {
        let h = Self.typingInTheHexEntry()
        h.press("l", .control)
        try #require(h.controller.isTypingPath)
        let path = try #require(h.controller.picker?.pathField.text)
        h.press(.backspace)
        #expect(h.controller.picker?.pathField.text == String(path.dropLast()), "Backspace edits the path")
        #expect(h.controller.hexText == "#E53935", "not the hidden hex text")
        h.press(.enter)
        #expect(h.controller.toastText == nil, "Enter submits the path, not the hidden hex text")
        #expect(h.controller.isPickerOpen && h.controller.pen.color == Color(hex: "#E53935"))
    }
}

extension ControllerTests {
    /// The pointer rests on a toolbar button for less than the tooltip's delay, then `open`
    /// shows a modal; once the tooltip would have been due, the loop has nothing to wake for.
    @Test(arguments: ["picker", "path", "f1", "question"])
    func aModalOpenedBeforeATooltipIsDueLeavesNoDeadline(open: String) throws {
        let h = Harness(width: 1280)
        let button = try #require(h.controller.rect(ofWidget: "tool.ellipse"))
        h.machine.clock = 100
        h.send(.hover(Harness.mouse(button.x + 5, button.y + 5)))
        try #require(h.controller.nextDeadline == 100 + Tooltip.delay)
        h.machine.clock = 100.2
        switch open {
        case "picker": h.press("o", .control)
        case "path": h.press("l", .control)
        case "f1": h.press(.f1)
        default: h.send(.key(.character("?"), .shift), .textInput("?"))
        }
        #expect(h.controller.isPickerOpen || h.controller.isHelpOpen)
        h.machine.clock = 101
        h.send()
        #expect(h.controller.tooltipText == nil, "no tooltip over the modal")
        let deadline = h.controller.nextDeadline
        #expect(deadline == nil || deadline! > h.machine.clock, "the loop waits for events: \(String(describing: deadline))")
        // Closed again, the button's tooltip waits for the pointer to rest on it anew.
        h.press(.escape)
        if h.controller.isPickerOpen { h.press(.escape) }
        try #require(!h.controller.isPickerOpen && !h.controller.isHelpOpen)
        h.send(.hover(Harness.mouse(button.x + 6, button.y + 5)))
        #expect(h.controller.nextDeadline == 101 + Tooltip.delay)
        h.machine.clock = 101 + Tooltip.delay
        h.send()
        #expect(h.controller.tooltipText == "Ellipse (O)")
    }
}

extension ControllerTests {
    /// The overflow menu open with the mouse resting on it, then the window widened so every
    /// button fits: the menu closes, and the next press or wheel there (with no move between,
    /// as a finger or a still mouse gives) reaches the canvas.
    @Test(arguments: ["finger", "wheel"])
    func theOverflowMenuClosedByAWiderWindowLeavesTheCanvasFree(input: String) throws {
        // A photo larger than the window: fitted, it lies where the menu was.
        let machine = TestMachine()
        machine.put(Harness.sample.scaled(toWidth: 3000, height: 2000), at: "/photos/large.png")
        let h = Harness(width: 640, photo: "/photos/large.png", machine: machine)
        h.click(widget: "toolbar.more")
        try #require(h.controller.isOverflowMenuOpen)
        let menu = try #require(h.controller.popoverRect)
        let p = Harness.mouse(menu.x + menu.width / 2, menu.y + menu.height / 2)
        h.send(.hover(p))
        h.send(.resized(width: 1600, height: 600))
        #expect(Toolbar.layout(h.controller.ui, h.controller.layout.toolbar).overflow.isEmpty, "every button fits")
        #expect(!h.controller.isOverflowMenuOpen)
        try #require(h.controller.canvasRect.contains(p), "the photo lies where the menu was")
        #expect(!h.controller.isOverWidgets(p))
        if input == "finger" {
            h.send(.pointerDown(.finger(1), p))
            h.send(.pointerMoved(.finger(1), Point(p.x + 40, p.y + 10)))
            h.send(.pointerUp(.finger(1), Point(p.x + 40, p.y + 10)))
            #expect(h.controller.document.strokes.count == 1, "a stroke is drawn there")
        } else {
            let zoom = h.controller.zoom
            h.send(.modifiersChanged(.control), .wheel(dy: 1), .modifiersChanged([]))
            #expect(h.controller.zoom > zoom, "Ctrl+wheel zooms there")
        }
    }
}
