import SketchCore

extension RGBAImage {
    /// Source-over of `color` through one row of coverage, in sRGB with straight alpha.
    @inline(__always)
    public mutating func blend(row y: Int, from x0: Int, coverage: UnsafeBufferPointer<Float>, color: Color) {
        guard y >= 0, y < height else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { buf in
            PixelRow(buf.baseAddress! + y * w, width: w).blend(from: x0, coverage: coverage, color: color)
        }
    }

    /// Source-over of one straight-alpha colour with effective alpha `a` (0...1) onto `dst`.
    @inline(__always)
    public static func over(_ dst: UInt32, _ sr: Float, _ sg: Float, _ sb: Float, _ a: Float) -> UInt32 {
        let da = Float(dst >> 24) / 255
        let dr = Float((dst >> 16) & 0xFF), dg = Float((dst >> 8) & 0xFF), db = Float(dst & 0xFF)
        if da >= 1 {
            let k = 1 - a
            let r = UInt32(sr * a + dr * k + 0.5), g = UInt32(sg * a + dg * k + 0.5), b = UInt32(sb * a + db * k + 0.5)
            return 0xFF00_0000 | r << 16 | g << 8 | b
        }
        let outA = a + da * (1 - a)
        if outA <= 0 { return 0 }
        let kd = da * (1 - a) / outA, ks = a / outA
        let r = UInt32(min(255, sr * ks + dr * kd + 0.5)), g = UInt32(min(255, sg * ks + dg * kd + 0.5))
        let b = UInt32(min(255, sb * ks + db * kd + 0.5))
        return UInt32(outA * 255 + 0.5) << 24 | r << 16 | g << 8 | b
    }

    /// Source-over of a whole image (its own alpha) with its top-left at (`x`, `y`).
    public mutating func composite(_ source: RGBAImage, at x: Int, _ y: Int, clip: IntRect? = nil) {
        var target = IntRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        if let clip { target = target.intersection(clip) }
        guard !target.isEmpty else { return }
        let w = width, sw = source.width
        source.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { d in
                for row in target.y..<target.maxY {
                    PixelRow(d.baseAddress! + row * w + target.x, width: target.width)
                        .composite(s.baseAddress! + (row - y) * sw + (target.x - x))
                }
            }
        }
    }
}

/// How a stroke's coverage is applied.
public enum BlendMode: Equatable, Sendable {
    /// Source-over: pens, lines, shapes.
    case over
    /// The colour multiplies what is under it, so dark marks stay visible: the highlighter.
    case multiply
    /// What was under every stroke (the photo, or the background colour) comes back: the eraser.
    case restore
}

extension RGBAImage {
    /// Applies one row of coverage with `mode`. `base` is the picture under all strokes, the
    /// same size as this image; `.restore` needs it.
    @inline(__always)
    public mutating func apply(row y: Int, from x0: Int, coverage: UnsafeBufferPointer<Float>, color: Color, mode: BlendMode, base: RGBAImage?) {
        guard y >= 0, y < height else { return }
        let w = width
        pixels.withUnsafeMutableBufferPointer { buf in
            let row = PixelRow(buf.baseAddress! + y * w, width: w)
            guard mode == .restore, let base else { return row.apply(from: x0, coverage: coverage, color: color, mode: mode, base: nil) }
            guard base.width == w, base.height == height else { return }
            base.pixels.withUnsafeBufferPointer { src in
                row.apply(from: x0, coverage: coverage, color: color, mode: mode, base: src.baseAddress! + y * w)
            }
        }
    }

    /// `a` moved towards `b` by `t` (0...1), every channel including alpha.
    @inline(__always)
    public static func mix(_ a: UInt32, _ b: UInt32, _ t: Float) -> UInt32 {
        if t >= 1 { return b }
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let ca = Float((a >> shift) & 0xFF), cb = Float((b >> shift) & 0xFF)
            out |= UInt32(ca + (cb - ca) * t + 0.5) << shift
        }
        return out
    }
}
