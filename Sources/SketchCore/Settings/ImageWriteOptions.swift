/// How a picture is written beyond its format (`ImageWriter`, and the platform's encoders).
public struct ImageWriteOptions: Equatable, Sendable {
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
