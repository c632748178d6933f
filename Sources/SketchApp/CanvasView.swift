import SketchCore
import SketchRaster

/// Shows the document: the photo fitted into its rectangle with the strokes on top, at
/// window resolution. Finished strokes live in a cached layer (seed 004), so drawing costs
/// the same however many strokes there are; strokes in progress are composited over it.
final class CanvasView {
    private(set) var document: Document
    /// The photo, kept as a way to decode it (see `PhotoSource`).
    private(set) var photo: PhotoSource?
    /// The decoded photo while it is in use; dropped once the view is built.
    private var decoded: RGBAImage?
    /// The photo's rectangle in the window.
    private(set) var rect = IntRect.empty
    /// Canvas pixels to layer pixels.
    private(set) var transform = CanvasTransform(scale: 1)
    /// Background and fitted photo, no strokes.
    private var base = RGBAImage(width: 0, height: 0)
    /// `base` with every finished stroke: what is shown and what Save captures.
    private(set) var layer = RGBAImage(width: 0, height: 0)
    private(set) var live: [PointerID: LiveStroke] = [:]
    /// Strokes begun, added to the document, and dropped (a double tap's second tap): begun is
    /// always added + dropped + in progress, so no stroke is ever lost or doubled.
    private(set) var strokesBegun = 0, strokesAdded = 0, strokesDropped = 0
    /// Cleared masks of finished strokes, reused so starting a stroke allocates nothing.
    private var spareMasks: [[UInt8]] = []
    private let renderer = StrokeRenderer()
    /// Told of every edit just before it is made, so the journal can start from the document
    /// as it was.
    var onEdit: (SessionJournal.Record) -> Void = { _ in }
    /// Patches for undo; the budget holds about 10,000 typical strokes at window size.
    private var history = LayerHistory(budgetBytes: 768 << 20)

    init(document: Document, photo: RGBAImage?) {
        self.document = document
        self.photo = photo.map(PhotoSource.init)
        decoded = photo
    }

    /// Fits the canvas into `layout`; rebuilds the layer only when its size changes.
    /// Returns true when it did.
    @discardableResult
    func setLayout(_ layout: Layout) -> Bool {
        let fit = layout.fit(canvasWidth: document.width, canvasHeight: document.height)
        let sizeChanged = fit.rect.width != rect.width || fit.rect.height != rect.height
        rect = fit.rect
        if sizeChanged {
            finishAllLive()
            transform = CanvasTransform(scale: fit.scale)
            rebuildBase()
        }
        return sizeChanged
    }

    /// Starts over with another document and photo (Open).
    func replace(document: Document, photo: PhotoSource?, decoded image: RGBAImage?, layout: Layout) {
        live.removeAll()
        self.document = document
        self.photo = photo
        decoded = image
        rect = .empty
        setLayout(layout)
    }

    /// Window pixels to canvas pixels.
    func canvasPoint(_ window: Point) -> Point {
        transform.invert(Point(window.x - Double(rect.x), window.y - Double(rect.y)))
    }

    private func rebuildBase() {
        let image = decoded ?? photo?.image()
        decoded = nil
        // Layout.fit and DocumentRenderer round the same way, so the base is the rectangle's size.
        base = DocumentRenderer.base(of: document, photo: image, scale: transform.scale)
        rebuildLayer()
    }

    /// Redraws every finished stroke onto the base: when the size changes, or an undo finds no
    /// patch. The patches of the strokes added since the last clear are kept again on the way.
    private func rebuildLayer() {
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

    // MARK: History

    /// Adds a finished stroke to the document and draws it; returns the window pixels changed.
    func add(_ stroke: Stroke) -> IntRect {
        onEdit(.add(stroke))
        document.add(stroke)
        return windowRect(drawRecording(stroke))
    }

    /// Takes back the last step by copying its pixels back: the cost of one stroke, not of the
    /// history.
    func undo() -> IntRect {
        guard document.canUndo else { return .empty }
        onEdit(.undo)
        document.undo()
        guard let patch = history.pop() else {
            rebuildLayer()
            return rect
        }
        patch.restore(into: &layer)
        return windowRect(patch.bounds(in: layer))
    }

    /// Does the undone step again: one stroke drawn, or the layer cleared.
    func redo() -> IntRect {
        guard document.canRedo else { return .empty }
        onEdit(.redo)
        guard let change = document.redo() else { return .empty }
        switch change {
        case .appended(let stroke):
            return windowRect(drawRecording(stroke))
        case .replacedAll, .removedLast:
            history.push(PixelPatch(whole: layer))
            layer = base
            return rect
        }
    }

    /// Removes every stroke, undoably; the layer before it is kept whole for the undo.
    func clear() -> IntRect {
        let before = PixelPatch(whole: layer)
        guard !document.strokes.isEmpty else { return .empty }
        onEdit(.clear)
        document.clear()
        history.push(before)
        layer = base
        return rect
    }

    /// Draws a stroke onto the layer, keeping what it covered as the newest undo step; returns
    /// the layer pixels it may have changed.
    private func drawRecording(_ stroke: Stroke) -> IntRect {
        var patch = PixelPatch()
        let area = withUnsafeMutablePointer(to: &patch) { renderer.draw(stroke, transform: transform, into: &layer, base: base, patch: $0) }
        history.push(patch)
        return area
    }

    // MARK: Strokes in progress

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
    private func drawPending() {
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

    private func resizeMasks(_ s: LiveStroke) {
        s.mask = [UInt8](repeating: 0, count: layer.width * layer.height)
        s.tail = s.mask
        s.maskBounds = .empty
        s.tailBounds = .empty
        s.drawnPoints = 0
        s.tailPending = true
    }

    // MARK: Drawing

    /// The pen-tip indicator (seed 000): a translucent circle a little larger than the pen,
    /// centred on the pointer while it draws.
    func tipDiameter(_ s: LiveStroke) -> Double { s.width * transform.scale + 10 * Double(uiScale) }
    /// Drawable pixels per window coordinate.
    var uiScale = 1

    private func tipBounds(_ s: LiveStroke) -> IntRect {
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

    private func windowRect(_ local: IntRect) -> IntRect { local.isEmpty ? local : local.offsetBy(rect.x, rect.y) }
}
