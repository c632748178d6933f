import SketchCore

/// What the controller's own state does when the session changes the document.
extension SketchController {
    /// After the session changed the document: the mode hears of every change (a crop's
    /// rectangle and a selection go with another canvas).
    func documentChanged(_ change: DocumentChange) {
        interaction.documentChanged(change, in: interactionContext)
    }
}
