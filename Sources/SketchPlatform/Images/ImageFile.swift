import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// Reading and writing images: JPEG through libjpeg-turbo (`TurboJPEG`), PNG through libspng,
/// HEIC and AVIF through libheif (`HEIFDecoder`), the other formats through SDL2_image; PNGs
/// are written by `PNGEncoder`, JPEGs by TurboJPEG and WebPs by `WebPEncoder`, all of them
/// saying their colours are sRGB. Nothing is decoded before the
/// header shows a size within the limits.
public enum ImageFile {
    /// Decodes an image file, applying a JPEG's EXIF orientation.
    public static func load(_ path: String) throws -> RGBAImage {
        var warnings: [String] = []
        return try load(path, warnings: &warnings)
    }

    /// Decodes an image file, applying a JPEG's EXIF orientation. Its size is checked in the
    /// header first; a JPEG cut short still loads, with a warning.
    public static func load(_ path: String, warnings: inout [String]) throws -> RGBAImage {
        var bytes: [UInt8] = []
        return try load(path, warnings: &warnings, keepingBytes: &bytes)
    }

    /// As `load`, also handing back the file's bytes.
    public static func load(_ path: String, warnings: inout [String], keepingBytes kept: inout [UInt8]) throws -> RGBAImage {
        try loadPhoto(path, fitting: nil, warnings: &warnings, keepingBytes: &kept).image
    }

    /// As `load`, decoding a JPEG only as large as it must be to cover `fitting` (upright
    /// width and height; nil: the full size). See `decodePhoto`.
    public static func loadPhoto(_ path: String, fitting: (width: Int, height: Int)?, warnings: inout [String],
                                 keepingBytes kept: inout [UInt8]) throws -> DecodedPhoto {
        let bytes = try HeldPhotos.bytes(at: path) ?? InputFile.read(path, limit: InputFile.maxPhotoBytes, noun: "an image")
        guard !bytes.isEmpty else { throw PlatformError.file(path, reason: tr("the file is empty")) }
        kept = bytes
        let photo = try decodePhoto(bytes, path: path, fitting: fitting)
        if ImageHeader.isTruncatedJPEG(bytes) {
            warnings.append(tr("{file}: the JPEG is cut short; the part that was there is shown", ["file": path]))
        }
        if let format = ImageHeader.format(of: bytes), let problem = ColorProfile.problem(in: bytes, format: format) {
            warnings.append(tr("{file}: its colour profile is not used ({reason}); its colours are taken as sRGB", ["file": path, "reason": problem]))
        }
        return photo
    }

    /// A picture of the photo for the picker, at least `side` pixels on its longer side where
    /// the photo is: the thumbnail a HEIC or AVIF keeps (an iPhone's is 320 × 240) when it is
    /// that large, else the photo decoded as small as its format allows (`decodePhoto`).
    public static func thumbnail(_ path: String, side: Int) throws -> RGBAImage {
        let bytes = try HeldPhotos.bytes(at: path) ?? InputFile.read(path, limit: InputFile.maxPhotoBytes, noun: "an image")
        guard !bytes.isEmpty else { throw PlatformError.file(path, reason: tr("the file is empty")) }
        let format = try checkedFormat(bytes, path: path)
        if format == .heic || format == .avif, let header = HEIFHeader.read(bytes),
           let kept = try HEIFDecoder.thumbnail(bytes, header: header, side: side, path: path) {
            return kept
        }
        // The photo itself, never a thumbnail too small scaled up.
        return try decodePhoto(bytes, path: path, fitting: (side, side), previewing: false).image
    }

    /// Decodes a photo upright (a JPEG's EXIF orientation applied). With `fitting` (upright
    /// width and height), a JPEG is decoded at the smallest DCT scaling factor (1/8, 1/4, 3/8,
    /// ... 7/8 or 1) whose picture still covers that size; a HEIC or AVIF is first shown from
    /// its thumbnail where `HEIFDecoder.firstView` finds that worth it (unless not `previewing`);
    /// the other formats always whole. The header's checks come first, as for `decode`.
    public static func decodePhoto(_ bytes: [UInt8], path: String, fitting: (width: Int, height: Int)?, previewing: Bool = true) throws -> DecodedPhoto {
        try naming(path) { try decodeUpright(bytes, path: path, fitting: fitting, previewing: previewing) }
    }

    private static func decodeUpright(_ bytes: [UInt8], path: String, fitting: (width: Int, height: Int)?, previewing: Bool) throws -> DecodedPhoto {
        let format = try checkedFormat(bytes, path: path)
        let orientation = ExifOrientation.read(bytes)
        let photo: DecodedPhoto
        if format == .jpeg {
            // Orientations 5 to 8 turn the picture a quarter: the stored axes are the other way round.
            let turned = orientation >= 5
            let wanted = fitting.map { turned ? (width: $0.height, height: $0.width) : $0 }
            let decoded = try TurboJPEG.decode(bytes, path: path, covering: wanted)
            photo = DecodedPhoto(image: decoded.image.oriented(exif: orientation), fullWidth: turned ? decoded.fullHeight : decoded.fullWidth,
                                 fullHeight: turned ? decoded.fullWidth : decoded.fullHeight, scale: decoded.scale)
        } else if format == .heic || format == .avif, previewing, let fitting, let header = HEIFHeader.read(bytes),
                  let view = try HEIFDecoder.firstView(bytes, header: header, fitting: fitting, path: path) {
            // Less than the full scale: a preview, the whole picture decoded behind it.
            photo = view
        } else {
            let image = try decodeOther(bytes, format: format, path: path).oriented(exif: orientation)
            photo = DecodedPhoto(image: image, fullWidth: image.width, fullHeight: image.height, scale: .full)
        }
        if let refusal = ImageHeader.refusal(width: photo.fullWidth, height: photo.fullHeight) {
            throw PlatformError.file(path, reason: tr("refused: {refusal}", ["refusal": refusal]))
        }
        return photo
    }

