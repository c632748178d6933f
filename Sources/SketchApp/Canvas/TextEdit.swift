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

    mutating func insert(_ typed: String) {
        // Control characters other than the line break never come from typing.
        let clean = String(typed.unicodeScalars.filter { $0 == "\n" || $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        var chars = Array(text)
        chars.insert(contentsOf: clean, at: caret)
        caret += clean.count
        stroke.text = String(chars)
    }

    mutating func backspace() {
        guard caret > 0 else { return }
        var chars = Array(text)
        chars.remove(at: caret - 1)
        caret -= 1
        stroke.text = String(chars)
    }

    mutating func deleteForward() {
        var chars = Array(text)
        guard caret < chars.count else { return }
        chars.remove(at: caret)
        stroke.text = String(chars)
    }

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
}
