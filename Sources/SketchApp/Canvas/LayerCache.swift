import SketchCore
import SketchRaster

/// The canvas at window resolution, kept so that drawing costs the same however many strokes
/// there are: `base` (background and fitted photo) and `layer` (the base with every finished
/// stroke: what is shown and what Save captures). Every step of the document keeps what its
/// undo needs in `history`, so neither undo nor redo redraws the history.
final class LayerCache {
    /// The background and photo as shown. After a pan it is made again only when something
    /// reads it (a stroke that reveals, a clear), so a pan moves one picture, not two.
    var base: RGBAImage {
        if let make = staleBase {
            storedBase = make()
            staleBase = nil
        }
        return storedBase
    }
    private var storedBase = RGBAImage(width: 0, height: 0)
    private var staleBase: (() -> RGBAImage)?
    /// What is shown: the base with every finished stroke (or a quick zoom frame, written
    /// into it only when something reads or changes it).
    private(set) var layer: RGBAImage {
        get {
            materializeQuickZoom()
            return storedLayer
        }
        set { storedLayer = newValue }
        _modify {
            materializeQuickZoom()
            yield &storedLayer
        }
    }
    private var storedLayer = RGBAImage(width: 0, height: 0)
    /// A zoom in progress shown quickly (see `zoomQuickly`); nil when the layer is exact:
    /// every method that draws the whole layer afresh drops it.
    private var quick: QuickZoom?
    /// Whether the layer is a quick zoom frame, to be drawn exactly once the zoom settles.
    var isApproximate: Bool { quick != nil }
    /// Patches for undo.
    private(set) var history: LayerHistory
    let renderer: StrokeRenderer

    /// About 10,000 typical strokes at window size.
    static let defaultHistoryBudget = 768 << 20

    /// `text` draws text strokes and marker numbers.
    init(historyBudget: Int = LayerCache.defaultHistoryBudget, text: TextBlockSource? = nil) {
        history = LayerHistory(budgetBytes: historyBudget)
        renderer = StrokeRenderer(text: text)
    }

    /// A new `base` (background and photo as shown); with `drawingStrokes` every stroke of
    /// `document` is drawn on it again through `transform`, else the layer is the bare base.
    /// `keepingPatches` false (a new view): no undo patches are made, and the first undo redraws.
    func rebuild(_ document: Document, base: RGBAImage, transform: CanvasTransform, drawingStrokes: Bool, keepingPatches: Bool = true) {
        storedBase = base
        staleBase = nil
        quick = nil
        if drawingStrokes { redraw(document, transform: transform, keepingPatches: keepingPatches) } else { layer = base }
    }

    /// Draws every stroke onto the base again: when the size changes, or an undo finds no
    /// patch. The patches of the strokes added since the last clear are kept again on the way.
    func redraw(_ document: Document, transform: CanvasTransform, keepingPatches: Bool = true) {
        quick = nil
        layer = base
        let recorded = keepingPatches ? document.addsSinceLastClear : 0
        var patches: [PixelPatch] = []
        let shown = layer.bounds
        for (i, stroke) in document.strokes.enumerated() {
            // Zoomed in, most strokes are out of view: they are not even outlined.
            let inView = !StrokeRenderer.deviceBounds(of: stroke, transform: transform).intersection(shown).isEmpty
            if i >= document.strokes.count - recorded {
                var patch = PixelPatch()
                if inView {
                    withUnsafeMutablePointer(to: &patch) { _ = renderer.draw(stroke, transform: transform, into: &layer, base: under(stroke), patch: $0) }
                }
                patches.append(patch)
            } else if inView {
                renderer.draw(stroke, transform: transform, into: &layer, base: under(stroke))
            }
        }
        history.reset(depth: document.undoDepth, newest: patches)
    }

    /// The view moved by whole pixels at the same zoom: the pixels still in view move with it,
    /// and only the uncovered strips are drawn, their base from `base(rect)` and the strokes
    /// clipped to them. The undo patches were in the old place: an undo now redraws. Returns
    /// false, changing nothing, when the view must be drawn afresh instead: filtering strokes
    /// read the pixels around what they write, which a strip alone lacks.
    func scroll(by dx: Int, _ dy: Int, _ document: Document, transform: CanvasTransform, base makeBase: (IntRect) -> RGBAImage,
                wholeBase: @escaping () -> RGBAImage) -> Bool {
        let view = layer.bounds
        let filterInView = document.strokes.contains {
            $0.tool.marking.filtersUnder && !StrokeRenderer.deviceBounds(of: $0, transform: transform).intersection(view).isEmpty
        }
        guard !filterInView else { return false }
        storedBase = RGBAImage(width: 0, height: 0)
        staleBase = wholeBase
        let uncovered = layer.shift(by: dx, dy)
        for rect in uncovered {
            let strip = makeBase(rect)
            layer.copy(from: strip, rect: strip.bounds, to: rect.x, rect.y)
            for stroke in document.strokes where !StrokeRenderer.deviceBounds(of: stroke, transform: transform).intersection(rect).isEmpty {
                renderer.draw(stroke, transform: transform, into: &layer, base: under(stroke), clip: rect)
            }
        }
        history.reset(depth: document.undoDepth, newest: [])
        return true
    }

