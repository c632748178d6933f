import SketchCore
import SketchRaster

/// The frame: only what changed since it was last presented is painted.
extension SketchController {
    /// Paints every changed part of `frame` and returns those rectangles (for presenting).
    public func render() -> [IntRect] {
        session.checkpointIfDue(idle: canvas.live.isEmpty)
        // The crop rectangle follows the view and the drag: where it was and where it is are repainted.
        let crop = cropCommands
        if crop != cropPainted {
            for command in cropPainted + crop { dirty.add(command.bounds) }
            cropPainted = crop
        }
        dirty.clip(to: layout.window)
        let rects = dirty.rects
        let toastCommands = toast?.layout(in: layout.canvasArea, ui: ui).commands
        // The Select tool's box and band and the crop's rectangle: on screen only, never in the
        // layer that Save captures.
        let overlay = selectionOverlay
        for r in rects {
            compositor.paint(r, into: &frame, canvas: canvas, layout: layout, background: ui.theme.background,
                             overlay: picker != nil || isHelpOpen, toast: toastCommands, onCanvas: overlay + crop,
                             checkerCell: ui.px(8))
        }
        dirty.removeAll()
        return rects
    }

    /// Marks the whole window for repainting (after the window was exposed).
    public func invalidateAll() { dirty.add(layout.window) }

    /// Whether a frame must be painted: something is marked changed, or the crop rectangle (which
    /// `render` compares with what it last painted) moved.
    public var needsRender: Bool { !dirty.isEmpty || cropCommands != cropPainted }
}
