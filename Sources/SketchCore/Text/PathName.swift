/// The parts of a slash-separated path, read as POSIX does (`basename`, `dirname`), without
/// touching the disk. Trailing slashes name the same folder as without them.
public enum PathName {
    /// The last component: `/a/b.png` → `b.png`, `/a/b/` → `b`, `/` → `/`.
    public static func last(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" || trimmed.isEmpty { return trimmed }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The path without its last component: `/a/b.png` → `/a`, `/a` → `/`, `b.png` → ``.
    public static func parent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let head = withoutTrailingSlashes(String(trimmed[..<slash]))
        return head.isEmpty ? "/" : head
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var s = Substring(path)
        while s.count > 1, s.last == "/" { s = s.dropLast() }
        return String(s)
    }
}
