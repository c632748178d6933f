import SketchCore

/// 8-bit coverage, for rendered text.
public struct AlphaMask: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var alpha: [UInt8]
    public init(width: Int, height: Int, alpha: [UInt8]) {
        precondition(alpha.count == width * height)
        self.width = width; self.height = height; self.alpha = alpha
    }
}

extension RGBAImage {
    /// Blends `color` through `mask` with its top-left at (`x`, `y`), inside `clip`.
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
                        d[row * w + col] = Self.over(d[row * w + col], sr, sg, sb, ca * Float(cov) / 255)
                    }
                }
            }
        }
    }
}
