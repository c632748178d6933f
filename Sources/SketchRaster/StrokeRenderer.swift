import SketchCore

/// Draws strokes into an image. One stroke's outline is rasterised as a whole and then
/// composited once, so a translucent stroke has no darker joints or self-overlaps.
public final class StrokeRenderer {
    public let rasterizer = CoverageRasterizer()
    public let stroker = Stroker()
    private var devicePoints: [Point] = []

    public init() {}

    /// Draws `stroke` (canvas coordinates) through `transform` into `image`, touching only
    /// pixels inside `clip`. Returns the rectangle of pixels it may have changed.
    @discardableResult
    public func draw(_ stroke: Stroke, transform: CanvasTransform, into image: inout RGBAImage, clip: IntRect? = nil) -> IntRect {
        rasterizer.reset()
        addOutline(of: stroke, transform: transform)
        return fill(into: &image, color: stroke.color, clip: clip ?? image.bounds)
    }

    /// Adds the outline of `stroke` to the rasterizer without drawing it.
    public func addOutline(of stroke: Stroke, transform: CanvasTransform) {
        devicePoints.removeAll(keepingCapacity: true)
        for p in stroke.points { devicePoints.append(transform.apply(p)) }
        let width = stroke.width * transform.scale
        switch stroke.tool {
        case .pen, .line:
            stroker.addPolyline(devicePoints, width: width, into: rasterizer)
        }
    }

    /// Composites what the rasterizer holds in `color`, then empties it.
    @discardableResult
    public func fill(into image: inout RGBAImage, color: Color, clip: IntRect) -> IntRect {
        let area = rasterizer.bounds.intersection(clip).intersection(image.bounds)
        rasterizer.rasterize(clip: area) { y, x0, coverage in
            image.blend(row: y, from: x0, coverage: coverage, color: color)
        }
        rasterizer.reset()
        return area
    }

    /// The device pixels `stroke` can touch through `transform`.
    public static func deviceBounds(of stroke: Stroke, transform: CanvasTransform) -> IntRect {
        let b = stroke.bounds
        let p0 = transform.apply(Point(b.minX, b.minY)), p1 = transform.apply(Point(b.maxX, b.maxY))
        return IntRect.covering(minX: p0.x - 1, minY: p0.y - 1, maxX: p1.x + 1, maxY: p1.y + 1)
    }
}
