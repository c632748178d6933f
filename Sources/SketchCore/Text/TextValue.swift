import SketchTranslation

/// Text from outside (the config file, file names) as messages may show it: control
/// characters never reach the terminal raw, and a long value is cut short.
public enum TextValue {
    /// C0 controls (NUL, ESC, newline, tab, ...), DEL and the C1 controls.
    public static func isControl(_ s: Unicode.Scalar) -> Bool {
        s.value < 0x20 || (0x7F...0x9F).contains(s.value)
    }

    /// `text` in quotes, control characters written as \u{1B}, at most `limit` characters.
    public static func shown(_ text: String, limit: Int = 80) -> String {
        "\"" + escaped(text, limit: limit) + "\""
    }

    /// `text` with control characters written as \u{1B} and bytes that are not UTF-8 as \xE9
    /// (`PathBytes`): a file name in a message.
    public static func escaped(_ text: String, limit: Int = .max) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || PathBytes.isEscape($0) }) || text.unicodeScalars.count > limit else { return text }
        var out = ""
        for (i, s) in text.unicodeScalars.enumerated() {
            if i == limit { out += "…"; break }
            out += isControl(s) ? "\\u{" + String(s.value, radix: 16, uppercase: true) + "}" : PathBytes.isEscape(s) ? PathBytes.shownByte(s) : String(s)
        }
        return out
    }
}
