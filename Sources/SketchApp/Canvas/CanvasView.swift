import SketchCore
import SketchRaster

/// The document on screen: the part of the canvas the viewport shows (all of it when fitted),
/// with the strokes on top, at window resolution. It follows the session (every change of the
/// document is drawn into the layer cache) and holds the strokes in progress; it tells
/// `onRepaint` which window pixels changed.
final class CanvasView: DocumentObserver {
    let session: DocumentSession
    let layers: LayerCache
    let live = LivePreview()
    private(set) var placement = CanvasPlacement()
    /// Where the canvas sits in the window (the last `setLayout`).
    private(set) var layout: Layout
    /// The current canvas's photo and its pixels as decoded so far, to show it at any zoom.
    private(set) var photo = PhotoPixels()
    /// Zoom and position.
    private(set) var viewport = Viewport.fitted
    /// Told when the view shows the photo larger than its decoded pixels: what to decode (in
    /// the background); `usePixels` takes the result.
    var onNeedPixels: (PhotoSource, PhotoDecoder.Request) -> Void = { _, _ in }
    /// Told of the window pixels to repaint.
    var onRepaint: (IntRect) -> Void = { _ in }
    /// Told of each change of the document, once the view shows it.
    var onDocumentChanged: (DocumentChange) -> Void = { _ in }
    /// The text being typed, if any (see `CanvasView+Text`).
    var editing: TextEdit?
    /// The pictures of its lines, kept between keystrokes.
    var typedLines: TypedTextLines?
    /// While a text is edited again: the layer without it, shown in its place.
    var editBelow: RGBAImage?
    /// Strokes being moved by the Select tool (see `CanvasView+Selection`).
    var drag: StrokeDrag?
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
        let next = viewport.placement(in: layout, shown: session.document.kept)
        guard next.rect.width != rect.width || next.rect.height != rect.height || next.transform != transform else {
            // Only moved: the layer keeps what it shows.
            place(next)
            return
        }
        finishStrokesInProgress()
        place(next)
        rebuild(drawingStrokes: true)
    }

    /// Shows the canvas through `next`; returns whether anything changed. The strokes in
    /// progress are ended and kept first. `quick`: a frame of a zoom in progress (the wheel, a
    /// pinch), which may be resampled from the last exact one until `settle` draws it exactly.
    @discardableResult
    func setViewport(_ next: Viewport, quick: Bool = false) -> Bool {
        let placed = next.placement(in: layout, shown: session.document.kept)
        viewport = next
        guard placed != placement else { return false }
        finishStrokesInProgress()
        let old = placement
        place(placed)
        let dx = placed.transform.offsetX - old.transform.offsetX, dy = placed.transform.offsetY - old.transform.offsetY
        // A pan: most of the picture only moves, unless the layer must be drawn afresh.
        let isPan = placed.rect == old.rect && placed.transform.scale == old.transform.scale && viewport.zoom != nil
            && abs(dx) < Double(rect.width) / 2 && abs(dy) < Double(rect.height) / 2
        let wholeBase = { [unowned self] in self.viewBase(of: IntRect(x: 0, y: 0, width: self.rect.width, height: self.rect.height)) }
        let scrolled = isPan && layers.scroll(by: Int(dx), Int(dy), session.document, transform: transform, base: { self.viewBase(of: $0) },
                                              wholeBase: wholeBase)
        let zoomed = !isPan && quick && viewport.zoom != nil
            && layers.zoomQuickly(to: transform, from: old.transform, size: (rect.width, rect.height), session.document,
                                  overview: overview, wholeBase: wholeBase)
        if !scrolled && !zoomed { rebuild(drawingStrokes: true, keepingPatches: false) }
        if scrolled { askForPixelsIfShownLarger() }
        onRepaint(old.rect.union(rect))
        return true
    }

    /// Whether the layer shows a quick frame of a zoom, not yet drawn exactly.
    var isSettling: Bool { layers.isApproximate }

    /// Draws a quick zoom frame exactly (the zoom has come to rest, or something reads the layer).
    func settle() {
        guard layers.isApproximate else { return }
        rebuild(drawingStrokes: true, keepingPatches: false)
        onRepaint(rect)
    }

    /// What the canvas shows (what a crop keeps) drawn exactly at half its fitted size, for the
    /// parts of a quick zoom frame the last exact layer does not reach.
    private func overview() -> (image: RGBAImage, transform: CanvasTransform) {
        let kept = session.document.kept
        return picture(scale: layout.fit(canvasWidth: kept.width, canvasHeight: kept.height).scale / 2)
    }

    /// What a crop keeps (all of the canvas without one), photo and strokes, drawn at `scale`
    /// window pixels per canvas pixel as a fitted view draws it, from the whole photo as decoded
    /// (not the part decoded for a closer view).
    private func picture(scale: Double) -> (image: RGBAImage, transform: CanvasTransform) {
        let document = session.document, kept = document.kept
        let t = CanvasTransform(scale: scale, offsetX: -Double(kept.x) * scale, offsetY: -Double(kept.y) * scale)
        let size = (width: max(1, Int((Double(kept.width) * scale).rounded())), height: max(1, Int((Double(kept.height) * scale).rounded())))
        let base = photo.base(background: document.background, canvas: (document.width, document.height), transform: t, size: size,
                              smooth: true, detailed: false)
        var image = base
        for stroke in document.strokes { layers.renderer.draw(stroke, transform: t, into: &image, base: base) }
        return (image, t)
    }

    /// `rect` of the base (background and photo) of the view, zoomed.
    private func viewBase(of rect: IntRect) -> RGBAImage {
        let document = session.document
        return photo.base(background: document.background, canvas: (document.width, document.height),
                          transform: CanvasTransform(scale: transform.scale, offsetX: transform.offsetX - Double(rect.x),
                                                     offsetY: transform.offsetY - Double(rect.y)),
                          size: (rect.width, rect.height), smooth: viewport.zoom == nil)
    }

    /// The zoom shown (window pixels per canvas pixel).
    var zoom: Double { transform.scale }

    /// The photo's pixels, decoded in the background: shown from now on when they are still
    /// what the view asked for.
    func usePixels(_ done: PhotoDecoder.Decoded) {
        guard photo.take(done) else { return askForPixelsIfShownLarger() }
        rebuild(drawingStrokes: true, keepingPatches: false)
        onRepaint(rect)
    }

    // MARK: Strokes in progress

    /// Starts a stroke for `id` at a window point.
    func begin(_ id: PointerID, at window: Point, tool: Tool, pen: PenSettings, filled: Bool = false) {
        settle()
        let started = live.begin(id, at: window, tool: tool, pen: pen, filled: filled)
        onRepaint(started.dirty)
        if let ended = started.ended { add(ended) }
    }

    /// Adds a finished stroke; a marker gets the next number here, so numbers follow undo.
    private func add(_ stroke: Stroke) {
        var stroke = stroke
        if stroke.tool.numbered { stroke.number = session.document.nextMarkerNumber }
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

    /// Ends every stroke in progress, the text being typed and strokes being moved, and adds
    /// them (the window lost focus, an edit comes).
    func finishStrokesInProgress() {
        endText()
        endDrag()
        let ended = live.endAll()
        onRepaint(ended.dirty)
        ended.strokes.forEach(add)
    }

    // MARK: Following the session

    /// The document changes only under an exact layer: its undo keeps what is shown.
    func documentWillChange() {
        settle()
        repaintIfSpotlit()
    }

    func documentChanged(_ change: DocumentChange) {
        defer { repaintIfSpotlit() }
        switch change {
        case .added(let stroke):
            onRepaint(placement.windowRect(layers.draw(stroke, transform: transform)))
        case .cleared:
            layers.clear()
            onRepaint(rect)
        case .cropped, .reoriented:
            // The picture is what the crop keeps, fitted, as a new photo would be.
            if case .reoriented(let turned) = change { photo.show(turned) }
            let old = rect
            refit()
            rebuild(drawingStrokes: true, keepingPatches: false)
            onRepaint(old.union(rect))
        case .strokeReplaced:
            layers.redrawKeepingHistory(session.document, transform: transform)
            onRepaint(rect)
        case .undone(let canvas?):
            // Back to the canvas before an open, as it was shown when it is still the right size.
            let old = rect
            photo.show(canvas)
            refit()
            if layers.popCanvas(size: (rect.width, rect.height)) {
                photo.standIn(layers.base)
            } else {
                rebuild(drawingStrokes: true)
            }
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
            photo.show(next)
            refit()
            rebuild(drawingStrokes: false)
            onRepaint(old.union(rect))
        case .replaced(let next, let shown):
            photo.show(next)
            refit()
            if let shown {
                rebuild(drawingStrokes: false)
                layers.use(shown, for: session.document)
            } else {
                rebuild(drawingStrokes: true)
            }
            onRepaint(layout.window)
        }
        onDocumentChanged(change)
    }

    func checkpoint(undoing limit: Int) -> (document: Document, layer: RGBAImage, redos: Int) {
        settle()
        guard viewport.zoom != nil else { return layers.checkpoint(session.document, limit: limit) }
        // Zoomed, the layer shows only part of the canvas: the checkpoint gets the whole one, as
        // the fitted view draws it (what a crop keeps, from the photo's pixels held: never the
        // whole canvas at full size to cut the kept part out of).
        let document = session.document, fit = layout.fit(canvasWidth: document.kept.width, canvasHeight: document.kept.height)
        guard document.crop == nil else { return (document, picture(scale: fit.scale).image, 0) }
        return (document, DocumentRenderer.render(document, photo: photo.whole?.image, scale: fit.scale), 0)
    }

    /// Another canvas: the strokes in progress were on the old one and go; the new one is
    /// placed from scratch.
    private func refit() {
        live.removeAll()
        viewport = .fitted
        place(viewport.placement(in: layout, shown: session.document.kept))
    }

    private func place(_ next: CanvasPlacement) {
        placement = next
        live.place(next)
    }

    /// Builds the layers from the photo as the viewport shows it. Fitted, the photo is
    /// resampled as exports are (area averages); zoomed, only the part in view is sampled.
    private func rebuild(drawingStrokes: Bool, keepingPatches: Bool = true) {
        let document = session.document
        photo.prepare(zoomed: viewport.zoom != nil, cropped: document.crop != nil,
                      fitScale: layout.fit(canvasWidth: document.width, canvasHeight: document.height).scale)
        let base: RGBAImage
        if viewport.zoom == nil && document.crop == nil {
            base = DocumentRenderer.base(of: document, photo: photo.whole?.image, scale: transform.scale)
        } else {
            base = viewBase(of: IntRect(x: 0, y: 0, width: rect.width, height: rect.height))
        }
        layers.rebuild(document, base: base, transform: transform, drawingStrokes: drawingStrokes, keepingPatches: keepingPatches)
        askForPixelsIfShownLarger()
    }

    /// Asks for the pixels a view showing the photo larger than decoded needs.
    private func askForPixelsIfShownLarger() {
        let document = session.document
        // The canvas pixels the layer's corners fall on, whole ones covering them.
        let a = transform.invert(Point(0, 0)), b = transform.invert(Point(Double(rect.width), Double(rect.height)))
        let x0 = max(0, Int(a.x.rounded(.down))), y0 = max(0, Int(a.y.rounded(.down)))
        let x1 = min(document.width, Int(b.x.rounded(.up))), y1 = min(document.height, Int(b.y.rounded(.up)))
        guard x1 > x0, y1 > y0, let (source, request) = photo.needed(visible: IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), scale: transform.scale)
        else { return }
        onNeedPixels(source, request)
    }
}
