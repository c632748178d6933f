import Foundation

/// Writes files so that a crash, a kill or a full disk never leaves a partial file behind:
/// the bytes go to a temporary file in the same folder, are flushed to disk, and only then
/// take the final name.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let tmp = TemporaryName.beside(path)
        let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ImageFileError(path: path, reason: "cannot write in \(folder): \(errnoText())") }
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errnoText(); return
                }
                done += n
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = errnoText() }
        close(fd)
        if let failure {
            unlink(tmp)
            throw ImageFileError(path: path, reason: "writing failed: \(failure)")
        }
        if replacing {
            guard rename(tmp, path) == 0 else {
                let reason = errnoText(); unlink(tmp)
                throw ImageFileError(path: path, reason: "cannot rename into place: \(reason)")
            }
        } else {
            // link() fails if the name is taken, so an existing file is never replaced.
            guard link(tmp, path) == 0 else {
                let reason = errno == EEXIST ? "a file with that name already exists" : errnoText()
                unlink(tmp)
                throw ImageFileError(path: path, reason: reason)
            }
            unlink(tmp)
        }
        let dirFD = open(folder, O_RDONLY | O_DIRECTORY)
        if dirFD >= 0 { fsync(dirFD); close(dirFD) }
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }
}