    /// A frame of a zoom in progress, at `transform` and `size`, resampled from the last layer
    /// drawn exactly (and `overview()`, the whole canvas small, where that does not reach)
    /// instead of sampling the photo and drawing every stroke again. Returns false, changing
    /// nothing, when the frame must be drawn exactly: it would show the exact layer over
    /// `QuickZoom.maxMagnification` times larger.
    func zoomQuickly(to transform: CanvasTransform, from current: CanvasTransform, size: (width: Int, height: Int), _ document: Document,
                     overview: () -> (image: RGBAImage, transform: CanvasTransform), wholeBase: @escaping () -> RGBAImage) -> Bool {
        let anchor = quick?.anchor ?? (layer, current)
        guard transform.scale / anchor.transform.scale <= QuickZoom.maxMagnification, anchor.image.width > 0, anchor.image.height > 0,
              size.width > 0, size.height > 0 else { return false }
        var next = QuickZoom(anchor: anchor, overview: quick?.overview, transform: transform, size: size)
        if next.overview == nil && !next.anchorCoversView { next.overview = overview() }
        quick = next
        storedBase = RGBAImage(width: 0, height: 0)
        staleBase = wholeBase
        history.reset(depth: document.undoDepth, newest: [])
        return true
    }

    /// Writes `region` of the layer into `frame` at (x, y) straight from a quick zoom not yet
    /// in the layer (a whole frame's copy saved); false, writing nothing, when there is none.
    func drawQuickZoom(_ region: IntRect, into frame: inout RGBAImage, at x: Int, _ y: Int) -> Bool {
        guard let quick, !quick.isInLayer else { return false }
        quick.draw(region, into: &frame, offset: (x - region.x, y - region.y))
        return true
    }

    /// Writes a quick zoom frame into the layer, reusing its storage when it is the same size.
    private func materializeQuickZoom() {
        guard var q = quick, !q.isInLayer else { return }
        q.isInLayer = true
        quick = q
        // The exact layer's storage is the anchor's: never written over.
        if storedLayer.width != q.size.width || storedLayer.height != q.size.height || q.anchor.image.pixels.withUnsafeBufferPointer({ a in
            storedLayer.pixels.withUnsafeBufferPointer { $0.baseAddress == a.baseAddress }
        }) {
            storedLayer = RGBAImage(width: q.size.width, height: q.size.height)
        }
        q.draw(q.view, into: &storedLayer, offset: (0, 0))
    }

    /// What `stroke` needs of the base: only a stroke that reveals reads it.
    private func under(_ stroke: Stroke) -> RGBAImage? { stroke.tool.marking == .reveal ? base : nil }

    /// Shows `shown` (a checkpoint's layer: `document` drawn as it was) instead of drawing
    /// anything, scaled when the base has another size.
    func use(_ shown: RGBAImage, for document: Document) {
        quick = nil
        layer = shown.width == base.width && shown.height == base.height ? shown : shown.scaled(toWidth: base.width, height: base.height)
        history.reset(depth: document.undoDepth, newest: [])
    }

    /// Draws a stroke, keeping what it covered as the newest undo step; returns the layer
    /// pixels it may have changed.
    func draw(_ stroke: Stroke, transform: CanvasTransform) -> IntRect {
        var patch = PixelPatch()
        let area = withUnsafeMutablePointer(to: &patch) { renderer.draw(stroke, transform: transform, into: &layer, base: under(stroke), patch: $0) }
        history.push(patch)
        return area
    }

    /// Draws every stroke again after one of them changed, keeping the whole layer as the newest
    /// undo step (its undo copies it back; nothing is redrawn).
    func redrawKeepingHistory(_ document: Document, transform: CanvasTransform) {
        history.push(PixelPatch(whole: layer))
        quick = nil
        layer = base
        for stroke in document.strokes { renderer.draw(stroke, transform: transform, into: &layer, base: base) }
    }

    /// The layer as it would be without the stroke at `index` (a text being edited again).
    func layer(without index: Int, of document: Document, transform: CanvasTransform) -> RGBAImage {
        layer(without: [index], of: document, transform: transform)
    }

    /// The layer as it would be without the strokes at `indices` (strokes being moved).
    func layer(without indices: Set<Int>, of document: Document, transform: CanvasTransform) -> RGBAImage {
        var image = base
        for (i, stroke) in document.strokes.enumerated() where !indices.contains(i) { renderer.draw(stroke, transform: transform, into: &image, base: base) }
        return image
    }

    /// Empties the layer down to the base, keeping it whole as the newest undo step (a clear).
    func clear() {
        history.push(PixelPatch(whole: layer))
        quick = nil
        layer = base
    }

    /// Keeps the whole canvas (base and layer) as the newest undo step, before another canvas
    /// is shown (an open).
    func keepCanvas() { history.push(.canvas(base: base, layer: layer)) }

    /// Takes back the newest step: its pixels copied back (returns the layer pixels changed), or
    /// nil when the step is not a patch (it was dropped, or it is a canvas: see `popCanvas`).
    func undoPixels() -> IntRect? {
        guard case .pixels(let patch)? = history.pop() else { return nil }
        patch.restore(into: &layer)
        return patch.bounds(in: layer)
    }

    /// Takes back an open: the canvas before it, when kept and still of `size`. False when it
    /// must be built again.
    func popCanvas(size: (width: Int, height: Int)) -> Bool {
        guard case .canvas(let oldBase, let oldLayer)? = history.pop(), oldLayer.width == size.width, oldLayer.height == size.height else {
            return false
        }
        storedBase = oldBase
        staleBase = nil
        quick = nil
        layer = oldLayer
        return true
    }

    /// The document and layer some steps back, for a checkpoint: up to `limit` of the newest
    /// steps undone from their patches, so that after a restore those steps are redone (and
    /// their patches kept again) and can be undone at once. Nothing is redrawn.
    func checkpoint(_ document: Document, limit: Int) -> (document: Document, layer: RGBAImage, redos: Int) {
        var doc = document, image = layer
        let patches = history.newestPatches(limit: limit)
        for patch in patches {
            patch.restore(into: &image)
            doc.undo()
        }
        return (doc, image, patches.count)
    }
}
