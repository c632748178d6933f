import SketchCore
import SketchRaster

/// Writes pictures, atomically, in the format the name's extension says (`SaveFormat`);
/// without `replacing`, an existing file is never replaced (the write fails).
public struct ImageWriter: Sendable {
    /// How a picture is encoded beyond its format.
    public struct Options: Equatable, Sendable {
        /// Replace a file already at the path (`-o FILE`), or fail (a new name in a folder).
        public var replacing: Bool
        /// A JPEG's or WebP's quality, `SaveFormat.qualityRange` (100: a lossless WebP).
        public var quality: Int
        /// What a JPEG's transparent parts are laid on (it has no alpha): the canvas's
        /// background, white when it has none.
        public var matte: Color

        public init(replacing: Bool = false, quality: Int = SaveFormat.defaultQuality, matte: Color = .white) {
            self.replacing = replacing; self.quality = quality; self.matte = matte
        }
    }

    public var write: @Sendable (_ image: RGBAImage, _ path: String, _ options: Options) throws -> Void

    public init(write: @escaping @Sendable (_ image: RGBAImage, _ path: String, _ options: Options) throws -> Void) { self.write = write }
}

extension Canvas {
    /// What a JPEG of this canvas lays its transparent parts on: the background made opaque,
    /// white when it is fully transparent.
    public var matte: Color { background.alpha == 0 ? .white : background.withAlpha(255) }
}
