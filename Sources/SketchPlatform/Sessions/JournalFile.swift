import Dispatch
import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import Synchronization

/// One window's session on disk (see `SessionFiles`), written on a background queue.
///
/// Records are gathered for `batchDelay` after the first one, then appended and flushed to
/// the disk (fsync) together: every edit is on the disk within about half a second, and a
/// burst of strokes costs one write and one fsync. The journal's bytes since its first line
/// are also kept in memory, so the file can always be put right: a write cut short is cut
/// back to the last whole line, and a file that is not what was written is replaced whole,
/// so no line is ever appended after a partial one. When the disk refuses (read-only, full),
/// the edits wait in memory, `problem` says why, and writing is tried again every second.
///
/// The session folder is made at the drawing's first edit (its `begin`), or for a photo from
/// standard input (`keepStandardInput`), or given by `adopt` (a restored session).
///
/// Sendable: what the event loop's thread shares with the queue is in `shared`, under its lock;
/// everything else is touched only on `queue`, a serial queue (the compiler cannot see that
/// confinement, hence `@unchecked`).
public final class JournalFile: @unchecked Sendable {
    public let store: SessionStore
    static let batchDelay = 0.4
    static let retryDelay = 1.0

    let queue = DispatchQueue(label: "sketchpad.journal")
    let log: @Sendable (String) -> Void
    /// Told (on the journal's queue) when `problem` changes.
    private let onProblemChange: @Sendable () -> Void

    /// Shared with the event loop's thread.
    private struct Shared {
        var pending: [SessionJournal.Record] = []
        var flushScheduled = false
        var problem: String?
        var sessionID: String?
    }
    private let shared = Mutex(Shared())

    // On `queue` only.
    var session: SessionHandle?
    /// Whether the session has a drawing in it (a `begin` was written, or it was restored).
    var sessionHasDrawing = false
    /// The journal's generation, and its bytes as they must be on disk.
    var generation = 0
    var lines = Data()
    /// How much of `lines` is on disk, and whether the file holds exactly that.
    var onDisk = 0
    var trusted = false
    /// The journal opened for appending, while it is trusted.
    var file: FileDescriptor?
    /// A checkpoint not yet written, and the lines that come after it.
    var pendingCheckpoint: (document: Document, layer: RGBAImage, redos: Int)?
    var afterCheckpoint = Data()
    /// A restored session whose journal cannot be appended to waits for a checkpoint.
    private var awaitingCheckpoint = false
    /// A photo from standard input the disk has not taken yet (held in `HeldPhotos`), and
    /// the session it goes in.
    private var photoToKeep: (bytes: [UInt8], session: SessionHandle)?
    private var retryScheduled = false
    /// The newest `saved` record of the drawing, written again at the top of each new
    /// generation's journal so that it outlives the journal it was first in.
    var lastSaved: SessionJournal.Record?
    private var digests = PhotoDigests()
    /// The last photo opened, hashed once for both of its lookups (`contentDigest(of:)`).
    let openedDigest = FileDigestMemo()

    public init(store: SessionStore, log: @escaping @Sendable (String) -> Void, onProblemChange: @escaping @Sendable () -> Void = {}) {
        self.store = store
        self.log = log
        self.onProblemChange = onProblemChange
    }

    /// Why the journal cannot be written, while it cannot.
    public var problem: String? { shared.withLock { $0.problem } }
    /// The session this window writes, once it has one.
    public var sessionID: String? { shared.withLock { $0.sessionID } }

    /// Goes on writing a session this process has taken: a restored one (`stored`), or an
    /// empty one made early (nil).
    public func adopt(_ handle: SessionHandle, continuing stored: StoredSession?) {
        queue.sync {
            // What this window drew so far (the restore offer stays while it draws) goes to its
            // own session first, never into the one taken.
            writePending()
            shared.withLock { $0.sessionID = handle.id }
            closeFile()
            session = handle
            sessionHasDrawing = stored != nil
            generation = stored?.generation ?? 0
            lines = stored?.journal ?? Data()
            onDisk = lines.count
            trusted = stored?.journal != nil
            awaitingCheckpoint = stored != nil && stored?.journal == nil
            pendingCheckpoint = nil
            afterCheckpoint = Data()
            lastSaved = stored?.restored.savedMark.map { .saved($0) }
            digests = PhotoDigests(folder: handle.path)
        }
    }

    /// Keeps a photo read from standard input in this window's session, made now, and gives its
    /// path there. When the disk refuses it, it is held in memory under that path (it opens all
    /// the same), `problem` says why, and it is written when the journal can be.
    public func keepStandardInput(_ bytes: [UInt8]) throws -> String {
        try queue.sync {
            let owner = try currentSession()
            let path = SessionStore.standardInputPath(of: bytes, in: owner)
            HeldPhotos.hold(bytes, at: path)
            photoToKeep = (bytes, owner)
            sync()
            return path
        }
    }

