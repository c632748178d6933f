import CTurboJPEG
import SketchCore
import SketchRaster
import SketchTranslation

/// JPEG through libjpeg-turbo's TurboJPEG API: decoded straight into `RGBAImage`'s memory
/// (0xAARRGGBB words are the bytes B, G, R, A: TJPF_BGRA), either whole or at the smallest
/// DCT scaling factor whose picture still covers a wanted size, which skips most of the
/// decoding work (a quarter of a 24 MP photo's width decodes in a fraction of the time).
/// Encoding goes straight into memory too.
enum TurboJPEG {
    /// The stored picture's size and colour space, from its header.
    struct Header { var width: Int; var height: Int; var colorspace: Int32 }

    /// The factors the decoder offers that shrink, smallest first, the full size last.
    static let reductions: [tjscalingfactor] = {
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return [tjscalingfactor(num: 1, denom: 1)] }
        let shrinking = (0..<Int(count)).map { factors[$0] }.filter { $0.num < $0.denom }
        return shrinking.sorted { $0.num * $1.denom < $1.num * $0.denom } + [tjscalingfactor(num: 1, denom: 1)]
    }()

    /// The smallest factor whose decoded picture is at least `wanted` in both directions
    /// (the stored picture's axes); the full size when nothing is wanted or nothing smaller covers it.
    static func factor(width: Int, height: Int, covering wanted: (width: Int, height: Int)?) -> tjscalingfactor {
        guard let wanted else { return reductions[reductions.count - 1] }
        return reductions.first { f in
            Int(sketchpad_tj_scaled(Int32(width), f)) >= wanted.width && Int(sketchpad_tj_scaled(Int32(height), f)) >= wanted.height
        } ?? reductions[reductions.count - 1]
    }

    /// Decodes at the factor that covers `wanted` (stored axes; nil: the full size), without
    /// orientation. A warning (a file cut short, stray bytes) still gives the picture, as
    /// libjpeg decodes it; only a fatal error fails.
    static func decode(_ bytes: [UInt8], path: String, covering wanted: (width: Int, height: Int)?) throws
        -> (image: RGBAImage, scale: DecodedPhoto.Scale, fullWidth: Int, fullHeight: Int) {
        guard let handle = tjInitDecompress() else { throw PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
        defer { tjDestroy(handle) }
        let header = try readHeader(bytes, path: path, handle: handle)
        if let refusal = PixelBudget.refusal(width: header.width, height: header.height) {
            throw PlatformError.file(path, reason: tr("refused: {refusal}", ["refusal": refusal]))
        }
        let f = factor(width: header.width, height: header.height, covering: wanted)
        let w = Int(sketchpad_tj_scaled(Int32(header.width), f)), h = Int(sketchpad_tj_scaled(Int32(header.height), f))
        let cmyk = header.colorspace == Int32(TJCS_CMYK.rawValue) || header.colorspace == Int32(TJCS_YCCK.rawValue)
        try MemoryCheck.require(MemoryCheck.pictureBytes(width: w, height: h) * (cmyk ? 2 : 1), for: tr("the photo's pixels ({width}×{height})", ["width": w, "height": h]))
        // CMYK pictures decode only to CMYK bytes, turned into RGB after (through their profile
        // where they have one); the rest straight into the pixels.
        var cmykBytes = [UInt8]()
        var image = RGBAImage(width: 0, height: 0)
        let status: Int32
        if cmyk {
            cmykBytes = [UInt8](repeating: 0, count: w * h * 4)
            status = decompress(handle, bytes, into: &cmykBytes, width: w, height: h, format: TJPF_CMYK)
        } else {
            var pixels = [UInt32](unsafeUninitializedCapacity: w * h) { _, count in count = w * h }
            status = pixels.withUnsafeMutableBytes { out in
                bytes.withUnsafeBufferPointer { src in
                    tjDecompress2(handle, src.baseAddress, UInt(src.count), out.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                  Int32(w), Int32(w * 4), Int32(h), Int32(TJPF_BGRA.rawValue), TJFLAG_LIMITSCANS)
                }
            }
            image = RGBAImage(width: w, height: h, pixels: pixels)
        }
        // libjpeg's own buffers (a progressive JPEG's coefficients) can be refused too.
        if status != 0 && tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue) { throw decodeFailure(handle, path: path) }
        if cmyk { image = ColorProfile.fromCMYK(cmykBytes, width: w, height: h, jpeg: bytes) }
        if let profile = ColorProfile.embeddedInJPEG(bytes) { ColorProfile.convertToSRGB(&image, from: profile) }
        return (image, DecodedPhoto.Scale(Int(f.num), Int(f.denom)), header.width, header.height)
    }

    static func readHeader(_ bytes: [UInt8], path: String, handle: tjhandle) throws -> Header {
        var w: Int32 = 0, h: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = bytes.withUnsafeBufferPointer { tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &w, &h, &subsampling, &colorspace) }
        // A warning (stray bytes before a marker) still gives the size, as libjpeg reads it.
        guard status == 0 || (tjGetErrorCode(handle) == Int32(TJERR_WARNING.rawValue) && w > 0 && h > 0) else {
            throw decodeFailure(handle, path: path)
        }
        return Header(width: Int(w), height: Int(h), colorspace: colorspace)
    }

    private static func decompress(_ handle: tjhandle, _ bytes: [UInt8], into out: inout [UInt8], width: Int, height: Int, format: TJPF) -> Int32 {
        out.withUnsafeMutableBufferPointer { dst in
            bytes.withUnsafeBufferPointer { src in
                tjDecompress2(handle, src.baseAddress, UInt(src.count), dst.baseAddress, Int32(width), Int32(width * 4), Int32(height),
                              Int32(format.rawValue), TJFLAG_LIMITSCANS)
            }
        }
    }

    /// A baseline JPEG of the image (alpha dropped), 4:2:0 as libjpeg's defaults make it,
    /// tagged with the sRGB profile (`SRGBProfile`).
    static func encode(_ image: RGBAImage, quality: Int) throws -> [UInt8] {
        guard let handle = tjInitCompress() else { throw PlatformError.image(reason: MemoryCheck.encodeShortage) }
        defer { tjDestroy(handle) }
        // TurboJPEG allocates the worst case the picture could take up front.
        try MemoryCheck.require(Int(tjBufSize(Int32(image.width), Int32(image.height), Int32(TJSAMP_420.rawValue))), for: tr("encoding the picture"))
        var jpeg: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        defer { tjFree(jpeg) }
        let status = image.pixels.withUnsafeBytes { src in
            tjCompress2(handle, src.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(image.width), Int32(image.width * 4),
                        Int32(image.height), Int32(TJPF_BGRA.rawValue), &jpeg, &size, Int32(TJSAMP_420.rawValue), Int32(quality), 0)
        }
        guard status == 0, let jpeg else {
            let detail = message(handle)
            throw PlatformError.image(reason: isOutOfMemory(detail) ? MemoryCheck.encodeShortage : tr("encoding failed ({detail})", ["detail": detail]))
        }
        return try SRGBProfile.taggingJPEG(UnsafeBufferPointer(start: jpeg, count: Int(size)))
    }

    /// Why a decode failed: memory refused, in the app's words, or the data damaged, with
    /// libjpeg's words for what it found (a marker, a table, the data cut short).
    private static func decodeFailure(_ handle: tjhandle, path: String) -> PlatformError {
        let detail = message(handle)
        if isOutOfMemory(detail) { return PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
        return PlatformError.file(path, reason: tr("not a readable image: its JPEG data is damaged ({detail})", ["detail": detail]))
    }

    /// Whether TurboJPEG's message says memory was refused: libjpeg's "Insufficient memory
    /// (case N)" and "Backing store not supported" (a buffer past its memory limit), or
    /// TurboJPEG's own "Memory allocation failure". TurboJPEG gives no code for them.
    static func isOutOfMemory(_ message: String) -> Bool {
        ["Insufficient memory", "Backing store not supported", "Memory allocation failure"].contains { message.contains($0) }
    }

    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        let s = String(cString: text)
        return s.isEmpty ? "unknown error" : s
    }
}
