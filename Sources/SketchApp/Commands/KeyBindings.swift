import SketchCore
import SketchTranslation

/// The keys of `CommandTable`, as the help overlay, the man page's KEYS and the guide's key
/// table list them: a line for one command or a few that go together, and lines for gestures
/// (tests check that both documents hold exactly what `manPageText` and `readmeTable` make of
/// it, and that every command with a key is on a line). What a line does (and the words among
/// its keys) is translated; the documents hold the English, which the tests (binding no
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

    /// A line of the help: the keys as people write them, what they do, and the commands
    /// whose keys they are (none for a gesture such as Shift while dragging).
    public struct Row: Sendable {
        public var keys: String
        /// What the help overlay says.
        public var does: String
        /// What the guide and the man page say: `does`, or more where the overlay has no room.
        public var documented: String
        public var commands: [Command]

        init(keys: String, does: String, documented: String? = nil, commands: [Command] = []) {
            self.keys = keys; self.does = does; self.documented = documented ?? does; self.commands = commands
        }
    }

    /// The keys of some tools, in one line.
    static func toolRow(_ tools: [Tool]) -> Row {
        Row(keys: tools.compactMap { $0.shortcut.map { String($0).uppercased() } }.joined(separator: ", "), does: tools.map(Strings.toolName).joined(separator: ", "),
            commands: tools.map { .tool($0) })
    }

    public static let rows: [Row] = [
        Row(keys: "Ctrl+O, Ctrl+L", does: tr("open a photo (Ctrl+L: type its path)"),
            documented: "open a photo in the in-app picker: a click selects, a double click or Enter opens; arrows, Backspace for the "
                + "parent folder, Escape. Ctrl+L (there or on the canvas) types the path of a folder to go to or a photo to open",
            commands: [.openPicker, .typePath]),
        Row(keys: "Ctrl+Z", does: tr("undo"), commands: [.undo]),
        Row(keys: "Ctrl+Shift+Z, Ctrl+Y", does: tr("redo"), commands: [.redo]),
        Row(keys: "Ctrl+S", does: tr("save the picture at the photo's own size"),
            documented: "save the picture at the photo's own size (the crop applied, every stroke) to Pictures, as save.format says (PNG unless set)",
            commands: [.save]),
        Row(keys: "Ctrl+Shift+S", does: tr("save the picture as… (a name, a folder and a format)"),
            documented: "save the picture as: the picker with a name field and the format (PNG, JPEG or WebP); a name that is taken "
                + "is replaced only after Replace is pressed; the folder is kept for the next Save as",
            commands: [.saveAs]),
        Row(keys: "Ctrl+Alt+S", does: tr("save the view as shown"),
            documented: "save the view as shown (the visible part at the current zoom, at screen size) to Pictures (-view in the name)",
            commands: [.saveView]),
        Row(keys: "Ctrl+C", does: tr("copy the picture to the clipboard"),
            documented: "copy the view (as Save view captures it) to the clipboard, through wl-copy or xclip; a message says \"Copied\" "
                + "or why not (neither installed, the helper failed and what it said, or did not finish within 10 s). "
                + "Copying never holds up a save or quitting",
            commands: [.copy]),
        Row(keys: "Ctrl+V", does: tr("paste an image (as the photo on an empty canvas) or text"),
            documented: "paste from the clipboard, through wl-paste or xclip: a PNG on an empty canvas becomes the photo; over a photo or a drawing "
                + "it is placed at the view's centre (at its own size, smaller if it does not fit the view) and picked, so a drag moves it, a corner "
                + "scales it and Delete removes it; text goes into the text being typed (with the Text tool, a new one at the view's centre)",
            commands: [.paste]),
        Row(keys: "Ctrl+], Ctrl+[; Ctrl+Shift+H, Ctrl+Shift+V", does: tr("rotate right, left; flip horizontally, vertically"),
            documented: "rotate the whole picture a quarter right or left; flip it horizontally or vertically (also in the » menu): "
                + "the photo, the strokes and the crop, one undoable step each; texts and pasted images stay upright over what they were on",
            commands: [.rotateRight, .rotateLeft, .flipHorizontally, .flipVertically]),
        toolRow(Tool.pickable.filter { $0.hasColor && $0.pointCount != 1 }),
        toolRow(Tool.pickable.filter { !$0.hasColor || $0.pointCount == 1 }),
        Row(keys: tr("V; Delete, Backspace"), does: tr("select (click, Shift+click, drag a band), drag to move; remove"),
            documented: "the Select tool: click a stroke (Shift+click adds or removes it) or drag a band over several, then drag to move them; "
                + "the pen's colour, width and fill apply to them. Delete or Backspace removes them",
            commands: [.mode(.select), .deleteSelection]),
        Row(keys: "I", does: tr("eyedropper: pick the pen's colour from the picture"),
            documented: "eyedropper: the next click on the picture takes its colour (keeping the pen's alpha), then the tool is back; Alt+click does it in any tool. "
                + "A fully transparent pixel has no colour: clicking there changes nothing and says so",
            commands: [.mode(.eyedropper)]),
        Row(keys: tr("Shift while dragging"), does: tr("snap to 45°; squares and circles"),
            documented: "snap lines and arrows to 45°; squares and circles"),
        Row(keys: "F", does: tr("fill rectangles and ellipses, or not"),
            documented: "fill rectangles and ellipses with the pen's colour, or not (remembered as shapes.fill)", commands: [.toggleFill]),
        Row(keys: "C", does: tr("crop: drag a rectangle, Enter keeps it, Escape cancels"),
            documented: "crop: drag a rectangle (drag its edges or corners to adjust it), Enter keeps only it, Escape cancels; "
                + "Enter with no rectangle shows the whole photo again. Undo takes a crop back",
            commands: [.mode(.crop)]),
        Row(keys: tr("Enter, Escape (text)"), does: tr("a new line; end the text (so does a click elsewhere)")),
        Row(keys: tr("[ and ]"), does: tr("pen width -1 / +1 (with Shift: ±5)"), documented: "pen width -1 / +1 (with Shift: ±5), in screen pixels",
            commands: [.changeWidth(-1), .changeWidth(-5), .changeWidth(1), .changeWidth(5)]),
        Row(keys: tr("Left/Right, Down/Up"), does: tr("move the focused slider by 1 (with Shift: 10)"),
            documented: "move the slider last clicked by 1 (with Shift: 10)",
            commands: [.nudgeSlider(-1), .nudgeSlider(1), .nudgeSlider(-10), .nudgeSlider(10)]),
        Row(keys: tr("Ctrl+wheel"), does: tr("zoom about the pointer (10 % to 3200 %)")),
        Row(keys: tr("Ctrl+= and Ctrl+-"), does: tr("zoom in / out a step"),
            commands: [.zoomIn, .zoomOut]),
        Row(keys: "Ctrl+0", does: tr("fit the photo in the window"), commands: [.zoomToFit]),
        Row(keys: "Ctrl+1", does: tr("zoom to 100 % (a photo pixel a screen pixel)"), commands: [.zoomToActualSize]),
        Row(keys: tr("wheel, Shift+wheel"), does: tr("pan up and down, left and right")),
        Row(keys: tr("Space+drag, middle-drag"), does: tr("pan (on touch: the Hand tool, two fingers pinch)")),
        Row(keys: "F1, ?", does: tr("this help"), documented: "the help overlay, listing these keys",
            commands: [.showHelp]),
        Row(keys: "Escape", does: tr("cancel a stroke; close help, picker or pop-up; deselect; close panel"),
            documented: "cancel the stroke, shape, move or band in progress (nothing is added); else close the help; else the picker; "
                + "else a pop-up; else, in Crop mode, drop the rectangle (with none, leave Crop); else deselect; else close the settings panel; else the actions of keys.escape (none by default)",
            commands: [.closePanel]),
        Row(keys: "Enter", does: tr("what keys.enter says (--early-exit: copy and quit)"),
            documented: "on the canvas, when no text, crop or picker takes it: the actions of keys.enter in order (save, save-view, copy, quit; "
                + "none by default); --early-exit makes them copy,quit",
            commands: [.enterActions]),
        Row(keys: "Ctrl+Q", does: tr("quit"), commands: [.quit]),
    ]

    /// The guide's key table.
    public static var readmeTable: String {
        (["| keys | does |", "| --- | --- |"] + rows.map { "| \($0.keys) | \($0.documented) |" }).joined(separator: "\n")
    }

    /// The man page's KEYS section, in roff.
    public static var manPageText: String {
        ([".SH KEYS"] + rows.flatMap { [".TP", ".B " + Roff.escaped($0.keys), Roff.escaped($0.documented)] }).joined(separator: "\n")
    }
}
