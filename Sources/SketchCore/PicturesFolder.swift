/// Where saved pictures go: XDG_PICTURES_DIR from `user-dirs.dirs`, with `$HOME` expanded,
/// or else `~/Pictures`. Pure: the caller reads the file and the environment.
public enum PicturesFolder {
    /// The folder named by `XDG_PICTURES_DIR` in the text of a `user-dirs.dirs` file, or nil.
    /// The format is shell-like: `XDG_PICTURES_DIR="$HOME/Pictures"`, with `#` comments.
    public static func parseUserDirs(_ text: String, home: String) -> String? {
        var result: String?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: " \t")
            guard !line.hasPrefix("#"), let eq = line.firstIndex(of: "=") else { continue }
            guard line[..<eq].trimmingCharacters(in: " \t") == "XDG_PICTURES_DIR" else { continue }
            var value = line[line.index(after: eq)...].trimmingCharacters(in: " \t")
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            value = value.replacingOccurrences(of: "\\\"", with: "\"")
            if value.hasPrefix("$HOME") {
                value = home + value.dropFirst(5)
            } else if value.hasPrefix("${HOME}") {
                value = home + value.dropFirst(7)
            }
            // Per the spec, only absolute paths or $HOME-relative ones are valid.
            guard value.hasPrefix("/") else { continue }
            while value.count > 1 && value.hasSuffix("/") { value.removeLast() }
            // "$HOME/" alone means the home folder, which xdg-user-dirs treats as "disabled".
            result = value == home ? nil : value
        }
        return result
    }

    /// The Pictures folder for this environment. `readFile` returns a file's text or nil.
    public static func resolve(environment: [String: String], readFile: (String) -> String?) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        if let text = readFile(configHome + "/user-dirs.dirs"), let dir = parseUserDirs(text, home: home) {
            return dir
        }
        return (home == "/" ? "" : home) + "/Pictures"
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
