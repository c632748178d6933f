import SketchCore
import SketchRaster

/// The frame: only what changed since it was last presented is painted.
extension SketchController {
    /// Paints every changed part of `frame` and returns those rectangles (for presenting).
    public func render() -> [IntRect] {
        // Not while a text is typed: its draft lines must stay in the journal that its end follows.
        session.checkpointIfDue(idle: canvas.live.isEmpty && canvas.editing == nil)
        // The mode's overlay (Select's box and band, the crop's rectangle), on screen only, never
        // in the layer Save captures. It follows the view as well as the draft, so it is taken
        // before the rectangles to paint are.
        let modeOverlay = interaction.overlay(in: interactionContext)
        dirty.clip(to: layout.window)
        let rects = dirty.rects
        let toastCommands = overlays.toast.commands(in: layout.canvasArea, ui: ui)
        let modal = isModal
        for r in rects {
            compositor.paint(r, into: &frame, canvas: canvas, layout: layout, background: ui.theme.background,
                             overlay: modal, toast: toastCommands, onCanvas: modeOverlay,
                             checkerCell: ui.px(8))
        }
        dirty.removeAll()
        return rects
    }

    /// Marks the whole window for repainting (after the window was exposed).
    public func invalidateAll() { dirty.add(layout.window) }

    public var needsRender: Bool { !dirty.isEmpty }
}
