import SketchCore
import SketchTranslation
import SketchRaster

/// What a text field reports from a pass.
enum TextFieldEvent: Equatable {
    /// The text changed (typing, Backspace, Delete).
    case edited
    /// Enter: the text as it is.
    case submitted(String)
    /// Escape: the text is back to what it was when the field took the focus, and the focus is gone.
    case cancelled
}

/// Keyboard input for a focused text field, queued until the field's next pass takes it.
enum TextFieldInput: Equatable {
    case key(Key)
    /// Shift with Left, Right, Home or End: the selection grows or shrinks.
    case extend(Key)
    /// Ctrl+A.
    case selectAll
    /// Text typed, or committed by an input method.
    case text(String)
    /// What an input method is composing, shown at the caret until it is committed.
    case composition(String)
}

/// The part of a single-line text field that outlives a pass (the widget itself is the call
/// `WidgetContext.textField`): its text and caret, whether it has the keyboard, how far a long
/// text is scrolled, and the keys that came since the last pass.
struct TextFieldState: Equatable {
    private(set) var buffer: TextBuffer
    private(set) var isFocused = false
    private(set) var composition = ""
    /// How many pixels of the text are scrolled out at the left, so the caret stays in view.
    private(set) var scroll = 0
    /// Where the caret was drawn in the last pass (window pixels), while focused: where an
    /// input method shows its candidates.
    private(set) var caretRect: IntRect?
    private var pending: [TextFieldInput] = []
    private var textBeforeFocus = ""

    init(text: String = "") { buffer = TextBuffer(text: text, allowsLineBreaks: false) }

    var text: String { buffer.text }
    var caret: Int { buffer.caret }
    var selection: Range<Int>? { buffer.selection }

    /// Replaces the text (the caret goes to its end); typing queued for the old text is dropped.
    mutating func setText(_ text: String) {
        buffer.set(text)
        composition = ""
        pending = []
        if isFocused { textBeforeFocus = text }
    }

    /// Gives it the keyboard, the caret at the end of its text; Escape comes back to this text.
    mutating func focus() {
        if !isFocused { textBeforeFocus = buffer.text }
        isFocused = true
        buffer.place(buffer.text.count)
    }

    mutating func unfocus() {
        isFocused = false
        composition = ""
        pending = []
        caretRect = nil
    }

    /// Queues a key with its modifiers, as the field takes it: Ctrl+A selects all, Shift with
    /// Left, Right, Home or End extends the selection, and other Ctrl keys are not the
    /// field's (false, as when it has no focus), so shortcuts still act.
    @discardableResult
    mutating func receive(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        if modifiers.contains(.control) { return key == .character("a") && receive(.selectAll) }
        let extending = modifiers.contains(.shift) && [.left, .right, .home, .end].contains(key)
        return receive(extending ? .extend(key) : .key(key))
    }

    /// Queues keyboard input for the next pass; false (and nothing queued) when it has no focus.
    @discardableResult
    mutating func receive(_ input: TextFieldInput) -> Bool {
        guard isFocused else { return false }
        pending.append(input)
        return true
    }

    /// Applies the queued input: what the pass reports, the last one that counts (an Enter or
    /// Escape after typing reports that, not the typing).
    mutating func takeInput() -> TextFieldEvent? {
        var event: TextFieldEvent?
        let queued = pending
        pending = []
        for input in queued {
            let before = buffer.text
            switch input {
            case .text(let typed):
                composition = ""
                buffer.insert(typed)
            case .composition(let composing):
                composition = composing
            case .extend(let key) where composition.isEmpty: buffer.move(key, extending: true)
            case .selectAll where composition.isEmpty: buffer.selectAll()
            case .extend, .selectAll: break
            case .key(let key) where composition.isEmpty:
                switch key {
                case .enter: event = .submitted(buffer.text)
                case .escape:
                    buffer.set(textBeforeFocus)
                    unfocus()
                    return .cancelled
                case .backspace: buffer.backspace()
                case .delete: buffer.deleteForward()
                case .left, .right, .home, .end: buffer.move(key)
                default: break
                }
            case .key: break // the input method takes keys while it composes
            }
            if buffer.text != before && event == nil { event = .edited }
        }
        return event
    }

    /// Keeps the caret, at `caretX` pixels into the text, inside a box `width` pixels wide.
    mutating func scrollToCaret(caretX: Int, textWidth: Int, width: Int) {
        if caretX - scroll > width { scroll = caretX - width }
        if caretX - scroll < 0 { scroll = caretX }
        // No empty space at the right while the text is scrolled.
        scroll = max(0, min(scroll, max(0, textWidth - width)))
        if caretX - scroll > width { scroll = caretX - width }
    }

