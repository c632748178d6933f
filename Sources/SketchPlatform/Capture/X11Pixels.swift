import CSDL2
import SketchRaster
import SketchTranslation

/// An XImage's pixels as opaque ARGB, whatever the visual's masks.
enum X11Pixels {
    static func rgba(_ ximage: UnsafeMutablePointer<XImage>) throws(CaptureFailure) -> RGBAImage {
        let image = ximage.pointee
        let width = Int(image.width), height = Int(image.height), stride = Int(image.bytes_per_line)
        guard let data = image.data else { throw .failed(tr("the X server did not give the screen's pixels")) }
        var pixels = [UInt32](repeating: 0, count: width * height)
        if image.bits_per_pixel == 32, image.byte_order == LSBFirst,
           image.red_mask == 0xFF0000, image.green_mask == 0xFF00, image.blue_mask == 0xFF {
            // The common case (depth 24 or 32 on a little-endian server): rows as they are.
            let raw = UnsafeRawPointer(data)
            pixels.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let row = raw.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { out[y * width + x] = row[x] | 0xFF00_0000 }
                }
            }
        } else {
            let channels = [image.red_mask, image.green_mask, image.blue_mask].map(Channel.init)
            for y in 0..<height {
                for x in 0..<width {
                    let value = image.f.get_pixel(ximage, Int32(x), Int32(y))
                    let (r, g, b) = (channels[0].byte(of: value), channels[1].byte(of: value), channels[2].byte(of: value))
                    pixels[y * width + x] = 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// XDestroyImage, a macro Swift does not see: the image's own destructor (its data too).
    static func destroy(_ ximage: UnsafeMutablePointer<XImage>) {
        _ = ximage.pointee.f.destroy_image(ximage)
    }

    /// One colour's bits within a pixel value, scaled to 8 bits.
    private struct Channel {
        let shift: Int, maximum: UInt

        init(_ mask: UInt) {
            shift = mask == 0 ? 0 : mask.trailingZeroBitCount
            maximum = mask >> shift
        }

        func byte(of value: UInt) -> UInt32 {
            guard maximum > 0 else { return 0 }
            return UInt32(((value >> UInt(shift)) & maximum) * 255 / maximum)
        }
    }
}
