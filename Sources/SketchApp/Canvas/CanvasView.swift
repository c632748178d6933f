import SketchCore
import SketchRaster

/// The document on screen: the photo fitted into its rectangle with the strokes on top, at
/// window resolution. It follows the session (every change of the document is drawn into the
/// layer cache) and holds the strokes in progress; it tells `onRepaint` which window pixels
/// changed.
final class CanvasView: DocumentObserver {
    let session: DocumentSession
    let layers: LayerCache
    let live = LivePreview()
    private(set) var placement = CanvasPlacement()
    /// Where the canvas sits in the window (the last `setLayout`).
    private(set) var layout: Layout
    /// The current canvas's photo, with its pixels until the layers are first built from them.
    private var photo = ShownPhoto()
    /// Told of the window pixels to repaint.
    var onRepaint: (IntRect) -> Void = { _ in }
    /// The text being typed, if any (see `CanvasView+Text`).
    var editing: TextEdit?
    /// While a text is edited again: the layer without it, shown in its place.
    var editBelow: RGBAImage?
    /// The layer as shown.
    var shownLayer: RGBAImage { editBelow ?? layers.layer }

    /// The photo's rectangle in the window.
    var rect: IntRect { placement.rect }
    /// Canvas pixels to layer pixels.
    var transform: CanvasTransform { placement.transform }

    init(session: DocumentSession, layout: Layout, historyBudget: Int = LayerCache.defaultHistoryBudget) {
        self.session = session
        self.layout = layout
        layers = LayerCache(historyBudget: historyBudget, text: session.services.glyphs)
        session.observer = self
    }

    /// Fits the canvas into `layout`; the layers are built again only when their size changes,
    /// after the strokes in progress are ended and kept.
    func setLayout(_ layout: Layout) {
        self.layout = layout
        let fit = layout.fit(canvasWidth: session.document.width, canvasHeight: session.document.height)
        guard fit.rect.width != rect.width || fit.rect.height != rect.height else {
            // Only moved: the layer keeps the scale it was drawn at.
            place(CanvasPlacement(rect: fit.rect, transform: transform))
            return
        }
        finishStrokesInProgress()
        place(CanvasPlacement(rect: fit.rect, transform: CanvasTransform(scale: fit.scale)))
        rebuild(drawingStrokes: true)
    }

    // MARK: Strokes in progress

    /// Starts a stroke for `id` at a window point.
    func begin(_ id: PointerID, at window: Point, tool: Tool, pen: PenSettings, filled: Bool = false) {
        let started = live.begin(id, at: window, tool: tool, pen: pen, filled: filled)
        onRepaint(started.dirty)
        if let ended = started.ended { add(ended) }
    }

    /// Adds a finished stroke; a marker gets the next number here, so numbers follow undo.
    private func add(_ stroke: Stroke) {
        var stroke = stroke
        if stroke.tool == .marker { stroke.number = session.document.nextMarkerNumber }
        session.add(stroke)
    }

    func move(_ id: PointerID, to window: Point, constrained: Bool) {
        onRepaint(live.move(id, to: window, constrained: constrained))
    }

    /// Ends the stroke of `id` and adds it to the document.
    func finish(_ id: PointerID, at window: Point? = nil, constrained: Bool = false) {
        let ended = live.end(id, at: window, constrained: constrained)
        onRepaint(ended.dirty)
        if let stroke = ended.stroke { add(stroke) }
    }

    /// Drops the stroke of `id` without adding it.
    func discard(_ id: PointerID) { onRepaint(live.discard(id)) }

    /// Ends every stroke in progress and the text being typed, and adds them (the window lost
    /// focus, an edit comes).
    func finishStrokesInProgress() {
        endText()
        let ended = live.endAll()
        onRepaint(ended.dirty)
        ended.strokes.forEach(add)
    }

    // MARK: Following the session

    func documentChanged(_ change: DocumentChange) {
        switch change {
        case .added(let stroke):
            onRepaint(placement.windowRect(layers.draw(stroke, transform: transform)))
        case .cleared:
            layers.clear()
            onRepaint(rect)
        case .strokeReplaced:
            layers.redrawKeepingHistory(session.document, transform: transform)
            onRepaint(rect)
        case .undone(let canvas?):
            // Back to the canvas before an open, as it was shown when it is still the right size.
            let old = rect
            photo = canvas
            refit()
            if layers.popCanvas(size: (rect.width, rect.height)) { photo.decoded = nil } else { rebuild(drawingStrokes: true) }
            onRepaint(old.union(rect))
        case .undone(nil):
            if let area = layers.undoPixels() {
                onRepaint(placement.windowRect(area))
            } else {
                layers.redraw(session.document, transform: transform)
                onRepaint(rect)
            }
        case .opened(let next):
            layers.keepCanvas()
            let old = rect
            photo = next
            refit()
            rebuild(drawingStrokes: false)
            onRepaint(old.union(rect))
        case .replaced(let next, let shown):
            photo = next
            refit()
            if let shown {
                rebuild(drawingStrokes: false)
                layers.use(shown, for: session.document)
            } else {
                rebuild(drawingStrokes: true)
            }
            onRepaint(layout.window)
        }
    }

    func checkpoint(undoing limit: Int) -> (document: Document, layer: RGBAImage, redos: Int) {
        layers.checkpoint(session.document, limit: limit)
    }

    /// Another canvas: the strokes in progress were on the old one and go; the new one is
    /// placed from scratch.
    private func refit() {
        live.removeAll()
        let fit = layout.fit(canvasWidth: session.document.width, canvasHeight: session.document.height)
        place(CanvasPlacement(rect: fit.rect, transform: CanvasTransform(scale: fit.scale)))
    }

    private func place(_ next: CanvasPlacement) {
        placement = next
        live.place(next)
    }

    /// Builds the layers from the photo at the current scale.
    private func rebuild(drawingStrokes: Bool) {
        let image = photo.decoded ?? photo.source?.image()
        photo.decoded = nil
        layers.rebuild(session.document, photo: image, transform: transform, drawingStrokes: drawingStrokes)
    }
}
