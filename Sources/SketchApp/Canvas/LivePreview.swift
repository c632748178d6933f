import SketchCore
import SketchRaster

/// Strokes in progress, one per pointer: drawn into 8-bit masks over the layer once a frame
/// from geometry, composited over it, and rasterised exactly once when they end (by the layer
/// cache, once the session has the stroke). Every method returns the window pixels to repaint.
final class LivePreview {
    private(set) var strokes = PointerTable<LiveStroke>()
    /// Strokes begun, finished (handed on to be added) and dropped (a double tap's second tap):
    /// begun is always finished + dropped + in progress, so no stroke is ever lost or doubled.
    private(set) var begun = 0, finished = 0, dropped = 0
    /// Where the layer is; the masks have its size.
    private(set) var placement = CanvasPlacement()
    /// The widgets' scale (`Theme.scale`), for the pen-tip indicator.
    var uiScale = 1.0
    /// Cleared masks of finished strokes, reused so starting a stroke allocates nothing.
    var spareMasks: [[UInt8]] = []
    /// Rasterises the shapes of two-point tools.
    let renderer = StrokeRenderer()

    var isEmpty: Bool { strokes.isEmpty }
    /// Whether a stroke in progress erases (and so reads the base).
    var isErasing: Bool { strokes.values.contains { $0.tool.marking == .reveal } }
    func isDrawing(_ id: PointerID) -> Bool { strokes[id] != nil }

    /// `tool`'s width (a text's size) for `pen`, in the document's pixels: the pen's sizes are
    /// what the screen shows (in the desktop's pixels, as the widgets are) at any zoom.
    func documentWidth(of tool: Tool, pen: PenSettings) -> Double {
        let width = unlimitedWidth(of: tool, pen: pen)
        // A text past the documents' size could not be journalled or saved: it stops there.
        return tool.widthRule == .textSize ? min(width, DocumentLimits.maxTextSize) : width
    }

    /// What the pen's width asks of `tool` at this zoom, before any limit.
    func unlimitedWidth(of tool: Tool, pen: PenSettings) -> Double {
        tool.strokeWidth(forPen: pen) * uiScale / placement.transform.scale
    }

    /// Whether `tool`'s width (the Text tool's size) is held at the documents' limit at this pen and zoom.
    func widthIsAtLimit(of tool: Tool, pen: PenSettings) -> Bool { documentWidth(of: tool, pen: pen) < unlimitedWidth(of: tool, pen: pen) }

    /// Starts a stroke for `id` at a window point with `tool` and `pen`; a stroke the pointer
    /// still had is finished first and handed to `finish`.
    func begin(_ id: PointerID, at window: Point, tool: Tool, pen: PenSettings, filled: Bool = false) -> (ended: Stroke?, dirty: IntRect) {
        var ended: (stroke: Stroke?, dirty: IntRect) = (nil, .empty)
        if strokes[id] != nil { ended = end(id) }
        let p = placement.canvasPoint(window)
        // Smooth to a quarter of a screen pixel: finer than anyone sees, coarser than noise.
        let tolerance = 0.25 / placement.transform.scale
        let width = documentWidth(of: tool, pen: pen)
        let color = tool.strokeColor(forPen: pen.color)
        let stroke = LiveStroke(tool: tool, color: color, width: width, fill: filled && tool.canFill ? color : nil,
                                style: pen.style, start: p, pointer: window, showsTip: id != .mouse, tolerance: tolerance, mask: takeMask(), tail: takeMask())
        strokes[id] = stroke
        begun += 1
        return (ended.stroke, ended.dirty.union(stroke.isShape ? redrawShape(stroke) : markPending(stroke)))
    }

    /// Moves the pointer of `id`. With `constrained` (Shift), lines and arrows snap to 45° and
    /// rectangles and ellipses become squares and circles.
    func move(_ id: PointerID, to window: Point, constrained: Bool = false) -> IntRect {
        guard let s = strokes[id] else { return .empty }
        let p = placement.canvasPoint(window)
        let oldTip = tipBounds(s)
        s.pointer = window
        if s.isShape {
            s.end = constrained ? s.tool.constrained(from: s.start, to: p) : p
            return oldTip.union(redrawShape(s))
        }
        s.smoother.add(p)
        return oldTip.union(markPending(s))
    }

