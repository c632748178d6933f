import CHeif
import Dispatch
import FoundationEssentials
import SketchCore
import SketchRaster

/// A plain HEVC picture (`HEVCItem`) decoded through libde265 directly, on every core: libheif
/// 1.15 starts libde265 with a single worker thread, so a picture that is not a grid of tiles
/// (what heif-enc and many cameras write) decoded on one core, and then took two more passes,
/// libheif's conversion to RGBA and a copy into the app's layout. Here the rows of the picture
/// decode in parallel (HEVC's wavefronts), and the conversion writes the app's pixels straight
/// from libde265's planes in a stripe per core, with libheif's own arithmetic, so the pixels
/// are those libheif makes. Anything out of the ordinary (a chroma format or depth other
/// than 8-bit 4:2:0, a size other than the `ispe`, any error or warning of the decoder) gives
/// nil, and libheif decodes the file as before, with its own checks and messages.
extension HEIFDecoder {
    /// libde265, opened when the first plain HEVC picture is decoded, after libheif (which
    /// maps it anyway: it costs no memory of its own); nil when it cannot be opened, and
    /// libheif decodes instead (so nothing is refused for want of libde265-0).
    private static let de265 = OnDemandLibrary(file: "libde265.so.0", package: "libde265-0",
                                               opener: sketchpad_de265_open).functions

    /// libheif 1.15's YCbCr → RGB factors for a picture without an nclx colour description
    /// (its `YCbCr_to_RGB_coefficients::defaults()`, BT.601, full range), in the single
    /// precision its `Op_YCbCr_to_RGB` computes in.
    static let redFromCr: Float = 1.402, greenFromCb: Float = -0.344136, greenFromCr: Float = -0.714136, blueFromCb: Float = 1.772

    /// The picture, opaque, in the file's colours (no profile applied yet); nil when libheif
    /// is to decode it instead.
    static func decodeHEVC(_ bytes: [UInt8], item: HEVCItem) -> RGBAImage? {
        guard let de265, let units = item.nalUnits(bytes), let decoder = de265.de265_new_decoder() else { return nil }
        defer { _ = de265.de265_free_decoder(decoder) }
        let cores = MemoryProbe.affordableThreads(ProcessInfo.processInfo.activeProcessorCount)
        guard de265.de265_start_worker_threads(decoder, Int32(max(1, cores))) == DE265_OK else { return nil }
        let pushed = bytes.withUnsafeBufferPointer { b in
            units.allSatisfy { de265.de265_push_NAL(decoder, b.baseAddress! + $0.lowerBound, Int32($0.count), 0, nil) == DE265_OK }
        }
        guard pushed, de265.de265_flush_data(decoder) == DE265_OK else { return nil }
        var image: RGBAImage?, pictures = 0
        var more: Int32 = 1
        while more != 0 {
            more = 0
            guard de265.de265_decode(decoder, &more) == DE265_OK else { return nil }
            if let picture = de265.de265_get_next_picture(decoder) {
                pictures += 1
                image = pictures == 1 ? convert(picture, de265, width: item.width, height: item.height) : nil
                de265.de265_release_next_picture(decoder)
            }
        }
        while true {
            let warning = de265.de265_get_warning(decoder)
            if warning == DE265_OK { break }
            if warning != DE265_WARNING_NO_WPP_CANNOT_USE_MULTITHREADING { return nil }
        }
        return image
    }

    /// An 8-bit 4:2:0 picture of `width` × `height` into opaque 0xAARRGGBB pixels, each chroma
    /// sample shared by its 2 × 2 pixels, as libheif's `Op_YCbCr_to_RGB` does.
    private static func convert(_ picture: OpaquePointer, _ de265: SketchpadDe265, width: Int, height: Int) -> RGBAImage? {
        guard de265.de265_get_chroma_format(picture) == de265_chroma_420,
              (0..<Int32(3)).allSatisfy({ de265.de265_get_bits_per_pixel(picture, $0) == 8 }),
              Int(de265.de265_get_image_width(picture, 0)) == width, Int(de265.de265_get_image_height(picture, 0)) == height,
              (1..<Int32(3)).allSatisfy({ Int(de265.de265_get_image_width(picture, $0)) >= (width + 1) / 2
                  && Int(de265.de265_get_image_height(picture, $0)) >= (height + 1) / 2 }) else { return nil }
        var strides: [Int32] = [0, 0, 0]
        guard let luma = de265.de265_get_image_plane(picture, 0, &strides[0]),
              let blue = de265.de265_get_image_plane(picture, 1, &strides[1]),
              let red = de265.de265_get_image_plane(picture, 2, &strides[2]) else { return nil }
        let ys = Int(strides[0]), cbs = Int(strides[1]), crs = Int(strides[2])
        let stripes = max(1, min(MemoryProbe.affordableThreads(ProcessInfo.processInfo.activeProcessorCount), height / 16))
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            // Each stripe writes only its own rows.
            nonisolated(unsafe) let out = buffer.baseAddress!, y = luma, cb = blue, cr = red
            DispatchQueue.concurrentPerform(iterations: stripes) { s in
                for row in (height * s / stripes)..<(height * (s + 1) / stripes) {
                    let yRow = y + row * ys, cbRow = cb + row / 2 * cbs, crRow = cr + row / 2 * crs, outRow = out + row * width
                    for x in 0..<width {
                        let l = Float(yRow[x]), u = Float(Int32(cbRow[x / 2]) - 128), v = Float(Int32(crRow[x / 2]) - 128)
                        // The same operations in the same order as libheif's, so the same roundings.
                        let r = clamp(l + redFromCr * v), g = clamp(l + greenFromCb * u + greenFromCr * v), b = clamp(l + blueFromCb * u)
                        outRow[x] = 0xFF00_0000 | r << 16 | g << 8 | b
                    }
                }
            }
            count = width * height
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// libheif's `clip_f_u16` for 8 bits: half added, truncated toward zero, then clamped.
    @inline(__always) private static func clamp(_ v: Float) -> UInt32 {
        let t = Int32(max(-2, min(v + 0.5, 512)))
        return UInt32(min(max(t, 0), 255))
    }
}
