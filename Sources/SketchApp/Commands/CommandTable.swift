import SketchCore
import SketchTranslation

/// Every command of the window, in one table, a row each (`CommandRow`): the key handler, the
/// toolbar and its overflow menu, the tooltips, the help overlay and its legend, the man page's
/// KEYS and the guide's key table all come from it, and `SketchController.perform(_:)` does
/// what a row says. The rows of the tools and the modes come from `Tool.traits` and
/// `CanvasMode.traits`. The toolbar's buttons are in the rows' order.
enum CommandTable {
    typealias Chord = KeyBindings.Chord

    /// A letter with Ctrl held.
    static func ctrl(_ c: Character, shift: Bool? = nil, alt: Bool? = nil, listed: Bool = true) -> Chord {
        Chord(key: .character(c), control: true, shift: shift, alt: alt, listed: listed)
    }
    /// A key without Ctrl.
    static func plain(_ c: Character, shift: Bool? = nil) -> Chord { Chord(key: .character(c), control: false, shift: shift) }
    /// A key with any modifiers.
    static func any(_ key: Key, shift: Bool? = nil, listed: Bool = true) -> Chord { Chord(key: key, shift: shift, listed: listed) }

    private static let byCommand: [Command: CommandRow] = Dictionary(rows.map { ($0.command, $0) }) { first, _ in first }

    static func row(_ command: Command) -> CommandRow? { byCommand[command] }

    /// The toolbar's buttons in `placement`, in the table's order.
    static func buttons(_ placement: CommandRow.Placement) -> [Command] { rows.filter { $0.toolbar == placement }.map(\.command) }

    /// The commands `menu` lists, section by section (`MenuPlace`'s order), each in the table's order.
    static func menu(_ menu: Menu) -> [[Command]] {
        let places = Set(rows.flatMap(\.menus).filter { $0.menu == menu }).sorted()
        return places.map { place in rows.filter { $0.menus.contains(place) }.map(\.command) }
    }

    /// A command's name in the menus.
    static func menuLabel(_ command: Command) -> String { row(command).flatMap { $0.menuLabel ?? $0.label } ?? "\(command)" }

    /// What a press does, if anything: the command of the first key that matches it.
    static func command(for key: Key, _ modifiers: KeyModifiers) -> Command? {
        rows.first { $0.keys.contains { $0.matches(key, modifiers) } }?.command
    }

    /// The first key of `command`, as people write it (`Ctrl+Shift+Z`, `P`, `F1`), for tooltips.
    static func keys(for command: Command) -> String? { row(command)?.keys.first?.written }

    /// The first key of `command`, for a message that names it (`Ctrl+Z takes it back`).
    static func key(_ command: Command) -> String { keys(for: command) ?? "" }

    /// Its name in the overflow menu and the help's legend.
    static func label(_ command: Command) -> String { row(command)?.label ?? "\(command)" }

    /// Its button's picture as the toolbar is now.
    static func icon(_ command: Command, fill: Bool) -> Icon? { row(command)?.icon(fill: fill) }

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
