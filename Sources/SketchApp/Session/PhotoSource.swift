import SketchRaster

/// A photo as the canvas keeps it: decoded while the view is built, then only as a way to
/// decode it again (from the file's bytes, held in memory) when the window changes size or a
/// full-resolution export needs it. A 24 MP photo then costs its compressed size, not 96 MB.
public struct PhotoSource: Sendable {
    public let width: Int
    public let height: Int
    private let decode: @Sendable () -> RGBAImage?

    public init(width: Int, height: Int, decode: @escaping @Sendable () -> RGBAImage?) {
        self.width = width; self.height = height; self.decode = decode
    }

    /// A photo already in memory, kept as it is.
    public init(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height) { image }
    }

    /// The photo's pixels; nil only if the bytes that decoded once no longer do.
    public func image() -> RGBAImage? { decode() }
}
