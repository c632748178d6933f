import SketchCore
import SketchTranslation

/// The keys of `CommandTable`, as the help overlay, the man page's KEYS and the guide's key
/// table list them: a line for one command or a few that go together, and lines for gestures
/// (tests check that both documents hold exactly what `manPageText` and `readmeTable` make of
/// it, and that every command with a key is on a line). Every line's keys are written from the
/// table's chords (`Keys`). A command's own line says what its row says; the lines here that
/// say more are those of several commands together, and those whose words name other keys.
/// What a line does (and the words among its keys) is translated; the documents hold the
/// English, which the tests (binding no catalogue) compare with.
public enum KeyBindings {
    /// A line of the help: the keys as people write them, what they do, and the commands
    /// whose keys they are (none for a gesture such as Shift while dragging).
    public struct Row: Sendable {
        public var keys: String
        /// What the help overlay says.
        public var does: String
        /// What the guide and the man page say: `does`, or more where the overlay has no room.
        public var documented: String
        public var commands: [Command]

        init(_ keys: Keys, does: String, documented: String? = nil) {
            self.keys = keys.written; self.does = does; self.documented = documented ?? does; self.commands = keys.commands
        }

        /// A command's own line: its keys, and what its row says it does.
        init(_ command: Command) {
            let row = CommandTable.row(command)
            self.init(.of(command), does: row?.does ?? "", documented: row?.documented)
        }
    }

    /// The keys of some tools, in one line.
    static func toolRow(_ tools: [Tool]) -> Row {
        Row(.of(tools.map { .tool($0) }), does: tools.map(\.name).joined(separator: ", "))
    }

    /// The help's lines in order, then a line for each command with a line of its own that
    /// none of them places.
    public static let rows: [Row] = placed + CommandTable.rows.filter { row in
        row.does != nil && !placed.contains { $0.commands.contains(row.command) }
    }.map { Row($0.command) }

    private static let placed: [Row] = [
        Row(.of(.openPicker, .typePath), does: tr("open a photo ({key}: type its path)", ["key": CommandTable.key(.typePath)]),
            documented: "open a photo in the in-app picker: a click selects, a double click or Enter opens; arrows, Backspace for the "
                + "parent folder, Escape. \(CommandTable.key(.typePath)) (there or on the canvas) types the path of a folder to go to or a photo to open"),
        Row(.undo),
        Row(.redo),
        Row(.save),
        Row(.saveAs),
        Row(.saveView),
        Row(.copy),
        Row(.of(.paste), does: tr("paste an image (as the photo on an empty canvas) or text"),
            documented: "paste from the clipboard, through wl-paste or xclip: a PNG on an empty canvas becomes the photo; over a photo or a drawing "
                + "it is placed at the view's centre (at its own size, smaller if it does not fit the view) and picked, so a drag moves it, a corner "
                + "scales it and \(CommandTable.key(.deleteSelection)) removes it; text goes into the text being typed (with the Text tool, a new one at the view's centre)"),
        Row(.groups(.of(.rotateRight, .rotateLeft), .of(.flipHorizontally, .flipVertically)), does: tr("rotate right, left; flip horizontally, vertically"),
            documented: "rotate the whole picture a quarter right or left; flip it horizontally or vertically (also in the main menu): "
                + "the photo, the strokes and the crop, one undoable step each; texts and pasted images stay upright over what they were on"),
        toolRow(Tool.pickable.filter { $0.hasColor && $0.pointCount != 1 }),
        toolRow(Tool.pickable.filter { !$0.hasColor || $0.pointCount == 1 }),
        Row(.groups(.of(.mode(.select)), .of(.deleteSelection)), does: tr("select (click, Shift+click, drag a band), drag to move; remove"),
            documented: "the Select tool: click a stroke (Shift+click adds or removes it) or drag a band over several, then drag from anywhere inside their box to move them, or a handle to scale them; "
                + "the pen's colour, width and fill apply to them. \(either(.deleteSelection)) removes them"),
        Row(.mode(.eyedropper)),
        Row(.gesture(tr("Shift while dragging")), does: tr("snap to 45°; squares and circles"),
            documented: "snap lines and arrows to 45°; squares and circles"),
        Row(.toggleFill),
        Row(.mode(.crop)),
        Row(.gesture(tr("Enter, Escape (text)")), does: tr("a new line; end the text (so does a click elsewhere)")),
        Row(.opposites(.changeWidth(-1), .changeWidth(1), .and, also: [.changeWidth(-5), .changeWidth(5)]),
            does: tr("pen width -1 / +1 (with Shift: ±5)"), documented: "pen width -1 / +1 (with Shift: ±5), in screen pixels"),
        Row(.opposites(.nudgeSlider(-1), .nudgeSlider(1), .slash, also: [.nudgeSlider(-10), .nudgeSlider(10)]),
            does: tr("move the focused slider by 1 (with Shift: 10)"), documented: "move the slider last clicked by 1 (with Shift: 10)"),
        Row(.gesture(tr("Ctrl+wheel")), does: tr("zoom about the pointer (10 % to 3200 %)")),
        Row(.opposites(.zoomIn, .zoomOut, .and), does: tr("zoom in / out a step")),
        Row(.zoomToFit),
        Row(.zoomToActualSize),
        Row(.gesture(tr("wheel, Shift+wheel")), does: tr("pan up and down, left and right")),
        Row(.gesture(tr("Space+drag, middle-drag")), does: tr("pan (on touch: the Hand tool, two fingers pinch)")),
        Row(.showHelp),
        Row(.closePanel),
        Row(.enterActions),
        Row(.quit),
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
