import SketchCore
import SketchRaster

/// The Select mode (V): a click picks the topmost stroke under the pointer (Shift+click adds or
/// takes it away), a drag moves what is picked, from anywhere inside a picked stroke's box (as a
/// desktop drawing app moves a selection from its inside), a drag from elsewhere on the canvas
/// draws a rubber band that picks every stroke whose box it touches; a corner handle scales the
/// selection about the opposite corner (Shift keeps its proportions), a side's handle scales it
/// across that side. Delete removes the selection, a pen change restyles it, Escape lets it go;
/// each is one undoable step. The overlay is drawn over the canvas only (Save, Export and Copy
/// never see it), and the cursor says what a press does (`SelectMode+Picking`).
final class SelectMode: CanvasInteraction {
    let mode = CanvasMode.select
    /// The strokes picked and what the pointer is doing with them.
    private(set) var selection = Selection()
    /// The strokes before an undo or redo, and the ids of those picked (see `historyWillStep`).
    private var strokeCountBefore = 0
    private var pickedIDsBefore: Set<Int> = []

    /// How near a press must be to a stroke to pick it, in screen pixels (at the widgets' scale).
    static let pickTolerance = 4.0

    var indices: Set<Int> { selection.indices }

    // MARK: Pointers

    func press(_ id: PointerID, at p: Point, in context: InteractionContext) -> PressOutcome {
        guard selection.pointer == nil else { return .used }
        let canvas = context.canvas, shift = context.modifiers.contains(.shift)
        let hit = stroke(at: p, context)
        if let box = box(context), let handle = handle(at: p, of: box, context) {
            let at = { (h: SelectionHandle) in h.pixel(on: box) }
            // Scaled about the opposite handle by how far the pointer goes from where it
            // pressed, so the grabbed handle stays under the pointer with no jump at the start.
            selection.gesture = .scale(anchor: context.canvasPoint(Self.centre(of: at(handle.opposite))),
                                       corner: context.canvasPoint(p), handle: handle)
        } else if shift, let hit {
            if selection.indices.contains(hit) { selection.indices.remove(hit) } else { selection.indices.insert(hit) }
            changed(context)
            return .used
        } else if isInsideSelection(p, context) {
            // A drag from inside moves the selection; a click on another stroke there picks it.
            selection.clickPicks = hit.flatMap { selection.indices.contains($0) ? nil : $0 }
            selection.gesture = .move(from: context.canvasPoint(p))
        } else if let hit {
            if !selection.indices.contains(hit) { selection.indices = [hit] }
            selection.gesture = .move(from: context.canvasPoint(p))
        } else {
            selection.pointer = id
            selection.gesture = .band(start: p, end: p, kept: shift ? selection.indices : [])
            if !shift { selection.indices = [] }
            changed(context)
            return .held
        }
        selection.pointer = id
        canvas.beginDrag(selection.indices)
        changed(context)
        return .held
    }

    func move(_ id: PointerID, to p: Point, in context: InteractionContext) {
        guard selection.pointer == id, let gesture = selection.gesture else { return }
        switch gesture {
        case .move(let from):
            let d = context.canvasPoint(p) - from
            context.canvas.showDrag { $0.translated(by: d.x, d.y) }
        case .scale(let anchor, let corner, let handle):
            let c = context.canvasPoint(p)
            // Never flipped or flattened: at least a twentieth of the size.
            func factor(_ to: Double, _ from: Double, _ origin: Double) -> Double {
                abs(from - origin) < 1e-9 ? 1 : max((to - origin) / (from - origin), 0.05)
            }
            var sx = handle.scalesX ? factor(c.x, corner.x, anchor.x) : 1, sy = handle.scalesY ? factor(c.y, corner.y, anchor.y) : 1
            if handle.isCorner && context.modifiers.contains(.shift) { sx = max(sx, sy); sy = sx }
            context.canvas.showDrag { $0.scaled(by: sx, sy, about: anchor) }
        case .band(let start, _, let kept):
            selection.gesture = .band(start: start, end: p, kept: kept)
            selection.indices = kept.union(strokes(touching: selection.band ?? .empty, context))
        }
        changed(context)
    }

