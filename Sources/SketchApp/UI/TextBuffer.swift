import SketchCore

/// Text with a caret, edited by typing and the editing keys: the one editing logic of the
/// text tool (`TextEdit`, several lines) and of the text field (`TextFieldState`, one line).
/// The caret counts characters.
struct TextBuffer: Equatable {
    private(set) var text: String
    private(set) var caret: Int
    /// Whether Enter's line break is text; a single line drops it (and any pasted ones).
    let allowsLineBreaks: Bool

    init(text: String = "", caret: Int? = nil, allowsLineBreaks: Bool) {
        self.text = text
        self.allowsLineBreaks = allowsLineBreaks
        self.caret = min(max(caret ?? text.count, 0), text.count)
    }

    /// Replaces the whole text and puts the caret at its end.
    mutating func set(_ newText: String) {
        text = ""
        caret = 0
        insert(newText)
    }

    mutating func insert(_ typed: String) {
        // Control characters other than the line break never come from typing.
        let clean = typed.unicodeScalars.filter { ($0 == "\n" && allowsLineBreaks) || $0.value >= 0x20 && $0.value != 0x7F }
        var chars = Array(text)
        let added = Array(String(String.UnicodeScalarView(clean)))
        chars.insert(contentsOf: added, at: caret)
        caret += added.count
        text = String(chars)
    }

    mutating func backspace() {
        guard caret > 0 else { return }
        var chars = Array(text)
        chars.remove(at: caret - 1)
        caret -= 1
        text = String(chars)
    }

    mutating func deleteForward() {
        var chars = Array(text)
        guard caret < chars.count else { return }
        chars.remove(at: caret)
        text = String(chars)
    }

    /// Left and Right by a character; Home and End to the start and end of the caret's line.
    mutating func move(_ key: Key) {
        let chars = Array(text)
        switch key {
        case .left: caret = max(0, caret - 1)
        case .right: caret = min(chars.count, caret + 1)
        case .home: while caret > 0 && chars[caret - 1] != "\n" { caret -= 1 }
        case .end: while caret < chars.count && chars[caret] != "\n" { caret += 1 }
        default: break
        }
    }

    /// Puts the caret at character `index` (clamped to the text).
    mutating func place(_ index: Int) { caret = min(max(index, 0), text.count) }
}
