import SketchCore
import SketchRaster

/// Restoring a stored session, and the checkpoints that make restoring fast.
extension DocumentSession: JournalReplaying {
    /// A checkpoint is written after this many edits (more as the drawing grows, so that the
    /// cost of writing it stays small beside the edits), which bounds what a restore replays.
    static func checkpointInterval(strokes: Int) -> Int { max(250, strokes / 80) }
    /// Steps a checkpoint is taken back, so that as many can be undone at once after a restore.
    static let checkpointUndoSteps = 200

    /// Shows a stored session again: its photo, strokes and undo history. It starts from the
    /// session's checkpoint as drawn then (nothing redrawn) and makes again only the edits
    /// since; further edits go on in the same session. `photo` is the session's photo as it was
    /// opened (decoded to fit the view; the whole photo comes in the background when a zoom
    /// needs it), or why it could not be; nil when the session has none. Returns why the photo
    /// is missing, if it is.
    func restore(_ session: RestoredSession, photo: Result<LoadedPhoto, PhotoOpener.Failure>?) -> String? {
        let start = session.start
        var loaded: LoadedPhoto?
        var problem: String?
        switch photo {
        case .success(let p)?: loaded = p
        case .failure(let why)?: problem = why.description
        case nil: break
        }
        if let p = loaded, p.source.width != start.canvas.photoSize.width || p.source.height != start.canvas.photoSize.height {
            problem = Strings.photoChangedSize(start.photoPath)
            loaded = nil
        }
        replaying = true
        photoProblem = nil
        replace(start, photo: loaded?.source, decoded: loaded?.image, layer: session.layer, continuingJournal: true)
        for _ in 0..<session.redos { redo() }
        var me = self
        for record in session.records { SessionJournal.replay(record, on: &me) }
        replaying = false
        // Saved as it stands: nothing of it is unsaved until it changes.
        if let mark = session.savedMark { saved.reset(to: mark) }
        // The steps redone are in the checkpoint already; the edits made again are not.
        editsSinceCheckpoint = session.records.count
        if session.needsFreshJournal { writeCheckpoint() }
        // A photo opened later in the session is checked as it is read again (`loadPhoto`).
        return problem ?? photoProblem
    }

    func replayAdd(_ stroke: Stroke) { add(stroke) }
    func replayUndo(step: String?) { for _ in 0..<document.undos(for: step) { undo() } }
    func replayRedo(step: String?) { for _ in 0..<document.redos(for: step) { redo() } }
    func replayClear() { clear() }
    func replayOpen(_ canvas: Canvas) { open(canvas, photo: nil, decoded: nil) }
    func replayReplace(_ address: StrokeAddress, with stroke: Stroke) {
        if let i = document.index(of: address) { replaceStroke(at: i, with: stroke) }
    }
    func replayReplace(_ changes: [StrokeAddress: Stroke]) { replaceStrokes(document.indexed(changes)) }
    func replayRemove(_ addresses: Set<StrokeAddress>) { removeStrokes(at: document.indices(of: addresses)) }
    func replayCrop(to rect: IntRect?) { crop(to: rect) }
    func replayOrient(by step: Orientation, placed: [StrokeAddress: Stroke]) { orient(by: step, placed: document.indexed(placed)) }

    /// Writes a checkpoint when enough edits have gathered and no stroke is in progress (`idle`).
    func checkpointIfDue(idle: Bool) {
        guard journalStarted, idle, editsSinceCheckpoint >= Self.checkpointInterval(strokes: document.strokes.count) else { return }
        writeCheckpoint()
    }

    func writeCheckpoint() {
        guard let snapshot = observer?.checkpoint(undoing: Self.checkpointUndoSteps) else { return }
        services.journal.checkpoint(snapshot.document, snapshot.layer, snapshot.redos)
        editsSinceCheckpoint = 0
    }
}
