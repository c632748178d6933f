import SketchCore

extension StrokeRenderer {
    /// Draws `stroke` into rows `rows` of `picture` (device pixels from (0, 0), `picture.width`
    /// a row, starting at `pixels`), touching no other row, so that threads can each draw their
    /// own stripe of one picture at once. `under` is those rows of the picture under all
    /// strokes (its first row is `rows.lowerBound`), which a stroke that reveals brings back.
    ///
    /// The pixels are exactly those `draw(_:transform:into:base:)` gives these rows of the
    /// whole picture, at the cost of the stripe: the outline is built only where it can reach
    /// the stripe, its edges cut short keep their lines, and the walk down the sample lines
    /// starts where the stripe's first edge does (`CoverageRasterizer.rasterize(clip:rows:)`).
    func draw(_ stroke: Stroke, transform: CanvasTransform, rows: Range<Int>, of picture: IntRect,
              pixels: UnsafeMutablePointer<UInt32>, under: UnsafePointer<UInt32>?) {
        rasterizer.reset()
        addOutline(of: stroke, transform: transform, clip: IntRect(x: picture.x, y: rows.lowerBound, width: picture.width, height: rows.count))
        let ink = Ink(stroke.color, mode: Self.mode(of: stroke.tool)), width = picture.width
        rasterizer.rasterize(clip: picture, rows: rows) { y, x0, coverage in
            PixelRow(pixels + y * width, width: width)
                .apply(from: x0, coverage: coverage, ink: ink, under: under.map { $0 + (y - rows.lowerBound) * width })
        }
        rasterizer.reset()
    }
}
