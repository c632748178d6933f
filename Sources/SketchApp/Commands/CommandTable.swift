import SketchCore
import SketchTranslation

/// One command: what it is called, what hovering its button says, its keys, and where the
/// toolbar puts it (nil: it has no button).
struct CommandRow: Sendable {
    enum Placement: Equatable, Sendable {
        /// With the actions, at the toolbar's left.
        case action
        /// With the tools, after them.
        case tool
        /// With the modes, after the tools.
        case mode
        /// At the toolbar's right end (the pen button, the overflow button).
        case end
        /// Never on the row: always in the overflow menu, after the buttons that did not fit.
        case menu
    }

    var command: Command
    /// Its name in the overflow menu and the help's legend.
    var label: String?
    /// What hovering its button says, before its key (its label when nil).
    var tooltip: String?
    var keys: [KeyBindings.Chord]
    var toolbar: Placement?

    init(_ command: Command, label: String? = nil, tooltip: String? = nil, keys: [KeyBindings.Chord] = [], toolbar: Placement? = nil) {
        self.command = command; self.label = label; self.tooltip = tooltip; self.keys = keys; self.toolbar = toolbar
    }
}

/// Every command of the window, in one table: the key handler, the toolbar and its overflow
/// menu, the tooltips, the help overlay, the man page's KEYS and the guide's key table all come
/// from it (`KeyBindings` groups its keys into the help's lines). A new command is a case of
/// `Command`, a row here and what `perform` does with it; the rows of the tools and the modes
/// come from `Tool.traits` and `CanvasMode.traits`. The toolbar's buttons are in the rows' order.
enum CommandTable {
    typealias Chord = KeyBindings.Chord

    /// A letter with Ctrl held.
    static func ctrl(_ c: Character, shift: Bool? = nil, alt: Bool? = nil) -> Chord { Chord(key: .character(c), control: true, shift: shift, alt: alt) }
    /// A key without Ctrl.
    static func plain(_ c: Character, shift: Bool? = nil) -> Chord { Chord(key: .character(c), control: false, shift: shift) }
    /// A key with any modifiers.
    static func any(_ key: Key, shift: Bool? = nil) -> Chord { Chord(key: key, shift: shift) }

    static let rows: [CommandRow] = actions + tools + modes + others

    private static let actions: [CommandRow] = [
        CommandRow(.openPicker, label: tr("Open"), tooltip: tr("Open a photo"), keys: [ctrl("o")], toolbar: .action),
        CommandRow(.undo, label: tr("Undo"), keys: [ctrl("z", shift: false)], toolbar: .action),
        CommandRow(.redo, label: tr("Redo"), keys: [ctrl("z", shift: true), ctrl("y")], toolbar: .action),
        CommandRow(.clear, label: tr("Clear"), tooltip: tr("Clear the drawing"), toolbar: .action),
        CommandRow(.save, label: tr("Save"), tooltip: tr("Save the picture"), keys: [ctrl("s", shift: false, alt: false)], toolbar: .action),
        CommandRow(.toggleSettings, label: tr("Settings"), tooltip: tr("Pen settings"), toolbar: .action),
        CommandRow(.showHelp, label: tr("Help"), tooltip: tr("Keyboard shortcuts"),
                   keys: [any(.f1), any(.character("?")), any(.character("/"), shift: true)], toolbar: .action),
    ]

    private static let tools: [CommandRow] = Tool.pickable.map { tool in
        CommandRow(.tool(tool), label: Strings.toolLabel(tool), keys: tool.shortcut.map { [plain($0)] } ?? [], toolbar: .tool)
    }

    private static let modes: [CommandRow] = CanvasMode.allCases.filter(\.traits.hasButton).map { mode in
        CommandRow(.mode(mode), label: mode.traits.label, tooltip: mode.traits.tooltip, keys: mode.traits.key.map { [plain($0)] } ?? [], toolbar: .mode)
    }

