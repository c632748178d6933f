import SketchCore
import SketchRaster

/// The frame: only what changed since it was last presented is painted.
extension SketchController {
    /// Paints every changed part of `frame` and returns those rectangles (for presenting).
    public func render() -> [IntRect] {
        session.checkpointIfDue(idle: canvas.live.isEmpty)
        dirty.clip(to: layout.window)
        let rects = dirty.rects
        let toastCommands = toast?.layout(in: layout.canvasArea, ui: ui).commands
        for r in rects {
            compositor.paint(r, into: &frame, canvas: canvas, layout: layout, background: ui.theme.background,
                             overlay: picker != nil || isHelpOpen, toast: toastCommands)
        }
        dirty.removeAll()
        return rects
    }

    /// Marks the whole window for repainting (after the window was exposed).
    public func invalidateAll() { dirty.add(layout.window) }

    public var needsRender: Bool { !dirty.isEmpty }
}
