import SketchCore

extension RGBAImage {
    /// Resamples to `newWidth` x `newHeight`: an area average along an axis that shrinks (every
    /// source pixel counts by how much of it the output pixel covers), bilinear along an axis
    /// that grows. Colours are weighted by alpha, so transparent pixels do not bleed.
    /// Works a row at a time: the extra memory is a few rows, not a second image of floats.
    public func scaled(toWidth newWidth: Int, height newHeight: Int) -> RGBAImage {
        precondition(newWidth > 0 && newHeight > 0)
        if newWidth == width && newHeight == height { return self }
        return scaled(toWidth: newWidth, height: newHeight, rows: 0..<newHeight)
    }

    /// Rows `rows` of the image `scaled(toWidth:height:)` makes, exactly: each output row is
    /// computed from the source alone, so stripes of it can be made apart (and in parallel).
    public func scaled(toWidth newWidth: Int, height newHeight: Int, rows: Range<Int>) -> RGBAImage {
        precondition(newWidth > 0 && newHeight > 0 && rows.lowerBound >= 0 && rows.upperBound <= newHeight)
        let xWeights = Self.weights(from: width, to: newWidth)
        let yWeights = Self.weights(from: height, to: newHeight)
        var out = RGBAImage(width: newWidth, height: rows.count)
        var cache: [Int: [Float]] = [:]
        var acc = [Float](repeating: 0, count: newWidth * 4)
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for oy in rows {
                    let taps = yWeights[oy]
                    let start = (oy - rows.lowerBound) * newWidth
                    if let lowest = taps.first?.index { cache = cache.filter { $0.key >= lowest } }
                    for i in 0..<acc.count { acc[i] = 0 }
                    for tap in taps {
                        if cache[tap.index] == nil { cache[tap.index] = horizontal(src, row: tap.index, xWeights, newWidth) }
                        let row = cache[tap.index]!
                        for i in 0..<acc.count { acc[i] += row[i] * tap.weight }
                    }
                    for ox in 0..<newWidth {
                        let a = acc[ox * 4 + 3]
                        if a <= 0.5 { dst[start + ox] = 0; continue }
                        let k = 1 / a
                        let r = UInt32(min(255, acc[ox * 4] * k + 0.5)), g = UInt32(min(255, acc[ox * 4 + 1] * k + 0.5))
                        let b = UInt32(min(255, acc[ox * 4 + 2] * k + 0.5)), al = UInt32(min(255, a + 0.5))
                        dst[start + ox] = al << 24 | r << 16 | g << 8 | b
                    }
                }
            }
        }
        return out
    }

    /// One source row resampled horizontally, as alpha-weighted floats (r*a, g*a, b*a, a), a in 0...255.
    private func horizontal(_ src: UnsafeBufferPointer<UInt32>, row: Int, _ xWeights: [[Tap]], _ newWidth: Int) -> [Float] {
        var out = [Float](repeating: 0, count: newWidth * 4)
        let base = row * width
        for ox in 0..<newWidth {
            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
            for tap in xWeights[ox] {
                let p = src[base + tap.index]
                let pa = Float(p >> 24) * tap.weight
                r += Float((p >> 16) & 0xFF) * pa
                g += Float((p >> 8) & 0xFF) * pa
                b += Float(p & 0xFF) * pa
                a += pa
            }
            out[ox * 4] = r; out[ox * 4 + 1] = g; out[ox * 4 + 2] = b; out[ox * 4 + 3] = a
        }
        return out
    }

    struct Tap { var index: Int; var weight: Float }

    /// For each output index, the source indices it reads and their weights (summing to 1).
    static func weights(from n: Int, to m: Int) -> [[Tap]] {
        let ratio = Double(n) / Double(m)
        var result: [[Tap]] = []
        result.reserveCapacity(m)
        if m < n {
            for j in 0..<m {
                let lo = Double(j) * ratio, hi = Double(j + 1) * ratio
                var taps: [Tap] = []
                var i = Int(lo)
                while Double(i) < hi && i < n {
                    let overlap = min(hi, Double(i + 1)) - max(lo, Double(i))
                    if overlap > 1e-9 { taps.append(Tap(index: i, weight: Float(overlap / ratio))) }
                    i += 1
                }
                result.append(taps)
            }
        } else {
            for j in 0..<m {
                let s = (Double(j) + 0.5) * ratio - 0.5
                let i0 = Int(s.rounded(.down))
                let t = Float(s - Double(i0))
                let a = min(max(i0, 0), n - 1), b = min(max(i0 + 1, 0), n - 1)
                result.append(a == b ? [Tap(index: a, weight: 1)] : [Tap(index: a, weight: 1 - t), Tap(index: b, weight: t)])
            }
        }
        return result
    }
}
