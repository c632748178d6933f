import FoundationEssentials
import SketchCore
import Glibc
import SketchTranslation

/// Writes files so that a crash, a kill or a full disk never leaves a partial file behind:
/// the bytes go to a temporary file in the same folder, are flushed to disk, and only then
/// take the final name. Only a regular file is ever replaced: a device, a FIFO or a folder
/// at the name is refused, never renamed over, and a symbolic link has its target replaced.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws {
        // The system would end the name at the NUL and write to another file.
        guard !path.utf8.contains(0) else { throw PlatformError.file(path, reason: tr("the name contains a NUL character")) }
        let target = replacing ? try replaceableTarget(path) : path
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let tmp = TemporaryName.beside(target)
        guard let file = FileDescriptor(opening: tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o644) else { throw PlatformError.file(path, reason: tr("cannot write in {folder}: {system}", ["folder": folder, "system": InputFile.osReason()])) }
        var failure: String?
        if !bytes.withUnsafeBytes({ file.writeAll($0) }) { failure = InputFile.osReason() }
        if failure == nil && fsync(file.raw) != 0 { failure = InputFile.osReason() }
        if file.close() != 0 && failure == nil { failure = InputFile.osReason() }
        if let failure {
            unlinkPath(tmp)
            throw PlatformError.file(path, reason: tr("writing failed: {failure}", ["failure": failure]))
        }
        if replacing {
            guard tmp.withSystemPath({ from in target.withSystemPath { rename(from, $0) } }) == 0 else {
                let reason = InputFile.osReason(); unlinkPath(tmp)
                throw PlatformError.file(path, reason: tr("cannot rename into place: {reason}", ["reason": reason]))
            }
        } else {
            // link() fails if the name is taken, so an existing file is never replaced.
            guard tmp.withSystemPath({ from in target.withSystemPath { link(from, $0) } }) == 0 else {
                let reason = errno == EEXIST ? "a file with that name already exists" : InputFile.osReason()
                unlinkPath(tmp)
                throw PlatformError.file(path, reason: reason)
            }
            unlinkPath(tmp)
        }
        if let dir = FileDescriptor(opening: folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) { fsync(dir.raw) }
    }

    /// The path to rename onto: `path`, or the file a symbolic link there points to. Throws when
    /// what is there is not a regular file.
    static func replaceableTarget(_ path: String) throws -> String {
        var info = stat()
        guard path.withSystemPath({ lstat($0, &info) }) == 0 else { return path }
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = FileSystem.resolved(path) else {
                // A link to nothing yet: writing would create its target, which it may name anywhere.
                throw PlatformError.file(path, reason: tr("it is a symbolic link that cannot be followed ({system})", ["system": InputFile.osReason()]))
            }
            target = resolved
            guard target.withSystemPath({ stat($0, &info) }) == 0 else { return target }
        }
        if let kind = InputFile.nonRegularKind(info.st_mode) {
            throw PlatformError.file(path, reason: tr("it is {kind}, and only a regular file is replaced", ["kind": kind]))
        }
        return target
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }

    /// Removes the file at `path` (a temporary one).
    static func unlinkPath(_ path: String) { _ = path.withSystemPath { unlink($0) } }
}
