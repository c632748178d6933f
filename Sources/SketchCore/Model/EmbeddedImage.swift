import FoundationEssentials
import Synchronization

/// A picture a stroke carries (a pasted image): the PNG file's bytes, which documents, the
/// journal and checkpoints store, its size (from the PNG's header), and its pixels (0xAARRGGBB,
/// straight alpha, row by row), which the renderer draws. Immutable to its users, so the copies
/// of a stroke in the history share one.
///
/// A picture read from a file is decoded only when its pixels are first asked for: what a
/// document, journal or checkpoint holds is weighed by the headers (`PictureBudget`) before
/// anything is decoded, and pictures only the undo history holds cost nothing until they are
/// drawn again.
public final class EmbeddedImage: Sendable, Equatable {
    public let png: [UInt8]
    public let width: Int
    public let height: Int
    /// The pixels once decoded, or why they cannot be; nil until asked for.
    private let decoded: Mutex<Result<[UInt32], DocumentError>?>

    /// A picture already decoded (a paste).
    public init(png: [UInt8], width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count \(pixels.count) is not \(width)x\(height)")
        self.png = png; self.width = width; self.height = height
        decoded = Mutex(.success(pixels))
    }

    private init(png: [UInt8], width: Int, height: Int) {
        self.png = png; self.width = width; self.height = height
        decoded = Mutex(nil)
    }

    public static func == (a: EmbeddedImage, b: EmbeddedImage) -> Bool { a === b || a.png == b.png }

    /// What decoding PNG bytes gives; it throws a reason for a person when they are no PNG.
    public typealias Decoder = @Sendable (_ png: [UInt8]) throws -> (width: Int, height: Int, pixels: [UInt32])

    /// SketchCore reads no PNG itself (the platform has the library for it): the program
    /// installs its decoder once, before any document, journal or checkpoint is read.
    private static let decoder = Mutex<Decoder?>(nil)

    public static func install(_ decode: @escaping Decoder) { decoder.withLock { $0 = decode } }

    /// The picture of these PNG bytes, its header's size within the photo budget, not yet
    /// decoded; or why not.
    public static func read(png: [UInt8]) throws -> EmbeddedImage {
        guard let size = pngSize(png) else { throw DocumentError("the picture is not a PNG file") }
        if let refusal = PixelBudget.refusal(width: size.width, height: size.height) { throw DocumentError("the picture is refused: \(refusal)") }
        return EmbeddedImage(png: png, width: size.width, height: size.height)
    }

    /// The picture of a document's `"data"`: base64 of a PNG file, not yet decoded.
    public static func read(base64 text: String) throws -> EmbeddedImage {
        guard let data = Data(base64Encoded: text) else { throw DocumentError("\"data\" is not base64") }
        return try read(png: [UInt8](data))
    }

    /// The picture of these PNG bytes, decoded, or why not.
    public static func decode(png: [UInt8]) throws -> EmbeddedImage {
        let image = try read(png: png)
        try image.decodePixels()
        return image
    }

    /// Its pixels, decoded now if they were not yet, or why they cannot be (then the picture
    /// draws nothing).
    @discardableResult
    public func decodePixels() throws -> [UInt32] {
        try decoded.withLock { state in
            if state == nil { state = decodeNow() }
            return try state!.get()
        }
    }

    /// Its pixels (decoded if they were not yet); none when they cannot be decoded.
    public var pixels: [UInt32] { (try? decodePixels()) ?? [] }

    /// Whether its pixels are decoded already.
    public var isDecoded: Bool { decoded.withLock { if case .success? = $0 { true } else { false } } }

    private func decodeNow() -> Result<[UInt32], DocumentError> {
        guard let decode = Self.decoder.withLock({ $0 }) else { return .failure(DocumentError("this program cannot read pictures in documents (no PNG decoder)")) }
        let result: (width: Int, height: Int, pixels: [UInt32])
        do { result = try decode(png) } catch { return .failure(DocumentError("the picture is not a readable PNG: \(error)")) }
        guard result.width == width, result.height == height, result.pixels.count == width * height else {
            return .failure(DocumentError("the picture is not a readable PNG: its header says \(width)x\(height), its pixels are \(result.width)x\(result.height)"))
        }
        return .success(result.pixels)
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
