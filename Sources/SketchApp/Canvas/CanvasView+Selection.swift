import SketchCore
import SketchRaster

/// Strokes being dragged (moved or scaled) by the Select tool. The layer without them is drawn
/// once when the drag starts; each step copies it back where they were and draws them as they
/// are now, so a step costs the strokes dragged, not the drawing. The document changes once,
/// on release.
final class StrokeDrag {
    /// The strokes where they were when the drag started, by index.
    let strokes: [Int: Stroke]
    let below: RGBAImage
    private(set) var image: RGBAImage
    /// The strokes as the drag has made them.
    private(set) var moved: [Int: Stroke]
    /// Layer pixels the moved strokes were last drawn in.
    private var drawn = IntRect.empty

    init(strokes: [Int: Stroke], below: RGBAImage) {
        self.strokes = strokes; self.below = below
        image = below
        moved = strokes
    }

    /// Shows the strokes as `change` makes them from what they were; returns the layer pixels changed.
    func show(_ change: (Stroke) -> Stroke, in view: CanvasView) -> IntRect {
        moved = strokes.mapValues(change)
        let now = moved
        let area = now.values.reduce(IntRect.empty) { $0.union(view.layerBounds(of: $1)) }
        let changed = drawn.union(area).intersection(image.bounds)
        if !changed.isEmpty {
            image.copy(from: below, rect: changed, to: changed.x, changed.y)
            for i in now.keys.sorted() {
                view.layers.renderer.draw(now[i]!, transform: view.transform, into: &image, base: view.layers.base, clip: changed)
            }
        }
        drawn = area
        return changed
    }
}

extension CanvasView {
    /// The layer pixels `stroke` covers (a text measured by the renderer).
    func layerBounds(of stroke: Stroke) -> IntRect {
        if stroke.tool.shape == .text, let box = layers.renderer.textBounds(stroke, transform: transform) { return box }
        return StrokeRenderer.deviceBounds(of: stroke, transform: transform)
    }

    /// A text's box in canvas pixels, for hit-testing (nil for other strokes).
    func canvasBox(of stroke: Stroke) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard stroke.tool.shape == .text, let box = layers.renderer.textBounds(stroke, transform: transform) else { return nil }
        let a = transform.invert(Point(Double(box.x), Double(box.y))), b = transform.invert(Point(Double(box.maxX), Double(box.maxY)))
        return (a.x, a.y, b.x, b.y)
    }

    /// Starts dragging the strokes at `indices`, shown where they are. A quick zoom frame is
    /// drawn exactly first, as before a stroke: the drag shows its own layer over it.
    func beginDrag(_ indices: Set<Int>) {
        settle()
        let document = session.document
        let strokes = Dictionary(uniqueKeysWithValues: indices.filter { document.strokes.indices.contains($0) }.map { ($0, document.strokes[$0]) })
        let d = StrokeDrag(strokes: strokes, below: layers.layer(without: indices, of: document, transform: transform))
        drag = d
        onRepaint(placement.windowRect(d.show({ $0 }, in: self)))
    }

    /// Shows the dragged strokes as `change` makes them from where the drag began.
    func showDrag(_ change: @escaping (Stroke) -> Stroke) {
        guard let drag else { return }
        onRepaint(placement.windowRect(drag.show(change, in: self)))
    }

    /// Ends the drag: the strokes changed, as one undoable step (nothing when they did not change),
    /// or with `keeping` false, left where they were.
    func endDrag(keeping: Bool = true) {
        guard let d = drag else { return }
        drag = nil
        onRepaint(rect)
        if keeping { session.replaceStrokes(d.moved) }
    }
}
