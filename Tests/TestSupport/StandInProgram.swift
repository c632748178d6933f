import Glibc

/// A stand-in program (a shell script) written where a test puts it first on PATH. Its file is
/// opened close-on-exec: tests start processes side by side, and a child started from another
/// thread while a plain descriptor was open would keep the script open for writing for as
/// long as that child lives, and running the script would then fail with "Text file busy".
public enum StandInProgram {
    public static func write(_ script: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw ToolError(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let bytes = Array(script.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw ToolError(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
            done += n
        }
        fchmod(fd, 0o755)
    }
}
