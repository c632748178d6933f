import FoundationEssentials
import Glibc
import SketchCore
import SketchTranslation

/// The places the photo picker lists: home, the XDG user folders (as `user-dirs.dirs` names
/// them) where they exist, then the removable drives mounted where desktops (udisks) mount
/// them, as `/proc/self/mounts` lists them.
public enum Places {
    /// The user folders listed, in order, with the `user-dirs.dirs` key and the fallback name of each.
    static let userFolders: [(PickerPlace.Kind, String, String)] = [
        (.pictures, "XDG_PICTURES_DIR", "Pictures"), (.desktop, "XDG_DESKTOP_DIR", "Desktop"), (.documents, "XDG_DOCUMENTS_DIR", "Documents"),
        (.downloads, "XDG_DOWNLOAD_DIR", "Downloads"), (.music, "XDG_MUSIC_DIR", "Music"), (.videos, "XDG_VIDEOS_DIR", "Videos"),
    ]

    /// `user`: whose drives are listed (the process's user when nil).
    public static func list(_ environment: [String: String], user: String? = nil, readFile: (String) -> String?, isFolder: (String) -> Bool) -> [PickerPlace] {
        let home = XDGPaths.home(environment)
        var out = [PickerPlace(.home, path: home)]
        for (kind, key, fallback) in userFolders {
            let path = XDGPaths.userDir(key, fallback: fallback, environment, readFile: readFile)
            if path != home, isFolder(path), !out.contains(where: { $0.path == path }) { out.append(PickerPlace(kind, path: path)) }
        }
        let user = user ?? userName() ?? PathName.last(home)
        for mount in drives(readFile("/proc/self/mounts") ?? "", user: user) where !out.contains(where: { $0.path == mount }) {
            out.append(PickerPlace(.drive(name: PathName.last(mount)), path: mount))
        }
        return out
    }

    /// The mount points of removable drives in the text of a mounts table, in its order: a
    /// device's (`/dev/…`) mounted where udisks puts the user's drives, `/media/USER/NAME` or
    /// `/run/media/USER/NAME`, or straight under `/media` (`/media/NAME`, as older desktops
    /// did), with the table's octal escapes (`\040` for a space) undone. System mounts (a
    /// `tmpfs` anywhere, what is under `/mnt`) are not drives to open photos from.
    public static func drives(_ mounts: String, user: String) -> [String] {
        var out: [String] = []
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, fields[0].hasPrefix("/dev/") else { continue }
            let point = unescaped(fields[1])
            let userFolders = ["/media/" + user + "/", "/run/media/" + user + "/"]
            let inUserFolder = userFolders.contains { point.hasPrefix($0) && !point.dropFirst($0.count).isEmpty && !point.dropFirst($0.count).contains("/") }
            let underMedia = point.hasPrefix("/media/") && point != "/media/" + user && !point.dropFirst("/media/".count).contains("/")
            guard inUserFolder || underMedia, !out.contains(point) else { continue }
            out.append(point)
        }
        return out
    }

    /// The login name of the process's user, as udisks names the user's folders of drives.
    static func userName() -> String? {
        var entry = passwd(), found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found) == 0, found != nil, let name = entry.pw_name else { return nil }
        return PathBytes.decode(cString: name)
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
