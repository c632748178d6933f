import FoundationEssentials
import SketchCore
import Glibc
import SketchTranslation

/// Reads whole input files (photos, documents, standard input) with a cap on their size, and
/// says exactly why one cannot be read: the kind of thing it is when it is not a regular file
/// (a folder, a FIFO, a device), otherwise the system's own reason.
public enum InputFile {
    /// The most a photo may take on disk: an uncompressed 120 MP image with alpha fits.
    public static let maxPhotoBytes = 512 << 20
    /// The most a `.sketch` document may take on disk.
    public static let maxDocumentBytes = 64 << 20
    /// The most a small text file (settings, user-dirs.dirs) may take.
    public static let maxTextBytes = 1 << 20

    /// The text of a small file, or nil when it cannot be read (missing, not a regular file,
    /// too big): for files whose absence means "use the defaults". Decoded reversibly
    /// (`PathBytes`), so a folder named in it keeps bytes that are not UTF-8.
    public static func text(_ path: String) -> String? {
        (try? read(path, limit: maxTextBytes, noun: tr("a text file"))).map { PathBytes.decode($0) }
    }

    /// The bytes of the regular file at `path`; `noun` names what it should be ("a photo").
    public static func read(_ path: String, limit: Int, noun: String) throws -> [UInt8] {
        var info = stat()
        guard path.withSystemPath({ stat($0, &info) }) == 0 else { throw PlatformError.file(path, reason: osReason()) }
        if let kind = nonRegularKind(info.st_mode) { throw PlatformError.file(path, reason: tr("it is {kind}, not {noun}", ["kind": kind, "noun": noun])) }
        // Not blocking: should it have become a FIFO since, opening it does not wait for a writer.
        guard let file = FileDescriptor(opening: path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) else { throw PlatformError.file(path, reason: osReason()) }
        guard fstat(file.raw, &info) == 0 else { throw PlatformError.file(path, reason: osReason()) }
        if let kind = nonRegularKind(info.st_mode) { throw PlatformError.file(path, reason: tr("it is {kind}, not {noun}", ["kind": kind, "noun": noun])) }
        if Int(info.st_size) > limit { throw PlatformError.file(path, reason: tooBig(Int(info.st_size), limit: limit, noun: noun)) }
        return try read(descriptor: file.raw, name: path, limit: limit, noun: noun)
    }

    /// Standard input, read to its end, at most `limit` bytes.
    public static func readStandardInput(limit: Int = maxPhotoBytes, noun: String = tr("a photo")) throws -> Data {
        if isatty(STDIN_FILENO) != 0 {
            throw PlatformError.file(tr("standard input"), reason: tr("it is a terminal; pipe {noun} into it, as in sketchpad - < photo.jpg", ["noun": noun]))
        }
        return Data(try read(descriptor: STDIN_FILENO, name: tr("standard input"), limit: limit, noun: noun))
    }

    /// Everything an open descriptor (a pipe, a file) gives until its end, at most `limit` bytes;
    /// errors name it `name`.
    public static func read(descriptor fd: Int32, name: String, limit: Int, noun: String) throws -> [UInt8] {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw PlatformError.file(name, reason: osReason()) }
        do {
            return try readAll(fd, limit: limit, capacity: info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0)
        } catch let e as ReadFailure {
            throw PlatformError.file(name, reason: e.reason(limit: limit, noun: noun))
        }
    }

    /// What a file of this mode is when it is not a regular file.
    public static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return tr("a folder")
        case S_IFIFO: return tr("a named pipe (FIFO)")
        case S_IFCHR, S_IFBLK: return tr("a device")
        case S_IFSOCK: return tr("a socket")
        default: return tr("not a regular file")
        }
    }

    /// The system's reason for the last failure, as a message continues it ("permission denied").
    public static func osReason(_ code: Int32 = errno) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private enum ReadFailure: Error {
        case tooBig(Int)
        case system(Int32)

        func reason(limit: Int, noun: String) -> String {
            switch self {
            case .tooBig(let size): return InputFile.tooBig(size, limit: limit, noun: noun)
            case .system(let code): return tr("reading failed: {system}", ["system": InputFile.osReason(code)])
            }
        }
    }

    static func tooBig(_ size: Int, limit: Int, noun: String) -> String {
        let mb = 1 << 20
        let shown = size > limit + mb ? tr("it is {size} MB", ["size": (size + mb - 1) / mb]) : tr("it is more than {limit} MB", ["limit": limit / mb])
        return tr("{size}, over the limit of {limit} MB for {noun}", ["size": shown, "limit": limit / mb, "noun": noun])
    }

    /// Reads until the end, or fails as soon as there is more than `limit`. A file of known
    /// size is read into one buffer; a stream, in pieces joined at the end, so that refusing
    /// one that never ends costs no more than the limit.
    private static func readAll(_ fd: Int32, limit: Int, capacity: Int) throws -> [UInt8] {
        var pieces: [[UInt8]] = []
        var total = 0
        // One byte past the size: reading it means the file grew, or the stream goes on.
        var piece = [UInt8](repeating: 0, count: capacity > 0 ? min(capacity, limit) + 1 : min(1 << 16, limit + 1))
        var filled = 0
        while true {
            if filled == piece.count {
                total += filled
                guard total <= limit else { throw ReadFailure.tooBig(total) }
                pieces.append(piece)
                piece = [UInt8](repeating: 0, count: min(max(total, 1 << 16), 16 << 20, limit + 1 - total))
                filled = 0
            }
            let n = piece.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n > 0 { filled += n; continue }
            if n == 0 { break }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                _ = poll(&p, 1, -1)
            default: throw ReadFailure.system(errno)
            }
        }
        total += filled
        guard total <= limit else { throw ReadFailure.tooBig(total) }
        piece.removeSubrange(filled...)
        if pieces.isEmpty { return piece }
        pieces.append(piece)
        return Array(pieces.joined())
    }
}