    /// The press ends: a move becomes one undoable step; a band keeps what it picked.
    func release(_ id: PointerID, at p: Point?, in context: InteractionContext) {
        guard selection.pointer == id else { return }
        if let p { move(id, to: p, in: context) }
        // Let go where it began, on a stroke not picked: a click, which picks that stroke.
        var picks: Int?
        if let hit = selection.clickPicks, let p, case .move(let from)? = selection.gesture,
           context.canvasPoint(p).distance(to: from) * context.canvas.zoom < 1 { picks = hit }
        selection.pointer = nil
        selection.gesture = nil
        selection.clickPicks = nil
        context.canvas.endDrag(keeping: picks == nil)
        if let picks { selection.indices = [picks] }
        changed(context)
        context.refresh()
    }

    /// Escape while a move or band is dragged: it is dropped, the strokes stay where they were.
    func cancelDrag(in context: InteractionContext) -> Bool {
        guard selection.gesture != nil else { return false }
        cancelGesture(context)
        return true
    }

    // MARK: Keys

    /// Delete and Backspace remove the selection (with Ctrl they are another command's);
    /// Escape lets it go (with none, the key goes on).
    func key(_ key: Key, _ modifiers: KeyModifiers, in context: InteractionContext) -> Bool {
        switch key {
        case .delete, .backspace: return !modifiers.contains(.control) && removeSelected(in: context)
        case .escape: return deselect(context)
        default: return false
        }
    }

    /// Removes the selection as one undoable step; false when there was none.
    @discardableResult
    func removeSelected(in context: InteractionContext) -> Bool {
        guard !selection.indices.isEmpty else { return false }
        cancelGesture(context)
        context.session.removeStrokes(at: selection.indices)
        selection.indices = []
        changed(context)
        context.refresh()
        return true
    }

    func deactivate(in context: InteractionContext) { deselect(context) }

    /// Another canvas or another stroke list: the strokes it held are gone, and no step is made.
    func documentChanged(_ change: DocumentChange, in context: InteractionContext) {
        switch change {
        case .opened, .replaced, .undone(canvas: _?), .cleared, .reoriented:
            selection.gesture = nil
            selection.pointer = nil
            selection.clickPicks = nil
            selection.restyleFrom = nil
            context.canvas.endDrag(keeping: false)
            selection.indices = []
            changed(context)
        case .cropped, .added, .strokeReplaced, .undone(canvas: nil): break
        }
    }

    /// Before an undo or redo: a restyle shown while a slider is held, or a move or scale being
    /// dragged, becomes its step now, as a stroke in progress does; what the slider or the
    /// pointer does next starts afresh.
    func historyWillStep(in context: InteractionContext) {
        strokeCountBefore = context.document.strokes.count
        let strokes = context.document.strokes
        pickedIDsBefore = Set(selection.indices.filter { strokes.indices.contains($0) }.map { strokes[$0].id })
        commitHeldRestyle(context)
        switch selection.gesture {
        case .move?, .scale?:
            selection.gesture = nil
            selection.pointer = nil
            selection.clickPicks = nil
            context.canvas.endDrag()
        case .band?, nil:
            break
        }
    }

    /// After an undo or redo: the selection stays only while the same strokes are there to hold,
    /// wherever they are in the list now (a restack undone moves them).
    func historyDidStep(in context: InteractionContext) {
        let strokes = context.document.strokes
        let ids = strokes.count == strokeCountBefore ? pickedIDsBefore : []
        selection.indices = Set(strokes.indices.filter { ids.contains(strokes[$0].id) && strokes[$0].isSelectable })
        changed(context)
    }

    /// The pen (or the fill) changed: the selected strokes take what changed, as one undoable
    /// step. While a widget is held (a slider dragged) they show the change as it goes, and the
    /// step is made when it is let go (`widgetsReleased`).
    func penChanged(from old: PenSettings, fill oldFill: Bool, in context: InteractionContext) {
        guard !selection.indices.isEmpty, selection.gesture == nil else { return }
        let from = selection.restyleFrom ?? (old, oldFill)
        let restyle = restyler(from: from.pen, fill: from.fill, context)
        guard context.widgetsHeld else {
            selection.restyleFrom = nil
            context.canvas.endDrag(keeping: false)
            let strokes = context.document.strokes
            context.session.replaceStrokes(Dictionary(uniqueKeysWithValues: selection.indices.filter { strokes.indices.contains($0) }.map { ($0, restyle(strokes[$0])) }))
            changed(context)
            return context.refresh()
        }
        if selection.restyleFrom == nil {
            selection.restyleFrom = from
            context.canvas.beginDrag(selection.indices)
        }
        context.canvas.showDrag(restyle)
        changed(context)
    }

