import SketchCore

/// A photo's pixels for showing it at any zoom: the pixels as decoded (the whole photo, or a
/// smaller decode of it), and halves of them made when a zoom first needs them, so that
/// showing it smaller never reads more than twice the pixels it shows.
public struct PhotoPyramid: Sendable {
    /// Level 0 is the decoded photo; each next level is half the one before (a 2×2 average).
    public private(set) var levels: [RGBAImage]

    public init(_ image: RGBAImage) { levels = [image] }

    public var image: RGBAImage { levels[0] }

    /// The level to sample for `scale` output pixels per level-0 pixel: the smallest one still
    /// at least as large as the output, made (with those before it) if missing.
    public mutating func level(forScale scale: Double) -> RGBAImage {
        var index = 0, s = scale
        while s < 0.5, levels[index].width > 1, levels[index].height > 1 {
            if index + 1 == levels.count { levels.append(levels[index].halved()) }
            index += 1
            s *= 2
        }
        return levels[index]
    }
}

extension RGBAImage {
    /// Half the size (rounded up), each pixel the average of the 2×2 it covers, weighted by alpha.
    public func halved() -> RGBAImage {
        let w = (width + 1) / 2, h = (height + 1) / 2
        var out = RGBAImage(width: w, height: h)
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let y0 = 2 * y, y1 = min(2 * y + 1, height - 1)
                    for x in 0..<w {
                        let x0 = 2 * x, x1 = min(2 * x + 1, width - 1)
                        dst[y * w + x] = Self.average(src[y0 * width + x0], src[y0 * width + x1], src[y1 * width + x0], src[y1 * width + x1])
                    }
                }
            }
        }
        return out
    }

    @inline(__always)
    static func average(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let aa = a >> 24, ba = b >> 24, ca = c >> 24, da = d >> 24
        let alpha = aa + ba + ca + da
        guard alpha > 0 else { return 0 }
        if alpha == 1020 {
            // Opaque (every photo's usual case): a plain average of each channel.
            let r = ((a >> 16) & 0xFF) + ((b >> 16) & 0xFF) + ((c >> 16) & 0xFF) + ((d >> 16) & 0xFF)
            let g = ((a >> 8) & 0xFF) + ((b >> 8) & 0xFF) + ((c >> 8) & 0xFF) + ((d >> 8) & 0xFF)
            let bl = (a & 0xFF) + (b & 0xFF) + (c & 0xFF) + (d & 0xFF)
            return 0xFF00_0000 | ((r + 2) / 4) << 16 | ((g + 2) / 4) << 8 | (bl + 2) / 4
        }
        func channel(_ shift: UInt32) -> UInt32 {
            let sum = ((a >> shift) & 0xFF) * aa + ((b >> shift) & 0xFF) * ba + ((c >> shift) & 0xFF) * ca + ((d >> shift) & 0xFF) * da
            return (sum + alpha / 2) / alpha
        }
        return ((alpha + 2) / 4) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
