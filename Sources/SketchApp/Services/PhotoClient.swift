import SketchRaster

/// A photo read from a file: its pixels (upright, EXIF orientation applied), a way to decode
/// it again from the file's bytes kept in memory, and what loaded only in part.
public struct LoadedPhoto: Sendable {
    public var image: RGBAImage
    public var source: PhotoSource
    /// For example a JPEG cut short, shown as far as it goes.
    public var warnings: [String]

    public init(image: RGBAImage, source: PhotoSource, warnings: [String] = []) {
        self.image = image; self.source = source; self.warnings = warnings
    }
}

/// Reads photos. Errors describe the file and the reason.
public struct PhotoClient: Sendable {
    public var load: @Sendable (_ path: String) throws -> LoadedPhoto

    public init(load: @escaping @Sendable (_ path: String) throws -> LoadedPhoto) { self.load = load }
}
