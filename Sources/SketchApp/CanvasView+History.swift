import SketchCore
import SketchRaster

/// The canvas's edits: each is told to `onEdit` (the journal) before it is made, and keeps
/// what its undo needs (`LayerHistory`), so neither undo nor redo replays the history.
extension CanvasView {
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
        let change = document.undo()
        let step = history.pop()
        if change == .replacedCanvas {
            // Back to the canvas before an open, as it was shown when it is still the right size.
            let old = rect
            (photo, decoded) = photo(at: document.photoPath)
            live.removeAll()
            rect = .empty
            _ = fit(layout)
            if case .canvas(let oldBase, let oldLayer)? = step, oldLayer.width == rect.width, oldLayer.height == rect.height {
                base = oldBase
                layer = oldLayer
                decoded = nil
            } else {
                rebuildBase(drawingStrokes: true)
            }
            return old.union(rect)
        }
        guard case .pixels(let patch)? = step else {
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
        // A redo adds a stroke again, clears again, or opens the other canvas again.
        guard let change = document.redo() else { return .empty }
        if case .appended(let stroke) = change { return windowRect(drawRecording(stroke)) }
        if change == .replacedCanvas {
            let (source, image) = photo(at: document.photoPath)
            return switchCanvas(photo: source, decoded: image)
        }
        history.push(PixelPatch(whole: layer))
        layer = base
        return rect
    }

    /// Opens another canvas over the drawing, undoably: the drawing before it is kept whole
    /// (as shown) for the undo. Returns the window pixels changed.
    func open(_ next: Canvas, photo source: PhotoSource?, decoded image: RGBAImage?) -> IntRect {
        onEdit(.open(next))
        document.open(next)
        let given = source.map { ($0, image) } ?? photo(at: next.photoPath)
        remember(given.0, for: next.photoPath)
        return switchCanvas(photo: given.0, decoded: given.1)
    }

    /// Shows the document's (new) canvas with no strokes, keeping the previous one as the
    /// newest undo step.
    private func switchCanvas(photo source: PhotoSource?, decoded image: RGBAImage?) -> IntRect {
        history.push(.canvas(base: base, layer: layer))
        let old = rect
        photo = source
        decoded = image
        live.removeAll()
        rect = .empty
        _ = fit(layout)
        rebuildBase(drawingStrokes: false)
        layer = base
        return old.union(rect)
    }

    /// The document and layer some steps back, for a checkpoint: up to `limit` of the newest
    /// steps undone from their patches, so that after a restore those steps are redone (and
    /// their patches kept again) and can be undone at once. Nothing is redrawn.
    func checkpoint(limit: Int) -> (document: Document, layer: RGBAImage, redos: Int) {
        var doc = document, image = layer
        let patches = history.newestPatches(limit: limit)
        for patch in patches {
            patch.restore(into: &image)
            doc.undo()
        }
        return (doc, image, patches.count)
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
    func drawRecording(_ stroke: Stroke) -> IntRect {
        var patch = PixelPatch()
        let area = withUnsafeMutablePointer(to: &patch) { renderer.draw(stroke, transform: transform, into: &layer, base: base, patch: $0) }
        history.push(patch)
        return area
    }
}
