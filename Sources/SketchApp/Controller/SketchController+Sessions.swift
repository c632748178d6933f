import FoundationEssentials
import SketchCore
import SketchRaster

/// Stored sessions: offering them, restoring one, and the photos an earlier canvas needs.
extension SketchController {
    /// Offers, in the window, to restore stored sessions (most recent first; the first
    /// `offeredSessions` are listed), with `more` others that `sketchpad --sessions` lists.
    public func offerRestore(_ sessions: [SessionSummary], more: Int = 0) {
        restoreOffer = RestoreOffer(sessions, more: more)
        refreshUI()
    }

    /// Offers to continue the kept drawings found on a photo, while that photo is still the
    /// one shown and nothing is drawn on it yet.
    func offerToContinue(_ found: KeptDrawingLookup.Found) {
        if let origin = found.origin { return continueDrawing(of: origin, picture: found.path) }
        guard !found.sessions.isEmpty, document.photoPath == found.path, document.strokes.isEmpty else { return }
        restoreOffer = RestoreOffer(found.sessions, more: 0, continuing: found.path)
        refreshUI()
    }

    /// Restores the session `id` picked in the offer, if no other window took it meanwhile.
    /// A drawing continued on a photo opened from elsewhere (a copy, a moved file) takes that
    /// photo: its content is the one the drawing was on.
    func restore(sessionID id: String) {
        let photo = restoreOffer.continuing, was = restoreOffer.sessions.first { $0.id == id }?.photo
        do {
            var stored = try services.journal.restore(id)
            let moved = photo != nil && photo != was && stored.start.photoPath == was
            if moved { stored.start.photoPath = photo }
            restore(stored, moved: moved)
        } catch {
            restoreOffer.drop(id)
            refreshUI()
            showToast(Strings.cannotRestore("\(error)"), isError: true)
            services.log(Strings.cannotRestoreLog("\(error)"))
        }
    }

    /// Shows a stored session again, with its undo history (see `DocumentSession.restore`),
    /// and says so; its photo is opened in the background first, as any photo is.
    public func restore(_ stored: RestoredSession) { restore(stored, moved: false) }

    /// As `restore`; with `moved`, the session then keeps its photo's new place.
    func restore(_ stored: RestoredSession, moved: Bool) {
        restoreOffer = RestoreOffer()
        if let path = stored.start.photoPath {
            beginOpening(path, for: .restore(stored, moved: moved))
        } else {
            restore(stored, photo: nil)
        }
    }

    /// Shows a stored session again over its photo as it was opened (nil: it has none).
    func restore(_ stored: RestoredSession, photo: Result<LoadedPhoto, PhotoOpener.Failure>?) {
        canvas.finishStrokesInProgress()
        leaveModeForAnotherPicture()
        continuedPicture = nil
        let outcome = session.restore(stored, photo: photo, fitting: decodeFitting)
        canvasChanged()
        refreshUI()
        var message = Strings.restored(strokes: document.strokes.count)
        if stored.damaged > 0 {
            message += Strings.skippedLines(stored.damaged)
            services.log(Strings.skippedLinesLog(session: stored.id, stored.damaged))
        }
        let left = outcome.leftOut
        if !left.overBudget.isEmpty {
            message += Strings.picturesOverBudget(left.overBudget.count, strokes: LeftOutPictures.numbers(left.overBudget), megapixels: PictureBudget.maxPixels / 1_000_000)
        }
        if !left.unreadable.isEmpty {
            message += Strings.picturesUnreadable(left.unreadable.count, strokes: LeftOutPictures.numbers(left.unreadable))
        }
        if !left.isEmpty { services.log(Strings.sessionLog(session: stored.id, message)) }
        if let problem = outcome.photoProblem {
            showToast(Strings.withoutPhoto(message, problem), isError: true)
            services.log(Strings.withoutPhotoLog(problem))
        } else {
            showToast(message, isError: stored.damaged > 0 || !left.isEmpty)
        }
    }

    /// The size a photo is first decoded to cover: the canvas area.
    var decodeFitting: PhotoClient.Size { (max(1, layout.canvasArea.width), max(1, layout.canvasArea.height)) }

    /// Writes a checkpoint of the drawing now (tests; the session writes them when due).
    func writeCheckpoint() { session.writeCheckpoint() }

    /// A photo an earlier canvas of the history needs, read from its file; nil (and a message)
    /// when it is gone or no longer the photo the strokes were drawn on.
    func loadPhotoForHistory(_ path: String, canvas: Canvas) -> (image: RGBAImage, source: PhotoSource)? {
        do {
            // Decoded to fit, as an open is: the whole photo comes in the background when needed.
            let loaded = try services.photos.loadFitting(path, decodeFitting)
            // Another picture at the same name is never stretched over the strokes.
            guard loaded.source.width == canvas.photoSize.width, loaded.source.height == canvas.photoSize.height else {
                session.photoProblem = Strings.photoChangedSize(path)
                showToast(Strings.photoChangedSize(path), isError: true)
                services.log(Strings.strokesWithoutPhotoLog(Strings.photoChangedSize(path)))
                return nil
            }
            return (loaded.image, loaded.source)
        } catch {
            showToast(Strings.strokesWithoutPhoto("\(error)"), isError: true)
            services.log(Strings.strokesWithoutPhotoLog("\(error)"))
            return nil
        }
    }
}