    private static let others: [CommandRow] = [
        CommandRow(.palette, label: tr("Colour and width"), tooltip: tr("Colour and width: click for the palette"), toolbar: .end),
        CommandRow(.more, label: tr("More buttons"), toolbar: .end),
        CommandRow(.typePath, keys: [ctrl("l")]),
        CommandRow(.saveAs, label: tr("Save as…"), keys: [ctrl("s", shift: true, alt: false)]),
        CommandRow(.saveView, keys: [ctrl("s", shift: false, alt: true)]),
        CommandRow(.copy, keys: [ctrl("c")]),
        CommandRow(.paste, keys: [ctrl("v", shift: false)]),
        CommandRow(.rotateRight, label: tr("Rotate right"), keys: [ctrl("]")], toolbar: .menu),
        CommandRow(.rotateLeft, label: tr("Rotate left"), keys: [ctrl("[")], toolbar: .menu),
        CommandRow(.flipHorizontally, label: tr("Flip horizontally"), keys: [ctrl("h", shift: true)], toolbar: .menu),
        CommandRow(.flipVertically, label: tr("Flip vertically"), keys: [ctrl("v", shift: true)], toolbar: .menu),
        CommandRow(.deleteSelection, keys: [any(.delete), any(.backspace)]),
        CommandRow(.toggleFill, keys: [plain("f")]),
        CommandRow(.changeWidth(-1), keys: [plain("[", shift: false)]),
        CommandRow(.changeWidth(-5), keys: [plain("[", shift: true)]),
        CommandRow(.changeWidth(1), keys: [plain("]", shift: false)]),
        CommandRow(.changeWidth(5), keys: [plain("]", shift: true)]),
        CommandRow(.nudgeSlider(-1), keys: [any(.left, shift: false), any(.down, shift: false)]),
        CommandRow(.nudgeSlider(1), keys: [any(.right, shift: false), any(.up, shift: false)]),
        CommandRow(.nudgeSlider(-10), keys: [any(.left, shift: true), any(.down, shift: true)]),
        CommandRow(.nudgeSlider(10), keys: [any(.right, shift: true), any(.up, shift: true)]),
        CommandRow(.zoomIn, keys: [ctrl("="), ctrl("+")]),
        CommandRow(.zoomOut, keys: [ctrl("-")]),
        CommandRow(.zoomToFit, keys: [ctrl("0")]),
        CommandRow(.zoomToActualSize, keys: [ctrl("1")]),
        CommandRow(.closePanel, keys: [any(.escape)]),
        CommandRow(.enterActions, keys: [any(.enter)]),
        CommandRow(.quit, keys: [ctrl("q")]),
    ]

    private static let byCommand: [Command: CommandRow] = Dictionary(rows.map { ($0.command, $0) }) { first, _ in first }

    static func row(_ command: Command) -> CommandRow? { byCommand[command] }

    /// The toolbar's buttons in `placement`, in the table's order.
    static func buttons(_ placement: CommandRow.Placement) -> [Command] { rows.filter { $0.toolbar == placement }.map(\.command) }

    /// What a press does, if anything: the command of the first key that matches it.
    static func command(for key: Key, _ modifiers: KeyModifiers) -> Command? {
        rows.first { $0.keys.contains { $0.matches(key, modifiers) } }?.command
    }

    /// The first key of `command`, as people write it (`Ctrl+Shift+Z`, `P`, `F1`), for tooltips.
    static func keys(for command: Command) -> String? { row(command)?.keys.first?.written }

    /// Its name in the overflow menu and the help's legend.
    static func label(_ command: Command) -> String { row(command)?.label ?? "\(command)" }

    /// What hovering its button says: its name, and its key when it has one.
    static func tooltip(_ command: Command) -> String {
        let name = row(command).flatMap { $0.tooltip ?? $0.label } ?? "\(command)"
        return keys(for: command).map { Strings.tooltip(name: name, key: $0) } ?? name
    }

    /// Presses that two rows of `rows` both match (the first would shadow the other), as
    /// people write them, and commands with two rows: none in `rows` itself.
    static func conflicts(in rows: [CommandRow]) -> [String] {
        var found: [String] = []
        var seen: Set<Command> = []
        for row in rows where !seen.insert(row.command).inserted { found.append("\(row.command) twice") }
        let keyed = rows.flatMap { row in row.keys.map { (chord: $0, command: row.command) } }
        let held = [false, true].flatMap { control in [false, true].flatMap { shift in [false, true].map { alt in (control, shift, alt) } } }
        for (i, a) in keyed.enumerated() {
            for b in keyed[(i + 1)...] where a.chord.key == b.chord.key && a.command != b.command {
                for (control, shift, alt) in held {
                    let modifiers = KeyModifiers().union(control ? .control : []).union(shift ? .shift : []).union(alt ? .alt : [])
                    if a.chord.matches(a.chord.key, modifiers) && b.chord.matches(b.chord.key, modifiers) {
                        found.append(Chord(key: a.chord.key, control: control, shift: shift, alt: alt).written)
                    }
                }
            }
        }
        return found
    }
}
