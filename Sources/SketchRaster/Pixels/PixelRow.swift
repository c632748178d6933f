import SketchCore

/// One row of 0xAARRGGBB pixels anywhere in memory. The renderer's per-row work is written
/// here, on rows, so that it also works on rows that are not an image's own: a stripe of a
/// picture rendered on several threads at once, each thread writing only its rows. The
/// arithmetic itself is `Blend`'s and `Ink`'s.
struct PixelRow {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int

    init(_ pixels: UnsafeMutablePointer<UInt32>, width: Int) { self.pixels = pixels; self.width = width }

    /// Applies coverage (its first value at x = `x0`) in `ink`; `under` is the same row of the
    /// picture under all strokes, which `.restore` brings back (without it, `.restore` does nothing).
    @inline(__always)
    func apply(from x0: Int, coverage: UnsafeBufferPointer<Float>, ink: Ink, under: UnsafePointer<UInt32>?) {
        let lo = max(0, -x0), hi = min(coverage.count, width - x0)
        guard lo < hi else { return }
        if ink.mode == .restore {
            guard let under else { return }
            for i in lo..<hi where !ink.isInvisible(coverage[i]) {
                pixels[x0 + i] = ink.onto(pixels[x0 + i], coverage: coverage[i], under: under[x0 + i])
            }
            return
        }
        for i in lo..<hi where !ink.isInvisible(coverage[i]) {
            pixels[x0 + i] = ink.onto(pixels[x0 + i], coverage: coverage[i], under: 0)
        }
    }

    /// Source-over of `width` pixels of `source` (their own alpha) onto the row.
    @inline(__always)
    func composite(_ source: UnsafePointer<UInt32>) {
        for i in 0..<width {
            let sp = source[i]
            let sa = sp >> 24
            if sa == 0 { continue }
            if sa == 255 { pixels[i] = sp; continue }
            pixels[i] = Blend.over(pixels[i], Float((sp >> 16) & 0xFF), Float((sp >> 8) & 0xFF), Float(sp & 0xFF), Float(sa) / 255)
        }
    }

    func fill(_ value: UInt32) { pixels.initialize(repeating: value, count: width) }
}
