/// The picker's paths as text: what its path field shows for a folder, and the path a typed
/// text names (relative to the folder shown, `~` for the home folder, `.` and `..` resolved).
enum PickerPath {
    /// A folder as the field shows it: with a slash at the end, so a typed name goes in it.
    static func shown(_ folder: String) -> String { folder.hasSuffix("/") ? folder : folder + "/" }

    static func join(_ folder: String, _ name: String) -> String { folder == "/" ? "/" + name : folder + "/" + name }

    static func parent(of folder: String) -> String {
        let parts = components(folder)
        return parts.isEmpty ? "/" : "/" + parts.dropLast().joined(separator: "/")
    }

    /// The absolute path `typed` names, seen from `folder`.
    static func resolve(_ typed: String, in folder: String, home: String?) -> String {
        var text = typed
        if let home, text == "~" || text.hasPrefix("~/") { text = home + text.dropFirst() }
        if !text.hasPrefix("/") { text = join(folder, text) }
        var out: [Substring] = []
        for part in text.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !out.isEmpty { out.removeLast() }
            default: out.append(part)
            }
        }
        return "/" + out.joined(separator: "/")
    }

    private static func components(_ path: String) -> [Substring] { path.split(separator: "/", omittingEmptySubsequences: true) }
}
