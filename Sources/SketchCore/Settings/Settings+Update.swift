/// Writing settings back into a file a person may have edited: only the keys whose value the
/// app changed are touched, each on the line that sets it, so comments, blank lines, unknown
/// keys and values the app rejected stay as they were.
extension Settings {
    /// The file's new text after the app changed `old` into `new`, or nil when no stored value
    /// changed. With no file yet (`text` nil), the whole file as the app writes it.
    public static func updating(_ text: String?, from old: Settings, to new: Settings) -> String? {
        let before = Dictionary(old.entries, uniquingKeysWith: { $1 })
        let changed = new.entries.filter { before[$0.key] != $0.value }
        guard !changed.isEmpty else { return nil }
        guard let text else { return new.text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A file that ends with a newline splits into a last empty piece; it stays last.
        let endsWithNewline = lines.last == ""
        if endsWithNewline { lines.removeLast() }
        for (key, value) in changed {
            // The last line with the key is the one that counts when the file is read.
            if let i = lines.lastIndex(where: { Self.key(ofLine: $0) == key }) {
                let line = lines[i]
                let eq = line.firstIndex(of: "=")!
                lines[i] = String(line[...eq]) + " " + value
            } else {
                lines.append("\(key) = \(value)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The key a `key = value` line sets, as `parse` reads it; nil for comments and blank lines.
    static func key(ofLine line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: " \t\r")
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), let eq = trimmed.firstIndex(of: "=") else { return nil }
        return trimmed[..<eq].trimmingCharacters(in: " \t")
    }
}
