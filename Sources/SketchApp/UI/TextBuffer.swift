import SketchCore

/// Text with a caret and maybe a selection, edited by typing and the editing keys: the one
/// editing logic of the text tool (`TextEdit`, several lines) and of the text field
/// (`TextFieldState`, one line). The caret counts characters. Typing, Backspace and Delete
/// replace what is selected.
struct TextBuffer: Equatable {
    private(set) var text: String
    private(set) var caret: Int
    /// The selection's other end (the caret is one end); nil when nothing is selected.
    private(set) var anchor: Int?
    /// Whether Enter's line break is text; a single line drops it (and any pasted ones).
    let allowsLineBreaks: Bool

    init(text: String = "", caret: Int? = nil, allowsLineBreaks: Bool) {
        self.text = text
        self.allowsLineBreaks = allowsLineBreaks
        self.caret = min(max(caret ?? text.count, 0), text.count)
    }

    /// The characters selected, if any.
    var selection: Range<Int>? {
        guard let anchor, anchor != caret else { return nil }
        return min(anchor, caret)..<max(anchor, caret)
    }

    /// Replaces the whole text and puts the caret at its end.
    mutating func set(_ newText: String) {
        text = ""
        caret = 0
        anchor = nil
        insert(newText)
    }

    mutating func selectAll() {
        anchor = 0
        caret = text.count
    }

    /// Removes the selected characters, the caret where they were; whether there were any.
    private mutating func deleteSelection() -> Bool {
        defer { anchor = nil }
        guard let selection else { return false }
        var chars = Array(text)
        chars.removeSubrange(selection)
        text = String(chars)
        caret = selection.lowerBound
        return true
    }

    mutating func insert(_ typed: String) {
        _ = deleteSelection()
        // Control characters other than the line break never come from typing.
        let clean = typed.unicodeScalars.filter { ($0 == "\n" && allowsLineBreaks) || $0.value >= 0x20 && $0.value != 0x7F }
        var chars = Array(text)
        let added = Array(String(String.UnicodeScalarView(clean)))
        chars.insert(contentsOf: added, at: caret)
        caret += added.count
        text = String(chars)
    }

    mutating func backspace() {
        guard !deleteSelection(), caret > 0 else { return }
        var chars = Array(text)
        chars.remove(at: caret - 1)
        caret -= 1
        text = String(chars)
    }

    mutating func deleteForward() {
        guard !deleteSelection() else { return }
        var chars = Array(text)
        guard caret < chars.count else { return }
        chars.remove(at: caret)
        text = String(chars)
    }

    /// Left and Right by a character; Home and End to the start and end of the caret's line.
    /// `extending` (Shift held) moves the caret's end of the selection; without it, a
    /// selection goes, and Left or Right first go to its start or end.
    mutating func move(_ key: Key, extending: Bool = false) {
        let chars = Array(text)
        if extending {
            anchor = anchor ?? caret
        } else if let selection, key == .left || key == .right {
            caret = key == .left ? selection.lowerBound : selection.upperBound
            anchor = nil
            return
        } else {
            anchor = nil
        }
        switch key {
        case .left: caret = max(0, caret - 1)
        case .right: caret = min(chars.count, caret + 1)
        case .home: while caret > 0 && chars[caret - 1] != "\n" { caret -= 1 }
        case .end: while caret < chars.count && chars[caret] != "\n" { caret += 1 }
        default: break
        }
    }

    /// Puts the caret at character `index` (clamped to the text); `extending` keeps the
    /// selection's other end where it is (a drag), else the selection goes.
    mutating func place(_ index: Int, extending: Bool = false) {
        anchor = extending ? anchor ?? caret : nil
        caret = min(max(index, 0), text.count)
    }
}
