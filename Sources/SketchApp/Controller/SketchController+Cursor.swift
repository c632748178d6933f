import SketchCore

/// The pointer's look over the window. Every input may change it, but working it out asks the
/// layout, the overlays and the mode: an input only marks it stale, and it is worked out when
/// read, which the event loop does once a frame however many pointer moves the frame took.
extension SketchController {
    /// The cursor for where the mouse is: the mode's over the canvas (the hand while the view is
    /// dragged), the arrow over the widgets, under a modal or off the window.
    public var cursor: CursorRequest {
        if pointerState.cursorIsStale {
            pointerState.cursorIsStale = false
            pointerState.cursor = currentCursor()
        }
        return pointerState.cursor
    }

    /// An input or a change of the view: the cursor is worked out again when next read.
    func cursorMayChange() { pointerState.cursorIsStale = true }

    private func currentCursor() -> CursorRequest {
        let overCanvas = hoverPosition.map { layout.canvasArea.contains($0) && !isOverWidgets($0) } ?? false
        guard overCanvas && !isModal else { return .arrow }
        return modifiers.contains(.space) || !gesture.isEmpty ? .hand : interaction.cursor(in: interactionContext)
    }
}
