import CSPNG
import SketchCore
import SketchRaster
import SketchTranslation

/// PNGs through libspng, decoded to 8-bit RGBA with the transparency chunk applied: every bit
/// depth and colour type comes out right, a grey picture's tRNS colour key at 1, 2, 4 or 16
/// bits included, and libpng's warnings about profiles never reach stderr. An embedded
/// profile (iCCP), or else the colour space its gAMA and cHRM chunks describe where it has no
/// sRGB chunk, is converted to sRGB (`ColorProfile`), from the samples' own 16 bits in a
/// 16-bit PNG (`ColorProfile.WideTransform`).
///
/// No ancillary chunk inflates past `ColorProfile.maxBytes`: libspng stops there and fails
/// the whole decode, so the picture is decoded again from a copy without the chunks that only
/// describe the file, and without its profile when that is what is over the cap. A critical
/// chunk whose checksum does not match is refused, as libpng refuses it; a damaged ancillary
/// chunk is passed over, as viewers do.
enum SPNGDecoder {
    /// The most one ancillary chunk (iCCP, zTXt, iTXt) may inflate to.
    static let chunkLimit = ColorProfile.maxBytes
    /// The most the ancillary chunks libspng keeps (a profile, texts, EXIF) may take together.
    static let chunkCacheLimit = 2 * ColorProfile.maxBytes

    /// libspng reached `chunkLimit` or `chunkCacheLimit`.
    private struct OverLimits: Error {}

    static func decode(_ bytes: [UInt8], path: String) throws -> RGBAImage {
        do {
            return try withinLimits(bytes) { png, _ in try decodeOnce(png, path: path) }
        } catch is OverLimits {
            throw damaged(path, tr("its ancillary chunks are too large"))
        }
    }

    /// The PNG's ICC profile (iCCP), read from the chunks before its pixels, or only the news
    /// that it inflates past the cap; nil when it has none or its chunks cannot be read.
    static func embeddedProfile(_ bytes: [UInt8]) -> ColorProfile.Embedded? {
        let found = try? withinLimits(bytes) { png, profileLeftOut -> ColorProfile.Embedded? in
            if profileLeftOut { return .oversized }
            guard let ctx = context() else { return nil }
            defer { spng_ctx_free(ctx) }
            return try png.withUnsafeBytes { raw in
                guard spng_set_png_buffer(ctx, raw.baseAddress, raw.count) == 0 else { return nil }
                do { return try iccProfile(ctx).map { .bytes($0) } } catch let error as SPNGError where error.code == Int32(SPNG_ECHUNK_LIMITS.rawValue) { throw OverLimits() }
            }
        }
        return found ?? nil
    }

    /// `body` run on the PNG; where an ancillary chunk goes over libspng's limits, on a copy
    /// with only the chunks its pixels and colours need (`PNGChunkList.essentials`), and where
    /// its profile is what goes over them, on one without it too (`profileLeftOut`).
    private static func withinLimits<T>(_ bytes: [UInt8], _ body: ([UInt8], _ profileLeftOut: Bool) throws -> T) throws -> T {
        do { return try body(bytes, false) } catch is OverLimits {}
        let chunks = PNGChunkList(bytes)
        do { return try body(chunks.essentials(keepingProfile: true), false) } catch is OverLimits where chunks.hasProfile {}
        return try body(chunks.essentials(keepingProfile: false), true)
    }

    /// A decoding context with the chunk limits and the checksum rules.
    private static func context() -> OpaquePointer? {
        guard let ctx = spng_ctx_new(0) else { return nil }
        spng_set_chunk_limits(ctx, chunkLimit, chunkCacheLimit)
        // Critical chunks: an error; ancillary ones: left out.
        spng_set_crc_action(ctx, Int32(SPNG_CRC_ERROR.rawValue), Int32(SPNG_CRC_DISCARD.rawValue))
        return ctx
    }

