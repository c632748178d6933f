import SketchCore
import SketchRaster

/// What is under a window point in the Select mode: a handle of the selection, its inside, a
/// stroke, or nothing; and the cursor that says what a press there does.
extension SelectMode {
    /// A move while moving, the handle's resize arrows while scaling or over a handle, a move
    /// over the selection's inside or over a stroke, else the arrow (a press draws a band).
    func cursor(in context: InteractionContext) -> CursorRequest {
        switch selection.gesture {
        case .move?: return .move
        case .scale(_, _, let handle)?: return .resize(handle.direction)
        case .band?: return .arrow
        case nil: break
        }
        guard let p = context.hover else { return .arrow }
        // As a press tries them: the handles first, then the selection's inside, then a stroke.
        if let box = box(context), let handle = handle(at: p, of: box, context) { return .resize(handle.direction) }
        return isInsideSelection(p, context) || stroke(at: p, context) != nil ? .move : .arrow
    }

    /// The handle of the selection's `box` under window point `p`.
    func handle(at p: Point, of box: IntRect, _ context: InteractionContext) -> SelectionHandle? {
        SelectionHandle.at(p, on: box, reach: Selection.handlePixels(context.scale), roomy: Selection.roomy(context.scale))
    }

    /// Whether window point `p` lies inside the box (as the selection's box draws it, with its
    /// air) of a selected stroke, where the picture is shown.
    func isInsideSelection(_ p: Point, _ context: InteractionContext) -> Bool {
        let canvas = context.canvas, strokes = context.document.strokes
        guard !selection.indices.isEmpty, canvas.rect.contains(p) else { return false }
        return selection.indices.contains { i in
            strokes.indices.contains(i) && canvas.placement.windowRect(canvas.layerBounds(of: strokes[i])).insetBy(-context.px(Selection.air)).contains(p)
        }
    }

    /// The topmost selectable stroke under window point `p`, within the tolerance. Only the
    /// picture shown can be picked from: never the grey around it, nor a part a crop hides.
    func stroke(at p: Point, _ context: InteractionContext) -> Int? {
        let canvas = context.canvas, c = context.canvasPoint(p)
        guard canvas.rect.contains(p), context.document.kept.contains(c) else { return nil }
        let tolerance = Self.pickTolerance * context.scale / canvas.zoom
        let strokes = context.document.strokes
        return strokes.indices.reversed().first { i in
            strokes[i].isSelectable && strokes[i].distance(to: c, box: canvas.canvasBox(of: strokes[i])) <= tolerance
        }
    }

    /// Selectable strokes whose box touches or lies inside `band` (window pixels) where it
    /// covers the picture shown: a stroke a crop hides is outside it.
    func strokes(touching band: IntRect, _ context: InteractionContext) -> Set<Int> {
        let canvas = context.canvas
        let local = band.intersection(canvas.rect).offsetBy(-canvas.rect.x, -canvas.rect.y)
        guard !local.isEmpty else { return [] }
        let strokes = context.document.strokes
        return Set(strokes.indices.filter { strokes[$0].isSelectable && !canvas.layerBounds(of: strokes[$0]).intersection(local).isEmpty })
    }

    /// The centre of window pixel `pixel`.
    static func centre(of pixel: (x: Int, y: Int)) -> Point { Point(Double(pixel.x) + 0.5, Double(pixel.y) + 0.5) }
}
