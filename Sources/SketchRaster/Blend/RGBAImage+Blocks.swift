import FoundationEssentials
import SketchCore

/// The filters that hide what is under an area: blocks here, a Gaussian in RGBAImage+Blur.
/// Both average premultiplied colour, so a transparent pixel's colour counts for nothing.
extension RGBAImage {
    /// Replaces every pixel of `rect` with the average of its block: blocks `block` px square,
    /// aligned to the image's origin, each averaged over its pixels inside `rect`. Only pixels
    /// inside `area` are written, and only the blocks holding one of them are read: a piece of a
    /// big rectangle costs the piece. Returns how many pixels were read.
    @discardableResult
    public mutating func averageBlocks(_ rect: IntRect, block: Double, writing area: IntRect) -> Int {
        let r = rect.intersection(bounds), out = area.intersection(r)
        guard !out.isEmpty else { return 0 }
        let b = max(1, block)
        func index(_ v: Int) -> Int { Int(((Double(v) + 0.5) / b).rounded(.down)) }
        /// The blocks' spans of `from..<to` (the rectangle's) that reach into `wanted`.
        func runs(_ from: Int, _ to: Int, reaching wanted: Range<Int>) -> [Range<Int>] {
            // Back from the first wanted pixel to its block's start (the rectangle's at most).
            var start = wanted.lowerBound
            while start > from && index(start - 1) == index(wanted.lowerBound) { start -= 1 }
            var list: [Range<Int>] = []
            while start < min(to, wanted.upperBound) {
                let id = index(start)
                var end = start + 1
                while end < to && index(end) == id { end += 1 }
                list.append(start..<end)
                start = end
            }
            return list
        }
        let columns = runs(r.x, r.maxX, reaching: out.x..<out.maxX), w = width
        let blockRows = runs(r.y, r.maxY, reaching: out.y..<out.maxY)
        let read = columns.reduce(0) { $0 + $1.count } * blockRows.reduce(0) { $0 + $1.count }
        var sums = [UInt64](repeating: 0, count: columns.count * 4)
        pixels.withUnsafeMutableBufferPointer { px in
            for rows in blockRows {
                for i in sums.indices { sums[i] = 0 }
                for y in rows {
                    for (c, cols) in columns.enumerated() {
                        for x in cols {
                            let p = px[y * w + x], a = UInt64(p >> 24)
                            sums[c * 4] += a
                            sums[c * 4 + 1] += UInt64((p >> 16) & 0xFF) * a
                            sums[c * 4 + 2] += UInt64((p >> 8) & 0xFF) * a
                            sums[c * 4 + 3] += UInt64(p & 0xFF) * a
                        }
                    }
                }
                // The written part of these rows, if any (a range made backwards would trap).
                let y0 = max(rows.lowerBound, out.y), y1 = min(rows.upperBound, out.maxY)
                guard y0 < y1 else { continue }
                let ys = y0..<y1
                for (c, cols) in columns.enumerated() {
                    let x0 = max(cols.lowerBound, out.x), x1 = min(cols.upperBound, out.maxX)
                    guard x0 < x1 else { continue }
                    let xs = x0..<x1
                    let n = UInt64(cols.count * rows.count), alpha = sums[c * 4]
                    var value: UInt32 = 0
                    if alpha > 0 {
                        let a = UInt32((alpha + n / 2) / n)
                        let red = UInt32((sums[c * 4 + 1] + alpha / 2) / alpha), green = UInt32((sums[c * 4 + 2] + alpha / 2) / alpha)
                        let blue = UInt32((sums[c * 4 + 3] + alpha / 2) / alpha)
                        value = a << 24 | red << 16 | green << 8 | blue
                    }
                    for y in ys { for x in xs { px[y * w + x] = value } }
                }
            }
        }
        return read
    }
}
