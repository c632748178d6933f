import SketchCore

extension StrokeRenderer {
    /// Draws `stroke` into `stripe`, which holds rows `rows` of `picture` (the whole picture
    /// in device pixels, from (0, 0)); `base` is those rows of the picture under all strokes.
    /// The pixels are exactly those `draw(_:transform:into:base:)` gives these rows of the
    /// whole picture: the outline is built and rasterised as for the whole, and only the
    /// stripe's rows are given out.
    public func draw(_ stroke: Stroke, transform: CanvasTransform, intoRows rows: Range<Int>, of stripe: inout RGBAImage,
                     picture: IntRect, base: RGBAImage? = nil) {
        precondition(stripe.width == picture.width && stripe.height == rows.count)
        rasterizer.reset()
        addOutline(of: stroke, transform: transform, clip: picture)
        let mode = Self.mode(of: stroke.tool)
        rasterizer.rasterize(clip: rasterizer.bounds.intersection(picture), rows: rows) { y, x0, coverage in
            stripe.apply(row: y - rows.lowerBound, from: x0, coverage: coverage, color: stroke.color, mode: mode, base: base)
        }
        rasterizer.reset()
    }
}
