import SketchCore
import SketchRaster

/// The eyedropper (I): a press takes the pen's colour from the canvas as shown, then the mode it
/// was chosen from is back (drawing with its tool, or Select); Escape goes back without a colour.
/// Alt+click does the same in a drawing tool (`pick`).
final class EyedropperMode: CanvasInteraction {
    let mode = CanvasMode.eyedropper

    func press(_ id: PointerID, at p: Point, in context: InteractionContext) -> PressOutcome {
        if Self.pick(at: p, in: context) { context.leave() }
        return .used
    }

    /// Escape: back to the mode before, the colour unchanged.
    func key(_ key: Key, _ modifiers: KeyModifiers, in context: InteractionContext) -> Bool {
        guard key == .escape else { return false }
        context.leave()
        return true
    }

    func cursor(in context: InteractionContext) -> CursorRequest { .eyedropper(scale: context.scale) }

    /// Takes the colour under `p` from the canvas as shown (the photo and strokes, as Save
    /// captures them; never the widgets or the pen-tip ring over them), keeping the pen's alpha;
    /// returns whether it took one. Outside the photo it picks nothing. A fully transparent
    /// pixel has no colour (its channels are all 0, not black): as in Krita, picking there
    /// leaves the colour alone, and says why.
    @discardableResult
    static func pick(at p: Point, in context: InteractionContext) -> Bool {
        let r = context.canvas.rect
        let x = Int(p.x.rounded(.down)), y = Int(p.y.rounded(.down))
        guard r.contains(Point(Double(x) + 0.5, Double(y) + 0.5)) else { return false }
        let layer = context.canvas.layers.layer
        let lx = x - r.x, ly = y - r.y
        guard lx >= 0, ly >= 0, lx < layer.width, ly < layer.height else { return false }
        let shown = layer[lx, ly]
        guard shown.alpha > 0 else {
            context.toast(Strings.nothingToPick, false)
            return false
        }
        context.setPenColor(shown.withAlpha(context.pen.color.alpha))
        context.refresh()
        return true
    }
}
