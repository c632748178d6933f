import SketchCore
import SketchRaster

/// Switching canvas modes, and what a mode may reach (`InteractionContext`).
extension SketchController {
    /// Switches what a press on the canvas does; strokes in progress are finished first, and the
    /// mode left ends its draft.
    public func setMode(_ next: CanvasMode) {
        guard next != mode else { return }
        // A borrowed mode remembers where it was borrowed from (never another borrowed one).
        if next.traits.temporary && !mode.traits.temporary { modeBeforeTemporary = mode }
        canvas.finishStrokesInProgress()
        endModeDraft()
        interaction = next.makeInteraction()
        refreshUI()
    }

    /// Leaves the mode: a temporary one (the eyedropper) for the mode it was chosen from, as
    /// it was (Select, or drawing with the tool chosen before); any other for drawing.
    func leaveMode() {
        setMode(mode.traits.temporary ? modeBeforeTemporary : .draw)
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
    var interactionContext: InteractionContext {
        InteractionContext(
            canvas: canvas, session: session, pen: pen, tool: tool, fillShapes: fillShapes, modifiers: modifiers, hover: hoverPosition,
            widgetsHeld: ui.isCapturing || widgetsHeld, scale: ui.theme.scale,
            repaint: { [unowned self] in self.dirty.add($0) },
            refresh: { [unowned self] in self.refreshUI() },
            setPenColor: { [unowned self] in self.pen.color = $0 },
            toast: { [unowned self] in self.showToast($0, isError: $1) },
            pan: { [unowned self] in self.pan(by: $0, $1) },
            zoom: { [unowned self] in self.zoom(to: $0, about: $1, continuous: true) },
            leave: { [unowned self] in self.leaveMode() },
            colorUsed: { [unowned self] in self.penColorDrawn = true },
            clear: { [unowned self] in self.clear() },
            now: { [unowned self] in self.services.clock.now() })
    }
}
