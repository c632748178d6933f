import FoundationEssentials
import SketchCore
import SketchRaster

/// A session the journal keeps, as the restore offer lists it.
public struct SessionSummary: Equatable, Sendable {
    public var id: String
    public var lastEdit: Date
    public var strokes: Int
    /// The photo's path, nil for a blank canvas.
    public var photo: String?
    /// The SHA-256 of the photo's file as it was drawn on, when known: a photo opened again is
    /// matched to its drawing by its content, wherever it is now.
    public var photoDigest: String?

    public init(id: String, lastEdit: Date, strokes: Int, photo: String?, photoDigest: String? = nil) {
        self.id = id; self.lastEdit = lastEdit; self.strokes = strokes; self.photo = photo; self.photoDigest = photoDigest
    }
}

/// A stored session, read back to be shown again: where to start (a checkpoint's document and
/// the layer drawn for it, or a new drawing's empty one), then the steps to redo and the edits
/// to make again on the way to where the session stopped.
public struct RestoredSession: Sendable {
    public var id: String
    public var start: Document
    /// `start` with its strokes drawn, as shown when the checkpoint was written.
    public var layer: RGBAImage?
    /// Steps to redo from `start` (a checkpoint is written some steps back, so that those can
    /// be undone at once after a restore).
    public var redos: Int
    /// The edits since, in order.
    public var records: [SessionJournal.Record]
    /// Journal lines that could not be read and were skipped.
    public var damaged: Int
    /// Whether the files on disk must be replaced by a clean checkpoint before anything more is
    /// written (after damage, or a checkpoint that could not be used).
    public var needsFreshJournal: Bool

    public init(id: String, start: Document, layer: RGBAImage?, redos: Int, records: [SessionJournal.Record], damaged: Int, needsFreshJournal: Bool) {
        self.id = id; self.start = start; self.layer = layer; self.redos = redos; self.records = records
        self.damaged = damaged; self.needsFreshJournal = needsFreshJournal
    }

    /// Where the drawing was last saved in full, if it was (see `SessionJournal.Record.saved`).
    public var savedMark: HistoryMark? {
        for record in records.reversed() { if case .saved(let mark) = record { return mark } }
        return nil
    }

    /// Whether `document` (this session's, where it stopped) holds changes no save holds.
    public func isUnsaved(_ document: Document) -> Bool { document.historyMark != savedMark }

    /// Where the session stopped.
    public var document: Document {
        var d: Document? = start
        for _ in 0..<redos { d?.redo() }
        for r in records { SessionJournal.apply(r, to: &d) }
        return d ?? start
    }
}
