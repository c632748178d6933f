import FoundationEssentials
import Synchronization

/// A picture a stroke carries (a pasted image): the PNG file's bytes, which documents, the
/// journal and checkpoints store, and its pixels (0xAARRGGBB, straight alpha, row by row),
/// which the renderer draws. Immutable, so the copies of a stroke in the history share one.
public final class EmbeddedImage: Sendable, Equatable {
    public let png: [UInt8]
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    public init(png: [UInt8], width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count \(pixels.count) is not \(width)x\(height)")
        self.png = png; self.width = width; self.height = height; self.pixels = pixels
    }

    public static func == (a: EmbeddedImage, b: EmbeddedImage) -> Bool { a === b || a.png == b.png }

    /// What decoding PNG bytes gives; it throws a reason for a person when they are no PNG.
    public typealias Decoder = @Sendable (_ png: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt32])

    /// SketchCore reads no PNG itself (the platform has the library for it): the program
    /// installs its decoder once, before any document, journal or checkpoint is read.
    private static let decoder = Mutex<Decoder?>(nil)

    public static func install(_ decode: @escaping Decoder) { decoder.withLock { $0 = decode } }

    /// The image of these PNG bytes, within the photo budget, or why not.
    public static func decode(png: [UInt8]) throws -> EmbeddedImage {
        guard let decode = decoder.withLock({ $0 }) else { throw DocumentError("this program cannot read pictures in documents (no PNG decoder)") }
        guard let size = pngSize(png) else { throw DocumentError("the picture is not a PNG file") }
        if let refusal = PixelBudget.refusal(width: size.width, height: size.height) { throw DocumentError("the picture is refused: \(refusal)") }
        let decoded: (width: Int, height: Int, pixels: [UInt32])
        do { decoded = try decode(png) } catch { throw DocumentError("the picture is not a readable PNG: \(error)") }
        if let refusal = PixelBudget.refusal(width: decoded.width, height: decoded.height) { throw DocumentError("the picture is refused: \(refusal)") }
        return EmbeddedImage(png: png, width: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }

    /// The image of a document's `"data"`: base64 of a PNG file.
    public static func decode(base64 text: String) throws -> EmbeddedImage {
        guard let data = Data(base64Encoded: text) else { throw DocumentError("\"data\" is not base64") }
        return try decode(png: [UInt8](data))
    }

    public var base64: String { Data(png).base64EncodedString() }

    /// The size a PNG's header gives (read before decoding, so a huge one is refused first).
    static func pngSize(_ png: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 24, Array(png[0..<8]) == signature else { return nil }
        func word(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
