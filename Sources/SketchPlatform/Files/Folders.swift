import FoundationEssentials
import SketchCore
import SketchTranslation
import Glibc

/// Creating and listing folders with the system's own calls, so a failure says which folder
/// and the system's reason (never a Foundation error domain and code).
public enum Folders {
    /// Creates `path` and any missing parents.
    public static func create(_ path: String) throws {
        var info = stat()
        if path.withSystemPath({ stat($0, &info) }) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw PlatformError.folder(path, reason: tr("exists but is not a folder")) }
            return
        }
        let parent = PathName.parent(path)
        if !parent.isEmpty && parent != path { try create(parent) }
        guard path.withSystemPath({ mkdir($0, 0o755) }) == 0 || errno == EEXIST else {
            throw PlatformError.folder(path, reason: tr("cannot create the folder: {system}", ["system": InputFile.osReason()]))
        }
    }

    /// Whether `path` is a folder (following links); throws with the system's reason when
    /// nothing is there or it cannot be reached.
    public static func isFolder(_ path: String) throws -> Bool {
        guard !path.utf8.contains(0) else { throw PlatformError.file(path, reason: tr("the name contains a NUL character")) }
        var info = stat()
        guard path.withSystemPath({ stat($0, &info) }) == 0 else { throw PlatformError.file(path, reason: InputFile.osReason()) }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// The entries of `path` (a link to a folder counts as a folder).
    public static func list(_ path: String) throws -> [FolderEntry] {
        guard let dir = path.withSystemPath({ opendir($0) }) else { throw PlatformError.folder(path, reason: tr("cannot list the folder: {system}", ["system": InputFile.osReason()])) }
        defer { closedir(dir) }
        var entries: [FolderEntry] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { PathBytes.decode($0.prefix { $0 != 0 }) }
            if name == "." || name == ".." { continue }
            var info = stat()
            let found = (path + "/" + name).withSystemPath { stat($0, &info) } == 0
            let isFolder = found && info.st_mode & S_IFMT == S_IFDIR
            let modified = found ? Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9 : 0
            entries.append(FolderEntry(name: name, isFolder: isFolder, isPhoto: !isFolder && (PhotoFormats.isPhoto(name) || SketchContainer.isSketchName(name)), modified: modified))
        }
        return entries
    }
}
