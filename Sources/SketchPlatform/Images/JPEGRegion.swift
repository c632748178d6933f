import CJPEGRegion
import SketchCore
import SketchRaster
import SketchTranslation

/// Part of a JPEG photo decoded by itself (libjpeg skips the rows above it and converts only
/// the columns around it), upright, at full resolution or the smallest eighth of it that is
/// still at least the scale asked for: what a view of a big photo needs, without the memory
/// of the whole picture.
public enum JPEGRegion {
    /// `rect` of the upright, full-size photo (EXIF `orientation` applied; `size` is its upright
    /// size, known from its first decode) decoded at no less than `scale`.
    /// The part decoded is `rect` widened to whole 8-pixel blocks of the stored picture (so an
    /// eighth of it is whole pixels); the region says which part it is.
    public static func decode(_ bytes: [UInt8], path: String, orientation: Int, size: (width: Int, height: Int), rect: IntRect,
                       scale: Double) throws -> PhotoRegion {
        let eighths = min(8, max(1, Int((scale * 8).rounded(.up))))
        // The stored picture's size: orientations 5 to 8 turn it a quarter.
        let header = orientation >= 5 ? (width: size.height, height: size.width) : size
        let stored = rect.stored(exif: orientation, uprightWidth: size.width, uprightHeight: size.height)
        // Whole blocks, so that the scaled picture's part starts on a whole pixel.
        let x0 = stored.x / 8 * 8, y0 = stored.y / 8 * 8
        let x1 = min(header.width, (stored.maxX + 7) / 8 * 8), y1 = min(header.height, (stored.maxY + 7) / 8 * 8)
        func scaled(_ v: Int) -> Int { (v * eighths + 7) / 8 }
        let sx = x0 * eighths / 8, sy = y0 * eighths / 8, sw = scaled(x1) - sx, sh = scaled(y1) - sy
        guard sw > 0, sh > 0 else { throw PlatformError.file(path, reason: tr("the part asked for is empty")) }
        var pixels = [UInt32](unsafeUninitializedCapacity: sw * sh) { _, count in count = sw * sh }
        var cmyk: Int32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { out in
                sketchpad_jpeg_decode_region(src.baseAddress, UInt(src.count), Int32(eighths), Int32(sx), Int32(sy), Int32(sw), Int32(sh),
                                             out.baseAddress, &cmyk, &message, Int32(message.count))
            }
        }
        if status == -2 { throw PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
        guard status == 0 else {
            let detail = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PlatformError.file(path, reason: tr("not a readable image: its JPEG data is damaged ({detail})", ["detail": detail]))
        }
        var image = RGBAImage(width: sw, height: sh, pixels: pixels)
        // As the whole decode does it, so that the part has the whole picture's colours.
        if cmyk != 0 { image = ColorProfile.fromCMYK(pixels.withUnsafeBytes { Array($0) }, width: sw, height: sh, jpeg: bytes) }
        let upright = IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).oriented(exif: orientation, storedWidth: header.width, storedHeight: header.height)
        let inSRGB = ColorProfile.embeddedInJPEG(bytes).map { ColorProfile.toSRGB(image, from: $0) } ?? image
        return PhotoRegion(rect: upright, scale: Double(eighths) / 8, image: inSRGB.oriented(exif: orientation))
    }
}