    fileprivate mutating func placeCaret(_ index: Int, extending: Bool = false) { buffer.place(index, extending: extending) }
    fileprivate mutating func setCaretRect(_ r: IntRect?) { caretRect = r }
}

extension WidgetContext {
    /// A single-line text field. A press in it gives it the keyboard and puts the caret at the
    /// character nearest the pointer, and a drag from there selects; a press elsewhere takes the
    /// keyboard away. While focused it takes the input queued in `state` (see
    /// `TextFieldState.receive`): typed text, Backspace, Delete, Left, Right, Home, End (with
    /// Shift, selecting), Ctrl+A, Enter (submits) and Escape (cancels). A text
    /// longer than the field scrolls to keep the caret in view. `placeholder` shows, dimmed,
    /// while it is empty. Returns what happened in this pass.
    @discardableResult
    func textField(_ id: WidgetID, _ rect: IntRect, state: inout TextFieldState, placeholder: String = "") -> TextFieldEvent? {
        let interaction = interact(id, rect)
        let size = theme.fontSize
        let pad = px(8)
        let inner = IntRect(x: rect.x + pad, y: rect.y, width: max(1, rect.width - 2 * pad), height: rect.height)
        if interaction.pressedNow, let p = input.position {
            state.focus()
            state.placeCaret(nearestCharacter(to: Int(p.x) - inner.x + state.scroll, in: state.text, size: size))
        } else if interaction.active, input.isDown, let p = input.position {
            state.placeCaret(nearestCharacter(to: Int(p.x) - inner.x + state.scroll, in: state.text, size: size), extending: true)
        } else if input.pressed && !interaction.hot && state.isFocused {
            state.unfocus()
        }
        let event = state.isFocused ? state.takeInput() : nil

        // A path's bytes that are not UTF-8 show as \xE9 (`PathBytes`); the text keeps them.
        let look = { (part: String) in PathBytes.display(part) }
        let shown = look(String(state.text.prefix(state.caret)) + state.composition + String(state.text.dropFirst(state.caret)))
        let caretX = text.textWidth(look(String(state.text.prefix(state.caret)) + state.composition), size: size)
        state.scrollToCaret(caretX: caretX, textWidth: text.textWidth(shown, size: size), width: inner.width - px(2))

        draw(.rect(rect, theme.background, radius: px(4)))
        draw(.frame(rect, state.isFocused ? theme.accent : (interaction.hot ? theme.buttonHot : theme.track), thickness: px(state.isFocused ? 2 : 1), radius: px(4)))
        let textY = rect.y + (rect.height - theme.lineHeight) / 2
        draw(.clip(inner))
        if let selection = state.selection, state.isFocused {
            let start = text.textWidth(look(String(state.text.prefix(selection.lowerBound))), size: size)
            let end = text.textWidth(look(String(state.text.prefix(selection.upperBound))), size: size)
            draw(.rect(IntRect(x: inner.x - state.scroll + start, y: textY, width: end - start, height: theme.lineHeight), theme.selection, radius: 0))
        }
        if shown.isEmpty && !placeholder.isEmpty {
            draw(.text(placeholder, x: inner.x, y: textY, size: size, theme.textSecondary))
        } else {
            draw(.text(shown, x: inner.x - state.scroll, y: textY, size: size, theme.text))
        }
        if !state.composition.isEmpty {
            // The composition is underlined, as input methods expect.
            let start = inner.x - state.scroll + text.textWidth(look(String(state.text.prefix(state.caret))), size: size)
            draw(.rect(IntRect(x: start, y: textY + theme.lineHeight, width: caretX - (start - inner.x + state.scroll), height: px(1)), theme.text, radius: 0))
        }
        draw(.clip(nil))
        if state.isFocused {
            let caret = IntRect(x: inner.x - state.scroll + caretX, y: textY, width: px(2), height: theme.lineHeight)
            draw(.rect(caret, theme.text, radius: 0))
            state.setCaretRect(caret)
        } else {
            state.setCaretRect(nil)
        }
        return event
    }

    /// The character boundary in `string` nearest `x` pixels from its start.
    private func nearestCharacter(to x: Int, in string: String, size: Int) -> Int {
        guard x > 0 else { return 0 }
        var previous = 0
        var prefix = ""
        for (i, c) in string.enumerated() {
            prefix.append(c)
            let w = text.textWidth(PathBytes.display(prefix), size: size)
            if w >= x { return x - previous <= w - x ? i : i + 1 }
            previous = w
        }
        return string.count
    }
}
