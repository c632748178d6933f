import FoundationEssentials
import SketchCore
import Glibc
import SketchTranslation

/// Writing to standard output and standard error without dying when the reader has gone:
/// the app ignores SIGPIPE (`ignoreBrokenPipes`), so a closed pipe is an EPIPE error here,
/// reported for standard output and dropped for messages on standard error. (Foundation's
/// `FileHandle.write(_:)` stops the program on any write error.)
public enum StandardStreams {
    /// Called once at start: a reader that goes away (a clipboard helper, `-o -` into a closed
    /// pipe) must give an error to handle, not end the app.
    public static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    /// Writes all of `bytes` to standard output.
    public static func writeOutput(_ bytes: [UInt8]) throws {
        if let code = write(bytes, to: STDOUT_FILENO) {
            throw PlatformError.file(tr("standard output"), reason: tr("writing failed: {system}", ["system": InputFile.osReason(code)]))
        }
    }

    /// One line on standard output; lost, not fatal, if nobody reads it.
    public static func printOutput(_ line: String) {
        _ = write(Array((PathBytes.display(line) + "\n").utf8), to: STDOUT_FILENO)
    }

    /// One line on standard error; lost, not fatal, if nobody reads it. A path's bytes that are
    /// not UTF-8 show as `\xE9` (`PathBytes.display`).
    public static func printError(_ line: String) {
        _ = write(Array((PathBytes.display(line) + "\n").utf8), to: STDERR_FILENO)
    }

    /// Text on standard error as it is, with no newline (a countdown that rewrites its line).
    public static func writeError(_ text: String) {
        _ = write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Nil when everything was written, else the errno that stopped it.
    private static func write(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { raw -> Int32? in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n >= 0 { done += n; continue }
                switch errno {
                case EINTR: continue
                case EAGAIN:
                    var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&p, 1, -1)
                default: return errno
                }
            }
            return nil
        }
    }
}
