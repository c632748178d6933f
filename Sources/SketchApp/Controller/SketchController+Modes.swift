import SketchCore
import SketchRaster

/// Switching canvas modes, and what a mode may reach (`InteractionContext`).
extension SketchController {
    /// Switches what a press on the canvas does; strokes in progress are finished first, and the
    /// mode left ends its draft.
    public func setMode(_ next: CanvasMode) {
        guard next != mode else { return }
        canvas.finishStrokesInProgress()
        endModeDraft()
        modes.switchTo(next)
        refreshUI()
    }

    /// Leaves the mode: a temporary one (the eyedropper) for the mode it was chosen from, as
    /// it was (Select, or drawing with the tool chosen before); any other for drawing.
    func leaveMode() {
        setMode(modes.leavingTo)
    }

    /// Another picture (a photo or document opened, a session restored): the mode's draft was
    /// on the old one, so it ends, and the app draws again with the tool chosen before.
    func leaveModeForAnotherPicture() {
        endModeDraft()
        setMode(.draw)
    }

    /// The pen (or the fill) changed from `old`: the mode hears of it (Select restyles).
    func penChanged(from old: PenSettings, fill oldFill: Bool) {
        interaction.penChanged(from: old, fill: oldFill, in: interactionContext)
    }

    /// The mode's draft ends (`CanvasInteraction.deactivate`) and the pointers it held go.
    func endModeDraft() {
        interaction.deactivate(in: interactionContext)
        pointers.releaseAll(of: .interaction)
    }

    /// What the mode reaches the app through.
    var interactionContext: InteractionContext { InteractionContext(self) }
}
