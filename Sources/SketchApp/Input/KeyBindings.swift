import SketchCore

/// What a key does in the window.
public enum KeyAction: Equatable, Sendable {
    case openPicker, typePath, undo, redo, save, saveView, copy, showHelp, quit
    /// Escape once nothing is in progress: deselect, else close the settings panel.
    case closePanel
    case tool(Tool)
    /// A canvas mode other than drawing (see `CanvasMode`).
    case mode(CanvasMode)
    case deleteSelection
    case changeWidth(Int)
    /// Moves the focused slider by this much.
    case nudgeSlider(Int)
    case toggleFill
    case zoomIn, zoomOut, zoomToFit, zoomToActualSize
}

/// Every key the window reacts to, in one table. It drives the controller's key handling, the
/// help overlay's rows, and the KEYS of the man page and of README (tests check that both
/// documents hold exactly what `manPageText` and `readmeTable` make of it). A new key is a
/// binding in a row here and a case of `KeyAction`. What a row does (and the words among its
/// keys) is translated; README and the man page hold the English, which the tests (binding no
/// catalogue) compare with.
public enum KeyBindings {
    /// One press: a key, and whether Ctrl, Shift and Alt must be held (true), must not be
    /// (false), or either (nil).
    public struct Chord: Sendable {
        public var key: Key
        public var control: Bool?
        public var shift: Bool?
        public var alt: Bool?

        public init(key: Key, control: Bool? = nil, shift: Bool? = nil, alt: Bool? = nil) {
            self.key = key; self.control = control; self.shift = shift; self.alt = alt
        }

        /// The press as people write it.
        public var written: String {
            let name: String
            switch key {
            case .character(let c): name = String(c).uppercased()
            case .f1: name = "F1"
            case .escape: name = "Escape"
            case .enter: name = "Enter"
            default: name = "\(key)".capitalized
            }
            return (control == true ? "Ctrl+" : "") + (alt == true ? "Alt+" : "") + (shift == true ? "Shift+" : "") + name
        }

        public func matches(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
            key == self.key && control.map { $0 == modifiers.contains(.control) } != false
                && shift.map { $0 == modifiers.contains(.shift) } != false && alt.map { $0 == modifiers.contains(.alt) } != false
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
        /// What the help overlay says.
        public var does: String
        /// What README and the man page say: `does`, or more where the overlay has no room.
        public var documented: String
        public var bindings: [Binding]

        init(keys: String, does: String, documented: String? = nil, bindings: [Binding]) {
            self.keys = keys; self.does = does; self.documented = documented ?? does; self.bindings = bindings
        }
    }

    /// A letter with Ctrl held.
    static func ctrl(_ c: Character, shift: Bool? = nil, alt: Bool? = nil, _ action: KeyAction) -> Binding {
        Binding(chord: Chord(key: .character(c), control: true, shift: shift, alt: alt), action: action)
    }
    /// A key without Ctrl.
    static func plain(_ c: Character, shift: Bool? = nil, _ action: KeyAction) -> Binding {
        Binding(chord: Chord(key: .character(c), control: false, shift: shift), action: action)
    }
    /// A key with any modifiers.
    static func any(_ key: Key, shift: Bool? = nil, _ action: KeyAction) -> Binding {
        Binding(chord: Chord(key: key, shift: shift), action: action)
    }

    /// The keys of some tools, in one row.
    static func toolRow(_ tools: [Tool]) -> Row {
        Row(keys: tools.map { String($0.shortcut).uppercased() }.joined(separator: ", "), does: tools.map(Strings.toolName).joined(separator: ", "),
            bindings: tools.map { plain($0.shortcut, .tool($0)) })
    }

