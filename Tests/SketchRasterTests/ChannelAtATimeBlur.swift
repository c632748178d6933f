import SketchCore
@testable import SketchRaster

/// The blur as it was first written, kept as the tests' reference: each channel summed on its
/// own along lines of floats, in the same strips, so its pixels are the ones to keep.
extension RGBAImage {
    mutating func blurChannelAtATime(_ rect: IntRect, radius: Double, writing area: IntRect) {
        let out = area.intersection(rect).intersection(bounds)
        guard !out.isEmpty, radius > 0 else { return }
        let reach = Int((3 * radius).rounded(.up)) + 1
        let region = IntRect(x: out.x - reach, y: out.y - reach, width: out.width + 2 * reach, height: out.height + 2 * reach).intersection(bounds)
        let boxes = Self.boxRadii(sigma: radius)
        // In strips of output columns, so the memory held is a strip's, whatever the area; a
        // strip is at least twice the reach wide, so each row is read across at most twice over.
        let stripWidth = max(Self.referenceStripWidth, 2 * reach)
        var strip = out.x
        while strip < out.maxX {
            let columns = IntRect(x: strip, y: out.y, width: min(stripWidth, out.maxX - strip), height: out.height)
            referenceBlurStrip(columns, region: region.intersection(IntRect(x: columns.x - reach, y: region.y, width: columns.width + 2 * reach, height: region.height)),
                      boxes: boxes)
            strip = columns.maxX
        }
    }

    static let referenceStripWidth = 256

    /// Blurs `out` reading `region` around it: rows across first (for `out`'s columns only),
    /// then those columns down.
    private mutating func referenceBlurStrip(_ out: IntRect, region: IntRect, boxes: [Int]) {
        let w = width, cw = out.width
        var across = [Float](repeating: 0, count: cw * region.height * 4)
        var line = [Float](repeating: 0, count: max(region.width, region.height) * 4)
        var scratch = line
        pixels.withUnsafeBufferPointer { px in
            for row in 0..<region.height {
                let y = region.y + row
                for i in 0..<region.width { Self.referenceUnpack(px[y * w + region.x + i], into: &line, at: i) }
                for r in boxes { Self.referenceBox(&line, count: region.width, radius: r, scratch: &scratch) }
                let from = (out.x - region.x) * 4
                for i in 0..<(cw * 4) { across[(row * cw) * 4 + i] = line[from + i] }
            }
        }
        pixels.withUnsafeMutableBufferPointer { px in
            for col in 0..<cw {
                for row in 0..<region.height {
                    for k in 0..<4 { line[row * 4 + k] = across[(row * cw + col) * 4 + k] }
                }
                for r in boxes { Self.referenceBox(&line, count: region.height, radius: r, scratch: &scratch) }
                for y in out.y..<out.maxY {
                    px[y * w + out.x + col] = Self.referencePack(line, at: y - region.y)
                }
            }
        }
    }

    @inline(__always)
    static func referenceUnpack(_ p: UInt32, into line: inout [Float], at i: Int) {
        let a = Float(p >> 24)
        line[i * 4] = a
        line[i * 4 + 1] = Float((p >> 16) & 0xFF) * a / 255
        line[i * 4 + 2] = Float((p >> 8) & 0xFF) * a / 255
        line[i * 4 + 3] = Float(p & 0xFF) * a / 255
    }

    @inline(__always)
    static func referencePack(_ line: [Float], at i: Int) -> UInt32 {
        let a = line[i * 4]
        guard a > 0.5 else { return 0 }
        func channel(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v * 255 / a + 0.5))) }
        return UInt32(min(255, a + 0.5)) << 24 | channel(line[i * 4 + 1]) << 16 | channel(line[i * 4 + 2]) << 8 | channel(line[i * 4 + 3])
    }

    /// One box blur of `radius` along `count` RGBA values, edges extended.
    static func referenceBox(_ line: inout [Float], count: Int, radius: Int, scratch: inout [Float]) {
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
