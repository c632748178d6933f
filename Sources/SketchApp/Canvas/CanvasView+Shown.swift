import SketchCore
import SketchRaster

/// What the canvas shows: the layer (or what stands in for it), and the dim of the strokes that
/// dim outside their box (`OutsideDim`) over it.
///
/// On screen, the layer holds the picture undimmed, and the dim is laid over it as the frame is
/// painted (and over the capture), so such a stroke added, moved or undone changes no layer
/// pixel: the whole canvas is painted again instead.
extension CanvasView {
    /// Copies `local` (layer pixels) of the layer as shown into `frame` at (`x`, `y`): the text
    /// edited again or the strokes moved over what stands in for them, else a quick zoom's frame
    /// while one is in progress, else the layer.
    func drawShownLayer(_ local: IntRect, into frame: inout RGBAImage, at x: Int, _ y: Int) {
        if let stand = editBelow ?? drag?.image { return frame.copy(from: stand, rect: local, to: x, y) }
        if !layers.drawQuickZoom(local, into: &frame, at: x, y) { frame.copy(from: layers.layer, rect: local, to: x, y) }
    }

    /// The boxes kept from the dim in window pixels, and the dim; nil when no stroke dims.
    var outsideDim: (rects: [IntRect], color: Color)? {
        guard let dimming = OutsideDim.dimming(of: session.document.strokes, transform: transform) else { return nil }
        return (dimming.rects.map { $0.offsetBy(rect.x, rect.y) }, dimming.color)
    }

    /// The layer as shown, dimmed outside the boxes (what Save view and Copy take).
    var shownDimmed: RGBAImage {
        var image = layers.layer
        // In window pixels, back to the layer's.
        if let dimming = outsideDim { image.dim(image.bounds, except: dimming.rects.map { $0.offsetBy(-rect.x, -rect.y) }, color: dimming.color) }
        return image
    }

    /// With a stroke that dims in the document, the dim covers the whole canvas: all of it is painted again.
    func repaintIfSpotlit() {
        if session.document.strokes.contains(where: { $0.tool.marking == .dimOutside }) { onRepaint(rect) }
    }
}
