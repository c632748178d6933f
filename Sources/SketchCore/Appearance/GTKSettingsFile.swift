/// GTK's `settings.ini` (a GKeyFile): `key = value` lines in a `[Settings]` group, `#` comments.
enum GTKSettingsFile {
    /// The `[Settings]` group's values by key; the last line with a key wins, as in GTK.
    static func values(_ text: String) -> [String: String] {
        var out: [String: String] = [:]
        var inSettings = false
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let line = raw.trimmingCharacters(in: " \t")
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            if line.hasPrefix("[") {
                inSettings = line == "[Settings]"
                continue
            }
            guard inSettings, let eq = line.firstIndex(of: "=") else { continue }
            let key = line[..<eq].trimmingCharacters(in: " \t")
            var value = line[line.index(after: eq)...].trimmingCharacters(in: " \t")
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = String(value.dropFirst().dropLast()) }
            out[key] = value
        }
        return out
    }

    /// A GKeyFile boolean: `true`/`false`, also `1`/`0` as GTK accepts them.
    static func boolean(_ value: String) -> Bool? {
        switch value.lowercased() {
        case "true", "1", "yes": true
        case "false", "0", "no": false
        default: nil
        }
    }
}
