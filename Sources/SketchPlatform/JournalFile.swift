import Dispatch
import Foundation
import SketchCore

/// The autosave journal on disk, `${XDG_STATE_HOME:-~/.local/state}/sketchpad/session.journal`.
/// Records are gathered for `batchDelay` after the first one, then encoded, appended and
/// flushed to the disk (fsync) together on a background queue: every edit is on the disk
/// within about half a second (the issue allows one), and a burst of strokes costs one write
/// and one fsync rather than one of each per stroke. A new drawing replaces the file
/// atomically (temporary file, fsync, rename).
public final class JournalFile: @unchecked Sendable {
    public let path: String
    private let queue = DispatchQueue(label: "sketchpad.journal")
    private var fd: Int32 = -1
    private let log: (String) -> Void
    /// Records not yet written, and whether a write is scheduled (both under `lock`).
    private var pending: [SessionJournal.Record] = []
    private var flushScheduled = false
    private let lock = NSLock()
    static let batchDelay = 0.4

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
        lock.lock()
        pending.append(record)
        let schedule = !flushScheduled
        flushScheduled = true
        lock.unlock()
        if schedule { queue.asyncAfter(deadline: .now() + Self.batchDelay) { [self] in writePending() } }
    }

    /// On `queue`: writes what has gathered and puts it on the disk.
    private func writePending() {
        lock.lock()
        let records = pending
        pending.removeAll()
        flushScheduled = false
        lock.unlock()
        guard !records.isEmpty else { return }
        var appended = Data()
        do {
            for record in records {
                let line = SessionJournal.line(record)
                if case .begin = record {
                    try append(appended)
                    appended.removeAll()
                    if fd >= 0 { close(fd); fd = -1 }
                    let folder = (path as NSString).deletingLastPathComponent
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    // The session being replaced stays one step back, in case it was wanted.
                    if FileManager.default.fileExists(atPath: path) { rename(path, previousPath) }
                    try AtomicFile.write([UInt8](line), to: path, replacing: true)
                } else {
                    appended.append(line)
                }
            }
            try append(appended)
            if fd >= 0 { fsync(fd) }
        } catch {
            log("sketchpad: cannot write the autosave journal: \(error)")
        }
    }

    /// On `queue`: appends `bytes` to the journal file.
    private func append(_ bytes: Data) throws {
        guard !bytes.isEmpty else { return }
        if fd < 0 {
            fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
            guard fd >= 0 else { throw ImageFileError(path: path, reason: AtomicFile.errnoText()) }
        }
        try bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count {
                let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 { if errno == EINTR { continue }; throw ImageFileError(path: path, reason: AtomicFile.errnoText()) }
                done += n
            }
        }
    }

    /// Writes everything gathered so far and waits until it is on disk.
    public func flush() { queue.sync { writePending() } }
}
