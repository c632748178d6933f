import Foundation
import SketchCore

/// The filters that hide what is under an area: pixelate and blur. Both average premultiplied
/// colour, so a transparent pixel's colour counts for nothing.
extension RGBAImage {
    /// Replaces every pixel of `rect` with the average of its block: blocks `block` px square,
    /// aligned to the image's origin, each averaged over its pixels inside `rect`. Only pixels
    /// inside `area` are written.
    public mutating func pixelate(_ rect: IntRect, block: Double, writing area: IntRect) {
        let r = rect.intersection(bounds), out = area.intersection(r)
        guard !out.isEmpty else { return }
        let b = max(1, block)
        func index(_ v: Int) -> Int { Int(((Double(v) + 0.5) / b).rounded(.down)) }
        func runs(_ from: Int, _ to: Int) -> [Range<Int>] {
            var list: [Range<Int>] = [], start = from
            while start < to {
                let id = index(start)
                var end = start + 1
                while end < to && index(end) == id { end += 1 }
                list.append(start..<end)
                start = end
            }
            return list
        }
        let columns = runs(r.x, r.maxX), w = width
        var sums = [UInt64](repeating: 0, count: columns.count * 4)
        pixels.withUnsafeMutableBufferPointer { px in
            for rows in runs(r.y, r.maxY) {
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
    }

    /// Blurs `rect` with a Gaussian whose standard deviation is `radius` px, reading the image
    /// around it as far as the kernel reaches (edges extended); only `area` is written. Three
    /// box blurs in a row stand in for the Gaussian (within a few levels of it; see the tests),
    /// so the cost does not grow with the radius.
    public mutating func blur(_ rect: IntRect, radius: Double, writing area: IntRect) {
        let out = area.intersection(rect).intersection(bounds)
        guard !out.isEmpty, radius > 0 else { return }
        let reach = Int((3 * radius).rounded(.up)) + 1
        let region = IntRect(x: out.x - reach, y: out.y - reach, width: out.width + 2 * reach, height: out.height + 2 * reach).intersection(bounds)
        let boxes = Self.boxRadii(sigma: radius)
        // In strips of output columns, so the memory held is a strip's, whatever the area; a
        // strip is at least twice the reach wide, so each row is read across at most twice over.
        let stripWidth = max(Self.blurStrip, 2 * reach)
        var strip = out.x
        while strip < out.maxX {
            let columns = IntRect(x: strip, y: out.y, width: min(stripWidth, out.maxX - strip), height: out.height)
            blurStrip(columns, region: region.intersection(IntRect(x: columns.x - reach, y: region.y, width: columns.width + 2 * reach, height: region.height)),
                      boxes: boxes)
            strip = columns.maxX
        }
    }

    static let blurStrip = 256

    /// Blurs `out` reading `region` around it: rows across first (for `out`'s columns only),
    /// then those columns down.
    private mutating func blurStrip(_ out: IntRect, region: IntRect, boxes: [Int]) {
        let w = width, cw = out.width
        var across = [Float](repeating: 0, count: cw * region.height * 4)
        var line = [Float](repeating: 0, count: max(region.width, region.height) * 4)
        var scratch = line
        pixels.withUnsafeBufferPointer { px in
            for row in 0..<region.height {
                let y = region.y + row
                for i in 0..<region.width { Self.unpack(px[y * w + region.x + i], into: &line, at: i) }
                for r in boxes { Self.box(&line, count: region.width, radius: r, scratch: &scratch) }
                let from = (out.x - region.x) * 4
                for i in 0..<(cw * 4) { across[(row * cw) * 4 + i] = line[from + i] }
            }
        }
        pixels.withUnsafeMutableBufferPointer { px in
            for col in 0..<cw {
                for row in 0..<region.height {
                    for k in 0..<4 { line[row * 4 + k] = across[(row * cw + col) * 4 + k] }
                }
                for r in boxes { Self.box(&line, count: region.height, radius: r, scratch: &scratch) }
                for y in out.y..<out.maxY {
                    px[y * w + out.x + col] = Self.pack(line, at: y - region.y)
                }
            }
        }
    }

    /// The radii of three box blurs that together approximate a Gaussian of `sigma`.
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        var wl = Int((12 * sigma * sigma / n + 1).squareRoot().rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2, l = Double(wl)
        let m = Int(((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        return (0..<3).map { ($0 < m ? wl : wu) / 2 }
    }

    @inline(__always)
    static func unpack(_ p: UInt32, into line: inout [Float], at i: Int) {
        let a = Float(p >> 24)
        line[i * 4] = a
        line[i * 4 + 1] = Float((p >> 16) & 0xFF) * a / 255
        line[i * 4 + 2] = Float((p >> 8) & 0xFF) * a / 255
        line[i * 4 + 3] = Float(p & 0xFF) * a / 255
    }

    @inline(__always)
    static func pack(_ line: [Float], at i: Int) -> UInt32 {
        let a = line[i * 4]
        guard a > 0.5 else { return 0 }
        func channel(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v * 255 / a + 0.5))) }
        return UInt32(min(255, a + 0.5)) << 24 | channel(line[i * 4 + 1]) << 16 | channel(line[i * 4 + 2]) << 8 | channel(line[i * 4 + 3])
    }

    /// One box blur of `radius` along `count` RGBA values, edges extended.
    static func box(_ line: inout [Float], count: Int, radius: Int, scratch: inout [Float]) {
        guard radius > 0, count > 0 else { return }
        let scale = 1 / Float(2 * radius + 1)
        for k in 0..<4 {
            // The window around the first value, the edges extended: the first value counted
            // once for itself and once for each place left of the line.
            let inside = min(radius, count - 1)
            var sum = Float(radius) * line[k] + Float(radius - inside) * line[(count - 1) * 4 + k]
            for j in 0...inside { sum += line[j * 4 + k] }
            for i in 0..<count {
                scratch[i * 4 + k] = sum * scale
                sum += line[min(i + radius + 1, count - 1) * 4 + k] - line[max(i - radius, 0) * 4 + k]
            }
        }
        for i in 0..<(count * 4) { line[i] = scratch[i] }
    }
}
