import SketchCore
import SketchTranslation

extension KeyBindings {
    /// A help line's keys, written from its commands' chords in `CommandTable` (never typed),
    /// and the commands the line covers (none for a gesture).
    struct Keys {
        var written: String
        var commands: [Command]

        /// The listed keys of each command in turn: `Ctrl+O, Ctrl+L`, `Ctrl+Shift+Z, Ctrl+Y`.
        static func of(_ commands: Command...) -> Keys { of(commands) }

        static func of(_ commands: [Command]) -> Keys { Keys(written: list(commands.flatMap(listed)), commands: commands) }

        /// Groups one after the other: `V; Delete, Backspace`.
        static func groups(_ groups: Keys...) -> Keys {
            // TRANSLATORS: two groups of keys on a line of the help: "V; Delete, Backspace".
            Keys(written: fold(groups.map(\.written)) { tr("{first}; {second}", ["first": $0, "second": $1]) }, commands: groups.flatMap(\.commands))
        }

        /// How the keys of two opposite commands pair up.
        enum Pairing {
            /// `[ and ]`, `Ctrl+= and Ctrl+-`.
            case and
            /// `Left/Right, Down/Up`.
            case slash
        }

        /// Two commands that go opposite ways, their keys side by side in pairs; `also` are the
        /// same with Shift held, which the line's words tell.
        static func opposites(_ a: Command, _ b: Command, _ pairing: Pairing, also: [Command] = []) -> Keys {
            let pairs = zip(listed(a), listed(b)).map { first, second in
                switch pairing {
                // TRANSLATORS: the keys of two opposite commands on a line of the help: "[ and ]".
                case .and: return tr("{first} and {second}", ["first": first, "second": second])
                case .slash: return first + "/" + second
                }
            }
            return Keys(written: list(pairs), commands: [a, b] + also)
        }

        /// A gesture (a modifier with the wheel or a drag), in words: no command's.
        static func gesture(_ words: String) -> Keys { Keys(written: words, commands: []) }

        /// The keys of `command` the help lists, as people write them.
        static func listed(_ command: Command) -> [String] { CommandTable.row(command)?.keys.filter(\.listed).map(\.written) ?? [] }

        /// `items` as a list: `A, B, C`.
        static func list(_ items: [String]) -> String {
            // TRANSLATORS: two keys in a list, as the help writes them: "Ctrl+O, Ctrl+L".
            fold(items) { tr("{first}, {second}", ["first": $0, "second": $1]) }
        }

        private static func fold(_ items: [String], _ join: (String, String) -> String) -> String {
            items.dropFirst().reduce(items.first ?? "", join)
        }
    }

    /// The keys of `command` the help lists, as alternatives: `F1 or ?`, `Delete or Backspace`.
    public static func either(_ command: Command) -> String {
        let keys = Keys.listed(command)
        // TRANSLATORS: two keys that do the same: "F1 or ?".
        return keys.dropFirst().reduce(keys.first ?? "") { tr("{first} or {second}", ["first": $0, "second": $1]) }
    }
}
