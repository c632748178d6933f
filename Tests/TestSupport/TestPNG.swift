import CPNG
import Foundation
import SketchRaster

/// PNG files for the tests, through libpng's simplified API: golden images, and photos the
/// controller's tests open without SDL.
public enum TestPNG {
    public struct Failure: Error, CustomStringConvertible { public var description: String }

    public static func read(_ path: String) throws -> RGBAImage {
        var png = png_image()
        png.version = sketchpad_png_image_version()
        guard png_image_begin_read_from_file(&png, path) != 0 else { throw failure(png, path) }
        defer { png_image_free(&png) }
        png.format = sketchpad_png_format_bgra()
        let width = Int(png.width), height = Int(png.height)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let done = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, Int32(width * 4), nil) }
        guard done != 0 else { throw failure(png, path) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    public static func write(_ image: RGBAImage, to path: String) throws {
        var png = png_image()
        png.version = sketchpad_png_image_version()
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = sketchpad_png_format_bgra()
        let done = image.pixels.withUnsafeBytes { png_image_write_to_file(&png, path, 0, $0.baseAddress, Int32(image.width * 4), nil) }
        guard done != 0 else { throw failure(png, path) }
    }

    private static func failure(_ png: png_image, _ path: String) -> Failure {
        var message = png.message
        let text = withUnsafeBytes(of: &message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return Failure(description: "\(path): \(text.isEmpty ? "not a PNG libpng reads" : text)")
    }
}
