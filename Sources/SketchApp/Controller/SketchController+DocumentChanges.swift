import SketchCore

/// What the controller's own state does when the session changes the document.
extension SketchController {
    /// After the session changed the document: another canvas or another stroke list drops the
    /// selection; the mode hears of every change (a crop's rectangle goes with another canvas).
    func documentChanged(_ change: DocumentChange) {
        switch change {
        case .opened, .replaced, .undone(canvas: _?), .cleared: dropSelection()
        case .cropped, .added, .strokeReplaced, .undone(canvas: nil): break
        }
        interaction?.documentChanged(change, in: interactionContext)
    }
}
