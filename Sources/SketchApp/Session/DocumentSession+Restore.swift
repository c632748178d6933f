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
    /// since; further edits go on in the same session. `photo` is the session's first photo
    /// (`start.photoPath`) as it was opened, decoded to fit the view (the whole photo comes in
    /// the background when a zoom needs it), or why it could not be; nil when it has none. Says
    /// why the photo is missing, if it is, and which strokes were left out.
    ///
    /// The drawing where the session stopped is weighed first, from its pictures' headers: its
    /// image strokes whose pictures would take it past `PictureBudget`, or cannot be decoded,
    /// are left out (`restore(_:without:)`); nothing of them is decoded, nothing else is lost.
    func restore(_ session: RestoredSession, photo: Result<LoadedPhoto, PhotoOpener.Failure>?, fitting: PhotoClient.Size) -> RestoreOutcome {
        let opened = OpenedPhoto(path: session.start.photoPath, result: photo)
        let stopped = session.document
        let leftOut = LeftOutPictures(of: stopped.strokes)
        if !leftOut.isEmpty { return restore(session, stopped: stopped, without: leftOut, opened: opened, fitting: fitting) }
        let start = session.start
        let (loaded, problem) = restoredPhoto(of: start.canvas, opened: opened, fitting: fitting)
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
        return RestoreOutcome(photoProblem: problem ?? photoProblem, leftOut: leftOut)
    }

    /// The drawing where the session stopped (`stopped`, made from its records without drawing
    /// them) with the strokes `leftOut` taken out as one more step of its history, drawn afresh;
    /// a checkpoint of it starts the journal again, so the session goes on from here.
    private func restore(_ session: RestoredSession, stopped: Document, without leftOut: LeftOutPictures, opened: OpenedPhoto,
                         fitting: PhotoClient.Size) -> RestoreOutcome {
        var shown = stopped
        shown.remove(at: Set(leftOut.overBudget + leftOut.unreadable))
        let (loaded, problem) = restoredPhoto(of: shown.canvas, opened: opened, fitting: fitting)
        photoProblem = nil
        replace(shown, photo: loaded?.source, decoded: loaded?.image, continuingJournal: true)
        if let mark = session.savedMark { saved.reset(to: mark) }
        writeCheckpoint()
        return RestoreOutcome(photoProblem: problem ?? photoProblem, leftOut: leftOut)
    }

    /// The session's first photo as it was opened in the background (`PhotoOpener`).
    struct OpenedPhoto {
        var path: String?
        var result: Result<LoadedPhoto, PhotoOpener.Failure>?
    }

    /// The photo of a restored canvas, or why it is missing (not found, or no longer the size
    /// the strokes were drawn on): the one opened when it is that canvas's; else (a photo opened
    /// later in the session, shown when pictures are left out) decoded here to cover `fitting`.
    private func restoredPhoto(of canvas: Canvas, opened: OpenedPhoto, fitting: PhotoClient.Size) -> (LoadedPhoto?, String?) {
        guard let path = canvas.photoPath else { return (nil, nil) }
        let loaded: LoadedPhoto
        if path == opened.path, let result = opened.result {
            switch result {
            case .success(let photo): loaded = photo
            case .failure(let why): return (nil, why.description)
            }
        } else {
            do { loaded = try services.photos.loadFitting(path, fitting) } catch { return (nil, "\(error)") }
        }
        guard loaded.source.width == canvas.photoSize.width, loaded.source.height == canvas.photoSize.height else {
            return (nil, Strings.photoChangedSize(path))
        }
        return (loaded, nil)
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
    func replayRestack(_ addresses: Set<StrokeAddress>, toFront: Bool) { restack(document.indices(of: addresses), toFront: toFront) }

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
