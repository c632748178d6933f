import CPNG
import CSPNG
import Foundation
import SketchPlatform
import SketchRaster

/// The PNG encoders the app's own is measured against, each writing into memory with the
/// zlib level and filters given: libpng (as SDL_image uses it, but with settings of our
/// choosing) and libspng. Both read rows in PNG's byte order: libpng swaps the app's B, G, R, A
/// itself (and drops A for an opaque picture); libspng is given each row converted.
enum PNGCandidates {
    /// Filters as libpng and libspng both name them (bit flags: the same values in both).
    enum Filters: Int32, CustomStringConvertible {
        case none = 0x08, sub = 0x10, up = 0x20, paeth = 0x80, all = 0xF8
        var description: String { switch self { case .none: "none"; case .sub: "sub"; case .up: "up"; case .paeth: "paeth"; case .all: "adaptive" } }
    }

    /// zlib's strategies by their values (zlib.h): the default, and run-length matches only.
    enum Strategy: Int32 { case standard = 0, runLength = 3 }

    static func isOpaque(_ image: RGBAImage) -> Bool { image.pixels.allSatisfy { $0 >= 0xFF00_0000 } }

    private final class Sink { var bytes: [UInt8] = [] }

    static func libpng(_ image: RGBAImage, level: Int32, filters: Filters, strategy: Strategy) -> [UInt8] {
        // libpng reports errors by longjmp; on a picture in memory there is none to expect, so one stops the bench.
        guard var png = Optional(png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, { _, message in
            fatalError("libpng: \(message.map { String(cString: $0) } ?? "error")")
        }, nil)), var info = Optional(png_create_info_struct(png)) else { fatalError("libpng: out of memory") }
        defer { png_destroy_write_struct(&png, &info) }
        let sink = Sink()
        png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), { png, data, length in
            let sink = Unmanaged<Sink>.fromOpaque(png_get_io_ptr(png)!).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
        }, nil)
        let opaque = isOpaque(image)
        // Colour type 2 (RGB) or 6 (RGBA), not interlaced, deflate, adaptive filtering.
        png_set_IHDR(png, info, UInt32(image.width), UInt32(image.height), 8, opaque ? 2 : 6, 0, 0, 0)
        png_set_compression_level(png, level)
        png_set_compression_strategy(png, strategy.rawValue)
        png_set_filter(png, 0, filters.rawValue)
        png_write_info(png, info)
        png_set_bgr(png)
        // PNG_FILLER_AFTER: the fourth byte of each pixel is left out.
        if opaque { png_set_filler(png, 0, 1) }
        var pixels = image.pixels
        pixels.withUnsafeMutableBytes { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            for y in 0..<image.height { png_write_row(png, base + y * image.width * 4) }
        }
        png_write_end(png, nil)
        return sink.bytes
    }

    static func libspng(_ image: RGBAImage, level: Int32, filters: Filters, strategy: Strategy) -> [UInt8] {
        guard let ctx = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { fatalError("libspng: out of memory") }
        defer { spng_ctx_free(ctx) }
        let opaque = isOpaque(image)
        spng_set_option(ctx, SPNG_ENCODE_TO_BUFFER, 1)
        spng_set_option(ctx, SPNG_IMG_COMPRESSION_LEVEL, level)
        spng_set_option(ctx, SPNG_IMG_COMPRESSION_STRATEGY, strategy.rawValue)
        spng_set_option(ctx, SPNG_FILTER_CHOICE, filters.rawValue)
        var ihdr = spng_ihdr(width: UInt32(image.width), height: UInt32(image.height), bit_depth: 8,
                             color_type: UInt8(opaque ? SPNG_COLOR_TYPE_TRUECOLOR.rawValue : SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
                             compression_method: 0, filter_method: 0, interlace_method: 0)
        check(spng_set_ihdr(ctx, &ihdr))
        check(spng_encode_image(ctx, nil, 0, Int32(SPNG_FMT_PNG.rawValue),
                                Int32(SPNG_ENCODE_PROGRESSIVE.rawValue | SPNG_ENCODE_FINALIZE.rawValue)))
        let channels = opaque ? 3 : 4
        var row = [UInt8](repeating: 0, count: image.width * channels)
        image.pixels.withUnsafeBufferPointer { px in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = px[y * image.width + x]
                    row[x * channels] = UInt8(p >> 16 & 255); row[x * channels + 1] = UInt8(p >> 8 & 255); row[x * channels + 2] = UInt8(p & 255)
                    if channels == 4 { row[x * channels + 3] = UInt8(p >> 24) }
                }
                let status = spng_encode_row(ctx, row, row.count)
                if status != 0 && status != Int32(SPNG_EOI.rawValue) { check(status) }
            }
        }
        var length = 0, error: Int32 = 0
        guard let buffer = spng_get_png_buffer(ctx, &length, &error) else { check(error); return [] }
        defer { free(buffer) }
        return Array(UnsafeRawBufferPointer(start: buffer, count: length).bindMemory(to: UInt8.self))
    }

    private static func check(_ status: Int32) {
        if status != 0 { fatalError("libspng: \(String(cString: spng_strerror(status)))") }
    }
}
