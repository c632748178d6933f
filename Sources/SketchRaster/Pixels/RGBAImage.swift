import SketchCore

/// An image in memory: pixels packed as 0xAARRGGBB with straight (not premultiplied) alpha,
/// row after row with no padding. It is the only pixel type of the project: photos, layers,
/// frames and saved files all pass through it.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, fill: Color = .clear) {
        precondition(width >= 0 && height >= 0)
        self.width = width
        self.height = height
        pixels = [UInt32](repeating: fill.argb, count: width * height)
    }

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count \(pixels.count) is not \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Color {
        get { Color(argb: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.argb }
    }

    public mutating func fill(_ rect: IntRect, with color: Color) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        let value = color.argb
        pixels.withUnsafeMutableBufferPointer { buf in
            for y in r.y..<r.maxY {
                let row = y * width
                for x in r.x..<r.maxX { buf[row + x] = value }
            }
        }
    }

    /// Copies `rect` of `source` so that its top-left lands at (`x`, `y`) here; clipped to both.
    public mutating func copy(from source: RGBAImage, rect: IntRect, to x: Int, _ y: Int) {
        var src = rect.intersection(source.bounds)
        var dx = x + (src.x - rect.x), dy = y + (src.y - rect.y)
        let dst = IntRect(x: dx, y: dy, width: src.width, height: src.height).intersection(bounds)
        guard !dst.isEmpty else { return }
        src = IntRect(x: src.x + (dst.x - dx), y: src.y + (dst.y - dy), width: dst.width, height: dst.height)
        dx = dst.x; dy = dst.y
        let w = width, sw = source.width
        source.pixels.withUnsafeBufferPointer { s in
            pixels.withUnsafeMutableBufferPointer { d in
                for row in 0..<dst.height {
                    let si = (src.y + row) * sw + src.x, di = (dy + row) * w + dx
                    UnsafeMutableRawPointer(d.baseAddress! + di).copyMemory(from: s.baseAddress! + si, byteCount: dst.width * 4)
                }
            }
        }
    }

    /// A new image holding `rect` of this one (clipped).
    public func cropped(to rect: IntRect) -> RGBAImage {
        let r = rect.intersection(bounds)
        var out = RGBAImage(width: r.width, height: r.height)
        out.copy(from: self, rect: r, to: 0, 0)
        return out
    }

    /// The largest difference of any channel between two images of the same size, and the
    /// number of channel values that differ; for tests and snapshot reports.
    public func difference(from other: RGBAImage) -> (maxChannel: Int, differing: Int, meanChannel: Double) {
        precondition(width == other.width && height == other.height, "sizes differ")
        var maxDiff = 0, count = 0, total = 0
        for i in 0..<pixels.count where pixels[i] != other.pixels[i] {
            let a = pixels[i], b = other.pixels[i]
            for shift in stride(from: 0, to: 32, by: 8) {
                let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
                if d > 0 { count += 1; total += d; maxDiff = max(maxDiff, d) }
            }
        }
        return (maxDiff, count, pixels.isEmpty ? 0 : Double(total) / Double(pixels.count * 4))
    }
}

extension RGBAImage: CustomStringConvertible {
    /// Short, so a failed test prints the size rather than every pixel.
    public var description: String { "RGBAImage(\(width)x\(height))" }
}
