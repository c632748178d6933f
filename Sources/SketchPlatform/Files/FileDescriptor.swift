import Glibc
import SketchCore

/// An open file descriptor with exactly one owner. It cannot be copied, so two values never
/// close the same number; it closes when its owner lets it go (`deinit`), on every path out of
/// a scope, a throw included, or earlier through the consuming `close()`, after which it is gone
/// and cannot be used or closed again. Where a C API takes the number over, `release()` hands it
/// out and the comment there says who closes it.
///
/// A number closed twice is not harmless in a process with threads: between the two closes
/// another thread may have been given the same number, and its file is then closed under it.
public struct FileDescriptor: ~Copyable, Sendable {
    /// The descriptor's number, for system calls that use it without taking it over.
    public let raw: Int32

    /// Takes ownership of `raw`, an open descriptor; nil when it is negative (a failed `open`).
    public init?(_ raw: Int32) {
        guard raw >= 0 else { return nil }
        self.raw = raw
    }

    /// Opens `path`; nil (with `errno` set) when it cannot.
    public init?(opening path: String, _ flags: Int32, mode: mode_t = 0) {
        self.init(path.withSystemPath { Glibc.open($0, flags, mode) })
    }

    /// Closes the descriptor now; the system's result (0, or -1 with `errno`), which matters
    /// for files written to (a late write error can surface here).
    @discardableResult
    public consuming func close() -> Int32 {
        let result = Self.closeNumber(raw)
        discard self
        return result
    }

    /// Gives up ownership: the caller, or the C API it hands the number to, closes it.
    public consuming func release() -> Int32 {
        let number = raw
        discard self
        return number
    }

    /// Writes all of `bytes`, going on after a short write or a signal; false (with `errno`
    /// set) when the system refuses.
    public func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool { Self.writeAll(bytes, to: raw) }

    /// `writeAll` to a descriptor owned elsewhere.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to raw: Int32) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(raw, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            done += n
        }
        return true
    }

    deinit { Self.closeNumber(raw) }

    /// The one place a descriptor is closed. EINTR is not retried: on Linux the number is
    /// freed whatever close returns, and a retry could close another thread's new descriptor.
    @discardableResult
    private static func closeNumber(_ number: Int32) -> Int32 { Glibc.close(number) }
}

/// The two ends of a pipe, each with its own owner.
public struct PipeEnds: ~Copyable {
    public var read: FileDescriptor
    public var write: FileDescriptor

    /// A new pipe whose ends close on exec; nil (with `errno` set) when the system has none.
    public init?() {
        var ends: [Int32] = [-1, -1]
        // (pipe2 is a GNU extension that Swift's Glibc does not import.)
        guard Glibc.pipe(&ends) == 0, let r = FileDescriptor(ends[0]), let w = FileDescriptor(ends[1]) else { return nil }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        read = r
        write = w
    }
}

extension Optional where Wrapped == FileDescriptor {
    /// The descriptor's number, or -1 when there is none; borrows, where `?.raw` would consume.
    public var raw: Int32 {
        switch self {
        case .some(let file): return file.raw
        case .none: return -1
        }
    }
}
