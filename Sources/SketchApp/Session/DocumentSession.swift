import FoundationEssentials
import SketchCore
import SketchRaster

/// The drawing being edited: its document with the whole undo history, the photos its canvases
/// were drawn on, and the journal of its edits. Every edit goes through here, is journalled
/// (the journal starts at a drawing's first edit, with the drawing as it was) and is told to
/// `observer`, the view. Restoring, checkpoints and saving are in the extensions.
final class DocumentSession {
    private(set) var document: Document { didSet { cachedMark = nil } }
    private var cachedMark: HistoryMark?
    /// The history's mark (see `SavedState`), made again only after an edit: the title and the
    /// status line ask for it every frame, and the newest step's key checksums its strokes.
    var historyMark: HistoryMark {
        if let mark = cachedMark { return mark }
        let mark = document.historyMark
        cachedMark = mark
        return mark
    }
    /// The current canvas's photo.
    private(set) var photo: PhotoSource?
    weak var observer: DocumentObserver?
    let services: AppServices
    /// Pictures written and copied in the background.
    let saves: SaveQueue
    /// The photos of the canvases in the history, by path, so undoing an open reads no file.
    private var photos: [String: PhotoSource] = [:]
    /// Reads a photo the history needs and `photos` lacks (a restored session's earlier
    /// canvases); nil shows the canvas without it.
    /// It is refused (nil) unless it is the canvas's size.
    var loadPhoto: (String, Canvas) -> (image: RGBAImage, source: PhotoSource)? = { _, _ in nil }
    /// Why the last photo `loadPhoto` refused was refused, for a restore to report.
    var photoProblem: String?
    /// Whether this drawing's edits already go to the journal (else the first edit starts it).
    private(set) var journalStarted = false
    /// While a restored session's edits are made again: they are in the journal already.
    var replaying = false
    /// Edits journalled since the last checkpoint.
    var editsSinceCheckpoint = 0
    /// Whether the drawing changed since it was saved or opened (the title's and status line's mark).
    var saved: SavedState

    init(document: Document, services: AppServices) {
        self.document = document
        self.services = services
        saved = SavedState(clean: document.historyMark)
        saves = SaveQueue(services: services)
    }

    // MARK: Edits

    func add(_ stroke: Stroke) {
        let stroke = document.identified(stroke)
        beginEdit(.add(stroke))
        document.add(stroke)
        observer?.documentChanged(.added(stroke))
    }

    /// Takes back the newest step; returns whether the canvas itself changed (an open undone).
    @discardableResult
    func undo() -> Bool {
        guard document.canUndo else { return false }
        beginEdit(.undo(step: document.undoStepKey))
        let change = document.undo()
        if change == .cropped || change == .reoriented {
            observer?.documentChanged(change == .cropped ? .cropped : .reoriented(reorientedPhoto()))
            return false
        }
        guard change == .replacedCanvas else {
            observer?.documentChanged(.undone(canvas: nil))
            return false
        }
        let shown = shownPhoto(for: document.canvas)
        photo = shown.source
        observer?.documentChanged(.undone(canvas: shown))
        return true
    }

    /// Does the undone step again; returns whether the canvas itself changed (an open redone).
    @discardableResult
    func redo() -> Bool {
        guard document.canRedo else { return false }
        beginEdit(.redo(step: document.redoStepKey))
        // A redo adds a stroke again, clears again, or opens the other canvas again.
        guard let change = document.redo() else { return false }
        if case .appended(let stroke) = change {
            observer?.documentChanged(.added(stroke))
        } else if change == .cropped {
            observer?.documentChanged(.cropped)
        } else if change == .reoriented {
            observer?.documentChanged(.reoriented(reorientedPhoto()))
        } else if change == .replacedCanvas {
            let shown = shownPhoto(for: document.canvas)
            photo = shown.source
            observer?.documentChanged(.opened(shown))
            return true
        } else if document.strokes.isEmpty {
            observer?.documentChanged(.cleared)
        } else {
            observer?.documentChanged(.strokeReplaced)
        }
        return false
    }

