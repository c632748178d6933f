import SketchCore

extension RGBAImage {
    /// Applies one row of coverage in `ink`, from `x0`. `base` is the picture under all strokes,
    /// the same size as this image; `.restore` needs it.
    @inline(__always)
    public mutating func apply(row y: Int, from x0: Int, coverage: UnsafeBufferPointer<Float>, ink: Ink, base: RGBAImage?) {
        guard y >= 0, y < height else { return }
        let w = width
        let lo = max(0, -x0), hi = min(coverage.count, w - x0)
        guard lo < hi else { return }
        if ink.mode == .restore {
            guard let base, base.width == width, base.height == height else { return }
            base.pixels.withUnsafeBufferPointer { under in
                pixels.withUnsafeMutableBufferPointer { buf in
                    let start = y * w + x0
                    for i in lo..<hi where !ink.isInvisible(coverage[i]) {
                        buf[start + i] = ink.onto(buf[start + i], coverage: coverage[i], under: under[start + i])
                    }
                }
            }
            return
        }
        pixels.withUnsafeMutableBufferPointer { buf in
            let start = y * w + x0
            for i in lo..<hi where !ink.isInvisible(coverage[i]) {
                buf[start + i] = ink.onto(buf[start + i], coverage: coverage[i], under: 0)
            }
        }
    }

    /// Lays `color` over this image through `mask` (8-bit coverage) with its top-left at
    /// (`x`, `y`), inside `clip`: text and discs.
    /// `color` laid over every pixel of `rect` (source-over).
    public mutating func lay(_ color: Color, over rect: IntRect) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, color.alpha > 0 else { return }
        let a = Float(color.alpha) / 255, cr = Float(color.red), cg = Float(color.green), cb = Float(color.blue)
        let w = width
        pixels.withUnsafeMutableBufferPointer { buf in
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX { buf[y * w + x] = Blend.over(buf[y * w + x], cr, cg, cb, a) }
            }
        }
    }

    public mutating func blend(_ mask: AlphaMask, at x: Int, _ y: Int, color: Color, clip: IntRect) {
        let area = IntRect(x: x, y: y, width: mask.width, height: mask.height).intersection(clip).intersection(bounds)
        guard !area.isEmpty else { return }
        let ca = Float(color.alpha) / 255
        let sr = Float(color.red), sg = Float(color.green), sb = Float(color.blue)
        let w = width
        mask.alpha.withUnsafeBufferPointer { m in
            pixels.withUnsafeMutableBufferPointer { d in
                for row in area.y..<area.maxY {
                    for col in area.x..<area.maxX {
                        let cov = m[(row - y) * mask.width + (col - x)]
                        if cov == 0 { continue }
                        d[row * w + col] = Blend.over(d[row * w + col], sr, sg, sb, ca * Float(cov) / 255)
                    }
                }
            }
        }
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
                    for col in target.x..<target.maxX {
                        let sp = s[(row - y) * sw + (col - x)]
                        let sa = sp >> 24
                        if sa == 0 { continue }
                        if sa == 255 { d[row * w + col] = sp; continue }
                        d[row * w + col] = Blend.over(d[row * w + col], Float((sp >> 16) & 0xFF), Float((sp >> 8) & 0xFF),
                                                      Float(sp & 0xFF), Float(sa) / 255)
                    }
                }
            }
        }
    }
}
