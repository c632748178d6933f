import SketchCore
import SketchRaster
import SketchTranslation

/// The pixels of one output as wlr-screencopy gave them, and the picture of every output
/// composed at its logical position, as grim composes it: at the largest output scale, so an
/// output at scale 2 keeps its own (physical) pixels.
struct ScreencopyOutput {
    /// The output's position in the compositor's logical space (xdg-output's, else
    /// wl_output.geometry's, which wlroots leaves at 0, 0).
    var x = 0, y = 0
    /// Its size in the logical space (xdg-output's); nil when the compositor does not say.
    var logicalSize: (width: Int, height: Int)?
    /// wl_output.scale: physical pixels per logical pixel.
    var scale = 1
    /// wl_output.transform: how the output's pixels turn relative to the logical space.
    var transform = 0
    /// The buffer as copied (before the transform), ARGB words, top row first.
    var width = 0, height = 0
    var pixels: [UInt32] = []

    /// Its size once the transform is applied: a quarter turn swaps the sides.
    var turnedSize: (width: Int, height: Int) { transform % 2 == 1 ? (height, width) : (width, height) }
}

enum ScreencopyPicture {
    /// The wl_shm formats read (fourcc codes; 0 and 1 are wl_shm's own ARGB8888 and XRGB8888).
    enum Format: UInt32 {
        case argb8888 = 0, xrgb8888 = 1
        case abgr8888 = 0x3432_4241, xbgr8888 = 0x3432_4258
        case argb2101010 = 0x3033_5241, xrgb2101010 = 0x3033_5258
        case abgr2101010 = 0x3033_4241, xbgr2101010 = 0x3033_4258
    }

    /// A format code as its four letters ("XR24"), for a message about one not read.
    static func fourcc(_ code: UInt32) -> String {
        if code == 0 { return "AR24" }
        if code == 1 { return "XR24" }
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: code >> (8 * $0)) }
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return "0x" + String(code, radix: 16) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The buffer's rows as opaque ARGB words, top row first (`yInvert`: the buffer's first
    /// row is the bottom one). The screen has no transparency to keep: alpha is made opaque.
    static func pixels(_ bytes: UnsafeRawBufferPointer, format: Format, width: Int, height: Int, stride: Int, yInvert: Bool) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: width * height)
        out.withUnsafeMutableBufferPointer { target in
            for row in 0..<height {
                let sourceRow = yInvert ? height - 1 - row : row
                let start = sourceRow * stride
                for column in 0..<width {
                    let word = UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: start + column * 4, as: UInt32.self))
                    target[row * width + column] = argb(word, format)
                }
            }
        }
        return out
    }

    @inline(__always) private static func argb(_ word: UInt32, _ format: Format) -> UInt32 {
        switch format {
        case .argb8888, .xrgb8888:
            return word | 0xFF00_0000
        case .abgr8888, .xbgr8888:
            return 0xFF00_0000 | (word & 0xFF00) | ((word & 0xFF) << 16) | ((word >> 16) & 0xFF)
        case .argb2101010, .xrgb2101010:
            return 0xFF00_0000 | ((word >> 22) & 0xFF) << 16 | ((word >> 12) & 0xFF) << 8 | ((word >> 2) & 0xFF)
        case .abgr2101010, .xbgr2101010:
            return 0xFF00_0000 | ((word >> 2) & 0xFF) << 16 | ((word >> 12) & 0xFF) << 8 | ((word >> 22) & 0xFF)
        }
    }

    /// Every output at its logical position, at the largest scale among them (its pixels per
    /// logical pixel, fractional where the output's is); an output of a smaller scale is
    /// enlarged (nearest pixel) to it. Uncovered parts stay transparent.
    static func compose(_ outputs: [ScreencopyOutput]) -> RGBAImage {
        guard !outputs.isEmpty else { return RGBAImage(width: 0, height: 0) }
        // One output: its own pixels, whatever its logical size.
        if outputs.count == 1 { return turned(outputs[0]) }
        func logical(_ o: ScreencopyOutput) -> IntRect {
            let size = o.turnedSize, s = max(1, o.scale)
            let logical = o.logicalSize ?? (size.width / s, size.height / s)
            return IntRect(x: o.x, y: o.y, width: max(1, logical.width), height: max(1, logical.height))
        }
        let rects = outputs.map(logical)
        let scale = zip(outputs, rects).map { Double($0.turnedSize.width) / Double($1.width) }.max()!
        let left = rects.map(\.x).min()!, top = rects.map(\.y).min()!
        let right = rects.map { $0.x + $0.width }.max()!, bottom = rects.map { $0.y + $0.height }.max()!
        func scaled(_ v: Int) -> Int { Int((Double(v) * scale).rounded(.down)) }
        var picture = RGBAImage(width: scaled(right - left), height: scaled(bottom - top))
        for (output, rect) in zip(outputs, rects) {
            let image = turned(output)
            let x = scaled(rect.x - left), y = scaled(rect.y - top)
            let place = IntRect(x: x, y: y, width: scaled(rect.x - left + rect.width) - x, height: scaled(rect.y - top + rect.height) - y)
                .intersection(picture.bounds)
            if image.width == place.width && image.height == place.height {
                picture.copy(from: image, rect: image.bounds, to: place.x, place.y)
            } else {
                for y in 0..<place.height {
                    let sy = min(image.height - 1, y * image.height / max(1, place.height))
                    for x in 0..<place.width {
                        let sx = min(image.width - 1, x * image.width / max(1, place.width))
                        picture.pixels[(place.y + y) * picture.width + place.x + x] = image.pixels[sy * image.width + sx]
                    }
                }
            }
        }
        return picture
    }

    /// The output's pixels turned as its transform says (wl_output.transform), so they read as
    /// the logical space shows them; checked against grim for every transform on sway.
    static func turned(_ output: ScreencopyOutput) -> RGBAImage {
        let buffer = RGBAImage(width: output.width, height: output.height, pixels: output.pixels)
        guard output.transform != 0 else { return buffer }
        let (w, h) = output.turnedSize
        var out = [UInt32](repeating: 0, count: w * h)
        let quarter = output.transform % 4, flipped = output.transform >= 4
        for y in 0..<h {
            for column in 0..<w {
                // Where the logical pixel (x, y) lies in the buffer: mirrored, then turned.
                let x = flipped ? w - 1 - column : column
                let (bx, by): (Int, Int)
                switch quarter {
                case 1: (bx, by) = (y, w - 1 - x)
                case 2: (bx, by) = (w - 1 - x, h - 1 - y)
                case 3: (bx, by) = (h - 1 - y, x)
                default: (bx, by) = (x, y)
                }
                out[y * w + column] = output.pixels[by * output.width + bx]
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
