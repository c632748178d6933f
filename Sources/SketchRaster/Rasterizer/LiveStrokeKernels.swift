import SketchCore

/// The pixel loops of a stroke in progress: its cheap coverage while the pointer moves, and its
/// masks composited into a frame. They live here, with the other pixel loops, so they are
/// built like them (see Package.swift); the canvas decides what they draw and where.
public enum LiveStrokeKernels {
    /// The coverage of a round-capped segment (a capsule) of radius `r`, from each pixel
    /// centre's distance to it, into `mask` (rows of `width`) by maximum, over `area`.
    public static func capsule(_ a: Point, _ b: Point, _ r: Double, area: IntRect, into mask: inout [UInt8], width w: Int) {
        guard !area.isEmpty else { return }
        // Single precision, relative to `a`: four pixels to a vector register, and exact enough
        // for a preview that the stroke renderer replaces when the stroke ends.
        let dx = Float(b.x - a.x), dy = Float(b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        let inverseLength = lengthSquared > 0 ? 1 / lengthSquared : 0
        let outer = Float(r + 0.5)
        let firstX = Float(Double(area.x) + 0.5 - a.x)
        mask.withUnsafeMutableBufferPointer { m in
            for y in area.y..<area.maxY {
                let qy = Float(Double(y) + 0.5 - a.y)
                let row = m.baseAddress! + y * w + area.x
                // No branches in the row, so it runs in vector registers: coverage is
                // r + 0.5 - distance, clamped to 0...1 (full inside r - 0.5, none beyond r + 0.5).
                for i in 0..<area.width {
                    let qx = firstX + Float(i)
                    let t = min(max((qx * dx + qy * dy) * inverseLength, 0), 1)
                    let ex = qx - t * dx, ey = qy - t * dy
                    let coverage = min(max(outer - (ex * ex + ey * ey).squareRoot(), 0), 1)
                    let v = UInt8(coverage * 255 + 0.5)
                    row[i] = max(row[i], v)
                }
            }
        }
    }

    /// Composites a live stroke's `mask` and `tail` (layer-sized, rows of `width`; the larger of
    /// the two counts) over `area` of the layer into `frame`, where the layer's origin is at
    /// `origin`. `strength` scales the colour's alpha; a stroke that reveals restores `base`.
    public static func composite(mask: [UInt8], tail: [UInt8], width w: Int, area: IntRect, color: Color, strength: Float,
                                 mode: BlendMode, base: RGBAImage, into frame: inout RGBAImage, origin: (x: Int, y: Int)) {
        let ink = Ink(color, mode: mode, strength: strength)
        let fw = frame.width
        mask.withUnsafeBufferPointer { m in
            tail.withUnsafeBufferPointer { t in
                base.pixels.withUnsafeBufferPointer { under in
                    frame.pixels.withUnsafeMutableBufferPointer { f in
                        for y in area.y..<area.maxY {
                            for x in area.x..<area.maxX {
                                let c = max(m[y * w + x], t[y * w + x])
                                if c == 0 { continue }
                                let fi = (y + origin.y) * fw + x + origin.x
                                f[fi] = ink.onto(f[fi], coverage: Float(c) / 255, under: under[y * w + x])
                            }
                        }
                    }
                }
            }
        }
    }

    /// What `rasterizer` holds, as 8-bit coverage into `mask` by maximum, over `area`.
    public static func rasterize(_ rasterizer: CoverageRasterizer, area: IntRect, into mask: inout [UInt8], width w: Int) {
        mask.withUnsafeMutableBufferPointer { m in
            rasterizer.rasterize(clip: area) { y, x0, coverage in
                let row = y * w + x0
                for i in 0..<coverage.count {
                    let v = UInt8(coverage[i] * 255 + 0.5)
                    if v > m[row + i] { m[row + i] = v }
                }
            }
        }
    }

    /// Zeroes `area` of `mask` (rows of `width`).
    public static func clear(_ area: IntRect, in mask: inout [UInt8], width w: Int) {
        guard !area.isEmpty else { return }
        mask.withUnsafeMutableBufferPointer { m in
            for y in area.y..<area.maxY { for x in area.x..<area.maxX { m[y * w + x] = 0 } }
        }
    }
}