    private static func decodeOnce(_ bytes: [UInt8], path: String) throws -> RGBAImage {
        guard let ctx = context() else { throw PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
        defer { spng_ctx_free(ctx) }
        func failure(_ code: Int32) -> Error {
            if code == Int32(SPNG_ECHUNK_LIMITS.rawValue) { return OverLimits() }
            if code == Int32(SPNG_EMEM.rawValue) { return PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
            if code == Int32(SPNG_ECHUNK_CRC.rawValue), let chunk = PNGChunkList(bytes).firstDamagedCriticalChunk() {
                return damaged(path, tr("its {chunk} chunk does not match its checksum", ["chunk": chunk]))
            }
            return damaged(path, String(cString: spng_strerror(code)))
        }
        func check(_ code: Int32) throws { if code != 0 { throw failure(code) } }
        // libspng reads from the buffer until the decode is done: all of it happens in here.
        return try bytes.withUnsafeBytes { raw -> RGBAImage in
            var ihdr = spng_ihdr()
            try check(spng_set_png_buffer(ctx, raw.baseAddress, raw.count))
            try check(spng_get_ihdr(ctx, &ihdr))
            let width = Int(ihdr.width), height = Int(ihdr.height)
            if let refusal = ImageHeader.refusal(width: width, height: height) {
                throw PlatformError.file(path, reason: tr("refused: {refusal}", ["refusal": refusal]))
            }
            // The chunks before the pixels, read (and their limits and checksums checked, the
            // header's included) before any memory is taken for them.
            let profile: [UInt8]?
            do { profile = try iccProfile(ctx) ?? chunkProfile(ctx) } catch let error as SPNGError { throw failure(error.code) }
            let pixels = tr("the photo's pixels ({width}×{height})", ["width": width, "height": height])
            var image: RGBAImage
            if ihdr.bit_depth == 16, let wide = profile.flatMap(ColorProfile.WideTransform.init) {
                try MemoryCheck.require(MemoryCheck.pictureBytes(width: width, height: height) * 3, for: pixels)
                image = try decodeWide(ctx, width: width, height: height, transform: wide, check: check)
            } else {
                try MemoryCheck.require(MemoryCheck.pictureBytes(width: width, height: height), for: pixels)
                image = try decode8(ctx, width: width, height: height, check: check)
                if let profile { ColorProfile.convertToSRGB(&image, from: profile) }
            }
            // The chunks after the pixels, for the last IDAT chunk's checksum, which libspng
            // checks only there. Whatever else stops it (no IEND, a text over the limits)
            // leaves the picture whole.
            let after = spng_decode_chunks(ctx)
            if after == Int32(SPNG_ECHUNK_CRC.rawValue) { try check(after) }
            return image
        }
    }

    /// Decoded straight into the picture's words as R, G, B, A bytes, then turned, in place,
    /// into the words' B, G, R, A.
    private static func decode8(_ ctx: OpaquePointer, width: Int, height: Int, check: (Int32) throws -> Void) throws -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        let decoded = image.pixels.withUnsafeMutableBufferPointer { pixels in
            let code = spng_decode_image(ctx, pixels.baseAddress, pixels.count * 4, Int32(SPNG_FMT_RGBA8.rawValue), Int32(SPNG_DECODE_TRNS.rawValue))
            for i in pixels.indices {
                let p = UInt32(littleEndian: pixels[i])
                pixels[i] = p & 0xFF00_FF00 | (p & 0xFF) << 16 | (p >> 16) & 0xFF
            }
            return code
        }
        try check(decoded)
        return image
    }

    /// Decoded to 16-bit R, G, B, A samples and converted from them into the picture's words.
    private static func decodeWide(_ ctx: OpaquePointer, width: Int, height: Int, transform: ColorProfile.WideTransform,
                                   check: (Int32) throws -> Void) throws -> RGBAImage {
        var samples = [UInt16](repeating: 0, count: width * height * 4)
        try check(samples.withUnsafeMutableBytes { spng_decode_image(ctx, $0.baseAddress, $0.count, Int32(SPNG_FMT_RGBA16.rawValue), Int32(SPNG_DECODE_TRNS.rawValue)) })
        var image = RGBAImage(width: width, height: height)
        samples.withUnsafeBufferPointer { source in
            image.pixels.withUnsafeMutableBufferPointer { transform.apply(source, into: $0, width: width) }
        }
        return image
    }

    /// A libspng error met while reading the chunks before the pixels.
    private struct SPNGError: Error { var code: Int32 }

    /// The iCCP chunk's profile; nil when there is none (or it is damaged, and left out).
    private static func iccProfile(_ ctx: OpaquePointer) throws -> [UInt8]? {
        var iccp = spng_iccp()
        let status = spng_get_iccp(ctx, &iccp)
        if status == Int32(SPNG_ECHUNKAVAIL.rawValue) { return nil }
        guard status == 0 else { throw SPNGError(code: status) }
        return iccp.profile_len > 0 ? [UInt8](UnsafeRawBufferPointer(start: iccp.profile, count: iccp.profile_len)) : nil
    }

    /// The profile that a decoded PNG's gAMA and cHRM chunks describe, where it has no sRGB
    /// chunk (`ColorProfile.fromPNGChunks`).
    private static func chunkProfile(_ ctx: OpaquePointer) -> [UInt8]? {
        var intent: UInt8 = 0
        guard spng_get_srgb(ctx, &intent) != 0 else { return nil }
        var gamma = 0.0
        let hasGamma = spng_get_gama(ctx, &gamma) == 0 && gamma > 0
        var c = spng_chrm()
        let chromaticities = spng_get_chrm(ctx, &c) == 0
            ? ColorProfile.Chromaticities(white: (c.white_point_x, c.white_point_y), red: (c.red_x, c.red_y), green: (c.green_x, c.green_y), blue: (c.blue_x, c.blue_y))
            : nil
        return ColorProfile.fromPNGChunks(fileGamma: hasGamma ? gamma : nil, chromaticities: chromaticities)
    }

    private static func damaged(_ path: String, _ detail: String) -> PlatformError {
        PlatformError.file(path, reason: tr("not a readable image: its {format} data is damaged ({detail})", ["format": "PNG", "detail": detail]))
    }
}
