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
