import SketchCore
import SketchRaster

/// The Select tool (V): a click picks the topmost stroke under the pointer (Shift+click adds or
/// takes it away), a drag moves what is picked, a drag from empty canvas draws a rubber band that
/// picks every stroke whose box it touches; a corner handle scales the selection about the
/// opposite corner (Shift keeps its proportions). Delete removes the selection, a pen change restyles
/// it, Escape lets it go; each is one undoable step. The overlay is drawn over the canvas only
/// (Save, Export and Copy never see it).
extension SketchController {
    /// The indices (into `document.strokes`) of the strokes selected.
    public var selectedStrokes: Set<Int> { selection.indices }

    /// How near a press must be to a stroke to pick it, in screen pixels (at the widgets' scale).
    static let pickTolerance = 4.0

    /// The topmost selectable stroke under window point `p`, within the tolerance. Only the
    /// picture shown can be picked from: never the grey around it, nor a part a crop hides.
    func stroke(at p: Point) -> Int? {
        let c = canvas.placement.canvasPoint(p)
        guard canvas.rect.contains(p), document.kept.contains(c) else { return nil }
        let tolerance = Self.pickTolerance * ui.theme.scale / canvas.zoom
        let strokes = document.strokes
        return strokes.indices.reversed().first { i in
            strokes[i].isSelectable && strokes[i].distance(to: c, box: canvas.canvasBox(of: strokes[i])) <= tolerance
        }
    }

    func selectPress(_ id: PointerID, at p: Point) {
        guard selection.pointer == nil else { return }
        let shift = modifiers.contains(.shift)
        if let box = selectionBox, let (corner, anchor) = handle(at: p, of: box) {
            selection.pointer = id
            selection.gesture = .scale(anchor: canvas.placement.canvasPoint(anchor), corner: canvas.placement.canvasPoint(corner))
            canvas.beginDrag(selection.indices)
        } else if let hit = stroke(at: p) {
            if shift {
                if selection.indices.contains(hit) { selection.indices.remove(hit) } else { selection.indices.insert(hit) }
                return selectionChanged()
            }
            if !selection.indices.contains(hit) { selection.indices = [hit] }
            selection.pointer = id
            selection.gesture = .move(from: canvas.placement.canvasPoint(p))
            canvas.beginDrag(selection.indices)
        } else {
            selection.pointer = id
            selection.gesture = .band(start: p, end: p, kept: shift ? selection.indices : [])
            if !shift { selection.indices = [] }
        }
        selectionChanged()
    }

    func selectMove(_ id: PointerID, to p: Point) {
        guard selection.pointer == id, let gesture = selection.gesture else { return }
        switch gesture {
        case .move(let from):
            let d = canvas.placement.canvasPoint(p) - from
            canvas.showDrag { $0.translated(by: d.x, d.y) }
        case .scale(let anchor, let corner):
            let c = canvas.placement.canvasPoint(p)
            // Never flipped or flattened: at least a twentieth of the size.
            func factor(_ to: Double, _ from: Double, _ origin: Double) -> Double {
                abs(from - origin) < 1e-9 ? 1 : max((to - origin) / (from - origin), 0.05)
            }
            var sx = factor(c.x, corner.x, anchor.x), sy = factor(c.y, corner.y, anchor.y)
            if modifiers.contains(.shift) { sx = max(sx, sy); sy = sx }
            canvas.showDrag { $0.scaled(by: sx, sy, about: anchor) }
        case .band(let start, _, let kept):
            selection.gesture = .band(start: start, end: p, kept: kept)
            selection.indices = kept.union(strokes(touching: selection.band ?? .empty))
        }
        selectionChanged()
    }

    /// The press ends: a move becomes one undoable step; a band keeps what it picked.
    func selectRelease(_ id: PointerID, at p: Point?) {
        guard selection.pointer == id else { return }
        if let p { selectMove(id, to: p) }
        selection.pointer = nil
        selection.gesture = nil
        canvas.endDrag()
        selectionChanged()
        refreshUI()
    }

    /// The corner handle of `box` under window point `p`, and the corner opposite it.
    func handle(at p: Point, of box: IntRect) -> (corner: Point, opposite: Point)? {
        let reach = Double(ui.px(8))
        let corners = Selection.corners(of: box).map { Point(Double($0.x) + 0.5, Double($0.y) + 0.5) }
        guard let i = corners.firstIndex(where: { abs($0.x - p.x) <= reach && abs($0.y - p.y) <= reach }) else { return nil }
        return (corners[i], corners[3 - i])
    }

    /// Selectable strokes whose box touches or lies inside `band` (window pixels) where it
    /// covers the picture shown: a stroke a crop hides is outside it.
    func strokes(touching band: IntRect) -> Set<Int> {
        let local = band.intersection(canvas.rect).offsetBy(-canvas.rect.x, -canvas.rect.y)
        guard !local.isEmpty else { return [] }
        let strokes = document.strokes
        return Set(strokes.indices.filter { strokes[$0].isSelectable && !canvas.layerBounds(of: strokes[$0]).intersection(local).isEmpty })
    }

    /// Removes the selected strokes, as one undoable step.
    func deleteSelection() {
        guard !selection.indices.isEmpty else { return }
        cancelSelectionGesture()
        session.removeStrokes(at: selection.indices)
        selection.indices = []
        selectionChanged()
        refreshUI()
    }