    public func write(_ record: SessionJournal.Record) {
        let schedule = shared.withLock { s in
            // A text's newer draft holds everything an older one not yet written does.
            if case .draft(.some, _) = record, case .draft(.some, _)? = s.pending.last { s.pending.removeLast() }
            s.pending.append(record)
            defer { s.flushScheduled = true }
            return !s.flushScheduled
        }
        if schedule { queue.asyncAfter(deadline: .now() + Self.batchDelay) { [self] in writePending() } }
    }

    /// Writes a checkpoint of the drawing as it is after every record written so far, then
    /// starts the next generation's journal (see `SessionFiles`).
    public func checkpoint(document: Document, layer: RGBAImage, redos: Int) {
        let before = shared.withLock { s in defer { s.pending.removeAll() }; return s.pending }
        queue.async { [self] in
            take(before)
            digests.note(document.photoPath, files: openedDigest)
            // A newer checkpoint holds everything an older one waiting for the disk would.
            pendingCheckpoint = (document, layer, redos)
            afterCheckpoint = Data()
            awaitingCheckpoint = false
            sync()
        }
    }

    /// Writes everything gathered so far and waits until it is on disk (or has failed).
    public func flush() { queue.sync { writePending() } }

    /// At exit: flushes, removes a session with nothing to restore, says on stderr what could not
    /// be written, and lets the session go.
    public func finish() {
        queue.sync {
            writePending()
            if let session, !SessionFiles.hasContent(session.path) { session.remove() }
            let unwritten = lines.count - onDisk + afterCheckpoint.count + (pendingCheckpoint == nil ? 0 : 1)
            if unwritten > 0, let problem = problem {
                log("sketchpad: the last edits could not be written to the journal: \(problem)")
            }
            closeFile()
            // The window is done with its session: another may take it.
            session = nil
        }
    }

    // MARK: On the queue

    func writePending() {
        let records = shared.withLock { s in
            defer { s.pending.removeAll(); s.flushScheduled = false }
            return s.pending
        }
        take(records)
        sync()
    }

    /// Adds records to what must be on disk.
    private func take(_ records: [SessionJournal.Record]) {
        for record in records {
            if case .begin = record {
                if sessionHasDrawing {
                    // A new drawing never replaces a session: it gets one of its own.
                    try? putOnDisk()
                    if let session { try? digests.writeIfChanged(in: session.path) }
                    closeFile()
                    session = nil
                }
                sessionHasDrawing = true
                generation = 0
                lines = SessionJournal.line(record)
                onDisk = 0
                trusted = false
                pendingCheckpoint = nil
                afterCheckpoint = Data()
                awaitingCheckpoint = false
                lastSaved = nil
                digests = PhotoDigests()
            } else if pendingCheckpoint != nil || awaitingCheckpoint {
                afterCheckpoint.append(SessionJournal.line(record))
            } else {
                lines.append(SessionJournal.line(record))
            }
            switch record {
            case .saved: lastSaved = record
            case .begin(let canvas), .open(let canvas): digests.note(canvas.photoPath, files: openedDigest)
            default: break
            }
        }
    }

    /// Brings the disk up to date, or reports why not and tries again later.
    private func sync() {
        do {
            if pendingCheckpoint != nil {
                // The journal so far goes first, for the generation kept one step back.
                try? putOnDisk()
                do {
                    try rotate()
                } catch where !lines.isEmpty {
                    // A checkpoint that does not fit (a nearly full disk: it is far larger than
                    // a few lines) must not hold the edits back: they go on in this journal,
                    // and the session's next checkpoint is tried when it is due. The old
                    // checkpoint stays: it is replaced only once a new one is written.
                    log("sketchpad: autosave: the checkpoint could not be written, the journal goes on without it: \(error)")
                    pendingCheckpoint = nil
                    lines.append(afterCheckpoint)
                    afterCheckpoint = Data()
                }
            }
            try putOnDisk()
            // Into the session the journal is in; never a reason to make one.
            if let session { try digests.writeIfChanged(in: session.path) }
            if let (bytes, owner) = photoToKeep { HeldPhotos.release(try store.keepStandardInput(bytes, in: owner)); photoToKeep = nil }
            setProblem(nil)
        } catch {
            setProblem("\(error)")
            if !retryScheduled {
                retryScheduled = true
                queue.asyncAfter(deadline: .now() + Self.retryDelay) { [self] in
                    retryScheduled = false
                    writePending()
                }
            }
        }
    }

    func currentSession() throws -> SessionHandle {
        if let session { return session }
        let made = try store.create()
        session = made
        shared.withLock { $0.sessionID = made.id }
        return made
    }

    func closeFile() { file = nil }

    private func setProblem(_ text: String?) {
        let changed = shared.withLock { s in
            defer { s.problem = text }
            return s.problem != text
        }
        if changed {
            if let text { log("sketchpad: autosave: \(text)") } else { log("sketchpad: autosave works again; every edit is on disk") }
            onProblemChange()
        }
    }
}
