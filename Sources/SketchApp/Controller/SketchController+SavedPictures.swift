import SketchCore
import SketchRaster

/// A picture Sketchpad saved from a drawing, opened again on the machine that saved it (found
/// by its content: `JournalClient.savedPictureOrigin`), continues that drawing over its
/// original photo, with its strokes and history, where the drawing stood when the picture was
/// written; Save then writes that picture again. The message's Open flat button opens the
/// picture's own pixels instead, as a new drawing.
extension SketchController {
    /// What continues once the photo of the drawing is opened.
    struct ContinuedDrawing {
        var stored: RestoredSession
        /// The session then keeps its photo's new place (the session's copy of it).
        var moved: Bool
        /// The picture opened, which Save writes again.
        var picture: String
        var mark: HistoryMark
    }

    /// The picture just saved at `path` shows the drawing as it stood at `mark`.
    func rememberSavedPicture(at path: String, mark: HistoryMark?) {
        guard let mark else { return }
        services.journal.rememberPicture(path, mark, document.photoPath)
    }

    /// Continues the drawing `origin` names in place of the picture at `picture`, just opened
    /// flat, while nothing is drawn on it yet; says why not when its session cannot be taken.
    func continueDrawing(of origin: SavedPictureOrigin, picture: String) {
        guard document.photoPath == picture, document.strokes.isEmpty, !isOpeningPhoto else { return }
        var stored: RestoredSession
        do { stored = try services.journal.restore(origin.session) } catch {
            showToast(Strings.cannotContinueSavedPicture(PathName.last(picture), "\(error)"), isError: true)
            services.log(Strings.cannotRestoreLog("\(error)"))
            return
        }
        let moved = origin.opensFrom != origin.photo && stored.start.photoPath == origin.photo
        if moved { stored.start.photoPath = origin.opensFrom }
        let continued = ContinuedDrawing(stored: stored, moved: moved, picture: picture, mark: origin.mark)
        restoreOffer = RestoreOffer()
        if let path = stored.start.photoPath {
            beginOpening(path, for: .continuing(continued))
        } else {
            continueDrawing(continued, photo: nil)
        }
    }

    /// Shows the continued drawing over its photo as opened (nil: it has none), where it stood
    /// when the picture was written, and says so.
    func continueDrawing(_ continued: ContinuedDrawing, photo: Result<LoadedPhoto, PhotoOpener.Failure>?) {
        restore(continued.stored, photo: photo)
        if continued.moved { writeCheckpoint() }
        let problem = session.photoProblem
        stepHistory(to: continued.mark)
        // The picture holds the drawing as it stands: nothing of it is unsaved.
        if document.historyMark == continued.mark { session.saved.reset(to: continued.mark) }
        continuedPicture = continued.picture
        canvasChanged()
        refreshUI()
        let name = PathName.last(continued.picture)
        var message = Strings.continuingSavedPicture(name, strokes: document.strokes.count)
        if let problem { message += " " + problem }
        showToast(message, isError: problem != nil, action: .openFlat(continued.picture))
    }

    /// Undoes or redoes to `mark`; where no step of the history reaches it (the drawing went
    /// another way after the picture was written), it stays where it stopped.
    private func stepHistory(to mark: HistoryMark) {
        var undone = 0, redone = 0
        while document.historyMark.depth > mark.depth && document.canUndo { session.undo(); undone += 1 }
        while document.historyMark.depth < mark.depth && document.canRedo { session.redo(); redone += 1 }
        guard document.historyMark != mark else { return }
        for _ in 0..<redone { session.undo() }
        for _ in 0..<undone { session.redo() }
    }

    /// Open flat: the picture's own pixels, as a new drawing (the continued one stays in its
    /// session), with no drawing looked for.
    func openFlat(_ picture: String) {
        beginOpening(picture, for: .flat)
    }

    /// The picture opened flat, as a new drawing.
    func showFlat(_ loaded: LoadedPhoto, from path: String) {
        if picker != nil { overlays.picker.close(in: overlayContext) }
        let canvas = Canvas(width: loaded.source.width, height: loaded.source.height, background: loaded.image.isOpaque ? .white : .clear, photoPath: path)
        open(document: Document(canvas: canvas), source: loaded.source, decoded: loaded.image, title: PathName.last(path))
        canvasChanged()
        showToast(Strings.openedFlat(PathName.last(path)), isError: false)
    }
}
