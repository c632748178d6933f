import FoundationEssentials
import Glibc
import SketchCore
import SketchTranslation

/// The places the photo picker lists: home, the XDG Pictures, Desktop and Downloads folders
/// (as `user-dirs.dirs` names them) where they exist, then the drives mounted under `/media`,
/// `/run/media` and `/mnt` (where desktops and udisks mount them), as `/proc/self/mounts` lists them.
public enum Places {
    public static func list(_ environment: [String: String], readFile: (String) -> String?, isFolder: (String) -> Bool) -> [PickerPlace] {
        let home = XDGPaths.home(environment)
        var out = [PickerPlace(.home, path: home)]
        let folders: [(PickerPlace.Kind, String, String)] = [(.pictures, "XDG_PICTURES_DIR", "Pictures"), (.desktop, "XDG_DESKTOP_DIR", "Desktop"),
                                                             (.downloads, "XDG_DOWNLOAD_DIR", "Downloads")]
        for (kind, key, fallback) in folders {
            let path = XDGPaths.userDir(key, fallback: fallback, environment, readFile: readFile)
            if path != home, isFolder(path), !out.contains(where: { $0.path == path }) { out.append(PickerPlace(kind, path: path)) }
        }
        for mount in drives(readFile("/proc/self/mounts") ?? "") where !out.contains(where: { $0.path == mount }) {
            out.append(PickerPlace(.drive(name: PathName.last(mount)), path: mount))
        }
        return out
    }

    /// The mount points of removable and other data drives in the text of a mounts table,
    /// in its order: those under `/media/`, `/run/media/` or `/mnt/` (or `/mnt` itself),
    /// with the table's octal escapes (`\040` for a space) undone.
    public static func drives(_ mounts: String) -> [String] {
        var out: [String] = []
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2 else { continue }
            let point = unescaped(fields[1])
            // `/run/media/USER` holds the user's drives; it is not one itself.
            let depth: [(String, Int)] = [("/media/", 1), ("/run/media/", 2), ("/mnt/", 1)]
            let under = depth.contains { prefix, parts in
                point.hasPrefix(prefix) && point.dropFirst(prefix.count).split(separator: "/").count >= parts
            } || point == "/mnt"
            guard under, !out.contains(point) else { continue }
            out.append(point)
        }
        return out
    }

    /// `\ooo` octal escapes undone, on bytes: a name need not be UTF-8.
    static func unescaped(_ field: Substring) -> String {
        let b = Array(field.utf8)
        var bytes: [UInt8] = []
        var i = 0
        while i < b.count {
            let digits = i + 4 <= b.count ? b[(i + 1)..<(i + 4)] : []
            if b[i] == UInt8(ascii: "\\"), digits.count == 3, digits.allSatisfy({ (48...55).contains($0) }),
               let v = UInt8(exactly: digits.reduce(0) { $0 * 8 + Int($1) - 48 }) {
                bytes.append(v)
                i += 4
            } else {
                bytes.append(b[i])
                i += 1
            }
        }
        return PathBytes.decode(bytes)
    }
}
