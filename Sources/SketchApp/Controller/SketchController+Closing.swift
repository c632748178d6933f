import SketchCore
import SketchRaster

/// Leaving the drawing: closing the window (Ctrl+Q, Ctrl+W, the close button) or starting a
/// new one (Ctrl+N). A drawing no save holds is asked about first (`CloseQuestion`): Save
/// writes it as Ctrl+S does and leaves once it is written (a save that fails says why and
/// stays), Discard leaves at once (the session keeps the drawing, and the next launch offers
/// it), Cancel stays. Quitting on purpose (`keys.*`'s quit, `--early-exit`, a signal) asks nothing.
extension SketchController {
    /// Whether leaving the drawing now asks first: it changed since it was opened or saved.
    public var asksBeforeLeaving: Bool { hasUnsavedChanges && document.hasWork }

    /// A run whose quitting is what it is for asks nothing before closing: `--early-exit` (a
    /// screenshot annotated and let go) and `-o -` (quitting writes the picture).
    public var closesWithoutAsking: Bool {
        get { destination.closesWithoutAsking }
        set { destination.closesWithoutAsking = newValue }
    }

    /// Whether the question before leaving shows.
    public var isAskingBeforeLeaving: Bool { overlays.closeQuestion.isShown }

    /// Closes the window, asking first when the drawing has changes no save holds.
    public func requestClose() { leave(.quit) }

    /// A new blank drawing, asking first when this one has changes no save holds.
    public func requestNewDrawing() { leave(.newDrawing) }

    private func leave(_ leaving: Leaving) {
        guard quitAt == nil, !isAskingBeforeLeaving else { return }
        canvas.finishStrokesInProgress()
        guard asksBeforeLeaving, !(leaving == .quit && closesWithoutAsking) else { return go(leaving) }
        // A save of the drawing as it stands is being written (Ctrl+S just before): it leaves
        // once that is written, as the question's Save would, and stays if it fails.
        if session.saved.isSaving(session.historyMark) {
            destination.leavingAfterSave = leaving
            return
        }
        // The question covers everything: what was open under it goes.
        closePopover()
        if picker != nil { closePicker() }
        if overlays.help.isOpen { overlays.help.close(in: overlayContext) }
        overlays.closeQuestion.ask(before: leaving, photo: photoName, kept: !overlays.autosave.isShown)
        refreshUI()
    }

    /// The question's answer (a button, Enter, Escape).
    func answerCloseQuestion(_ answer: CloseAnswer) {
        guard let leaving = overlays.closeQuestion.leaving else { return }
        overlays.closeQuestion.dismiss(in: overlayContext)
        switch answer {
        case .cancel: break
        case .discard: go(leaving)
        case .save:
            destination.leavingAfterSave = leaving
            save()
        }
        refreshUI()
    }

    /// The picture Save wrote (`saved`), or could not write: leaves as the question's Save
    /// asked, or stays (the failure's message says why).
    func saveEndedBeforeLeaving(saved: Bool) {
        guard let leaving = destination.leavingAfterSave else { return }
        destination.leavingAfterSave = nil
        if saved { go(leaving) }
    }

    private func go(_ leaving: Leaving) {
        switch leaving {
        case .quit: quit()
        case .newDrawing: startNewDrawing()
        }
    }

    /// A blank canvas the size of the view in place of the drawing, with no history. The
    /// drawing left stays in its session (a new drawing's first edit starts a session of its
    /// own), offered at the next launch while no save holds it.
    func startNewDrawing() {
        if isOpeningPhoto { stopOpening(reason: nil) }
        let blank = layout.canvasArea.insetBy(ui.px(8))
        open(document: Document(width: max(1, blank.width), height: max(1, blank.height)), source: nil, decoded: nil)
        canvasChanged()
        refreshUI()
    }
}
