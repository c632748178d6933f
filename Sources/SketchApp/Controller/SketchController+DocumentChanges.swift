import SketchCore

/// What the controller's own state does when the session changes the document.
extension SketchController {
    /// After the session changed the document: another canvas or another stroke list drops the
    /// selection and the rectangle being chosen; another crop (an undo or redo of one) drops
    /// the rectangle, chosen on the part shown before it.
    func documentChanged(_ change: DocumentChange) {
        switch change {
        case .opened, .replaced, .undone(canvas: _?), .cleared:
            dropSelection()
            cropDraft = CropDraft()
        case .cropped:
            cropDraft = CropDraft()
        case .added, .strokeReplaced, .undone(canvas: nil):
            break
        }
    }
}
