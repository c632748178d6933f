import SketchCore

/// One row of 0xAARRGGBB pixels anywhere in memory, and what strokes and photos do to it. The
/// compositing of `RGBAImage` is written here once, on rows, so that it also works on rows
/// that are not an image's own: a stripe of a picture rendered on several threads at once,
/// each thread writing only its rows.
struct PixelRow {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int

    init(_ pixels: UnsafeMutablePointer<UInt32>, width: Int) { self.pixels = pixels; self.width = width }

    /// Applies coverage (its first value at x = `x0`) in `color` with `mode`; `base` is the
    /// same row of the picture under all strokes, which `.restore` brings back.
    @inline(__always)
    func apply(from x0: Int, coverage: UnsafeBufferPointer<Float>, color: Color, mode: BlendMode, base: UnsafePointer<UInt32>?) {
        switch mode {
        case .over:
            blend(from: x0, coverage: coverage, color: color)
        case .multiply:
            let alpha = Float(color.alpha) / 255
            let mr = Float(color.red) / 255, mg = Float(color.green) / 255, mb = Float(color.blue) / 255
            let lo = max(0, -x0), hi = min(coverage.count, width - x0)
            guard lo < hi else { return }
            for i in lo..<hi {
                let a = alpha * coverage[i]
                if a <= 0.5 / 255 { continue }
                let d = pixels[x0 + i]
                let r = Float((d >> 16) & 0xFF) * mr, g = Float((d >> 8) & 0xFF) * mg, b = Float(d & 0xFF) * mb
                pixels[x0 + i] = RGBAImage.over(d, r, g, b, a)
            }
        case .restore:
            guard let base else { return }
            let lo = max(0, -x0), hi = min(coverage.count, width - x0)
            guard lo < hi else { return }
            for i in lo..<hi {
                let c = coverage[i]
                if c <= 0.5 / 255 { continue }
                pixels[x0 + i] = RGBAImage.mix(pixels[x0 + i], base[x0 + i], c)
            }
        }
    }

    /// Source-over of `color` through the coverage, in sRGB with straight alpha.
    @inline(__always)
    func blend(from x0: Int, coverage: UnsafeBufferPointer<Float>, color: Color) {
        let alpha = Float(color.alpha) / 255
        let sr = Float(color.red), sg = Float(color.green), sb = Float(color.blue)
        let lo = max(0, -x0), hi = min(coverage.count, width - x0)
        guard lo < hi else { return }
        for i in lo..<hi {
            let a = alpha * coverage[i]
            if a <= 0.5 / 255 { continue }
            pixels[x0 + i] = RGBAImage.over(pixels[x0 + i], sr, sg, sb, a)
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
            pixels[i] = RGBAImage.over(pixels[i], Float((sp >> 16) & 0xFF), Float((sp >> 8) & 0xFF), Float(sp & 0xFF), Float(sa) / 255)
        }
    }

    func fill(_ value: UInt32) { pixels.initialize(repeating: value, count: width) }
}
