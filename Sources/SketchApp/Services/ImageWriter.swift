import SketchRaster

/// Writes pictures, atomically, as a PNG or a JPEG as the name's extension says; without
/// `replacing`, an existing file is never replaced (the write fails).
public struct ImageWriter: Sendable {
    public var write: @Sendable (_ image: RGBAImage, _ path: String, _ replacing: Bool) throws -> Void

    public init(write: @escaping @Sendable (_ image: RGBAImage, _ path: String, _ replacing: Bool) throws -> Void) { self.write = write }
}
