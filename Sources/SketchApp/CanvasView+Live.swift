import SketchCore
import SketchRaster

/// Strokes in progress, one per pointer: drawn into 8-bit masks once a frame from geometry,
/// composited over the layer, and rasterised exactly once when they end.
extension CanvasView {
    func isDrawing(_ id: PointerID) -> Bool { live[id] != nil }

    /// Starts a stroke for `id` at a window point; returns the window pixels to redraw.
    func begin(_ id: PointerID, at window: Point, tool: Tool, pen: PenSettings) -> IntRect {
        var dirty = IntRect.empty
        if live[id] != nil { dirty = finish(id).dirty }
        let p = canvasPoint(window)
        // Smooth to a quarter of a screen pixel: finer than anyone sees, coarser than noise.
        let tolerance = 0.25 / transform.scale
        let stroke = LiveStroke(tool: tool, color: tool.strokeColor(forPen: pen.color), width: tool.strokeWidth(forPen: pen.width), start: p, pointer: window,
                                tolerance: tolerance, mask: takeMask(), tail: takeMask())
        live[id] = stroke
        strokesBegun += 1
        return dirty.union(tool.isTwoPoint ? redrawShape(stroke) : markPending(stroke))
    }

    /// Moves the pointer of `id`. With `constrained` (Shift), lines and arrows snap to 45° and
    /// rectangles and ellipses become squares and circles.
    func move(_ id: PointerID, to window: Point, constrained: Bool = false) -> IntRect {
        guard let s = live[id] else { return .empty }
        let p = canvasPoint(window)
        let oldTip = tipBounds(s)
        s.pointer = window
        if s.tool.isTwoPoint {
            s.end = constrained ? s.tool.constrained(from: s.start, to: p) : p
            return oldTip.union(redrawShape(s))
        }
        s.smoother.add(p)
        return oldTip.union(markPending(s))
    }

    /// Ends the stroke of `id` (lifted, cancelled or lost) and adds it to the document.
    func finish(_ id: PointerID, at window: Point? = nil, constrained: Bool = false) -> (stroke: Stroke?, dirty: IntRect) {
        guard let s = live[id] else { return (nil, .empty) }
        var dirty = IntRect.empty
        if let window { dirty = move(id, to: window, constrained: constrained) }
        dirty = dirty.union(tipBounds(s)).union(windowRect(s.maskBounds)).union(windowRect(s.tailBounds))
        live[id] = nil
        recycle(s)
        strokesAdded += 1
        let stroke = s.finished()
        dirty = dirty.union(add(stroke))
        return (stroke, dirty)
    }

    /// Drops the stroke of `id` without adding it (the second tap of a double tap).
    func discard(_ id: PointerID) -> IntRect {
        guard let s = live.removeValue(forKey: id) else { return .empty }
        strokesDropped += 1
        let dirty = tipBounds(s).union(windowRect(s.maskBounds)).union(windowRect(s.tailBounds))
        recycle(s)
        return dirty
    }

    /// Finishes every stroke in progress (the window lost focus, or is about to change size).
    @discardableResult
    func finishAllLive() -> IntRect {
        var dirty = IntRect.empty
        for id in Array(live.keys) { dirty = dirty.union(finish(id).dirty) }
        return dirty
    }

    /// A freehand stroke's pointer moved: returns the window pixels its next frame may change
    /// (the tail shown now, the segments settled since the last frame, the new tail, the tip),
    /// from geometry alone. The masks are drawn once a frame, in `drawPending`: several moves
    /// arrive between two frames, and only the last tail of them is ever seen.
    private func markPending(_ s: LiveStroke) -> IntRect {
        var dirty = windowRect(s.tailBounds)
        let pts = s.smoother.points
        let r = s.width * transform.scale / 2
        if s.drawnPoints == 0, let first = pts.first {
            let p = transform.apply(first)
            dirty = dirty.union(windowRect(capsuleBounds(p, p, r)))
        }
        if pts.count >= 2 {
            for i in max(1, s.drawnPoints)..<pts.count {
                dirty = dirty.union(windowRect(capsuleBounds(transform.apply(pts[i - 1]), transform.apply(pts[i]), r)))
            }
        }
        let tail = s.smoother.tail
        if tail.count == 2 { dirty = dirty.union(windowRect(capsuleBounds(transform.apply(tail[0]), transform.apply(tail[1]), r))) }
        s.tailPending = true
        return dirty.union(tipBounds(s))
    }