    /// Puts `stroke` in place of the stroke at `index`, undoably (a text edited again).
    func replaceStroke(at index: Int, with stroke: Stroke) {
        guard document.strokes.indices.contains(index), document.strokes[index] != stroke else { return }
        beginEdit(.replace(.id(document.strokes[index].id), stroke))
        document.replace(at: index, with: stroke)
        observer?.documentChanged(.strokeReplaced)
    }

    /// Puts each of `changes` (index: stroke) in place as one undoable step (strokes moved or
    /// restyled together). Nothing that would change nothing is recorded.
    func replaceStrokes(_ changes: [Int: Stroke]) {
        let real = changes.filter { document.strokes.indices.contains($0.key) && document.strokes[$0.key] != $0.value }
        guard !real.isEmpty else { return }
        beginEdit(.replaceMany(Dictionary(uniqueKeysWithValues: real.map { (.id(document.strokes[$0.key].id), $0.value) })))
        document.replace(real)
        observer?.documentChanged(.strokeReplaced)
    }

    /// Takes the strokes at `indices` out of the drawing as one undoable step.
    func removeStrokes(at indices: Set<Int>) {
        let real = indices.filter { document.strokes.indices.contains($0) }
        guard !real.isEmpty else { return }
        beginEdit(.remove(Set(real.map { .id(document.strokes[$0].id) })))
        document.remove(at: real)
        observer?.documentChanged(.strokeReplaced)
    }

    /// Puts the strokes at `indices` above every other (`toFront`) or below, keeping their
    /// order, as one undoable step; nothing when they are there already.
    func restack(_ indices: Set<Int>, toFront: Bool) {
        let real = indices.filter { document.strokes.indices.contains($0) }
        guard document.canRestack(real, toFront: toFront) else { return }
        beginEdit(.restack(Set(real.map { .id(document.strokes[$0].id) }), toFront: toFront))
        document.restack(real, toFront: toFront)
        observer?.documentChanged(.strokeReplaced)
    }

    /// Keeps only `rect` of the canvas (nil: all of it), undoably; a crop that is no change,
    /// or does not fit the canvas, records nothing.
    func crop(to rect: IntRect?) {
        guard rect != document.crop, rect.map(document.canvas.canCrop) ?? true else { return }
        beginEdit(.crop(rect))
        document.crop(to: rect)
        observer?.documentChanged(.cropped)
    }

    /// Turns or flips the whole picture by `step`, undoably; `placed` are strokes put in place
    /// of the ones turned with it (see `Document.orient`).
    func orient(by step: Orientation, placed: [Int: Stroke] = [:]) {
        guard !step.isUpright else { return }
        let real = placed.filter { document.strokes.indices.contains($0.key) }
        beginEdit(.orient(step, placed: Dictionary(uniqueKeysWithValues: real.map { (.id(document.strokes[$0.key].id), $0.value) })))
        document.orient(by: step, placed: real)
        observer?.documentChanged(.reoriented(reorientedPhoto()))
    }

    /// The photo as the canvas is now oriented, after a turn or flip (or its undo).
    private func reorientedPhoto() -> ShownPhoto {
        let shown = shownPhoto(for: document.canvas)
        photo = shown.source
        return shown
    }

    /// Removes every stroke, undoably. Clearing an empty canvas records nothing.
    func clear() {
        guard !document.strokes.isEmpty else { return }
        beginEdit(.clear)
        document.clear()
        observer?.documentChanged(.cleared)
    }

    /// Opens another canvas over the drawing, undoably: the undo brings back the drawing before.
    func open(_ next: Canvas, photo source: PhotoSource?, decoded image: RGBAImage?) {
        beginEdit(.open(next))
        document.open(next)
        let shown = source.map { ShownPhoto(source: $0, decoded: image) } ?? shownPhoto(for: next)
        remember(shown.source, for: next.photoPath)
        photo = shown.source
        observer?.documentChanged(.opened(shown))
    }

