import SketchRaster

/// A photo read from a file: its pixels (upright, EXIF orientation applied), a way to decode
/// it again from the file's bytes kept in memory, and what loaded only in part.
public struct LoadedPhoto: Sendable {
    /// The pixels decoded now: the whole photo, or (asked to fit a size) a smaller decode of
    /// it; `source` has the photo's own size and decodes it whole.
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
    public typealias Size = (width: Int, height: Int)
    /// The whole photo.
    public var load: @Sendable (_ path: String) throws -> LoadedPhoto
    /// The photo decoded only as large as it must be to cover `fitting` (where the format
    /// allows it: JPEG's DCT scaling), for a first view that comes fast.
    public var loadFitting: @Sendable (_ path: String, _ fitting: Size) throws -> LoadedPhoto
    /// The photo small, for the picker: its longer side `side` pixels at most. By default
    /// `loadFitting` (a JPEG decoded at the DCT scale nearest the size, fast) scaled down
    /// with an area average.
    public var thumbnail: @Sendable (_ path: String, _ side: Int) throws -> RGBAImage

    public init(load: @escaping @Sendable (_ path: String) throws -> LoadedPhoto) {
        self.init(load: load, loadFitting: { path, _ in try load(path) })
    }

    public init(load: @escaping @Sendable (_ path: String) throws -> LoadedPhoto,
                loadFitting: @escaping @Sendable (_ path: String, _ fitting: Size) throws -> LoadedPhoto) {
        self.load = load
        self.loadFitting = loadFitting
        thumbnail = { path, side in Self.shrink(try loadFitting(path, (side, side)).image, toFit: side) }
    }

    /// `image` scaled down, keeping its shape, so that its longer side is at most `side`.
    public static func shrink(_ image: RGBAImage, toFit side: Int) -> RGBAImage {
        let longer = max(image.width, image.height)
        guard longer > side, side > 0 else { return image }
        let k = Double(side) / Double(longer)
        return image.scaled(toWidth: max(1, Int((Double(image.width) * k).rounded())), height: max(1, Int((Double(image.height) * k).rounded())))
    }
}
