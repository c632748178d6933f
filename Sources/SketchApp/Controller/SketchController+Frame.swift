import SketchCore
import SketchRaster

/// The frame: only what changed since it was last presented is painted.
extension SketchController {
    /// Paints every changed part of `frame` and returns those rectangles (for presenting).
    public func render() -> [IntRect] {
        session.checkpointIfDue(idle: canvas.live.isEmpty)
        dirty.clip(to: layout.window)
        let rects = dirty.rects
        let toastCommands = toast?.layout(in: layout.canvasArea, ui: ui).commands
        // Repaints inside moved pixels are not merged into the dirty region: a pan's two strips
        // would become their bounding box, the whole canvas.
        for r in rects + movedRepaints.map({ $0.intersection(layout.window) }) where !r.isEmpty {
            compositor.paint(r, into: &frame, canvas: canvas, layout: layout, background: ui.theme.background,
                             overlay: picker != nil || isHelpOpen, toast: toastCommands)
        }
        let moved = movedArea.intersection(layout.window)
        dirty.removeAll()
        movedRepaints.removeAll(keepingCapacity: true)
        movedArea = .empty
        return moved.isEmpty ? rects : rects + [moved]
    }

    /// A pan moved the canvas's pixels (`area` of the window) by `dx`, `dy` and drew only the
    /// strips it uncovered: the frame's pixels move likewise instead of being copied again from
    /// the canvas. Painted again: the strips, what is drawn over the canvas (widgets, the
    /// message) where it is and where its pixels went, and likewise what was waiting to be
    /// painted. The whole area is presented.
    func moveCanvasPixels(_ area: IntRect, by dx: Int, _ dy: Int) {
        guard picker == nil, !isHelpOpen, frame.bounds.intersection(area) == area else {
            dirty.add(area)
            return
        }
        let stale = dirty.rects + movedRepaints
        var repaint = frame.shift(by: dx, dy, within: area)
        var over = compositor.sections.map(\.rect)
        if let toast { over.append(toast.layout(in: layout.canvasArea, ui: ui).rect) }
        for r in over where !r.intersection(area).isEmpty { repaint += [r.intersection(area), r.offsetBy(dx, dy).intersection(area)] }
        for r in stale where !r.intersection(area).isEmpty { repaint.append(r.offsetBy(dx, dy).intersection(area)) }
        movedRepaints += repaint.filter { !$0.isEmpty }
        movedArea = movedArea.union(area)
    }

    /// Marks the whole window for repainting (after the window was exposed).
    public func invalidateAll() { dirty.add(layout.window) }

    public var needsRender: Bool { !dirty.isEmpty }
}
