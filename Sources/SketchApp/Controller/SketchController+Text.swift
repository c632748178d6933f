import SketchCore

/// Typing text on the canvas: keys and input-method text go to the text being typed while
/// there is one; Ctrl shortcuts end it first and then act.
extension SketchController {
    public var isEditingText: Bool { canvas.editing != nil }

    /// While a text is typed: where its caret is in the window (in drawable pixels), so the
    /// platform can ask for text input there (an input method shows its candidates beside it).
    /// The same for the picker's path field and the settings panel's hex entry. Nil when no text
    /// is typed: keys are shortcuts then.
    public var textInputRect: IntRect? {
        canvas.caretRect ?? (isTypingPath ? picker?.pathField.caretRect : nil)
            ?? (picker?.saveAs?.name.isFocused == true ? picker?.saveAs?.name.caretRect : nil) ?? (isTypingHex ? overlays.hex.field.caretRect : nil)
    }

    /// The text being typed, with what an input method composes at its caret (for tests).
    public var editedText: String? { canvas.editing?.shown.text }

    /// A pointer went down at `p` while a text is typed: a click inside it keeps it (and is
    /// used up), a click elsewhere ends it. Returns whether the click was used up.
    func pointerDownWhileTyping(at p: Point) -> Bool {
        guard isEditingText else { return false }
        if canvas.textBounds().contains(p) { return true }
        canvas.endText()
        refreshUI()
        // A click on the canvas only ends the text; one on a widget goes on to it.
        return layout.canvasArea.contains(p) && !isOverWidgets(p)
    }

    /// A key while a text is typed; returns whether the text took it.
    func textKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        guard isEditingText else { return false }
        // Ctrl+V pastes into the text; other Ctrl shortcuts end it first.
        if CommandTable.command(for: key, modifiers) == .paste {
            paste()
            return true
        }
        if modifiers.contains(.control) {
            canvas.endText()
            refreshUI()
            return false
        }
        let composing = !(canvas.editing?.composition.isEmpty ?? true)
        switch key {
        case .escape:
            canvas.endText()
            refreshUI()
        case .enter where !composing: typeText("\n")
        case .backspace where !composing: canvas.editText { $0.backspace() }
        case .delete where !composing: canvas.editText { $0.deleteForward() }
        case .left, .right, .home, .end: if !composing { canvas.editText { $0.move(key) } }
        default: break
        }
        return true
    }

    func typeText(_ text: String) {
        var fitted = true
        canvas.editText {
            $0.composition = ""
            $0.compositionCursor = 0
            fitted = $0.insert(text)
        }
        if !fitted { showToast(Strings.textAtLengthLimit, isError: true) }
    }

    func composeText(_ text: String, cursor: Int) {
        canvas.editText {
            $0.composition = text
            $0.compositionCursor = min(max(cursor, 0), text.count)
        }
    }
}
