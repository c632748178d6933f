@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The single-line text field, driven pass by pass as the controller drives widgets: a
/// pointer state per pass, keyboard input queued in its state between passes.
struct TextFieldTests {
    let glyphs = TestGlyphs()
    let rect = IntRect(x: 20, y: 10, width: 200, height: 30)

    /// One pass with `input`; returns what the field reported.
    @discardableResult
    func pass(_ ui: WidgetContext, _ state: inout TextFieldState, _ input: WidgetInput = WidgetInput()) -> TextFieldEvent? {
        ui.begin(input)
        let event = ui.textField("field", rect, state: &state, placeholder: "Path")
        ui.end()
        return event
    }

    func click(_ ui: WidgetContext, _ state: inout TextFieldState, x: Int, y: Int) {
        let p = Point(Double(x) + 0.5, Double(y) + 0.5)
        pass(ui, &state, WidgetInput(position: p, isDown: true, pressed: true))
        pass(ui, &state, WidgetInput(position: p, isDown: false, released: true))
    }

    func type(_ state: inout TextFieldState, _ inputs: TextFieldInput...) { for i in inputs { state.receive(i) } }

    func paint(_ ui: WidgetContext) -> RGBAImage {
        var image = RGBAImage(width: 240, height: 50)
        WidgetPainter(glyphs: glyphs).paint(ui.commands, into: &image, clip: IntRect(x: 0, y: 0, width: 240, height: 50))
        return image
    }

    @Test func aClickFocusesAndTypingEditsAtTheCaret() {
        let ui = WidgetContext(text: glyphs)
        var state = TextFieldState(text: "/home/ann")
        let takenUnfocused = state.receive(.text("x"))
        #expect(!takenUnfocused, "no keyboard before a click")
        #expect(pass(ui, &state) == nil && state.text == "/home/ann")
        // A click between "/home" and "/ann": 14 px text, 8.4 px a character, 8 px of padding.
        click(ui, &state, x: rect.x + 8 + 42, y: rect.y + 15)
        #expect(state.isFocused && state.caret == 5)
        type(&state, .text("/x"))
        #expect(pass(ui, &state) == .edited)
        #expect(state.text == "/home/x/ann" && state.caret == 7)
        type(&state, .key(.backspace), .key(.backspace), .key(.delete))
        #expect(pass(ui, &state) == .edited)
        #expect(state.text == "/homeann" && state.caret == 5)
        type(&state, .key(.home), .text("~"), .key(.end), .text("!"), .key(.left), .key(.left), .text("-"), .key(.right))
        pass(ui, &state)
        #expect(state.text == "~/homean-n!" && state.caret == 10)
    }

    @Test func enterSubmitsEscapeCancelsAndLineBreaksAndControlsAreDropped() {
        let ui = WidgetContext(text: glyphs)
        var state = TextFieldState(text: "ab")
        state.focus()
        type(&state, .text("c\nd\te\u{7F}"), .key(.enter))
        #expect(pass(ui, &state) == .submitted("abcde"), "Enter reports the text, not the typing before it")
        #expect(state.isFocused, "the owner decides what a submit does with the focus")
        type(&state, .text("zzz"), .key(.escape))
        #expect(pass(ui, &state) == .cancelled)
        #expect(!state.isFocused && state.text == "ab", "Escape brings back the text from when the field took the keyboard")
        #expect(pass(ui, &state) == nil)
    }

    @Test func aPressElsewhereTakesTheKeyboardAway() {
        let ui = WidgetContext(text: glyphs)
        var state = TextFieldState()
        click(ui, &state, x: rect.x + 5, y: rect.y + 5)
        #expect(state.isFocused && state.caretRect != nil)
        click(ui, &state, x: rect.x + 5, y: rect.maxY + 20)
        #expect(!state.isFocused && state.caretRect == nil)
        let taken = state.receive(.text("x"))
        #expect(!taken && state.text == "")
    }

    @Test func aComposingInputMethodHoldsTheEditingKeys() {
        let ui = WidgetContext(text: glyphs)
        var state = TextFieldState(text: "a")
        state.focus()
        type(&state, .composition("ni"), .key(.backspace), .key(.left))
        #expect(pass(ui, &state) == nil)
        #expect(state.text == "a" && state.caret == 1 && state.composition == "ni")
        type(&state, .text("你"), .key(.left))
        #expect(pass(ui, &state) == .edited)
        #expect(state.text == "a你" && state.caret == 1 && state.composition.isEmpty)
    }

