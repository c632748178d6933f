import CWebP
import SketchCore
import SketchRaster
import SketchTranslation

/// WebP through libwebp: lossy at a quality below 100, lossless at 100, alpha kept either
/// way (straight, as the app keeps it). The pixels go in as they are laid out in memory
/// (0xAARRGGBB words: the bytes B, G, R, A). The file carries the sRGB profile in its ICCP
/// chunk (through libwebpmux), so viewers know its colours.
enum WebPEncoder {
    /// The largest width and height a WebP can have.
    static let maxSide = 16383

    static func encode(_ image: RGBAImage, quality: Int) throws -> [UInt8] {
        guard image.width <= maxSide, image.height <= maxSide else {
            throw PlatformError.image(reason: tr("a WebP is at most {max}×{max} pixels, and the picture is {width}×{height}; save it as PNG or JPEG",
                                                 ["max": maxSide, "width": image.width, "height": image.height]))
        }
        let lossless = quality >= 100
        var config = WebPConfig()
        guard sketchpad_webp_config_init(&config) != 0 else { throw PlatformError.image(reason: tr("the WebP encoder cannot start (a library version mismatch)")) }
        config.lossless = lossless ? 1 : 0
        // Lossless: quality is the effort spent making the file smaller; the default's.
        config.quality = lossless ? 75 : Float(max(1, quality))
        // Lossless keeps every pixel, the colour of a fully transparent one too (as the PNGs do).
        config.exact = lossless ? 1 : 0
        config.thread_level = 1
        guard WebPValidateConfig(&config) != 0 else { throw PlatformError.image(reason: tr("the WebP settings are not valid")) }
        // libwebp's own copy of the picture: ARGB words for lossless, YUV and alpha planes otherwise.
        try MemoryCheck.require(MemoryCheck.pictureBytes(width: image.width, height: image.height) * (lossless ? 2 : 1), for: tr("encoding the picture"))
        var picture = WebPPicture()
        guard sketchpad_webp_picture_init(&picture) != 0 else { throw PlatformError.image(reason: tr("the WebP encoder cannot start (a library version mismatch)")) }
        defer { WebPPictureFree(&picture) }
        picture.width = Int32(image.width)
        picture.height = Int32(image.height)
        picture.use_argb = lossless ? 1 : 0
        let imported = image.pixels.withUnsafeBytes { src in
            WebPPictureImportBGRA(&picture, src.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(image.width * 4))
        }
        guard imported != 0 else { throw MemoryCheck.Refused(what: tr("encoding the picture"), bytes: MemoryCheck.pictureBytes(width: image.width, height: image.height)) }
        var writer = WebPMemoryWriter()
        WebPMemoryWriterInit(&writer)
        defer { WebPMemoryWriterClear(&writer) }
        let encoded = withUnsafeMutablePointer(to: &writer) { w in
            picture.writer = WebPMemoryWrite
            picture.custom_ptr = UnsafeMutableRawPointer(w)
            return WebPEncode(&config, &picture)
        }
        guard encoded != 0, let bytes = writer.mem else {
            throw PlatformError.image(reason: failure(picture.error_code))
        }
        return try withSRGBProfile(UnsafeBufferPointer(start: bytes, count: writer.size))
    }

    /// The WebP `bitstream` with the sRGB profile added as its ICCP chunk (the file becomes an
    /// extended, VP8X one); the bitstream as it is when there is no profile.
    static func withSRGBProfile(_ bitstream: UnsafeBufferPointer<UInt8>) throws -> [UInt8] {
        let profile = SRGBProfile.bytes
        guard !profile.isEmpty else { return Array(bitstream) }
        guard let mux = sketchpad_webp_mux_new() else { throw MemoryCheck.Refused(what: tr("the encoded file"), bytes: bitstream.count) }
        defer { WebPMuxDelete(mux) }
        var image = WebPData(bytes: bitstream.baseAddress, size: bitstream.count)
        var assembled = WebPData(bytes: nil, size: 0)
        let status = profile.withUnsafeBufferPointer { icc -> WebPMuxError in
            var chunk = WebPData(bytes: icc.baseAddress, size: icc.count)
            // Copied in: the profile's buffer lives only for this call.
            guard WebPMuxSetImage(mux, &image, 0) == WEBP_MUX_OK else { return WEBP_MUX_INVALID_ARGUMENT }
            guard WebPMuxSetChunk(mux, "ICCP", &chunk, 1) == WEBP_MUX_OK else { return WEBP_MUX_INVALID_ARGUMENT }
            return WebPMuxAssemble(mux, &assembled)
        }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: assembled.bytes)) }
        guard status == WEBP_MUX_OK, let out = assembled.bytes else {
            if status == WEBP_MUX_MEMORY_ERROR { throw PlatformError.image(reason: MemoryCheck.encodeShortage) }
            throw PlatformError.image(reason: tr("encoding failed ({failure})", ["failure": "WebPMux error \(status.rawValue)"]))
        }
        try MemoryCheck.require(assembled.size, for: tr("the encoded file"))
        return Array(UnsafeBufferPointer(start: out, count: assembled.size))
    }

    /// Why libwebp did not encode, in the app's words where a user can act on it.
    private static func failure(_ code: WebPEncodingError) -> String {
        switch code {
        case VP8_ENC_ERROR_OUT_OF_MEMORY, VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: return MemoryCheck.encodeShortage
        case VP8_ENC_ERROR_BAD_DIMENSION: return tr("encoding failed ({failure})", ["failure": "the picture is too large for WebP (at most 16383×16383)"])
        case VP8_ENC_ERROR_FILE_TOO_BIG: return tr("encoding failed ({failure})", ["failure": "the file would pass WebP's 4 GB"])
        default: return tr("encoding failed ({failure})", ["failure": "libwebp error \(code.rawValue)"])
        }
    }
}
