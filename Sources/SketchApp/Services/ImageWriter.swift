import SketchCore
import SketchRaster

/// Writes pictures, atomically, in the format the name's extension says (`SaveFormat`);
/// without `replacing`, an existing file is never replaced (the write fails).
public struct ImageWriter: Sendable {
    /// How a picture is encoded beyond its format.
    public typealias Options = ImageWriteOptions

    public var write: @Sendable (_ image: RGBAImage, _ path: String, _ options: Options) throws -> Void

    public init(write: @escaping @Sendable (_ image: RGBAImage, _ path: String, _ options: Options) throws -> Void) { self.write = write }
}

extension Canvas {
    /// What a JPEG of this canvas lays its transparent parts on: the background made opaque,
    /// white when it is fully transparent.
    public var matte: Color { background.alpha == 0 ? .white : background.withAlpha(255) }
}