    public static let rows: [Row] = [
        Row(keys: "Ctrl+O, Ctrl+L", does: tr("open a photo (Ctrl+L: type its path)"),
            documented: "open a photo in the in-app picker: a click selects, a double click or Enter opens; arrows, Backspace for the "
                + "parent folder, Escape. Ctrl+L (there or on the canvas) types the path of a folder to go to or a photo to open",
            bindings: [ctrl("o", .openPicker), ctrl("l", .typePath)]),
        Row(keys: "Ctrl+Z", does: tr("undo"), bindings: [ctrl("z", shift: false, .undo)]),
        Row(keys: "Ctrl+Shift+Z, Ctrl+Y", does: tr("redo"), bindings: [ctrl("z", shift: true, .redo), ctrl("y", .redo)]),
        Row(keys: "Ctrl+S, Ctrl+Shift+S", does: tr("save the picture at the photo's own size"),
            documented: "save the picture at the photo's own size (the crop applied, every stroke) to Pictures, as save.format says (PNG unless set)",
            bindings: [ctrl("s", alt: false, .save)]),
        Row(keys: "Ctrl+Alt+S", does: tr("save the view as shown"),
            documented: "save the view as shown (the visible part at the current zoom, at screen size) to Pictures (-view in the name)",
            bindings: [ctrl("s", shift: false, alt: true, .saveView)]),
        Row(keys: "Ctrl+C", does: tr("copy the picture to the clipboard"),
            documented: "copy the view (as Save view captures it) to the clipboard, through wl-copy or xclip; a message says \"Copied\" "
                + "or why not (neither installed, the helper failed and what it said, or did not finish within 10 s). "
                + "Copying never holds up a save or quitting",
            bindings: [ctrl("c", .copy)]),
        toolRow(Tool.allCases.filter { $0.hasColor && $0.pointCount != 1 }),
        toolRow(Tool.allCases.filter { !$0.hasColor || $0.pointCount == 1 }),
        Row(keys: tr("V; Delete, Backspace"), does: tr("select (click, Shift+click, drag a band), drag to move; remove"),
            documented: "the Select tool: click a stroke (Shift+click adds or removes it) or drag a band over several, then drag to move them; "
                + "the pen's colour, width and fill apply to them. Delete or Backspace removes them",
            bindings: [plain("v", .mode(.select)), any(.delete, .deleteSelection), any(.backspace, .deleteSelection)]),
        Row(keys: "I", does: tr("eyedropper: pick the pen's colour from the picture"),
            documented: "eyedropper: the next click on the picture takes its colour (keeping the pen's alpha), then the tool is back; Alt+click does it in any tool. "
                + "A fully transparent pixel has no colour: clicking there changes nothing and says so",
            bindings: [plain("i", .mode(.eyedropper))]),
        Row(keys: tr("Shift while dragging"), does: tr("snap to 45°; squares and circles"),
            documented: "snap lines and arrows to 45°; squares and circles", bindings: []),
        Row(keys: "F", does: tr("fill rectangles and ellipses, or not"),
            documented: "fill rectangles and ellipses with the pen's colour, or not (remembered as shapes.fill)", bindings: [plain("f", .toggleFill)]),
        Row(keys: "C", does: tr("crop: drag a rectangle, Enter keeps it, Escape cancels"),
            documented: "crop: drag a rectangle (drag its edges or corners to adjust it), Enter keeps only it, Escape cancels; "
                + "Enter with no rectangle shows the whole photo again. Undo takes a crop back",
            bindings: [plain("c", .mode(.crop))]),
        Row(keys: tr("Enter, Escape (text)"), does: tr("a new line; end the text (so does a click elsewhere)"), bindings: []),
        Row(keys: tr("[ and ]"), does: tr("pen width -1 / +1 (with Shift: ±5)"), documented: "pen width -1 / +1 (with Shift: ±5), in screen pixels",
            bindings: [plain("[", shift: false, .changeWidth(-1)), plain("[", shift: true, .changeWidth(-5)),
                       plain("]", shift: false, .changeWidth(1)), plain("]", shift: true, .changeWidth(5))]),
        Row(keys: tr("Left/Right, Down/Up"), does: tr("move the focused slider by 1 (with Shift: 10)"),
            documented: "move the slider last clicked by 1 (with Shift: 10)",
            bindings: [any(.left, shift: false, .nudgeSlider(-1)), any(.down, shift: false, .nudgeSlider(-1)),
                       any(.right, shift: false, .nudgeSlider(1)), any(.up, shift: false, .nudgeSlider(1)),
                       any(.left, shift: true, .nudgeSlider(-10)), any(.down, shift: true, .nudgeSlider(-10)),
                       any(.right, shift: true, .nudgeSlider(10)), any(.up, shift: true, .nudgeSlider(10))]),
        Row(keys: tr("Ctrl+wheel"), does: tr("zoom about the pointer (10 % to 3200 %)"), bindings: []),
        Row(keys: tr("Ctrl+= and Ctrl+-"), does: tr("zoom in / out a step"),
            bindings: [ctrl("=", .zoomIn), ctrl("+", .zoomIn), ctrl("-", .zoomOut)]),
        Row(keys: "Ctrl+0", does: tr("fit the photo in the window"), bindings: [ctrl("0", .zoomToFit)]),
        Row(keys: "Ctrl+1", does: tr("zoom to 100 % (a photo pixel a screen pixel)"), bindings: [ctrl("1", .zoomToActualSize)]),
        Row(keys: tr("wheel, Shift+wheel"), does: tr("pan up and down, left and right"), bindings: []),
        Row(keys: tr("Space+drag, middle-drag"), does: tr("pan (on touch: the Hand tool, two fingers pinch)"), bindings: []),
        Row(keys: "F1, ?", does: tr("this help"), documented: "the help overlay, listing these keys",
            bindings: [any(.f1, .showHelp), any(.character("?"), .showHelp), any(.character("/"), shift: true, .showHelp)]),
        Row(keys: "Escape", does: tr("cancel a stroke; close help, picker or pop-up; deselect; close panel"),
            documented: "cancel the stroke, shape, move or band in progress (nothing is added); else close the help; else the picker; "
                + "else a pop-up; else, in Crop mode, drop the rectangle (with none, leave Crop); else deselect; else close the settings panel",
            bindings: [any(.escape, .closePanel)]),
        Row(keys: "Ctrl+Q", does: tr("quit"), bindings: [ctrl("q", .quit)]),
    ]

