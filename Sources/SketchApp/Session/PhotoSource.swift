import SketchCore
import SketchRaster

/// A photo as the canvas keeps it: a way to decode it whole (from the file's bytes, held in
/// memory) when a full-resolution export needs it, and, where the format allows, a part of it
/// for a view that zooms in. `width` and `height` are the whole photo's; what is shown first
/// may be a smaller decode.
public struct PhotoSource: Sendable {
    public let width: Int
    public let height: Int
    private let decode: @Sendable () throws -> RGBAImage
    /// Decodes part of the photo (full-size pixels) at no less than a scale (pixels per photo
    /// pixel, at most 1); nil when the format decodes only whole, or the bytes no longer decode.
    public typealias RegionDecoder = @Sendable (_ rect: IntRect, _ scale: Double) -> PhotoRegion?
    public let region: RegionDecoder?
    /// The first view shows a preview (a HEIF's thumbnail): the whole photo decodes right
    /// behind it, once, and replaces it; saves and copies wait for that decode.
    public let firstViewIsPreview: Bool
    private let token = Token()
    private final class Token: Sendable {}

    /// Tells this photo from another (a decode finished for a photo no longer shown is dropped).
    public var id: ObjectIdentifier { ObjectIdentifier(token) }

    public init(width: Int, height: Int, region: RegionDecoder? = nil, decode: @escaping @Sendable () throws -> RGBAImage) {
        self.width = width; self.height = height; self.region = region; self.decode = decode; firstViewIsPreview = false
    }

    /// A photo first shown from a preview: `decode` runs once, and what it gives is shared by
    /// the view and every save (`SharedDecode`). A factory, not an initialiser, so that a
    /// trailing closure always means the plain one's `decode`.
    public static func previewed(width: Int, height: Int, decode: @escaping @Sendable () throws -> RGBAImage) -> PhotoSource {
        PhotoSource(width: width, height: height, sharing: SharedDecode(decode))
    }

    private init(width: Int, height: Int, sharing shared: SharedDecode) {
        self.width = width; self.height = height; region = nil; firstViewIsPreview = true
        decode = { try shared.image() }
    }

    /// A photo already in memory, kept as it is.
    public init(_ image: RGBAImage) {
        self.init(width: image.width, height: image.height) { image }
    }

    /// The photo's pixels; throws, saying why, when they cannot be had now (too little
    /// memory for the whole photo) or the bytes that decoded once no longer do.
    public func image() throws -> RGBAImage { try decode() }
}
