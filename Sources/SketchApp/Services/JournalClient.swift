import SketchCore
import SketchRaster

/// The session's files: every edit recorded as it happens, checkpoints written in the
/// background, the problem while they cannot be written, and a stored session taken for this
/// window and read back.
public struct JournalClient: Sendable {
    public var record: @Sendable (_ record: SessionJournal.Record) -> Void
    /// `document` and its strokes drawn (`layer`), `redos` steps back from where the journal is.
    public var checkpoint: @Sendable (_ document: Document, _ layer: RGBAImage, _ redos: Int) -> Void
    /// Why the journal cannot be written, while it cannot (edits are kept until it can).
    public var problem: @Sendable () -> String?
    /// Takes the stored session `id` (no other window may have it) and reads it back; errors
    /// say why not, for a person.
    public var restore: @Sendable (_ id: String) throws -> RestoredSession
    /// The stored sessions, not this window's, with unsaved drawings on the photo at `path`,
    /// matched by the file's content, most recent first. Slow (it reads files): run in the
    /// background (`KeptDrawingLookup`).
    public var kept: @Sendable (_ path: String) -> [SessionSummary]
    /// Keeps a photo that exists only in memory (one pasted) in this window's session, and
    /// gives the path it opens from, as a photo read from standard input is kept.
    public var keepPhoto: @Sendable (_ bytes: [UInt8]) throws -> String
    /// Notes that the picture just written at `path` shows the drawing as it stood at `mark`,
    /// over the photo at `photo`, so that opening it again continues that drawing.
    public var rememberPicture: @Sendable (_ path: String, _ mark: HistoryMark, _ photo: String?) -> Void = { _, _, _ in }
    /// Where the picture at `path` came from, when this machine saved it from a drawing another
    /// session holds; nil for any other file. Slow (it reads the file): run in the background.
    public var savedPictureOrigin: @Sendable (_ path: String) -> SavedPictureOrigin? = { _ in nil }

    public init(record: @escaping @Sendable (_ record: SessionJournal.Record) -> Void,
                checkpoint: @escaping @Sendable (_ document: Document, _ layer: RGBAImage, _ redos: Int) -> Void,
                problem: @escaping @Sendable () -> String?, restore: @escaping @Sendable (_ id: String) throws -> RestoredSession,
                kept: @escaping @Sendable (_ path: String) -> [SessionSummary] = { _ in [] },
                keepPhoto: (@Sendable (_ bytes: [UInt8]) throws -> String)? = nil) {
        self.record = record; self.checkpoint = checkpoint; self.problem = problem; self.restore = restore; self.kept = kept
        self.keepPhoto = keepPhoto ?? { _ in throw NoJournal(id: nil) }
    }

    /// No journal at all (benchmarks, tools): nothing is kept, and there is nothing to restore.
    public static let none = JournalClient(record: { _ in }, checkpoint: { _, _, _ in }, problem: { nil },
                                           restore: { id in throw NoJournal(id: id) })

    struct NoJournal: Error, CustomStringConvertible {
        var id: String?
        var description: String { "this window keeps no journal" }
    }
}