    /// Makes the pen change held back while a widget was held one undoable step.
    func widgetsReleased(in context: InteractionContext) {
        guard selection.restyleFrom != nil, !context.widgetsHeld else { return }
        commitHeldRestyle(context)
        changed(context)
        context.refresh()
    }

    func overlay(in context: InteractionContext) -> [DrawCommand] {
        [.clip(context.canvas.rect)] + Selection.overlay(box: box(context), band: selection.band, scale: context.scale) + [.clip(nil)]
    }

    /// The selection's box in window pixels, the strokes where they are shown (moved, while dragged).
    func box(_ context: InteractionContext) -> IntRect? {
        guard !selection.indices.isEmpty else { return nil }
        let canvas = context.canvas, strokes = context.document.strokes
        let moved = canvas.drag?.moved ?? [:]
        let box = selection.indices.reduce(IntRect.empty) { box, i in
            guard let s = moved[i] ?? (strokes.indices.contains(i) ? strokes[i] : nil) else { return box }
            return box.union(canvas.layerBounds(of: s))
        }
        return box.isEmpty ? nil : canvas.placement.windowRect(box).insetBy(-context.px(Selection.air))
    }

    /// Picks `indices` as a click would (a paste picks what it placed).
    func pick(_ indices: Set<Int>, in context: InteractionContext) {
        cancelGesture(context)
        selection.indices = indices
        changed(context)
    }

    // MARK: Helpers

    /// Lets the selection go; false when there was none.
    @discardableResult
    private func deselect(_ context: InteractionContext) -> Bool {
        guard !selection.indices.isEmpty || selection.gesture != nil else { return false }
        cancelGesture(context)
        // A restyle shown while a slider is held is kept, as its release would.
        commitHeldRestyle(context)
        selection.indices = []
        changed(context)
        return true
    }

    /// Drops a move or band in progress: the strokes stay where they were.
    private func cancelGesture(_ context: InteractionContext) {
        guard selection.gesture != nil else { return }
        if case .band(_, _, let kept)? = selection.gesture { selection.indices = kept }
        selection.gesture = nil
        selection.pointer = nil
        selection.clickPicks = nil
        context.canvas.endDrag(keeping: false)
        changed(context)
    }

    /// A restyle shown while a widget is held becomes its undoable step.
    private func commitHeldRestyle(_ context: InteractionContext) {
        guard selection.restyleFrom != nil else { return }
        selection.restyleFrom = nil
        context.canvas.endDrag()
    }

    /// Repaints where the overlay was and where it is now.
    private func changed(_ context: InteractionContext) {
        let now = Selection.area(box: box(context), band: selection.band, scale: context.scale)
        context.repaint(selection.shown.union(now))
        selection.shown = now
    }

    /// What a pen change from `old` and `oldFill` to the pen and fill now does to a stroke: only
    /// what changed (colour, width or text size, fill, styles) is taken, by each attribute the
    /// stroke's tool takes (`StrokeAttribute.restyle`).
    private func restyler(from old: PenSettings, fill oldFill: Bool, _ context: InteractionContext) -> (Stroke) -> Stroke {
        let pen = context.pen, fill = context.fillShapes, live = context.canvas.live
        let restyle = Restyle(pen: pen, fill: fill, old: (old, oldFill), width: { live.documentWidth(of: $0, pen: pen) })
        return { restyle.apply(to: $0) }
    }
}

extension SketchController {
    /// The indices (into `document.strokes`) of the strokes selected.
    public var selectedStrokes: Set<Int> { (interaction as? SelectMode)?.indices ?? [] }
    /// The selection's box in window pixels, if any.
    var selectionBox: IntRect? { (interaction as? SelectMode)?.box(interactionContext) }
}
