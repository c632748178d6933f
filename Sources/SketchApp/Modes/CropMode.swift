import SketchCore
import SketchRaster

/// The Crop mode (C): a drag on the canvas chooses a rectangle (the rest dims), its edges and
/// corners can be dragged, Enter keeps only it and goes back to drawing, Escape drops it (with
/// none, leaves the mode). Enter with no rectangle shows the whole canvas again. Each crop is one
/// undoable step; the strokes keep their places, so undo brings everything back.
final class CropMode: CanvasInteraction {
    let mode = CanvasMode.crop
    /// The rectangle being chosen, in canvas pixels.
    private(set) var draft = CropDraft()
    /// The rectangle's drawing as last painted, so it is repainted when it changes.
    private var painted: [DrawCommand] = []

    /// How near an edge a press must be to take it, in the widgets' units.
    static let handleReach = 10

    func press(_ id: PointerID, at p: Point, in context: InteractionContext) -> PressOutcome {
        // One pointer drags; another press meanwhile does nothing.
        guard draft.pointer == nil else { return .used }
        draft.press(id, at: context.canvasPoint(p), reach: Double(context.px(Self.handleReach)) / context.canvas.zoom)
        return .held
    }

    func move(_ id: PointerID, to p: Point, in context: InteractionContext) {
        guard draft.pointer == id else { return }
        draft.drag(to: context.canvasPoint(p), in: context.document)
        repaintIfMoved(context)
    }

    func release(_ id: PointerID, at p: Point?, in context: InteractionContext) {
        guard draft.pointer == id else { return }
        if let p { move(id, to: p, in: context) }
        draft.release()
    }

    func key(_ key: Key, _ modifiers: KeyModifiers, in context: InteractionContext) -> Bool {
        switch key {
        case .enter: apply(context)
        case .escape:
            if draft.rect == nil { context.leave() } else { drop(context) }
        default: return false
        }
        return true
    }

    /// Keeps only the rectangle chosen (or, with none, the whole canvas again), undoably, and
    /// goes back to drawing.
    func apply(_ context: InteractionContext) {
        context.canvas.finishStrokesInProgress()
        let rect = draft.rect
        drop(context)
        context.session.crop(to: rect)
        if let kept = context.document.crop, kept == rect { context.toast(Strings.cropped(width: kept.width, height: kept.height), false) }
        context.repaint(context.canvas.layout.window)
        context.leave()
    }

    /// Another canvas, another stroke list or another crop: the rectangle was chosen on what
    /// was shown before, and goes.
    func documentChanged(_ change: DocumentChange, in context: InteractionContext) {
        switch change {
        case .opened, .replaced, .undone(canvas: _?), .cleared, .cropped, .reoriented: drop(context)
        case .added, .strokeReplaced, .undone(canvas: nil): break
        }
    }

    func deactivate(in context: InteractionContext) { drop(context) }

    /// The rectangle as painted now (`repaintIfMoved` keeps it current).
    func overlay(in context: InteractionContext) -> [DrawCommand] {
        repaintIfMoved(context)
        return painted
    }

    /// Crop points at the picture: the arrow, not the pen's ring.
    func cursor(in context: InteractionContext) -> CursorRequest { .arrow }

    private func drop(_ context: InteractionContext) {
        draft = CropDraft()
        repaintIfMoved(context)
    }

    /// Marks where the rectangle was and where it is now, when its drawing changed (the draft
    /// changed, or the view under it).
    private func repaintIfMoved(_ context: InteractionContext) {
        let now = commands(context)
        guard now != painted else { return }
        for command in painted + now { context.repaint(command.bounds) }
        painted = now
    }

    /// The rectangle on screen: the canvas outside it dimmed, its outline, and a handle at each
    /// corner and edge's middle.
    private func commands(_ context: InteractionContext) -> [DrawCommand] {
        guard let r = draft.rect else { return [] }
        let a = context.windowPoint(Point(Double(r.x), Double(r.y))), b = context.windowPoint(Point(Double(r.maxX), Double(r.maxY)))
        let shown = IntRect(x: Int(a.x.rounded()), y: Int(a.y.rounded()), width: Int((b.x - a.x).rounded()), height: Int((b.y - a.y).rounded()))
        let dim = Color(red: 0, green: 0, blue: 0, alpha: 140), line = context.px(1)
        var out = context.canvas.rect.subtracting(shown).map { DrawCommand.rect($0, dim, radius: 0) }
        out.append(.frame(shown.insetBy(-line), .white, thickness: line, radius: 0))
        let size = context.px(8)
        for fx in [0, 1, 2] { for fy in [0, 1, 2] where fx != 1 || fy != 1 {
            let cx = shown.x + shown.width * fx / 2, cy = shown.y + shown.height * fy / 2
            let handle = IntRect(x: cx - size / 2, y: cy - size / 2, width: size, height: size)
            out.append(.rect(handle, .white, radius: 0))
            out.append(.frame(handle, Color(red: 0, green: 0, blue: 0), thickness: line, radius: 0))
        } }
        return out
    }
}

extension DrawCommand {
    /// The window pixels a rectangle, frame or picture covers (empty for the other commands,
    /// which the crop rectangle does not use).
    var bounds: IntRect {
        switch self {
        case .rect(let r, _, _), .frame(let r, _, _, _), .checker(let r, _): return r
        case .image(let image, let x, let y): return IntRect(x: x, y: y, width: image.width, height: image.height)
        case .text, .circle, .clip, .shapes: return .empty
        }
    }
}

extension SketchController {
    /// The rectangle the Crop mode is choosing, in canvas pixels.
    public var cropSelection: IntRect? { (interaction as? CropMode)?.draft.rect }
}
