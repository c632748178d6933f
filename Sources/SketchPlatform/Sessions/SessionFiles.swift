import FoundationEssentials
import SketchCore
import SketchRaster
import SketchTranslation
import Glibc

/// What a session folder holds:
/// - `lock`: held (flock) by the window that has the session open;
/// - `journal`: the edits, one checksummed line each, since `checkpoint` (or since the drawing
///   began: a `begin` line first);
/// - `checkpoint`: the drawing with its history and its picture (`CheckpointFile`), written
///   every few hundred edits, so a restore replays only the journal's edits;
/// - `journal.previous`, `checkpoint.previous`: the generation before, kept in case the newest
///   checkpoint is damaged (the previous checkpoint and both journals give the same drawing);
/// - `photos/<sha256>/standard-input`: a photo read from standard input;
/// - `photos/<sha256>/<name>`: a copy of the photo a saved picture was drawn on
///   (`SessionStore+SavedPictures`), so that the picture reopens as its drawing without it;
/// - `photo-digests`: the SHA-256 of each photo drawn on (`PhotoDigests`).
public enum SessionFiles {
    public static let lock = "lock"
    public static let journal = "journal"
    public static let previousJournal = "journal.previous"
    public static let checkpoint = "checkpoint"
    public static let previousCheckpoint = "checkpoint.previous"
    /// A checkpoint written but not yet renamed into place.
    public static let nextCheckpoint = "checkpoint.next"
    public static let photos = "photos"
    public static let standardInput = "standard-input"

    /// Makes `nextCheckpoint` the checkpoint, the current pair becoming the previous one; the
    /// journal that follows is begun afresh.
    static func promoteNextCheckpoint(in folder: String) throws {
        for (from, to) in [(checkpoint, previousCheckpoint), (journal, previousJournal), (nextCheckpoint, checkpoint)] {
            guard (folder + "/" + from).withSystemPath({ old in (folder + "/" + to).withSystemPath { rename(old, $0) } }) == 0 || errno == ENOENT else {
                throw PlatformError.file(folder + "/" + from, reason: tr("cannot rename it to {to}: {system}", ["to": to, "system": AtomicFile.errnoText()]))
            }
        }
    }

    /// Whether a drawing was ever written to the session.
    static func hasContent(_ folder: String) -> Bool {
        [journal, checkpoint, previousJournal, previousCheckpoint, nextCheckpoint].contains { FileSystem.exists(folder + "/" + $0) }
    }

    /// When the session was last written to: its newest journal or checkpoint, else the folder.
    static func lastEdit(_ folder: String) -> Date {
        func modified(_ path: String) -> Double? {
            FileSystem.status(path).map { Double($0.st_mtim.tv_sec) + Double($0.st_mtim.tv_nsec) / 1e9 }
        }
        let newest = [journal, checkpoint, nextCheckpoint].compactMap { modified(folder + "/" + $0) }.max() ?? modified(folder) ?? 0
        return Date(timeIntervalSince1970: newest)
    }
}

/// A session as read from its folder, with what the journal writer needs to go on in it.
public struct StoredSession {
    public var restored: RestoredSession
    /// The generation of the journal that edits go on in.
    public var generation: Int
    /// That journal's bytes, when more lines can be appended to it as it is; nil when the
    /// session must start a clean generation first (see `RestoredSession.needsFreshJournal`).
    public var journal: Data?
}

/// Reads a session folder back: the newest checkpoint that passes its checksum (or the
/// journal's `begin`), then the journals of that generation and after. A damaged line is
/// skipped; a damaged checkpoint falls back to the one before and its journal.
public enum SessionReader {
    /// A journal longer than this (one from before checkpoints, or of a session that could not
    /// write one) is not kept in memory to go on in: a restore writes a checkpoint at once.
    static let longJournal = 16 << 20

    public static func read(id: String, folder: String, layer wantLayer: Bool) throws -> StoredSession {
        struct Journal { var name: String; var data: Data; var lines: SessionJournal.Lines; var generation: Int? }
        var journals: [Journal] = []
        for name in [SessionFiles.journal, SessionFiles.previousJournal] {
            guard let data = FileSystem.contents(folder + "/" + name) else { continue }
            let lines = SessionJournal.read(data)
            var generation: Int?
            switch lines.records.first {
            case .begin?: generation = 0
            case .checkpoint(let g)?: generation = g
            default: break
            }
            journals.append(Journal(name: name, data: data, lines: lines, generation: generation))
        }
        // Checkpoints, newest generation first; a current journal whose first line is damaged is
        // taken to continue the newest of them.
        let candidates = [SessionFiles.nextCheckpoint, SessionFiles.checkpoint, SessionFiles.previousCheckpoint]
            .compactMap { name in CheckpointFile.generation(at: folder + "/" + name).map { (name: name, generation: $0) } }
            .sorted { $0.generation > $1.generation }
        if let i = journals.firstIndex(where: { $0.name == SessionFiles.journal && $0.generation == nil }) {
            journals[i].generation = candidates.first?.generation ?? journals.compactMap(\.generation).max().map { $0 + 1 }
        }
        var start: (document: Document, layer: RGBAImage?, redos: Int, generation: Int)?
        var fellBack = false
        for candidate in candidates {
            if let c = try? CheckpointFile.read(folder + "/" + candidate.name, layer: wantLayer), c.generation == candidate.generation {
                start = (c.document, c.layer, c.redos, c.generation)
                fellBack = fellBack || candidate.name != SessionFiles.checkpoint
                break
            }
            fellBack = true
        }
        if start == nil, let j = journals.first(where: { $0.generation == 0 }), case .begin(let canvas)? = j.lines.records.first {
            start = (Document(canvas: canvas), nil, 0, 0)
        }
        guard let start else {
            throw PlatformError.session(reason: tr("session {id} cannot be read: it has no readable checkpoint and its journal does not begin a drawing", ["id": id]))
        }
        // The journals from the start's generation on, oldest first.
        let chain = journals.filter { ($0.generation ?? -1) >= start.generation }.sorted { $0.generation! < $1.generation! }
        var records: [SessionJournal.Record] = []
        var damaged = 0
        for j in chain {
            records += j.lines.records.filter {
                switch $0 {
                case .begin, .checkpoint: return false
                default: return true
                }
            }
            damaged += j.lines.damaged
        }
        let current = chain.last
        let clean = current.map { $0.name == SessionFiles.journal && $0.lines.damaged == 0 && $0.lines.endsCleanly && $0.generation == start.generation + chain.count - 1 } ?? false
        let continuable = clean && !fellBack && chain.count == 1 && (current?.data.count ?? 0) <= longJournal
        let restored = RestoredSession(id: id, start: start.document, layer: start.layer, redos: start.redos, records: records,
                                       damaged: damaged, needsFreshJournal: !continuable)
        return StoredSession(restored: restored, generation: current?.generation ?? start.generation, journal: continuable ? current?.data : nil)
    }
}