    /// A text longer than the field scrolls so the caret stays in view, and is clipped to the
    /// field; the caret shows only while focused.
    @Test func aLongTextScrollsToTheCaretAndIsClipped() {
        let ui = WidgetContext(text: glyphs)
        var state = TextFieldState(text: String(repeating: "W", count: 60))
        pass(ui, &state)
        // Unfocused it shows the end too (the caret is there): a path's last folder shows.
        #expect(state.scroll > 0 && state.caretRect == nil)
        let unfocused = paint(ui)
        state.focus()
        pass(ui, &state)
        let caret = try! #require(state.caretRect)
        #expect(caret.x <= rect.maxX - 8 && caret.x >= rect.x + 8, "the caret at the end stays inside the field")
        let focused = paint(ui)
        #expect(focused[caret.x, caret.y + caret.height / 2] == ui.theme.text)
        #expect(unfocused[caret.x, caret.y + caret.height / 2] != ui.theme.text)
        // Nothing of the text is drawn right of the field's padding (the clip), nor left of it.
        let textRows = (rect.y + 2)..<(rect.maxY - 2)
        for y in textRows {
            for x in (rect.maxX + 1)..<240 { #expect(focused[x, y] == unfocused[x, y] && focused[x, y].alpha == 0) }
            for x in 0..<(rect.x) { #expect(focused[x, y].alpha == 0) }
        }
        type(&state, .key(.home))
        pass(ui, &state)
        #expect(state.scroll == 0 && state.caretRect?.x == rect.x + 8)
    }

    /// Dimmed as secondary text, which still reads at 4.5:1 (`Theme.textPairs`).
    @Test func aPlaceholderShowsDimmedWhileEmpty() {
        let ui = WidgetContext(text: glyphs)
        var state = TextFieldState()
        pass(ui, &state)
        #expect(ui.commands.contains(.text("Path", x: rect.x + 8, y: rect.y + (rect.height - ui.theme.lineHeight) / 2, size: ui.theme.fontSize, ui.theme.textSecondary)))
        state.setText("/tmp")
        pass(ui, &state)
        #expect(!ui.commands.contains { if case .text("Path", _, _, _, _) = $0 { return true } else { return false } })
    }

    /// The text tool edits through the same buffer: Home and End stop at line breaks there.
    @Test func theTextToolSharesTheEditingLogic() {
        var multi = TextBuffer(text: "ab\ncd", caret: 4, allowsLineBreaks: true)
        multi.move(.home)
        #expect(multi.caret == 3)
        multi.insert("x\ny")
        #expect(multi.text == "ab\nx\nycd")
        var single = TextBuffer(text: "", allowsLineBreaks: false)
        single.insert("x\ny")
        #expect(single.text == "xy")
    }

    // MARK: Selection

    /// Shift with the arrows, Home and End selects; typing, Backspace and Delete replace what
    /// is selected; Left or Right without Shift go to the selection's start or end; Ctrl+A
    /// selects everything.
    @Test func shiftSelectsAndTypingReplacesTheSelection() {
        var b = TextBuffer(text: "/home/ann", caret: 5, allowsLineBreaks: false)
        b.move(.left, extending: true)
        b.move(.left, extending: true)
        #expect(b.selection == 3..<5 && b.caret == 3)
        b.insert("X")
        #expect(b.text == "/hoX/ann" && b.caret == 4 && b.selection == nil)
        b.move(.end, extending: true)
        #expect(b.selection == 4..<8)
        b.move(.left)
        #expect(b.caret == 4 && b.selection == nil, "Left goes to the selection's start")
        b.move(.home, extending: true)
        b.backspace()
        #expect(b.text == "/ann" && b.caret == 0)
        b.selectAll()
        #expect(b.selection == 0..<4)
        b.deleteForward()
        #expect(b.text == "" && b.caret == 0)
        b.set("abc")
        b.move(.left, extending: true)
        b.move(.right, extending: true)
        #expect(b.selection == nil && b.caret == 3, "back where it began, nothing selected")
    }

    /// A drag across the field selects from the press to the pointer, drawn behind the text;
    /// the keys with modifiers come through `receive(_:_:)`.
    @Test func aDragSelectsAndCtrlAAndShiftComeThroughTheKeys() {
        let ui = WidgetContext(text: glyphs)
        var state = TextFieldState(text: "/home/ann")
        // 8.4 px a character after 8 px of padding: from before "home" to after it.
        let from = Point(Double(rect.x + 8) + 8.4 + 1, Double(rect.y + 15)), to = Point(Double(rect.x + 8) + 8.4 * 5 + 1, Double(rect.y + 15))
        pass(ui, &state, WidgetInput(position: from, isDown: true, pressed: true))
        pass(ui, &state, WidgetInput(position: to, isDown: true))
        #expect(state.isFocused && state.selection == 1..<5)
        let image = paint(ui)
        #expect(image[rect.x + 8 + 20, rect.y + 6] == Theme().selection, "the selection shows behind the text")
        #expect(image[rect.x + 8 + 60, rect.y + 6] != Theme().selection, "and only there")
        pass(ui, &state, WidgetInput(position: to, isDown: false, released: true))
        #expect(state.selection == 1..<5, "releasing keeps it")
        #expect(state.receive(.character("c"), .control) == false, "Ctrl shortcuts are not the field's")
        state.receive(.home, .shift)
        pass(ui, &state)
        #expect(state.selection == 0..<1)
        state.receive(.character("a"), .control)
        state.receive(.text("~"))
        #expect(pass(ui, &state) == .edited)
        #expect(state.text == "~" && state.caret == 1)
    }
}
