import SketchCore
import SketchRaster

/// Where the canvas is in the window: the photo's rectangle (the layer's size), and the scale
/// from canvas pixels to the layer's pixels, which are window pixels.
struct CanvasPlacement: Equatable {
    var rect = IntRect.empty
    var transform = CanvasTransform(scale: 1)

    /// The layer's own rectangle.
    var layerBounds: IntRect { IntRect(x: 0, y: 0, width: rect.width, height: rect.height) }

    /// Window pixels to canvas pixels.
    func canvasPoint(_ window: Point) -> Point {
        transform.invert(Point(window.x - Double(rect.x), window.y - Double(rect.y)))
    }

    /// Layer pixels to window pixels.
    func windowRect(_ local: IntRect) -> IntRect { local.isEmpty ? local : local.offsetBy(rect.x, rect.y) }
}
