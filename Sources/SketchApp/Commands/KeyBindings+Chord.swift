import SketchCore
import SketchTranslation

extension KeyBindings {
    /// One press: a key, and whether Ctrl, Shift and Alt must be held (true), must not be
    /// (false), or either (nil). Every key the window shows (the help's lines, the legend, the
    /// tooltips, the messages that name a key, the documents) is written from these.
    public struct Chord: Sendable {
        public var key: Key
        public var control: Bool?
        public var shift: Bool?
        public var alt: Bool?
        /// False for a second way to type a key the help already lists (Shift+/ is ? on most
        /// layouts): it is matched, never written in the help.
        public var listed: Bool

        public init(key: Key, control: Bool? = nil, shift: Bool? = nil, alt: Bool? = nil, listed: Bool = true) {
            self.key = key; self.control = control; self.shift = shift; self.alt = alt; self.listed = listed
        }

        /// The press as people write it (`Ctrl+Shift+Z`, `P`, `F1`), in the user's language
        /// (German keyboards say Strg); the documents, made without a catalogue, get the English.
        public var written: String {
            let held = (control == true ? [tr("Ctrl")] : []) + (alt == true ? [tr("Alt")] : []) + (shift == true ? [tr("Shift")] : [])
            return (held + [Self.name(of: key)]).joined(separator: "+")
        }

        static func name(of key: Key) -> String {
            switch key {
            case .character(let c): return String(c).uppercased()
            case .f1: return "F1"
            case .f10: return "F10"
            case .escape: return tr("Escape")
            case .enter: return tr("Enter")
            case .delete: return tr("Delete")
            case .backspace: return tr("Backspace")
            case .left: return tr("Left")
            case .right: return tr("Right")
            case .up: return tr("Up")
            case .down: return tr("Down")
            // Bound to no command (the picker and the text fields read them themselves).
            case .pageUp: return "Page Up"
            case .pageDown: return "Page Down"
            case .home: return "Home"
            case .end: return "End"
            }
        }

        public func matches(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
            key == self.key && control.map { $0 == modifiers.contains(.control) } != false
                && shift.map { $0 == modifiers.contains(.shift) } != false && alt.map { $0 == modifiers.contains(.alt) } != false
        }
    }
}
