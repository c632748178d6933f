import CSPNG
import SketchApp
import SketchRaster

/// PNGs through libspng, decoded to 8-bit RGBA with the transparency chunk applied: every bit
/// depth and colour type comes out right, a grey picture's tRNS colour key at 1, 2, 4 or 16
/// bits included, and libpng's warnings about profiles never reach stderr. An embedded
/// profile (iCCP), or else the colour space its gAMA and cHRM chunks describe where it has no
/// sRGB chunk, is converted to sRGB (`ColorProfile`).
enum SPNGDecoder {
    static func decode(_ bytes: [UInt8], path: String) throws -> RGBAImage {
        guard let ctx = spng_ctx_new(0) else { throw PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
        defer { spng_ctx_free(ctx) }
        func failure(_ code: Int32) -> PlatformError {
            if code == Int32(SPNG_EMEM.rawValue) { return PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
            return PlatformError.file(path, reason: tr("not a readable image: its {format} data is damaged ({detail})", ["format": "PNG", "detail": String(cString: spng_strerror(code))]))
        }
        // A damaged ancillary chunk is passed over, as viewers do; damaged pixels are not.
        spng_set_crc_action(ctx, Int32(SPNG_CRC_USE.rawValue), Int32(SPNG_CRC_ERROR.rawValue))
        // libspng reads from the buffer until the decode is done: all of it happens in here.
        let (image, profile) = try bytes.withUnsafeBytes { raw -> (RGBAImage, [UInt8]?) in
            var ihdr = spng_ihdr()
            var status = spng_set_png_buffer(ctx, raw.baseAddress, raw.count)
            if status == 0 { status = spng_get_ihdr(ctx, &ihdr) }
            guard status == 0 else { throw failure(status) }
            let width = Int(ihdr.width), height = Int(ihdr.height)
            if let refusal = ImageHeader.refusal(width: width, height: height) {
                throw PlatformError.file(path, reason: tr("refused: {refusal}", ["refusal": refusal]))
            }
            try MemoryCheck.require(MemoryCheck.pictureBytes(width: width, height: height), for: tr("the photo's pixels ({width}×{height})", ["width": width, "height": height]))
            // Decoded straight into the picture's words as R, G, B, A bytes, then turned, in
            // place, into the words' B, G, R, A.
            var image = RGBAImage(width: width, height: height)
            let decoded = image.pixels.withUnsafeMutableBufferPointer { pixels in
                let code = spng_decode_image(ctx, pixels.baseAddress, pixels.count * 4, Int32(SPNG_FMT_RGBA8.rawValue), Int32(SPNG_DECODE_TRNS.rawValue))
                for i in pixels.indices {
                    let p = UInt32(littleEndian: pixels[i])
                    pixels[i] = p & 0xFF00_FF00 | (p & 0xFF) << 16 | (p >> 16) & 0xFF
                }
                return code
            }
            guard decoded == 0 else { throw failure(decoded) }
            var iccp = spng_iccp()
            if spng_get_iccp(ctx, &iccp) == 0 && iccp.profile_len > 0 {
                return (image, [UInt8](UnsafeRawBufferPointer(start: iccp.profile, count: iccp.profile_len)))
            }
            return (image, chunkProfile(ctx))
        }
        return profile.map { ColorProfile.toSRGB(image, from: $0) } ?? image
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

    /// The PNG's ICC profile (iCCP), read from the chunks before its pixels; nil when it has none.
    static func embeddedProfile(_ bytes: [UInt8]) -> [UInt8]? {
        guard let ctx = spng_ctx_new(0) else { return nil }
        defer { spng_ctx_free(ctx) }
        return bytes.withUnsafeBytes { raw -> [UInt8]? in
            var iccp = spng_iccp()
            guard spng_set_png_buffer(ctx, raw.baseAddress, raw.count) == 0, spng_get_iccp(ctx, &iccp) == 0, iccp.profile_len > 0 else { return nil }
            return [UInt8](UnsafeRawBufferPointer(start: iccp.profile, count: iccp.profile_len))
        }
    }
}
