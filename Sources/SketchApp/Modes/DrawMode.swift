import SketchCore
import SketchRaster

/// Drawing, the mode the app starts in: each pointer draws with the current tool (every finger
/// its own stroke), the Text tool's press places a text to type, Alt+click with the mouse takes a
/// colour as the eyedropper does, and a double tap with a finger clears the canvas. What is
/// typed goes to the text through `SketchController+Text`.
final class DrawMode: CanvasInteraction {
    let mode = CanvasMode.draw
    /// Fingers' taps, for the double tap.
    private var taps = TapDetector()

    func status(in context: InteractionContext) -> (title: String, hint: String) {
        (context.tool.label, StatusLine.hint(for: context.tool, filled: context.fillShapes))
    }

    func drawingTool(in context: InteractionContext) -> Tool? { context.tool }

    func press(_ id: PointerID, at p: Point, in context: InteractionContext) -> PressOutcome {
        if Self.picksColor(id, context) {
            EyedropperMode.pick(at: p, in: context)
            return .used
        }
        // Drawn in the pen's colour: once the pen changes, that one goes first among the recent
        // colours (strokes that reveal or filter draw no colour).
        if context.tool.hasColor && context.tool.marking != .reveal { context.colorUsed() }
        if context.tool.shape == .text {
            context.canvas.beginText(at: p, pen: context.pen)
            return .used
        }
        if case .finger(let f) = id { taps.fingerDown(f, at: p, time: context.now()) }
        context.canvas.begin(id, at: p, tool: context.tool, pen: context.pen, filled: context.fillShapes)
        return .held
    }

    func move(_ id: PointerID, to p: Point, in context: InteractionContext) {
        guard context.canvas.live.isDrawing(id) else { return }
        if case .finger(let f) = id { taps.fingerMoved(f, to: p) }
        context.canvas.move(id, to: p, constrained: context.modifiers.contains(.shift))
    }

    /// The stroke is added as drawn (cancelled or the focus gone: as drawn so far); a finger's
    /// second quick tap clears instead.
    func release(_ id: PointerID, at p: Point?, in context: InteractionContext) {
        if p == nil, case .finger(let f) = id { taps.cancel(f) }
        guard context.canvas.live.isDrawing(id) else { return }
        if let p, case .finger(let f) = id, taps.fingerUp(f, at: p, time: context.now()) {
            doubleTapClear(secondTap: id, context)
        } else {
            context.canvas.finish(id, at: p, constrained: p != nil && context.modifiers.contains(.shift))
            context.refresh()
        }
    }

    /// The cursor the tool declares (`Tool.cursor`): a ring as wide as the pen on screen (its
    /// width is in screen pixels at any zoom), an I-beam, a crosshair; the eyedropper's pipette
    /// while Alt picks a colour.
    func cursor(in context: InteractionContext) -> CursorRequest {
        if Self.picksColor(.mouse, context) { return .eyedropper(scale: context.scale) }
        switch context.tool.cursor {
        case .text: return .text
        case .crosshair: return .crosshair
        case .ring: break
        }
        return .ring(diameter: context.tool.strokeWidth(forPen: context.pen) * context.scale, scale: context.scale)
    }

    /// Whether a press by `id` picks a colour instead of drawing: Alt held, with the mouse.
    private static func picksColor(_ id: PointerID, _ context: InteractionContext) -> Bool {
        id == .mouse && context.modifiers.contains(.alt)
    }

    /// A double tap with a finger clears the canvas, undoably. The taps themselves leave no
    /// dots: the first tap's dot is taken back, the second is never added.
    private func doubleTapClear(secondTap id: PointerID, _ context: InteractionContext) {
        context.canvas.discard(id)
        if let last = context.document.strokes.last,
           last.points.count == 1 || last.tool.isTwoPoint && last.points[0].distance(to: last.points[1]) < 1e-9 {
            context.session.undo()
        }
        context.clear()
    }
}
