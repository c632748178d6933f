import SketchCore

/// The grey squares that stand for transparency on screen, as image editors show it. Only the
/// window shows them: saved, exported and copied pictures keep their alpha instead.
public enum Checkerboard {
    public static let light: UInt32 = 0xFFCC_CCCC
    public static let dark: UInt32 = 0xFF99_9999

    /// The square's colour at (`x`, `y`), counted from the board's corner.
    @inline(__always)
    public static func color(_ x: Int, _ y: Int, cell: Int) -> UInt32 {
        (x / cell + y / cell) % 2 == 0 ? light : dark
    }
}

extension RGBAImage {
    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool { pixels.withUnsafeBufferPointer { p in p.allSatisfy { $0 >= 0xFF00_0000 } } }

    /// Lays every pixel of `area` that is not opaque over a checkerboard of `cell`-pixel squares
    /// whose corner is at `origin`, so the window shows where a picture is transparent.
    public mutating func flattenOverCheckerboard(_ area: IntRect, origin: (x: Int, y: Int), cell: Int) {
        let r = area.intersection(bounds), w = width, cell = max(1, cell)
        guard !r.isEmpty else { return }
        pixels.withUnsafeMutableBufferPointer { p in
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX {
                    let i = y * w + x, sp = p[i], a = sp >> 24
                    if a == 255 { continue }
                    let under = Checkerboard.color(x - origin.x, y - origin.y, cell: cell)
                    p[i] = a == 0 ? under : Blend.over(under, Float((sp >> 16) & 0xFF), Float((sp >> 8) & 0xFF), Float(sp & 0xFF), Float(a) / 255)
                }
            }
        }
    }

    /// The picture over a plain colour, fully opaque (for formats without alpha, as JPEG).
    public func flattened(over background: Color) -> RGBAImage {
        var out = RGBAImage(width: width, height: height, fill: background.withAlpha(255))
        out.composite(self, at: 0, 0)
        return out
    }
}
