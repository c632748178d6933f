import CSPNG
import SketchApp
import SketchRaster

/// PNGs through libspng, decoded to 8-bit RGBA with the transparency chunk applied: every bit
/// depth and colour type comes out right, a grey picture's tRNS colour key at 1, 2, 4 or 16
/// bits included, and libpng's warnings about profiles never reach stderr. An embedded
/// profile (iCCP) is converted to sRGB (`ColorProfile`).
enum SPNGDecoder {
    static func decode(_ bytes: [UInt8], path: String) throws -> RGBAImage {
        guard let ctx = spng_ctx_new(0) else { throw PlatformError.file(path, reason: tr("the PNG decoder cannot start (out of memory)")) }
        defer { spng_ctx_free(ctx) }
        func failure(_ code: Int32) -> PlatformError {
            PlatformError.file(path, reason: tr("not a readable image: its {format} data is damaged ({detail})", ["format": "PNG", "detail": String(cString: spng_strerror(code))]))
        }
        // A damaged ancillary chunk is passed over, as viewers do; damaged pixels are not.
        spng_set_crc_action(ctx, Int32(SPNG_CRC_USE.rawValue), Int32(SPNG_CRC_ERROR.rawValue))
        // libspng reads from the buffer until the decode is done: all of it happens in here.
        let (rgba, width, height, profile) = try bytes.withUnsafeBytes { raw -> ([UInt8], Int, Int, [UInt8]?) in
            var ihdr = spng_ihdr()
            var status = spng_set_png_buffer(ctx, raw.baseAddress, raw.count)
            if status == 0 { status = spng_get_ihdr(ctx, &ihdr) }
            guard status == 0 else { throw failure(status) }
            let width = Int(ihdr.width), height = Int(ihdr.height)
            if let refusal = ImageHeader.refusal(width: width, height: height) {
                throw PlatformError.file(path, reason: tr("refused: {refusal}", ["refusal": refusal]))
            }
            try MemoryCheck.require(MemoryCheck.pictureBytes(width: width, height: height) * 2, for: tr("the photo's pixels ({width}×{height})", ["width": width, "height": height]))
            var out = [UInt8](repeating: 0, count: width * height * 4)
            let decoded = out.withUnsafeMutableBytes { spng_decode_image(ctx, $0.baseAddress, $0.count, Int32(SPNG_FMT_RGBA8.rawValue), Int32(SPNG_DECODE_TRNS.rawValue)) }
            guard decoded == 0 else { throw failure(decoded) }
            var iccp = spng_iccp()
            let profile = spng_get_iccp(ctx, &iccp) == 0 && iccp.profile_len > 0
                ? [UInt8](UnsafeRawBufferPointer(start: iccp.profile, count: iccp.profile_len)) : nil
            return (out, width, height, profile)
        }
        var image = RGBAImage(width: width, height: height)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            rgba.withUnsafeBufferPointer { src in
                for i in 0..<width * height {
                    let r = UInt32(src[4 * i]), g = UInt32(src[4 * i + 1]), b = UInt32(src[4 * i + 2]), a = UInt32(src[4 * i + 3])
                    pixels[i] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        return profile.map { ColorProfile.toSRGB(image, from: $0) } ?? image
    }
}
