import SketchCore
import SketchRaster

/// Shows the document: the photo fitted into its rectangle with the strokes on top, at
/// window resolution. Finished strokes live in a cached layer, so drawing costs
/// the same however many strokes there are; strokes in progress are composited over it.
final class CanvasView {
    var document: Document
    /// The photo, kept as a way to decode it (see `PhotoSource`).
    var photo: PhotoSource?
    /// The decoded photo while it is in use; dropped once the view is built.
    var decoded: RGBAImage?
    /// The photo's rectangle in the window.
    var rect = IntRect.empty
    /// Canvas pixels to layer pixels.
    var transform = CanvasTransform(scale: 1)
    /// Background and fitted photo, no strokes.
    var base = RGBAImage(width: 0, height: 0)
    /// `base` with every finished stroke: what is shown and what Save captures.
    var layer = RGBAImage(width: 0, height: 0)
    var live: [PointerID: LiveStroke] = [:]
    /// Strokes begun, added to the document, and dropped (a double tap's second tap): begun is
    /// always added + dropped + in progress, so no stroke is ever lost or doubled.
    var strokesBegun = 0, strokesAdded = 0, strokesDropped = 0
    /// Cleared masks of finished strokes, reused so starting a stroke allocates nothing.
    var spareMasks: [[UInt8]] = []
    let renderer = StrokeRenderer()
    /// Told of every edit just before it is made, so the journal can start from the document
    /// as it was.
    var onEdit: (SessionJournal.Record) -> Void = { _ in }
    /// Patches for undo; the budget holds about 10,000 typical strokes at window size.
    var history = LayerHistory(budgetBytes: 768 << 20)
    /// The photos of the canvases in the history, by path, so undoing an open reads no file.
    private var photos: [String: PhotoSource] = [:]
    /// Where the canvas sits in the window (the last `setLayout`).
    var layout = Layout(width: 1, height: 1, panelOpen: false)
    /// Reads a photo the history needs and `photos` lacks (a restored session's earlier
    /// canvases); nil shows the canvas without it.
    var loadPhoto: (String) -> (image: RGBAImage, source: PhotoSource)? = { _ in nil }

    init(document: Document, photo: RGBAImage?) {
        self.document = document
        self.photo = photo.map(PhotoSource.init)
        decoded = photo
        remember(self.photo, for: document.photoPath)
    }

    /// Fits the canvas into `layout`; rebuilds the layer only when its size changes.
    /// Returns true when it did.
    @discardableResult
    func setLayout(_ layout: Layout) -> Bool {
        self.layout = layout
        let sizeChanged = fit(layout)
        if sizeChanged {
            finishAllLive()
            rebuildBase(drawingStrokes: true)
        }
        return sizeChanged
    }

    /// Starts over with another document and photo, history and all (a new drawing, a restored
    /// session). With `layer` (the document's strokes already drawn, from a checkpoint) nothing
    /// is redrawn: it is used as it is when it has the size the layout gives, else scaled to it.
    func replace(document: Document, photo: PhotoSource?, decoded image: RGBAImage?, layout: Layout, layer shown: RGBAImage? = nil) {
        live.removeAll()
        self.document = document
        self.photo = photo
        decoded = image
        remember(photo, for: document.photoPath)
        rect = .empty
        self.layout = layout
        guard let shown else {
            setLayout(layout)
            return
        }
        _ = fit(layout)
        rebuildBase(drawingStrokes: false)
        layer = shown.width == base.width && shown.height == base.height ? shown : shown.scaled(toWidth: base.width, height: base.height)
        history.reset(depth: document.undoDepth, newest: [])
    }

    /// Places the canvas in `layout`; returns whether the layer's size changed (and with it the
    /// scale). Only moved, the layer keeps the scale it was drawn at.
    func fit(_ layout: Layout) -> Bool {
        let fit = layout.fit(canvasWidth: document.width, canvasHeight: document.height)
        let sizeChanged = fit.rect.width != rect.width || fit.rect.height != rect.height
        rect = fit.rect
        if sizeChanged { transform = CanvasTransform(scale: fit.scale) }
        return sizeChanged
    }

