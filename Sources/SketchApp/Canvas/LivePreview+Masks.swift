import SketchCore
import SketchRaster

/// How the strokes in progress reach their masks.
extension LivePreview {
    /// A freehand stroke's pointer moved: returns the window pixels its next frame may change
    /// (the tail shown now, the segments settled since the last frame, the new tail, the tip),
    /// from geometry alone. The masks are drawn once a frame, in `drawPending`: several moves
    /// arrive between two frames, and only the last tail of them is ever seen.
    func markPending(_ s: LiveStroke) -> IntRect {
        var dirty = placement.windowRect(s.tailBounds)
        let pts = s.smoother.points
        let r = s.width * placement.transform.scale / 2
        if s.drawnPoints == 0, let first = pts.first {
            let p = placement.transform.apply(first)
            dirty = dirty.union(placement.windowRect(capsuleBounds(p, p, r)))
        }
        if pts.count >= 2 {
            for i in max(1, s.drawnPoints)..<pts.count {
                dirty = dirty.union(placement.windowRect(capsuleBounds(placement.transform.apply(pts[i - 1]), placement.transform.apply(pts[i]), r)))
            }
        }
        if let tail = s.smoother.tailSegment { dirty = dirty.union(placement.windowRect(capsuleBounds(placement.transform.apply(tail.from), placement.transform.apply(tail.to), r))) }
        s.tailPending = true
        return dirty.union(tipBounds(s))
    }

    /// Draws what `markPending` left for the frame: settled segments into the mask, once each,
    /// and the tail redrawn.
    func drawPending() {
        for s in strokes.values where !s.isShape && s.tailPending {
            s.tailPending = false
            let pts = s.smoother.points
            let r = s.width * placement.transform.scale / 2
            if s.drawnPoints == 0, let first = pts.first {
                let p = placement.transform.apply(first)
                s.maskBounds = s.maskBounds.union(capsule(p, p, r, into: &s.mask))
                s.drawnPoints = 1
            }
            if pts.count >= 2 && s.drawnPoints < pts.count {
                for i in max(1, s.drawnPoints)..<pts.count {
                    s.maskBounds = s.maskBounds.union(capsule(placement.transform.apply(pts[i - 1]), placement.transform.apply(pts[i]), r, into: &s.mask))
                }
            }
            s.drawnPoints = pts.count
            clear(&s.tail, s.tailBounds)
            s.tailBounds = .empty
            if let tail = s.smoother.tailSegment {
                s.tailBounds = capsule(placement.transform.apply(tail.from), placement.transform.apply(tail.to), r, into: &s.tail)
            }
        }
    }

    /// Redraws a two-point tool's shape whole into its tail; returns the window pixels changed.
    func redrawShape(_ s: LiveStroke) -> IntRect {
        var dirty = placement.windowRect(s.tailBounds)
        clear(&s.tail, s.tailBounds)
        s.tailBounds = .empty
        clear(&s.mask, s.maskBounds)
        dirty = dirty.union(placement.windowRect(s.maskBounds))
        s.maskBounds = .empty
        let shape = s.finished()
        if shape.fill != nil {
            renderer.addInterior(of: shape, transform: placement.transform, clip: placement.layerBounds)
            s.tailBounds = rasterize(into: &s.tail)
        }
        renderer.addOutline(of: shape, transform: placement.transform, clip: placement.layerBounds)
        s.tailBounds = s.tailBounds.union(rasterize(into: &s.tail))
        return dirty.union(placement.windowRect(s.tailBounds)).union(tipBounds(s))
    }

    /// Rasterises what the renderer holds into an 8-bit mask over the layer (maximum with what
    /// is there), and empties the renderer. Returns the layer pixels touched.
    private func rasterize(into mask: inout [UInt8]) -> IntRect {
        let area = renderer.rasterizer.bounds.intersection(placement.layerBounds)
        LiveStrokeKernels.rasterize(renderer.rasterizer, area: area, into: &mask, width: placement.rect.width)
        renderer.rasterizer.reset()
        return area
    }

    /// The coverage of a round-capped segment (a capsule), from each pixel centre's distance to
    /// it, into `mask` by maximum. Cheap enough for every pointer move; the finished stroke is
    /// then drawn exactly once by the stroke renderer.
    private func capsule(_ a: Point, _ b: Point, _ r: Double, into mask: inout [UInt8]) -> IntRect {
        let area = capsuleBounds(a, b, r)
        LiveStrokeKernels.capsule(a, b, r, area: area, into: &mask, width: placement.rect.width)
        return area
    }

    /// The layer pixels a capsule can touch.
    private func capsuleBounds(_ a: Point, _ b: Point, _ r: Double) -> IntRect {
        IntRect.covering(minX: min(a.x, b.x) - r - 1, minY: min(a.y, b.y) - r - 1,
                         maxX: max(a.x, b.x) + r + 1, maxY: max(a.y, b.y) + r + 1).intersection(placement.layerBounds)
    }

    func takeMask() -> [UInt8] {
        let size = placement.rect.width * placement.rect.height
        while let mask = spareMasks.popLast() {
            if mask.count == size { return mask }
        }
        return [UInt8](repeating: 0, count: size)
    }

    /// Clears a finished stroke's masks where they were used and keeps them for the next one.
    func recycle(_ s: LiveStroke) {
        guard s.mask.count == placement.rect.width * placement.rect.height else { return }
        clear(&s.mask, s.maskBounds)
        clear(&s.tail, s.tailBounds)
        spareMasks.append(s.mask)
        spareMasks.append(s.tail)
        s.mask = []
        s.tail = []
    }

    private func clear(_ mask: inout [UInt8], _ area: IntRect) {
        LiveStrokeKernels.clear(area, in: &mask, width: placement.rect.width)
    }

    func resizeMasks(_ s: LiveStroke) {
        s.mask = [UInt8](repeating: 0, count: placement.rect.width * placement.rect.height)
        s.tail = s.mask
        s.maskBounds = .empty
        s.tailBounds = .empty
        s.drawnPoints = 0
        s.tailPending = true
    }
}
