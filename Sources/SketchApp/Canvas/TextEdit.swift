import SketchCore

/// A text being typed: the stroke it makes, the caret (in characters), and what an input method
/// is composing at the caret, shown there until it is committed.
struct TextEdit: Equatable {
    /// The index of the stroke being edited again, or nil for a new text.
    var index: Int?
    /// The text stroke as it is so far, without the composition.
    var stroke: Stroke
    var caret: Int
    var composition = ""
    /// The input method's caret inside the composition, in characters.
    var compositionCursor = 0

    init(stroke: Stroke, index: Int?) {
        self.stroke = stroke
        self.index = index
        caret = (stroke.text ?? "").count
    }

    var text: String { stroke.text ?? "" }

    /// The stroke as shown: the composition in place at the caret.
    var shown: Stroke {
        var s = stroke
        s.text = String(text.prefix(caret)) + composition + String(text.dropFirst(caret))
        return s
    }

    /// The caret's line and the text of that line before it, as shown (for placing it).
    var caretLine: (line: Int, before: String) {
        let upTo = String(text.prefix(caret)) + String(composition.prefix(compositionCursor))
        let lines = upTo.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count - 1, String(lines.last ?? ""))
    }

    /// Applies `change` to the text and caret through the editing logic texts share.
    private mutating func edit(_ change: (inout TextBuffer) -> Void) {
        var buffer = TextBuffer(text: text, caret: caret, allowsLineBreaks: true)
        change(&buffer)
        stroke.text = buffer.text
        caret = buffer.caret
    }

    mutating func insert(_ typed: String) { edit { $0.insert(typed) } }
    mutating func backspace() { edit { $0.backspace() } }
    mutating func deleteForward() { edit { $0.deleteForward() } }
    mutating func move(_ key: Key) { edit { $0.move(key) } }
}
