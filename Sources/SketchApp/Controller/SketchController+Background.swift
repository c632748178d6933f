import SketchCore
import SketchRaster

/// Work that finishes in the background (saves, copies, the journal), and time: messages that
/// go away by themselves.
extension SketchController {
    /// Picks up finished saves and copies, and what the journal reports; the event loop calls
    /// this when woken.
    public func collectBackgroundWork() {
        for outcome in session.saves.collect() {
            switch outcome {
            case .saved(let kind, let path, let width, let height):
                if kind == .picture { pictureSaveStarted = nil }
                session.saveEnded(written: true)
                showToast(Strings.saved(kind, cropped: document.crop != nil, path: path, width: width, height: height), isError: false)
            case .copied(let tool): showToast(Strings.copied(tool: tool), isError: false)
            case .failed(let reason):
                session.saveEnded(written: false)
                pictureSaveStarted = nil
                showToast(Strings.couldNotSave(reason), isError: true)
                services.log(Strings.couldNotSaveLog(reason))
            case .copyFailed(let reason):
                showToast(Strings.couldNotCopy(reason), isError: true)
                services.log(Strings.couldNotCopyLog(reason))
            }
        }
        showSaveProgress()
        for done in decoder.collect() { canvas.usePixels(done) }
        for found in keptDrawings.collect() { offerToContinue(found) }
        if thumbnails.collect() && picker != nil { refreshUI() }
        updateAutosaveProblem()
    }

    /// A save of the picture that has run for over half a second shows how far it is.
    func showSaveProgress() {
        guard let started = pictureSaveStarted, let done = session.saves.pictureProgress, services.clock.now() - started >= Self.saveProgressDelay else { return }
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
        collectBackgroundWork()
    }

    /// When the loop must wake even without events (a message to take down), on `services.clock.now()`'s clock.
    public var nextDeadline: Double? { [toast?.expires, zoomSettlesAt, tooltip.deadline, quitAt].compactMap { $0 }.min() }

    /// Takes down an expired message; draws exactly a zoom that has come to rest.
    public func tick() {
        if let t = zoomSettlesAt, services.clock.now() >= t {
            zoomSettlesAt = nil
            canvas.settle()
        }
        if let t = toast, services.clock.now() >= t.expires {
            toast = nil
            repaint(t)
        }
        if let due = tooltip.deadline, services.clock.now() >= due { refreshUI() }
    }

    func showToast(_ text: String, isError: Bool, inStatusLine: Bool = false) {
        let old = toast
        // A path put into the text as it is shows its bytes that are not UTF-8 as \xE9.
        let t = Toast(text: PathBytes.display(text), isError: isError, expires: services.clock.now() + (isError ? Toast.errorDuration : Toast.duration), inStatusLine: inStatusLine)
        toast = t
        for shown in [old, t].compactMap({ $0 }) { repaint(shown) }
    }

    /// Marks a message's place to paint again: its box on the canvas, or the status line.
    func repaint(_ t: Toast) {
        if t.inStatusLine { refreshUI() } else { dirty.add(t.layout(in: layout.canvasArea, ui: ui).rect) }
    }

    /// Takes up what the journal reports: a problem is shown until it is gone.
    func updateAutosaveProblem() {
        let now = services.journal.problem()
        guard now != autosaveProblem else { return }
        if autosaveProblem != nil { dirty.add(autosaveBannerRect) }
        autosaveProblem = now
        refreshUI()
    }
}