    /// Ends the stroke of `id` (lifted, cancelled or lost): the stroke to add, and the window
    /// pixels its preview covered.
    func end(_ id: PointerID, at window: Point? = nil, constrained: Bool = false) -> (stroke: Stroke?, dirty: IntRect) {
        guard let s = strokes[id] else { return (nil, .empty) }
        var dirty = IntRect.empty
        if let window { dirty = move(id, to: window, constrained: constrained) }
        dirty = dirty.union(tipBounds(s)).union(placement.windowRect(s.maskBounds)).union(placement.windowRect(s.tailBounds))
        strokes[id] = nil
        recycle(s)
        finished += 1
        return (s.finished(), dirty)
    }

    /// Drops the stroke of `id` without keeping it (the second tap of a double tap).
    func discard(_ id: PointerID) -> IntRect {
        guard let s = strokes.removeValue(forKey: id) else { return .empty }
        dropped += 1
        let dirty = tipBounds(s).union(placement.windowRect(s.maskBounds)).union(placement.windowRect(s.tailBounds))
        recycle(s)
        return dirty
    }

    /// Ends every stroke in progress, in no particular order.
    func endAll() -> (strokes: [Stroke], dirty: IntRect) {
        var out: [Stroke] = [], dirty = IntRect.empty
        for id in Array(strokes.keys) {
            let e = end(id)
            if let s = e.stroke { out.append(s) }
            dirty = dirty.union(e.dirty)
        }
        return (out, dirty)
    }

    /// Drops every stroke in progress without keeping them (the canvas they were on is gone).
    func removeAll() { strokes.removeAll() }

    /// The layer moved or changed size: the masks follow (cleared, redrawn at the next frame
    /// for freehand strokes).
    func place(_ placement: CanvasPlacement) {
        let resized = placement.layerBounds != self.placement.layerBounds || placement.transform != self.placement.transform
        self.placement = placement
        guard resized else { return }
        spareMasks.removeAll()
        strokes.values.forEach(resizeMasks)
    }

    /// Composites the strokes in progress inside `area` (layer pixels) into `frame`, over the
    /// layer already there; `base` is what a stroke that reveals brings back. `drawPending` first.
    func composite(_ area: IntRect, base: RGBAImage, into frame: inout RGBAImage) {
        for s in strokes.values {
            let part = area.intersection(s.maskBounds.union(s.tailBounds))
            guard !part.isEmpty else { continue }
            // A shape still being dragged shows at half strength, distinct from finished strokes.
            LiveStrokeKernels.composite(mask: s.mask, tail: s.tail, width: placement.rect.width, area: part, color: s.color,
                                        strength: s.isShape ? 0.5 : 1, mode: StrokeRenderer.mode(of: s.tool), base: base,
                                        into: &frame, origin: (placement.rect.x, placement.rect.y))
        }
    }

    // MARK: The pen-tip indicator

    /// A translucent circle a little larger than the pen, centred on each finger that draws
    /// (`LiveStroke.showsTip`).
    func tipDiameter(_ s: LiveStroke) -> Double { s.width * placement.transform.scale + 10 * uiScale }

    func tipBounds(_ s: LiveStroke) -> IntRect {
        guard s.showsTip else { return .empty }
        let d = tipDiameter(s)
        return IntRect.covering(minX: s.pointer.x - d / 2, minY: s.pointer.y - d / 2, maxX: s.pointer.x + d / 2, maxY: s.pointer.y + d / 2)
    }

    var tipCommands: [DrawCommand] {
        strokes.values.filter(\.showsTip).map { s in .circle(center: s.pointer, diameter: tipDiameter(s), s.color.withAlpha(UInt8(min(Int(s.color.alpha), 96)))) }
    }
}