    /// Lets the selection go; false when there was none.
    @discardableResult
    func deselect() -> Bool {
        guard !selection.indices.isEmpty || selection.gesture != nil else { return false }
        cancelSelectionGesture()
        // A restyle shown while a slider is held is kept, as its release would.
        commitHeldRestyle()
        selection.indices = []
        selectionChanged()
        return true
    }

    /// Lets the selection go without making any step: the strokes it held are gone or were
    /// on another canvas.
    func dropSelection() {
        selection.gesture = nil
        selection.pointer = nil
        selection.restyleFrom = nil
        canvas.endDrag(keeping: false)
        selection.indices = []
        selectionChanged()
    }

    /// Before an undo or redo: a restyle shown while a slider is held, or a move or scale being
    /// dragged, becomes its step now, as a stroke in progress does; what the slider or the
    /// pointer does next starts afresh.
    func finishSelectionEdits() {
        commitHeldRestyle()
        switch selection.gesture {
        case .move?, .scale?:
            selection.gesture = nil
            selection.pointer = nil
            canvas.endDrag()
        case .band?, nil:
            break
        }
    }

    /// Drops a move or band in progress: the strokes stay where they were.
    func cancelSelectionGesture() {
        guard selection.gesture != nil else { return }
        if case .band(_, _, let kept)? = selection.gesture { selection.indices = kept }
        selection.gesture = nil
        selection.pointer = nil
        canvas.endDrag(keeping: false)
        selectionChanged()
    }

    /// After an undo or redo: the selection stays only while the same strokes are there to hold.
    func selectionAfterHistoryChange(strokeCountBefore: Int) {
        if document.strokes.count != strokeCountBefore { selection.indices = [] }
        selection.indices = selection.indices.filter { document.strokes.indices.contains($0) && document.strokes[$0].isSelectable }
        selectionChanged()
    }

    /// The pen (or the fill) changed: the selected strokes take what changed, as one undoable
    /// step. While a widget is held (a slider dragged) they show the change as it goes, and the
    /// step is made when it is let go.
    func penChanged(from old: PenSettings, fill oldFill: Bool) {
        guard !selection.indices.isEmpty, selection.gesture == nil else { return }
        let from = selection.restyleFrom ?? (old, oldFill)
        let restyle = restyler(from: from.pen, fill: from.fill)
        guard ui.isCapturing || widgetsHeld else {
            selection.restyleFrom = nil
            canvas.endDrag(keeping: false)
            let strokes = document.strokes
            session.replaceStrokes(Dictionary(uniqueKeysWithValues: selection.indices.filter { strokes.indices.contains($0) }.map { ($0, restyle(strokes[$0])) }))
            selectionChanged()
            return refreshUI()
        }
        if selection.restyleFrom == nil {
            selection.restyleFrom = from
            canvas.beginDrag(selection.indices)
        }
        canvas.showDrag(restyle)
        selectionChanged()
    }

    /// Makes the pen change held back while a widget was held one undoable step.
    func applyHeldRestyle() {
        guard selection.restyleFrom != nil, !ui.isCapturing, !widgetsHeld else { return }
        commitHeldRestyle()
        selectionChanged()
        refreshUI()
    }

    /// A restyle shown while a widget is held becomes its undoable step.
    private func commitHeldRestyle() {
        guard selection.restyleFrom != nil else { return }
        selection.restyleFrom = nil
        canvas.endDrag()
    }

    /// What a pen change from `old` and `oldFill` to the pen and fill now does to a stroke: only
    /// what changed (colour, width, fill) is taken.
    private func restyler(from old: PenSettings, fill oldFill: Bool) -> (Stroke) -> Stroke {
        let pen = self.pen, fill = fillShapes, live = canvas.live
        let width = Dictionary(uniqueKeysWithValues: Tool.allCases.map { ($0, live.documentWidth(of: $0, pen: pen)) })
        return { stroke in
            var s = stroke
            if pen.color != old.color, s.tool.hasColor {
                s.color = s.tool.strokeColor(forPen: pen.color)
                if s.fill != nil { s.fill = s.color }
            }
            if pen.width != old.width { s.width = width[s.tool]! }
            if fill != oldFill, s.tool.canFill { s.fill = fill ? s.color : nil }
            return s
        }
    }

    /// The selection's box in window pixels, the strokes where they are shown (moved, while dragged).
    var selectionBox: IntRect? {
        guard !selection.indices.isEmpty else { return nil }
        let moved = canvas.drag?.moved ?? [:]
        let box = selection.indices.reduce(IntRect.empty) { box, i in
            guard let s = moved[i] ?? (document.strokes.indices.contains(i) ? document.strokes[i] : nil) else { return box }
            return box.union(canvas.layerBounds(of: s))
        }
        // A little air around it, so the box never hides a thin line.
        return box.isEmpty ? nil : canvas.placement.windowRect(box).insetBy(-ui.px(3))
    }

    /// What the overlay shows now, clipped to the canvas.
    var selectionOverlay: [DrawCommand] {
        guard mode == .select else { return [] }
        return [.clip(canvas.rect)] + Selection.overlay(box: selectionBox, band: selection.band, scale: ui.theme.scale) + [.clip(nil)]
    }

    /// Repaints where the overlay was and where it is now.
    func selectionChanged() {
        let now = mode == .select ? Selection.area(box: selectionBox, band: selection.band, scale: ui.theme.scale) : .empty
        dirty.add(selection.shown.union(now))
        selection.shown = now
    }
}
