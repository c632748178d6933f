import Dispatch
import Foundation
import SketchCore

/// The autosave journal on disk, `${XDG_STATE_HOME:-~/.local/state}/sketchpad/session.journal`.
/// Each record is encoded and appended on a background queue as soon as it is made, so a
/// crash of the app loses nothing; the file is flushed to the disk (fsync) at most once a
/// second, `syncDelay` after the first record not yet on it (the "everysec" policy of
/// databases' append-only logs), so a power cut loses at most that second. A new drawing
/// replaces the file atomically (temporary file, fsync, rename).
public final class JournalFile: @unchecked Sendable {
    public let path: String
    private let queue = DispatchQueue(label: "sketchpad.journal")
    private var fd: Int32 = -1
    private let log: (String) -> Void
    /// Whether records were appended since the last fsync (only touched on `queue`).
    private var unsynced = false
    private var syncScheduled = false
    static let syncDelay = 0.5

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
        queue.async { [self] in
            let line = SessionJournal.line(record)
            do {
                if case .begin = record {
                    if fd >= 0 { close(fd); fd = -1 }
                    unsynced = false
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
                unsynced = true
                if !syncScheduled {
                    syncScheduled = true
                    queue.asyncAfter(deadline: .now() + Self.syncDelay) { [self] in
                        syncScheduled = false
                        sync()
                    }
                }
            } catch {
                log("sketchpad: cannot write the autosave journal: \(error)")
            }
        }
    }

    /// On `queue`: puts what was appended on the disk.
    private func sync() {
        guard unsynced, fd >= 0 else { return }
        unsynced = false
        fsync(fd)
    }

    /// Waits until everything written so far is on disk.
    public func flush() { queue.sync { sync() } }
}