    /// What a press does, if anything: the first binding that matches it.
    public static func action(for key: Key, _ modifiers: KeyModifiers) -> KeyAction? {
        for row in rows { for b in row.bindings where b.chord.matches(key, modifiers) { return b.action } }
        return nil
    }

    /// Presses two bindings of `rows` both match with different actions, as people write them
    /// (the first one would shadow the other): none in `rows` itself.
    static func conflicts(in rows: [Row]) -> [String] {
        let bindings = rows.flatMap(\.bindings)
        var found: [String] = []
        for (i, a) in bindings.enumerated() {
            for b in bindings[(i + 1)...] where a.chord.key == b.chord.key && a.action != b.action {
                let held = [false, true].flatMap { control in [false, true].flatMap { shift in [false, true].map { alt in (control, shift, alt) } } }
                for (control, shift, alt) in held {
                    let modifiers: KeyModifiers = KeyModifiers().union(control ? .control : []).union(shift ? .shift : []).union(alt ? .alt : [])
                    if a.chord.matches(a.chord.key, modifiers) && b.chord.matches(b.chord.key, modifiers) {
                        found.append(Chord(key: a.chord.key, control: control, shift: shift, alt: alt).written)
                    }
                }
            }
        }
        return found
    }

    /// The first press bound to `action`, as people write it (`Ctrl+Shift+Z`, `P`, `F1`), for tooltips.
    public static func keys(for action: KeyAction) -> String? {
        for row in rows {
            for b in row.bindings where b.action == action { return b.chord.written }
        }
        return nil
    }

    /// README's key table.
    public static var readmeTable: String {
        (["| keys | does |", "| --- | --- |"] + rows.map { "| \($0.keys) | \($0.documented) |" }).joined(separator: "\n")
    }

    /// The man page's KEYS section, in roff.
    public static var manPageText: String {
        ([".SH KEYS"] + rows.flatMap { [".TP", ".B " + Roff.escaped($0.keys), Roff.escaped($0.documented)] }).joined(separator: "\n")
    }
}
