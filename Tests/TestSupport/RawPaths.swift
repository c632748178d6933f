import Foundation

/// Files named by raw bytes, for tests of names that are not UTF-8 (a Latin-1 `caf\xE9.png`):
/// made, read and listed with the system's own calls, since FileManager would turn such a
/// name's bytes into U+FFFD.
public enum RawPaths {
    /// `folder`'s UTF-8, a slash, and `name` as it is.
    public static func join(_ folder: String, _ name: [UInt8]) -> [UInt8] { Array(folder.utf8) + [UInt8(ascii: "/")] + name }

    public static func write(_ bytes: [UInt8], to path: [UInt8]) throws {
        let fd = withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw failure("open", path) }
        defer { close(fd) }
        guard bytes.withUnsafeBytes({ Glibc.write(fd, $0.baseAddress!, $0.count) }) == bytes.count else { throw failure("write", path) }
    }

    public static func makeFolder(_ path: [UInt8]) throws {
        guard withCString(path, { mkdir($0, 0o755) }) == 0 else { throw failure("mkdir", path) }
    }

    /// The file's bytes, or nil when there is none.
    public static func read(_ path: [UInt8]) -> [UInt8]? {
        let fd = withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var out: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            guard n > 0 else { return n == 0 ? out : nil }
            out += chunk[0..<n]
        }
    }

    /// The names in `folder`, as bytes, sorted, without `.` and `..`.
    public static func names(in folder: [UInt8]) -> [[UInt8]] {
        guard let dir = withCString(folder, { opendir($0) }) else { return [] }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    public static func exists(_ path: [UInt8]) -> Bool {
        var info = stat()
        return withCString(path) { lstat($0, &info) } == 0
    }

    private static func withCString<R>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    private static func failure(_ call: String, _ path: [UInt8]) -> Error {
        NSError(domain: "RawPaths", code: Int(errno), userInfo: [NSLocalizedDescriptionKey: "\(call) \(path): \(String(cString: strerror(errno)))"])
    }
}