    /// Starts over with another document, history and all (a new drawing, a restored session).
    /// With `layer` (the document's strokes already drawn, from a checkpoint) nothing is redrawn.
    func replace(_ next: Document, photo source: PhotoSource?, decoded image: RGBAImage?, layer: RGBAImage? = nil, continuingJournal: Bool) {
        document = next
        // A drawing carried on from a journal was never saved as it is; a document opened was.
        saved.reset(to: continuingJournal && next.hasWork ? .never : next.historyMark)
        remember(source, for: next.photoPath)
        let shown = Self.oriented(ShownPhoto(source: source, decoded: image), next.orientation)
        photo = shown.source
        journalStarted = continuingJournal
        observer?.documentChanged(.replaced(shown, layer: layer))
    }

    // MARK: Photos

    func remember(_ source: PhotoSource?, for path: String?) {
        if let source, let path { photos[path] = source }
    }

    /// The photo at `path` as the history last had it, read again if it must be, oriented as
    /// the canvas is (`photos` keeps each as its file has it).
    private func shownPhoto(for canvas: Canvas) -> ShownPhoto {
        guard let path = canvas.photoPath else { return ShownPhoto() }
        let size = canvas.photoSize
        if let known = photos[path], known.width == size.width, known.height == size.height {
            return Self.oriented(ShownPhoto(source: known), canvas.orientation)
        }
        guard let loaded = loadPhoto(path, canvas) else { return ShownPhoto() }
        photos[path] = loaded.source
        return Self.oriented(ShownPhoto(source: loaded.source, decoded: loaded.image), canvas.orientation)
    }

    static func oriented(_ photo: ShownPhoto, _ orientation: Orientation) -> ShownPhoto {
        guard !orientation.isUpright else { return photo }
        return ShownPhoto(source: photo.source?.oriented(orientation), decoded: photo.decoded?.oriented(exif: orientation.exif))
    }

    /// Journals the text being typed as it is now (`stroke`; nil: it ended), so that a crash
    /// mid-text keeps what was typed up to the last batch. `replacing` is the index of the text
    /// it edits again. Not an edit: the document does not change until the text ends.
    func draftText(_ stroke: Stroke?, replacing index: Int?) {
        guard !replaying else { return }
        guard journalStarted || stroke != nil else { return }
        startJournal()
        services.journal.record(.draft(stroke, replacing: index.flatMap { document.strokes.indices.contains($0) ? document.strokes[$0].id : nil }))
    }

    /// The oldest save in flight ended. A drawing the journal holds notes that it is saved
    /// as it stood then, so that it is not offered to restore unless it changes again.
    /// Returns the mark of the drawing the save wrote, when it was written.
    @discardableResult
    func saveEnded(written: Bool) -> HistoryMark? {
        let mark = saved.saveEnded(written: written)
        if let mark, journalStarted, !replaying { services.journal.record(.saved(mark)) }
        return mark
    }

    // MARK: Journal

    /// Starts the journal with the drawing as it is, history and all, at its first record.
    private func startJournal() {
        guard !journalStarted else { return }
        journalStarted = true
        SessionJournal.records(reproducing: document).forEach(services.journal.record)
    }

    /// Sends an edit to the journal, starting it (with the drawing as it is, history and all)
    /// at the first edit of a drawing.
    /// Where every edit starts, before the document changes: the view settles what it shows
    /// of the document as it still is (so what it keeps to undo is right), then the edit is
    /// journalled.
    private func beginEdit(_ record: SessionJournal.Record) {
        observer?.documentWillChange()
        guard !replaying else { return }
        startJournal()
        services.journal.record(record)
        editsSinceCheckpoint += 1
    }
}
