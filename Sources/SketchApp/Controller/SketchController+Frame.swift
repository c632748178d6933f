import SketchCore
import SketchRaster

/// The frame: only what changed since it was last presented is painted.
extension SketchController {
    /// Paints every changed part of `frame` and returns those rectangles (for presenting).
    public func render() -> [IntRect] {
        // Not while a text is typed: its draft lines must stay in the journal that its end follows.
        session.checkpointIfDue(idle: canvas.live.isEmpty && canvas.editing == nil)
        // The crop rectangle follows the view as well as the draft.
        repaintCropIfMoved()
        dirty.clip(to: layout.window)
        let rects = dirty.rects
        let toastCommands = toast?.layout(in: layout.canvasArea, ui: ui).commands
        // The Select tool's box and band and the crop's rectangle: on screen only, never in the
        // layer that Save captures.
        let overlay = selectionOverlay
        for r in rects {
            compositor.paint(r, into: &frame, canvas: canvas, layout: layout, background: ui.theme.background,
                             overlay: picker != nil || isHelpOpen, toast: toastCommands, onCanvas: overlay + cropPainted,
                             checkerCell: ui.px(8))
        }
        dirty.removeAll()
        return rects
    }

    /// Marks the whole window for repainting (after the window was exposed).
    public func invalidateAll() { dirty.add(layout.window) }

    public var needsRender: Bool { !dirty.isEmpty }

    /// Marks where the crop rectangle was and where it is now, when its drawing changed (the
    /// draft changed, or the view under it).
    func repaintCropIfMoved() {
        let crop = cropCommands
        guard crop != cropPainted else { return }
        for command in cropPainted + crop { dirty.add(command.bounds) }
        cropPainted = crop
    }
}
