import SketchCore

extension SketchController {
    /// Turns or flips the whole picture by `step` as one undoable step: the photo, every stroke
    /// and the crop. A text being typed ends first; texts stay upright over what they were on.
    func orient(by step: Orientation) {
        if isEditingText { canvas.endText() }
        _ = cancelPointerWork()
        session.orient(by: step, placed: canvas.uprightTexts(turning: step))
        let kept = document.kept
        showToast(Strings.oriented(step, width: kept.width, height: kept.height), isError: false)
        refreshUI()
    }
}
