import SketchTranslation

/// Writing settings back into a file a person may have edited: only the keys whose value the
/// app changed are touched, each on the line that sets it, so comments, blank lines, unknown
/// keys and values the app rejected stay as they were.
extension Settings {
    /// The file's new text after the app changed `old` into `new`, or nil when no stored value
    /// changed. With no file yet (`text` nil), the whole file as the app writes it.
    public static func updating(_ text: String?, from old: Settings, to new: Settings) -> String? {
        updating(bytes: text.map(PathBytes.encode), from: old, to: new).map { PathBytes.decode($0) }
    }

    /// `updating` on the file's bytes: every line the app does not change stays byte for byte,
    /// whatever its encoding (a comment in Latin-1 is not made UTF-8), and so does its line end.
    /// A value is written as the bytes it was read from (`PathBytes`): a folder's Latin-1 name
    /// stays Latin-1.
    public static func updating(bytes: [UInt8]?, from old: Settings, to new: Settings) -> [UInt8]? {
        let before = Dictionary(old.entries, uniquingKeysWith: { $1 })
        let changed = new.entries.filter { before[$0.key] != $0.value }
        guard !changed.isEmpty else { return nil }
        guard let bytes else { return PathBytes.encode(new.text) }
        let newline = UInt8(ascii: "\n")
        var lines = bytes.split(separator: newline, omittingEmptySubsequences: false).map(Array.init)
        // A file that ends with a newline splits into a last empty piece; it stays last.
        let endsWithNewline = lines.last?.isEmpty == true
        if endsWithNewline { lines.removeLast() }
        for (key, value) in changed {
            // The last line with the key is the one that counts when the file is read.
            if let i = lines.lastIndex(where: { Self.key(ofLine: String(decoding: $0, as: UTF8.self)) == key }) {
                let eq = lines[i].firstIndex(of: UInt8(ascii: "="))!
                let end: [UInt8] = lines[i].last == UInt8(ascii: "\r") ? [UInt8(ascii: "\r")] : []
                lines[i] = Array(lines[i][...eq]) + PathBytes.encode(" \(value)") + end
            } else {
                lines.append(PathBytes.encode("\(key) = \(value)"))
            }
        }
        return Array(lines.joined(separator: [newline])) + [newline]
    }

    /// The key a `key = value` line sets, as `parse` reads it; nil for comments and blank lines.
    static func key(ofLine line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: " \t\r")
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), let eq = trimmed.firstIndex(of: "=") else { return nil }
        return trimmed[..<eq].trimmingCharacters(in: " \t")
    }
}
