import SketchCore
import SketchRaster

/// The Hand mode (H): pointers move the view instead of drawing; one drags the picture, two
/// pinch it (their distance zooms, their midpoint pans). The document never changes.
final class HandMode: CanvasInteraction {
    let mode = CanvasMode.hand
    private var gesture = ViewGesture()

    func press(_ id: PointerID, at p: Point, in context: InteractionContext) -> PressOutcome {
        gesture.down(id, at: p)
        return .held
    }

    func move(_ id: PointerID, to p: Point, in context: InteractionContext) {
        Self.follow(&gesture, id, to: p, in: context)
    }

    func release(_ id: PointerID, at p: Point?, in context: InteractionContext) { gesture.up(id) }

    func deactivate(in context: InteractionContext) { gesture = ViewGesture() }

    func cursor(in context: InteractionContext) -> CursorRequest { .hand }

    /// What a pointer of `gesture` moving to `p` does to the view: a pinch's zoom, then its pan.
    static func follow(_ gesture: inout ViewGesture, _ id: PointerID, to p: Point, in context: InteractionContext) {
        guard let step = gesture.move(id, to: p) else { return }
        if step.factor != 1 { context.zoom(context.canvas.zoom * step.factor, step.center) }
        if step.pan.x != 0 || step.pan.y != 0 { context.pan(step.pan.x, step.pan.y) }
    }
}
