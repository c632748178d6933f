/// A stored session, read back to be shown again: where to start (a checkpoint's document and
/// the layer drawn for it, or a new drawing's empty one), then the steps to redo and the edits
/// to make again on the way to where the session stopped. The layer is a picture, which the
/// model does not know: SketchRaster's `RestoredSession` is this with its `RGBAImage`.
public struct RestoredSessionOf<Layer: Sendable>: Sendable {
    public var id: String
    public var start: Document
    /// `start` with its strokes drawn, as shown when the checkpoint was written.
    public var layer: Layer?
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

    public init(id: String, start: Document, layer: Layer?, redos: Int, records: [SessionJournal.Record], damaged: Int, needsFreshJournal: Bool) {
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
