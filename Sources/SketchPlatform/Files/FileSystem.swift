import FoundationEssentials
import SketchCore
import SketchTranslation
import Glibc

/// The calls on files and folders that Foundation's FileManager would make with a path's UTF-8,
/// made here with its bytes (`PathBytes`), so a name that is not UTF-8 is found, listed, read
/// and removed as it is on disk.
public enum FileSystem {
    /// What is at `path`, through links unless `following` is false; nil (with `errno`) when
    /// nothing is there or it cannot be reached.
    public static func status(_ path: String, following: Bool = true) -> stat? {
        var info = stat()
        let result = path.withSystemPath { following ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? info : nil
    }

    /// Whether something is at `path` (following links, as FileManager's `fileExists` does).
    public static func exists(_ path: String) -> Bool { status(path) != nil }

    /// Whether `path` is a folder (a link to one counts).
    public static func isFolder(_ path: String) -> Bool { status(path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false }

    /// The names in `folder` but `.` and `..`, each as its bytes are; nil when it cannot be listed.
    public static func names(in folder: String) -> [String]? {
        guard let dir = folder.withSystemPath({ opendir($0) }) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { PathBytes.decode($0.prefix { $0 != 0 }) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The whole file at `path`; nil when it cannot be opened or read.
    public static func contents(_ path: String) -> Data? {
        guard let file = FileDescriptor(opening: path, O_RDONLY | O_CLOEXEC) else { return nil }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(file.raw, $0.baseAddress!, $0.count) }
            if n > 0 { data.append(contentsOf: chunk[0..<n]); continue }
            if n == 0 { return data }
            if errno != EINTR { return nil }
        }
    }

    /// What the symbolic link at `path` holds, or nil when it is not one.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = path.withSystemPath { readlink($0, &buffer, buffer.count - 1) }
        guard n >= 0 else { return nil }
        return buffer.withUnsafeBufferPointer { $0.withMemoryRebound(to: UInt8.self) { PathBytes.decode($0.prefix(n)) } }
    }

    /// `path` with every link and `.`/`..` resolved (realpath); nil with `errno` when it cannot be.
    public static func resolved(_ path: String) -> String? {
        guard let resolved = path.withSystemPath({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return PathBytes.decode(cString: resolved)
    }

    /// Removes the file at `path`, or the folder with everything in it; never follows a link.
    public static func remove(_ path: String) {
        if let info = status(path, following: false), info.st_mode & S_IFMT == S_IFDIR {
            for name in names(in: path) ?? [] { remove(path + "/" + name) }
            _ = path.withSystemPath { rmdir($0) }
        } else {
            _ = path.withSystemPath { unlink($0) }
        }
    }
}