    func remember(_ source: PhotoSource?, for path: String?) {
        if let source, let path { photos[path] = source }
    }

    /// The photo at `path` as the history last had it, read again if it must be.
    func photo(at path: String?) -> (source: PhotoSource?, decoded: RGBAImage?) {
        guard let path else { return (nil, nil) }
        if let known = photos[path] { return (known, nil) }
        guard let loaded = loadPhoto(path) else { return (nil, nil) }
        photos[path] = loaded.source
        return (loaded.source, loaded.image)
    }

    /// Window pixels to canvas pixels.
    func canvasPoint(_ window: Point) -> Point {
        transform.invert(Point(window.x - Double(rect.x), window.y - Double(rect.y)))
    }

    func rebuildBase(drawingStrokes: Bool) {
        let image = decoded ?? photo?.image()
        decoded = nil
        // Layout.fit and DocumentRenderer round the same way, so the base is the rectangle's size.
        base = DocumentRenderer.base(of: document, photo: image, scale: transform.scale)
        if drawingStrokes { rebuildLayer() }
    }

    /// Redraws every finished stroke onto the base: when the size changes, or an undo finds no
    /// patch. The patches of the strokes added since the last clear are kept again on the way.
    func rebuildLayer() {
        layer = base
        let recorded = document.addsSinceLastClear
        var patches: [PixelPatch] = []
        for (i, stroke) in document.strokes.enumerated() {
            if i >= document.strokes.count - recorded {
                var patch = PixelPatch()
                withUnsafeMutablePointer(to: &patch) { _ = renderer.draw(stroke, transform: transform, into: &layer, base: base, patch: $0) }
                patches.append(patch)
            } else {
                renderer.draw(stroke, transform: transform, into: &layer, base: base)
            }
        }
        history.reset(depth: document.undoDepth, newest: patches)
        spareMasks.removeAll()
        live.values.forEach { resizeMasks($0) }
    }

    // MARK: Drawing

    /// The pen-tip indicator: a translucent circle a little larger than the pen,
    /// centred on the pointer while it draws.
    func tipDiameter(_ s: LiveStroke) -> Double { s.width * transform.scale + 10 * uiScale }
    /// The widgets' scale (`Theme.scale`).
    var uiScale = 1.0

    func tipBounds(_ s: LiveStroke) -> IntRect {
        let d = tipDiameter(s)
        return IntRect.covering(minX: s.pointer.x - d / 2, minY: s.pointer.y - d / 2, maxX: s.pointer.x + d / 2, maxY: s.pointer.y + d / 2)
    }

    /// The indicator for each pointer that is drawing, as widget draw commands.
    var tipCommands: [DrawCommand] {
        live.values.map { s in .circle(center: s.pointer, diameter: tipDiameter(s), s.color.withAlpha(UInt8(min(Int(s.color.alpha), 96)))) }
    }

    /// Paints the canvas into `frame` inside `region` (window pixels): the layer, then the
    /// strokes in progress.
    func compose(into frame: inout RGBAImage, region: IntRect) {
        drawPending()
        let visible = region.intersection(rect)
        guard !visible.isEmpty else { return }
        let local = visible.offsetBy(-rect.x, -rect.y)
        frame.copy(from: layer, rect: local, to: visible.x, visible.y)
        for s in live.values {
            let area = local.intersection(s.maskBounds.union(s.tailBounds))
            guard !area.isEmpty else { continue }
            // A shape still being dragged shows at half strength, distinct from finished strokes.
            LiveStrokeKernels.composite(mask: s.mask, tail: s.tail, width: layer.width, area: area, color: s.color,
                                        strength: s.tool.isTwoPoint ? 0.5 : 1, mode: StrokeRenderer.mode(of: s.tool), base: base,
                                        into: &frame, origin: (rect.x, rect.y))
        }
    }

    func windowRect(_ local: IntRect) -> IntRect { local.isEmpty ? local : local.offsetBy(rect.x, rect.y) }
}
