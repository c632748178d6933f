import SketchCore
import SketchRaster

/// Work that finishes in the background (saves, copies, the journal), and time: messages that
/// go away by themselves.
extension SketchController {
    /// Picks up finished saves and copies, and what the journal reports; the event loop calls
    /// this when woken.
    public func collectBackgroundWork() {
        session.saves.collect().forEach(take)
        showSaveProgress()
        let wasLoading = isLoadingFullResolution
        for done in decoder.collect() { canvas.usePixels(done) }
        // The title and status line stop saying the photo is loading.
        if wasLoading != isLoadingFullResolution { refreshUI() }
        for found in keptDrawings.collect() { offerToContinue(found) }
        for read in clipboardReader.collect() { pasted(read) }
        collectOpenedPhoto()
        collectFolderShowing()
        collectScreenshots()
        if thumbnails.collect() && picker != nil { refreshUI() }
        updateAutosaveProblem()
    }

    /// Takes up one finished save or copy: says how it went, and what it changes.
    func take(_ outcome: SaveOutcome) {
        switch outcome {
        case .saved(let kind, let path, let width, let height):
            if kind == .picture { pictureSaveStarted = nil }
            let mark = session.saveEnded(written: true)
            if kind == .picture { rememberSavedPicture(at: path, mark: mark) }
            if let folder = destination.saveAsFolderPending, folder == PathName.parent(path) { rememberSaveAsFolder(folder) }
            destination.saveAsFolderPending = nil
            showToast(Strings.saved(kind, cropped: document.crop != nil, path: path, width: width, height: height), isError: false,
                      action: .showInFolder(path))
            // The status line and the title drop their "unsaved" now, not at the next input.
            refreshUI()
            if kind == .picture { saveEndedBeforeLeaving(saved: true) }
        case .copied(let tool): showToast(Strings.copied(tool: tool), isError: false)
        case .failed(let reason):
            session.saveEnded(written: false)
            pictureSaveStarted = nil
            destination.saveAsFolderPending = nil
            showToast(Strings.couldNotSave(reason), isError: true)
            services.log(Strings.couldNotSaveLog(reason))
            saveEndedBeforeLeaving(saved: false)
        case .copyFailed(let reason):
            showToast(Strings.couldNotCopy(reason), isError: true)
            services.log(Strings.couldNotCopyLog(reason))
        }
        if outcome.failureReason == nil { actionFailed = false }
    }

    /// A save of the picture that has run for over half a second shows how far it is.
    func showSaveProgress() {
        guard let started = pictureSaveStarted, let done = session.saves.pictureProgress, services.clock.now() - started >= Self.saveProgressDelay,
              !isLoadingFullResolution else { return }
        let text = Strings.saving(percent: Int(done * 100))
        if toast?.text != text { showToast(text, isError: false) }
    }

    static let saveProgressDelay = 0.5

    /// Waits for every save in progress and collects the outcomes.
    public func waitForBackgroundWork() {
        session.saves.waitUntilIdle()
        decoder.waitUntilIdle()
        thumbnails.waitUntilIdle()
        keptDrawings.waitUntilIdle()
        clipboardReader.waitUntilIdle()
        opener.waitUntilIdle()
        folderShower.waitUntilIdle()
        collectBackgroundWork()
    }

    /// When the loop must wake even without events (a message to take down), on `services.clock.now()`'s clock.
    public var nextDeadline: Double? {
        var soonest = overlays.deadline
        for d in [zoomSettlesAt, quitAt, openingDeadline] { if let d, d < (soonest ?? .infinity) { soonest = d } }
        return soonest
    }

    /// Draws exactly a zoom that has come to rest; the overlays take down an expired message or show a tooltip come due.
    public func tick() {
        if let t = zoomSettlesAt, services.clock.now() >= t {
            zoomSettlesAt = nil
            canvas.settle()
        }
        overlays.tick(now: services.clock.now()) { overlayContext }
        tickOpening()
    }

    /// Takes up what the journal reports: a problem is shown until it is gone.
    func updateAutosaveProblem() {
        overlays.autosave.update(services.journal.problem(), in: overlayContext)
    }
}
