import SketchCore

/// Blur: three box blurs across, then three down, in floating point on premultiplied colour.
/// A pixel's four channels are summed side by side, each in the same order as on its own, so
/// the pixels are those of blurring each channel apart.
extension RGBAImage {
    /// Blurs `rect` with a Gaussian whose standard deviation is `radius` px, reading the image
    /// around it as far as the kernel reaches (edges extended); only `area` is written, and only
    /// it and that reach around it are read. Three box blurs in a row stand in for the Gaussian
    /// (within a few levels of it; see the tests), so the cost does not grow with the radius.
    /// Returns how many pixels were read.
    @discardableResult
    public mutating func gaussian(_ rect: IntRect, radius: Double, writing area: IntRect) -> Int {
        let out = area.intersection(rect).intersection(bounds)
        guard !out.isEmpty, radius > 0 else { return 0 }
        let reach = Int((3 * radius).rounded(.up)) + 1
        let region = IntRect(x: out.x - reach, y: out.y - reach, width: out.width + 2 * reach, height: out.height + 2 * reach).intersection(bounds)
        let boxes = Self.boxRadii(sigma: radius)
        // In strips of output columns, so the memory held is a strip's, whatever the area; a
        // strip is at least twice the reach wide, so each row is read across at most twice
        // over, unless its rows would then take more than `blurStripBytes`.
        let fitting = max(16, Self.blurStripBytes / (MemoryLayout<SIMD4<Float>>.stride * region.height))
        let stripWidth = min(max(Self.blurStrip, 2 * reach), fitting)
        let scratch = BlurScratch(columns: min(stripWidth, out.width), rows: region.height, width: region.width)
        defer { scratch.free() }
        var read = 0, strip = out.x
        while strip < out.maxX {
            let columns = IntRect(x: strip, y: out.y, width: min(stripWidth, out.maxX - strip), height: out.height)
            let around = region.intersection(IntRect(x: columns.x - reach, y: region.y, width: columns.width + 2 * reach, height: region.height))
            blurStrip(columns, region: around, boxes: boxes, scratch: scratch)
            read += around.width * around.height
            strip = columns.maxX
        }
        return read
    }

    static let blurStrip = 256
    /// The most one strip's rows of floating-point pixels take (two such are held).
    static let blurStripBytes = 32 << 20

    /// Blurs `out` reading `region` around it: rows across first (keeping `out`'s columns
    /// only), then those columns down, all of them a row at a time.
    private mutating func blurStrip(_ out: IntRect, region: IntRect, boxes: [Int], scratch: BlurScratch) {
        let w = width, cw = out.width, height = region.height, from = out.x - region.x
        pixels.withUnsafeBufferPointer { px in
            for row in 0..<height {
                let source = px.baseAddress! + (region.y + row) * w + region.x
                for i in 0..<region.width { scratch.line[i] = Self.unpack(source[i]) }
                var line = scratch.line, spare = scratch.lineSpare
                for r in boxes where r > 0 {
                    Self.box(line, into: spare, count: region.width, radius: r)
                    swap(&line, &spare)
                }
                (scratch.across + row * cw).update(from: line + from, count: cw)
            }
        }
        var down = scratch.across, spare = scratch.spare
        for r in boxes where r > 0 {
            Self.boxDown(down, into: spare, columns: cw, rows: height, radius: r, sums: scratch.sums)
            swap(&down, &spare)
        }
        pixels.withUnsafeMutableBufferPointer { px in
            for y in out.y..<out.maxY {
                let source = down + (y - region.y) * cw, target = px.baseAddress! + y * w + out.x
                for c in 0..<cw { target[c] = Self.pack(source[c]) }
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
    static func unpack(_ p: UInt32) -> SIMD4<Float> {
        let a = Float(p >> 24)
        return SIMD4(a, Float((p >> 16) & 0xFF) * a / 255, Float((p >> 8) & 0xFF) * a / 255, Float(p & 0xFF) * a / 255)
    }

    @inline(__always)
    static func pack(_ v: SIMD4<Float>) -> UInt32 {
        let a = v[0]
        guard a > 0.5 else { return 0 }
        func channel(_ c: Float) -> UInt32 { UInt32(min(255, max(0, c * 255 / a + 0.5))) }
        return UInt32(min(255, a + 0.5)) << 24 | channel(v[1]) << 16 | channel(v[2]) << 8 | channel(v[3])
    }

    /// One box blur of `radius` along `count` values of `line`, edges extended, into `out`.
    static func box(_ line: UnsafePointer<SIMD4<Float>>, into out: UnsafeMutablePointer<SIMD4<Float>>, count: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1), last = count - 1
        // The window around the first value, the edges extended: the first value counted once
        // for itself and once for each place left of the line.
        let inside = min(radius, last)
        var sum = Float(radius) * line[0] + Float(radius - inside) * line[last]
        for j in 0...inside { sum += line[j] }
        for i in 0..<count {
            out[i] = sum * scale
            sum += line[min(i + radius + 1, last)] - line[max(i - radius, 0)]
        }
    }

    /// The same down each of `columns` columns of `rows` rows, a row at a time (`sums` holds a
    /// row of windows), so the memory is read in order.
    static func boxDown(_ rows: UnsafePointer<SIMD4<Float>>, into out: UnsafeMutablePointer<SIMD4<Float>>, columns: Int, rows count: Int,
                        radius: Int, sums: UnsafeMutablePointer<SIMD4<Float>>) {
        let scale = 1 / Float(2 * radius + 1), last = count - 1
        let inside = min(radius, last), first = rows, final = rows + last * columns
        for c in 0..<columns { sums[c] = Float(radius) * first[c] + Float(radius - inside) * final[c] }
        for j in 0...inside {
            let row = rows + j * columns
            for c in 0..<columns { sums[c] += row[c] }
        }
        for i in 0..<count {
            let entering = rows + min(i + radius + 1, last) * columns, leaving = rows + max(i - radius, 0) * columns, target = out + i * columns
            for c in 0..<columns {
                target[c] = sums[c] * scale
                sums[c] += entering[c] - leaving[c]
            }
        }
    }
}

/// The floating-point pixels a blur works in, made once for all its strips.
private struct BlurScratch {
    let across, spare, sums, line, lineSpare: UnsafeMutablePointer<SIMD4<Float>>

    init(columns: Int, rows: Int, width: Int) {
        across = .allocate(capacity: columns * rows)
        spare = .allocate(capacity: columns * rows)
        sums = .allocate(capacity: columns)
        line = .allocate(capacity: width)
        lineSpare = .allocate(capacity: width)
    }

    func free() { [across, spare, sums, line, lineSpare].forEach { $0.deallocate() } }
}
