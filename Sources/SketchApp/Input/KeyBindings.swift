import SketchCore

/// What a key does in the window.
public enum KeyAction: Equatable, Sendable {
    case openPicker, undo, redo, save, export, copy, showHelp, closePanel, quit
    case tool(Tool)
    case changeWidth(Int)
    case zoomIn, zoomOut, zoomToFit, zoomToActualSize
}

/// Every key the window reacts to, in one table. It drives the controller's key handling, the
/// help overlay's rows, and the KEYS of the man page and of README (tests check that both
/// documents hold exactly what `manPageText` and `readmeTable` make of it). A new key is a
/// binding in a row here and a case of `KeyAction`.
public enum KeyBindings {
    /// One press: a key, and whether Ctrl and Shift must be held (true), must not be (false),
    /// or either (nil). Alt is never looked at.
    public struct Chord: Sendable {
        public var key: Key
        public var control: Bool?
        public var shift: Bool?

        public init(key: Key, control: Bool? = nil, shift: Bool? = nil) {
            self.key = key; self.control = control; self.shift = shift
        }

        public func matches(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
            key == self.key && control.map { $0 == modifiers.contains(.control) } != false
                && shift.map { $0 == modifiers.contains(.shift) } != false
        }
    }

    /// A press and what it does.
    public struct Binding: Sendable {
        public var chord: Chord
        public var action: KeyAction
    }

    /// A line of the help: the keys as people write them, what they do, and the presses behind
    /// them (none for a gesture such as Shift while dragging).
    public struct Row: Sendable {
        public var keys: String
        public var does: String
        public var bindings: [Binding]
    }

    /// A letter with Ctrl held.
    static func ctrl(_ c: Character, shift: Bool? = nil, _ action: KeyAction) -> Binding {
        Binding(chord: Chord(key: .character(c), control: true, shift: shift), action: action)
    }
    /// A key without Ctrl.
    static func plain(_ c: Character, shift: Bool? = nil, _ action: KeyAction) -> Binding {
        Binding(chord: Chord(key: .character(c), control: false, shift: shift), action: action)
    }
    /// A key with any modifiers.
    static func any(_ key: Key, shift: Bool? = nil, _ action: KeyAction) -> Binding {
        Binding(chord: Chord(key: key, shift: shift), action: action)
    }

    public static let rows: [Row] = [
        Row(keys: "Ctrl+O", does: "open a photo", bindings: [ctrl("o", .openPicker)]),
        Row(keys: "Ctrl+Z", does: "undo", bindings: [ctrl("z", shift: false, .undo)]),
        Row(keys: "Ctrl+Shift+Z, Ctrl+Y", does: "redo", bindings: [ctrl("z", shift: true, .redo), ctrl("y", .redo)]),
        Row(keys: "Ctrl+S", does: "save the canvas as shown", bindings: [ctrl("s", shift: false, .save)]),
        Row(keys: "Ctrl+Shift+S", does: "export at the photo's full resolution", bindings: [ctrl("s", shift: true, .export)]),
        Row(keys: "Ctrl+C", does: "copy the picture to the clipboard", bindings: [ctrl("c", .copy)]),
        Row(keys: Tool.allCases.map { String($0.shortcut).uppercased() }.joined(separator: ", "),
            does: Tool.allCases.map(Strings.toolName).joined(separator: ", "),
            bindings: Tool.allCases.map { plain($0.shortcut, .tool($0)) }),
        Row(keys: "Shift while dragging", does: "snap to 45°; squares and circles", bindings: []),
        Row(keys: "[ and ]", does: "pen width -1 / +1 (with Shift: ±5)",
            bindings: [plain("[", shift: false, .changeWidth(-1)), plain("[", shift: true, .changeWidth(-5)),
                       plain("]", shift: false, .changeWidth(1)), plain("]", shift: true, .changeWidth(5))]),
        Row(keys: "Ctrl+wheel", does: "zoom about the pointer (10 % to 3200 %)", bindings: []),
        Row(keys: "Ctrl+= and Ctrl+-", does: "zoom in / out a step",
            bindings: [ctrl("=", .zoomIn), ctrl("+", .zoomIn), ctrl("-", .zoomOut)]),
        Row(keys: "Ctrl+0", does: "fit the photo in the window", bindings: [ctrl("0", .zoomToFit)]),
        Row(keys: "Ctrl+1", does: "zoom to 100 % (a photo pixel a screen pixel)", bindings: [ctrl("1", .zoomToActualSize)]),
        Row(keys: "wheel, Shift+wheel", does: "pan up and down, left and right", bindings: []),
        Row(keys: "Space+drag, middle-drag", does: "pan (on touch: the Hand tool, two fingers pinch)", bindings: []),
        Row(keys: "F1, ?", does: "this help", bindings: [any(.f1, .showHelp), any(.character("?"), .showHelp), any(.character("/"), shift: true, .showHelp)]),
        Row(keys: "Escape", does: "close the help, the picker or the settings panel", bindings: [any(.escape, .closePanel)]),
        Row(keys: "Ctrl+Q", does: "quit", bindings: [ctrl("q", .quit)]),
    ]

    /// What a press does, if anything: the first binding that matches it.
    public static func action(for key: Key, _ modifiers: KeyModifiers) -> KeyAction? {
        for row in rows { for b in row.bindings where b.chord.matches(key, modifiers) { return b.action } }
        return nil
    }

    /// README's key table.
    public static var readmeTable: String {
        (["| keys | does |", "| --- | --- |"] + rows.map { "| \($0.keys) | \($0.does) |" }).joined(separator: "\n")
    }

    /// The man page's KEYS section, in roff.
    public static var manPageText: String {
        ([".SH KEYS"] + rows.flatMap { [".TP", ".B " + Roff.escaped($0.keys), Roff.escaped($0.does)] }).joined(separator: "\n")
    }
}
