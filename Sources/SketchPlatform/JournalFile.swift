import Dispatch
import Foundation
import SketchCore

/// The autosave journal on disk, `${XDG_STATE_HOME:-~/.local/state}/sketchpad/session.journal`.
/// Records are appended and flushed (fsync) on a background queue, a few milliseconds after
/// each edit, well within the second the issue allows; a new drawing replaces the file
/// atomically (temporary file, fsync, rename).
public final class JournalFile: @unchecked Sendable {
    public let path: String
    private let queue = DispatchQueue(label: "sketchpad.journal")
    private var fd: Int32 = -1
    private let log: (String) -> Void

    public init(path: String, log: @escaping (String) -> Void) {
        self.path = path
        self.log = log
    }

    deinit { if fd >= 0 { close(fd) } }

    /// The session before the current one.
    public var previousPath: String { (path as NSString).deletingLastPathComponent + "/session-previous.journal" }

    public static func defaultPath(environment: [String: String]) -> String {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let state = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/state"
        return state + "/sketchpad/session.journal"
    }

    /// The session the journal holds, if any.
    public func read() -> SessionJournal.Replay? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return SessionJournal.replay(data)
    }

    public func write(_ record: SessionJournal.Record) {
        let line = SessionJournal.line(record)
        queue.async { [self] in
            do {
                if case .begin = record {
                    if fd >= 0 { close(fd); fd = -1 }
                    let folder = (path as NSString).deletingLastPathComponent
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    // The session being replaced stays one step back, in case it was wanted.
                    if FileManager.default.fileExists(atPath: path) { rename(path, previousPath) }
                    try AtomicFile.write([UInt8](line), to: path, replacing: true)
                    return
                }
                if fd < 0 {
                    fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
                    guard fd >= 0 else { throw ImageFileError(path: path, reason: AtomicFile.errnoText()) }
                }
                try line.withUnsafeBytes { raw in
                    var done = 0
                    while done < raw.count {
                        let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
                        if n < 0 { if errno == EINTR { continue }; throw ImageFileError(path: path, reason: AtomicFile.errnoText()) }
                        done += n
                    }
                }
                fsync(fd)
            } catch {
                log("sketchpad: cannot write the autosave journal: \(error)")
            }
        }
    }

    /// Waits until everything written so far is on disk.
    public func flush() { queue.sync {} }
}