    /// A format other than JPEG, decoded whole without orientation by its own decoder (no
    /// library ever guesses another format): PNG through libspng (SDL2_image's loader gets grey
    /// colour keys wrong), HEIC and AVIF through libheif (upright already), the rest through
    /// SDL2_image, a WebP's and a TIFF's ICC profile converted to sRGB.
    static func decodeOther(_ bytes: [UInt8], format: PhotoFormat, path: String) throws -> RGBAImage {
        switch format {
        case .png: return try SPNGDecoder.decode(bytes, path: path)
        case .heic, .avif:
            guard let header = HEIFHeader.read(bytes) else { throw PlatformError.file(path, reason: tr("its {format} header is cut short or damaged, so its size cannot be checked", ["format": format.name])) }
            return try HEIFDecoder.decode(bytes, header: header, path: path)
        case .webp, .tiff:
            let image = try decodeWithSDLImage(bytes, format: format, path: path)
            let profile = format == .webp ? ColorProfile.embeddedInWebP(bytes) : ColorProfile.embeddedInTIFF(bytes)
            return profile.map { ColorProfile.toSRGB(image, from: $0) } ?? image
        default: return try decodeWithSDLImage(bytes, format: format, path: path)
        }
    }

    public static func decode(_ bytes: [UInt8], path: String) throws -> RGBAImage {
        let format = try checkedFormat(bytes, path: path)
        let image = try naming(path) {
            format == .jpeg ? try TurboJPEG.decode(bytes, path: path, covering: nil).image : try decodeOther(bytes, format: format, path: path)
        }
        if let refusal = ImageHeader.refusal(width: image.width, height: image.height) {
            throw PlatformError.file(path, reason: tr("refused: {refusal}", ["refusal": refusal]))
        }
        return image
    }

    /// The format of `bytes` once its header passed every check (`ImageHeader.check`).
    public static func checkedFormat(_ bytes: [UInt8], path: String) throws -> PhotoFormat {
        switch ImageHeader.check(bytes) {
        case .success(let format): return format
        case .failure(let refusal): throw PlatformError.file(path, reason: refusal.reason)
        }
    }

    public enum Format: Equatable, Sendable {
        case png, jpeg(quality: Int), webp(quality: Int)

        public init(_ format: SaveFormat, quality: Int) {
            switch format {
            case .png: self = .png
            case .jpeg: self = .jpeg(quality: quality)
            case .webp: self = .webp(quality: quality)
            }
        }
    }

    /// Encodes to bytes in memory. A JPEG has no alpha: a picture with transparency is laid
    /// on `matte` (the canvas's background, white when it has none).
    public static func encode(_ image: RGBAImage, as format: Format, matte: Color = .white) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw PlatformError.image(reason: tr("nothing to encode: the image is empty")) }
        switch format {
        case .png: return try PNGEncoder.standard.encode(image)
        case .jpeg(let quality):
            if image.isOpaque { return try TurboJPEG.encode(image, quality: quality) }
            try MemoryCheck.require(MemoryCheck.pictureBytes(width: image.width, height: image.height), for: tr("the picture laid on its background"))
            return try TurboJPEG.encode(image.flattened(over: matte), quality: quality)
        case .webp(let quality): return try WebPEncoder.encode(image, quality: quality)
        }
    }

    /// Writes a PNG at `path` atomically: a temporary file in the same folder, fsync, rename.
    /// An existing file at `path` is never replaced: the caller chooses a free name.
    public static func writePNG(_ image: RGBAImage, to path: String, replacing: Bool = false) throws {
        try write(image, to: path, format: .png, replacing: replacing)
    }

    /// Writes `image` at `path` atomically in the format its extension names, at the default quality.
    public static func write(_ image: RGBAImage, to path: String, replacing: Bool) throws {
        try write(image, to: path, options: ImageWriteOptions(replacing: replacing))
    }

    /// Writes `image` at `path` atomically in the format its extension names (`SaveFormat`),
    /// encoded as `options` say.
    public static func write(_ image: RGBAImage, to path: String, options: ImageWriteOptions) throws {
        guard let format = SaveFormat(fileName: path) else {
            throw PlatformError.file(path, reason: tr("the name must end in {extensions}, which say its format", ["extensions": SaveFormat.extensionList]))
        }
        try write(image, to: path, format: Format(format, quality: options.quality), matte: options.matte, replacing: options.replacing)
    }

    static func write(_ image: RGBAImage, to path: String, format: Format, matte: Color = .white, replacing: Bool) throws {
        let bytes: [UInt8]
        do { bytes = try naming(path) { try encode(image, as: format, matte: matte) } } catch let e as PlatformError { throw PlatformError.file(path, reason: e.reason) }
        try AtomicFile.write(bytes, to: path, replacing: replacing)
    }

    /// `body`, with memory refused (`MemoryCheck.Refused`) said of the file it was for.
    static func naming<T>(_ path: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let refused as MemoryCheck.Refused { throw PlatformError.file(path, reason: refused.description) }
    }
}
