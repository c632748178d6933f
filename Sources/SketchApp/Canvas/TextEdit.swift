import SketchCore

/// A text being typed: the stroke it makes, its lines, the caret (a line and a character in
/// it), and what an input method is composing at the caret, shown there until it is committed.
///
/// The text is kept as lines so that a keystroke costs what its line costs, not what the whole
/// text does: typing a long text stays linear.
struct TextEdit: Equatable {
    /// The index of the stroke being edited again, or nil for a new text.
    var index: Int?
    /// The stroke without its text, which `lines` hold.
    private var base: Stroke
    private(set) var lines: [String]
    /// The caret's line, and the characters of that line before it.
    private(set) var caretLine: Int
    private(set) var caretColumn: Int
    var composition = ""
    /// The input method's caret inside the composition, in characters.
    var compositionCursor = 0
    /// Whether the journal has a draft of it, which its end must close.
    var drafted = false

    init(stroke: Stroke, index: Int?) {
        self.index = index
        base = stroke
        base.text = nil
        lines = (stroke.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        caretLine = lines.count - 1
        caretColumn = lines[caretLine].count
    }

    var text: String { lines.joined(separator: "\n") }

    /// The text stroke as it is so far, without the composition.
    var stroke: Stroke {
        var s = base
        s.text = text
        return s
    }

    /// The stroke's look (tool, colour, size, place) without its text.
    var look: Stroke { base }

    /// The lines as shown: the composition in place at the caret.
    var shownLines: [String] {
        guard !composition.isEmpty else { return lines }
        var out = lines
        let line = lines[caretLine]
        out[caretLine] = String(line.prefix(caretColumn)) + composition + String(line.dropFirst(caretColumn))
        return out
    }

    /// The stroke as shown: the composition in place at the caret.
    var shown: Stroke {
        var s = base
        s.text = shownLines.joined(separator: "\n")
        return s
    }

    /// The caret's line and the text of that line before it, as shown (for placing it).
    var caretPlace: (line: Int, before: String) {
        (caretLine, String(lines[caretLine].prefix(caretColumn)) + String(composition.prefix(compositionCursor)))
    }

    /// Unicode scalars in the text, line breaks included: what the documents' limit counts.
    var scalarCount: Int { lines.reduce(lines.count - 1) { $0 + $1.unicodeScalars.count } }

    /// Applies a change within the caret's line through the editing logic texts share.
    private mutating func editLine(_ change: (inout TextBuffer) -> Void) {
        var buffer = TextBuffer(text: lines[caretLine], caret: caretColumn, allowsLineBreaks: false)
        change(&buffer)
        lines[caretLine] = buffer.text
        caretColumn = buffer.caret
    }

    /// Types `typed`, as much of it as the text has room for (`DocumentLimits.maxTextLength`
    /// scalars, what a document holds); whether all of it fitted.
    @discardableResult
    mutating func insert(_ typed: String) -> Bool {
        let room = DocumentLimits.maxTextLength - scalarCount
        var fitting = typed
        if typed.unicodeScalars.count > room {
            var used = 0
            fitting = String(typed.prefix { c in
                used += c.unicodeScalars.count
                return used <= room
            })
        }
        // "\r\n" is one character in Swift, and a line break like "\n".
        let pieces = fitting.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        for (k, piece) in pieces.enumerated() {
            if k > 0 {
                // A line break: the rest of the line goes to a new line after it.
                let line = lines[caretLine]
                lines[caretLine] = String(line.prefix(caretColumn))
                lines.insert(String(line.dropFirst(caretColumn)), at: caretLine + 1)
                caretLine += 1
                caretColumn = 0
            }
            if !piece.isEmpty { editLine { $0.insert(piece) } }
        }
        return fitting.count == typed.count
    }

    mutating func backspace() {
        if caretColumn > 0 { editLine { $0.backspace() }; return }
        guard caretLine > 0 else { return }
        let line = lines.remove(at: caretLine)
        caretLine -= 1
        caretColumn = lines[caretLine].count
        lines[caretLine] += line
    }

    mutating func deleteForward() {
        if caretColumn < lines[caretLine].count { editLine { $0.deleteForward() }; return }
        guard caretLine + 1 < lines.count else { return }
        lines[caretLine] += lines.remove(at: caretLine + 1)
    }

    /// Left and Right by a character (across line ends); Home and End to the start and end of
    /// the caret's line.
    mutating func move(_ key: Key) {
        switch key {
        case .left where caretColumn == 0 && caretLine > 0:
            caretLine -= 1
            caretColumn = lines[caretLine].count
        case .right where caretColumn == lines[caretLine].count && caretLine + 1 < lines.count:
            caretLine += 1
            caretColumn = 0
        case .left, .right, .home, .end: editLine { $0.move(key) }
        default: break
        }
    }
}