    /// Draws what `markPending` left for the frame: settled segments into the mask, once each,
    /// and the tail redrawn.
    func drawPending() {
        for s in live.values where !s.tool.isTwoPoint && s.tailPending {
            s.tailPending = false
            let pts = s.smoother.points
            let r = s.width * transform.scale / 2
            if s.drawnPoints == 0, let first = pts.first {
                let p = transform.apply(first)
                s.maskBounds = s.maskBounds.union(capsule(p, p, r, into: &s.mask))
                s.drawnPoints = 1
            }
            if pts.count >= 2 && s.drawnPoints < pts.count {
                for i in max(1, s.drawnPoints)..<pts.count {
                    s.maskBounds = s.maskBounds.union(capsule(transform.apply(pts[i - 1]), transform.apply(pts[i]), r, into: &s.mask))
                }
            }
            s.drawnPoints = pts.count
            clear(&s.tail, s.tailBounds)
            s.tailBounds = .empty
            let tail = s.smoother.tail
            if tail.count == 2 {
                s.tailBounds = capsule(transform.apply(tail[0]), transform.apply(tail[1]), r, into: &s.tail)
            }
        }
    }

    /// Redraws a two-point tool's shape whole into its tail; returns the window pixels changed.
    private func redrawShape(_ s: LiveStroke) -> IntRect {
        var dirty = windowRect(s.tailBounds)
        clear(&s.tail, s.tailBounds)
        s.tailBounds = .empty
        clear(&s.mask, s.maskBounds)
        dirty = dirty.union(windowRect(s.maskBounds))
        s.maskBounds = .empty
        renderer.addOutline(of: Stroke(tool: s.tool, color: s.color, width: s.width, points: [s.start, s.end]), transform: transform, clip: layer.bounds)
        s.tailBounds = rasterize(into: &s.tail)
        return dirty.union(windowRect(s.tailBounds)).union(tipBounds(s))
    }

    /// Rasterises what the renderer holds into an 8-bit mask over the layer (maximum with what
    /// is there), and empties the renderer. Returns the layer pixels touched.
    private func rasterize(into mask: inout [UInt8]) -> IntRect {
        let area = renderer.rasterizer.bounds.intersection(layer.bounds)
        LiveStrokeKernels.rasterize(renderer.rasterizer, area: area, into: &mask, width: layer.width)
        renderer.rasterizer.reset()
        return area
    }

    /// The coverage of a round-capped segment (a capsule), from each pixel centre's distance to
    /// it, into `mask` by maximum. Cheap enough for every pointer move; the finished stroke is
    /// then drawn exactly once by the stroke renderer.
    private func capsule(_ a: Point, _ b: Point, _ r: Double, into mask: inout [UInt8]) -> IntRect {
        let area = capsuleBounds(a, b, r)
        LiveStrokeKernels.capsule(a, b, r, area: area, into: &mask, width: layer.width)
        return area
    }

    /// The layer pixels a capsule can touch.
    private func capsuleBounds(_ a: Point, _ b: Point, _ r: Double) -> IntRect {
        IntRect.covering(minX: min(a.x, b.x) - r - 1, minY: min(a.y, b.y) - r - 1,
                         maxX: max(a.x, b.x) + r + 1, maxY: max(a.y, b.y) + r + 1).intersection(layer.bounds)
    }

    private func takeMask() -> [UInt8] {
        let size = layer.width * layer.height
        while let mask = spareMasks.popLast() {
            if mask.count == size { return mask }
        }
        return [UInt8](repeating: 0, count: size)
    }

    /// Clears a finished stroke's masks where they were used and keeps them for the next one.
    private func recycle(_ s: LiveStroke) {
        guard s.mask.count == layer.width * layer.height else { return }
        clear(&s.mask, s.maskBounds)
        clear(&s.tail, s.tailBounds)
        spareMasks.append(s.mask)
        spareMasks.append(s.tail)
        s.mask = []
        s.tail = []
    }

    private func clear(_ mask: inout [UInt8], _ area: IntRect) {
        LiveStrokeKernels.clear(area, in: &mask, width: layer.width)
    }

    func resizeMasks(_ s: LiveStroke) {
        s.mask = [UInt8](repeating: 0, count: layer.width * layer.height)
        s.tail = s.mask
        s.maskBounds = .empty
        s.tailBounds = .empty
        s.drawnPoints = 0
        s.tailPending = true
    }
}
