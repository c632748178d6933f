import FoundationEssentials
import Glibc

/// Where the app's files go, by the XDG Base Directory and user-dirs rules, in one place: the
/// settings, the sessions and the Pictures folder (and `--paths`) all come from here.
/// - Home: `$HOME`, or the account's home folder when it is unset or empty.
/// - `XDG_CONFIG_HOME` and `XDG_STATE_HOME` count only when absolute (the spec says relative
///   ones are invalid), else `~/.config` and `~/.local/state`.
/// - Pictures: `XDG_PICTURES_DIR` in `$XDG_CONFIG_HOME/user-dirs.dirs`, with `$HOME` expanded,
///   else `~/Pictures`.
public enum XDGPaths {
    public static func home(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? accountHome()
    }

    /// The home folder the password database gives the user, for a process started without `$HOME`.
    static func accountHome() -> String {
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir, dir.pointee != 0 else { return "/" }
        return String(cString: dir)
    }

    public static func configHome(_ environment: [String: String]) -> String {
        environment["XDG_CONFIG_HOME"].flatMap(absolute) ?? home(environment) + "/.config"
    }

    public static func stateHome(_ environment: [String: String]) -> String {
        environment["XDG_STATE_HOME"].flatMap(absolute) ?? home(environment) + "/.local/state"
    }

    /// The Pictures folder; `readFile` returns a file's text or nil.
    public static func pictures(_ environment: [String: String], readFile: (String) -> String?) -> String {
        userDir("XDG_PICTURES_DIR", fallback: "Pictures", environment, readFile: readFile)
    }

    /// A folder of `user-dirs.dirs` (`XDG_DESKTOP_DIR`, `XDG_DOWNLOAD_DIR`…), as `pictures`
    /// finds Pictures: the file's entry, else `~/<fallback>`.
    public static func userDir(_ key: String, fallback: String, _ environment: [String: String], readFile: (String) -> String?) -> String {
        let home = home(environment)
        if let text = readFile(configHome(environment) + "/user-dirs.dirs"), let dir = parseUserDirs(text, home: home, key: key) {
            return dir
        }
        return (home == "/" ? "" : home) + "/" + fallback
    }

    /// The folder named by `key` (by default `XDG_PICTURES_DIR`) in the text of a
    /// `user-dirs.dirs` file, or nil. The format is shell-like: `XDG_PICTURES_DIR="$HOME/Pictures"`,
    /// with `#` comments.
    public static func parseUserDirs(_ text: String, home: String, key: String = "XDG_PICTURES_DIR") -> String? {
        let blanks = String.blanks
        var result: String?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: blanks)
            guard !line.hasPrefix("#"), let eq = line.firstIndex(of: "=") else { continue }
            guard line[..<eq].trimmingCharacters(in: blanks) == key else { continue }
            var value = line[line.index(after: eq)...].trimmingCharacters(in: blanks)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            value = value.replacing("\\\"", with: "\"")
            if value.hasPrefix("$HOME") {
                value = home + value.dropFirst(5)
            } else if value.hasPrefix("${HOME}") {
                value = home + value.dropFirst(7)
            }
            // Only absolute paths or $HOME-relative ones are valid.
            guard value.hasPrefix("/") else { continue }
            while value.count > 1 && value.hasSuffix("/") { value.removeLast() }
            // "$HOME/" alone means the home folder, which xdg-user-dirs treats as "disabled".
            result = value == home ? nil : value
        }
        return result
    }

    private static func absolute(_ path: String) -> String? { path.hasPrefix("/") ? path : nil }
}
