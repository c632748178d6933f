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
