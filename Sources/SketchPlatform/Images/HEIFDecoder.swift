import CHeif
import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// HEIC/HEIF and AVIF through libheif (opened when first needed: `HEIFLibrary`; HEVC through libde265, AV1 through dav1d): the primary
/// picture, grids of tiles joined whole, decoded upright and in sRGB. libheif applies the
/// picture's own rotation and mirroring (`irot`, `imir`); an EXIF orientation is applied only
/// to a picture without them, so the two are never both applied. Its `colr` profile, ICC or
/// nclx, is converted to sRGB through Little CMS (`ColorProfile`, `NCLXProfile`).
enum HEIFDecoder {
    /// libheif's functions: reached only inside `withPrimary`, which opened the library first.
    static var heif: SketchpadHeif { HEIFLibrary.loaded! }

    /// The primary picture, upright, in sRGB. `header` is what `HEIFHeader` read of `bytes`,
    /// whose sizes passed the checks of `ImageHeader`.
    static func decode(_ bytes: [UInt8], header: HEIFHeader, path: String) throws -> RGBAImage {
        try refuseCutShort(bytes, header: header, path: path)
        let plain = header.format == .heic ? HEVCItem.read(bytes).map { (bytes: bytes, item: $0) } : nil
        return try withPrimary(bytes, format: header.format, path: path) { handle in
            try decode(handle, format: header.format, path: path, exif: header.isTransformed ? 1 : exifOrientation(handle), plain: plain)
        }
    }

    /// The picture the file keeps as a thumbnail of its primary one, when its longer side is
    /// at least `side` (iPhones store one of 320 × 240); nil when there is none so large.
    static func thumbnail(_ bytes: [UInt8], header: HEIFHeader, side: Int, path: String) throws -> RGBAImage? {
        try refuseCutShort(bytes, header: header, path: path)
        return try withPrimary(bytes, format: header.format, path: path) { handle -> RGBAImage? in
            let count = Int(heif.heif_image_handle_get_number_of_thumbnails(handle))
            guard count > 0 else { return nil }
            var ids = [heif_item_id](repeating: 0, count: count)
            _ = heif.heif_image_handle_get_list_of_thumbnail_IDs(handle, &ids, Int32(count))
            for id in ids {
                var thumb: OpaquePointer?
                guard heif.heif_image_handle_get_thumbnail(handle, id, &thumb).code == heif_error_Ok, let thumb else { continue }
                defer { heif.heif_image_handle_release(thumb) }
                let w = Int(heif.heif_image_handle_get_width(thumb)), h = Int(heif.heif_image_handle_get_height(thumb))
                guard max(w, h) >= side, PixelBudget.refusal(width: w, height: h) == nil else { continue }
                return try decode(thumb, format: header.format, path: path, exif: 1)
            }
            return nil
        }
    }

    /// A file whose boxes run past its end is refused, before libheif could show what there is of it.
    static func refuseCutShort(_ bytes: [UInt8], header: HEIFHeader, path: String) throws {
        guard header.declaredLength > bytes.count else { return }
        throw PlatformError.file(path, reason: tr("the {format} file is cut short: it holds {have} of its {declared} bytes",
                                                  ["format": header.format.name, "have": bytes.count, "declared": header.declaredLength]))
    }

    /// Reads the file's boxes (no pixels yet) and calls `body` with its primary picture.
    static func withPrimary<T>(_ bytes: [UInt8], format: PhotoFormat, path: String, _ body: (OpaquePointer) throws -> T) throws -> T {
        let heif = try HEIFLibrary.functions(for: format, path: path)
        guard let context = heif.heif_context_alloc() else { throw PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
        defer { heif.heif_context_free(context) }
        // libheif's own limit on an ispe's sides (1.15 refuses a side over it), behind the
        // header's checks, which also read the coded sizes it has no call for; tiles decode in parallel.
        heif.heif_context_set_maximum_image_size_limit(context, Int32(PixelBudget.maxSide))
        heif.heif_context_set_max_decoding_threads(context, Int32(max(1, ProcessInfo.processInfo.activeProcessorCount)))
        return try bytes.withUnsafeBytes { raw in
            try check(heif.heif_context_read_from_memory_without_copy(context, raw.baseAddress, raw.count, nil), format: format, path: path)
            var handle: OpaquePointer?
            try check(heif.heif_context_get_primary_image_handle(context, &handle), format: format, path: path)
            guard let handle else { throw damaged(format, path, detail: "no primary picture") }
            defer { heif.heif_image_handle_release(handle) }
            return try body(handle)
        }
    }

    /// Decodes one picture to 8-bit RGBA (libheif's transformations applied), then into an
    /// `RGBAImage`, turned by `exif` and converted to sRGB (from `fallbackProfile` when the
    /// picture has no profile of its own: a thumbnail takes its primary picture's). A `plain`
    /// HEVC picture without alpha decodes through libde265 directly (`decodeHEVC`) when it can.
    static func decode(_ handle: OpaquePointer, format: PhotoFormat, path: String, exif: Int, fallbackProfile: [UInt8]? = nil,
                       plain: (bytes: [UInt8], item: HEVCItem)? = nil) throws -> RGBAImage {
        let w = Int(heif.heif_image_handle_get_width(handle)), h = Int(heif.heif_image_handle_get_height(handle))
        if let refusal = PixelBudget.refusal(width: w, height: h) {
            throw PlatformError.file(path, reason: tr("refused: {refusal}", ["refusal": refusal]))
        }
        // libheif's coded planes and its RGBA picture, then the app's copy (and a turned one).
        let picture = MemoryCheck.pictureBytes(width: w, height: h)
        try MemoryCheck.require(picture * (exif > 1 ? 3 : 2) + picture / 2, for: tr("the photo's pixels ({width}×{height})", ["width": w, "height": h]))
        var image: RGBAImage
        if let plain, plain.item.width == w, plain.item.height == h, heif.heif_image_handle_has_alpha_channel(handle) == 0,
           let direct = decodeHEVC(plain.bytes, item: plain.item) {
            image = direct
        } else {
            image = try decodeThroughLibheif(handle, width: w, height: h, format: format, path: path)
        }
        if heif.heif_image_handle_has_alpha_channel(handle) != 0 && heif.heif_image_handle_is_premultiplied_alpha(handle) != 0 { image = image.unpremultiplied() }
        if let profile = colourProfile(handle) ?? fallbackProfile { ColorProfile.convertToSRGB(&image, from: profile) }
        return exif > 1 ? image.oriented(exif: exif) : image
    }

    /// libheif's own decode of the picture to RGBA, copied into an `RGBAImage`.
    static func decodeThroughLibheif(_ handle: OpaquePointer, width w: Int, height h: Int, format: PhotoFormat, path: String) throws -> RGBAImage {
        guard let options = heif.heif_decoding_options_alloc() else { throw PlatformError.file(path, reason: MemoryCheck.decodeShortage) }
        defer { heif.heif_decoding_options_free(options) }
        options.pointee.convert_hdr_to_8bit = 1
        // Damaged data is an error rather than a picture partly made up.
        options.pointee.strict_decoding = 1
        var decoded: OpaquePointer?
        try check(heif.heif_decode_image(handle, &decoded, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, options), format: format, path: path)
        guard let decoded else { throw damaged(format, path, detail: "no picture") }
        defer { heif.heif_image_release(decoded) }
        var stride: Int32 = 0
        guard let plane = heif.heif_image_get_plane_readonly(decoded, heif_channel_interleaved, &stride),
              Int(heif.heif_image_get_width(decoded, heif_channel_interleaved)) == w, Int(heif.heif_image_get_height(decoded, heif_channel_interleaved)) == h,
              Int(stride) >= w * 4 else {
            throw damaged(format, path, detail: "the decoded picture is not \(w)×\(h)")
        }
        var image = RGBAImage(width: w, height: h)
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<h {
                let row = UnsafeRawPointer(plane + y * Int(stride))
                for x in 0..<w {
                    // R, G, B, A bytes into a 0xAARRGGBB word.
                    let p = UInt32(littleEndian: row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                    pixels[y * w + x] = p & 0xFF00_FF00 | (p & 0xFF) << 16 | (p >> 16) & 0xFF
                }
            }
        }
        return image
    }

    /// The picture's ICC profile, or one made from its nclx colour description; nil for sRGB
    /// or none.
    static func colourProfile(_ handle: OpaquePointer) -> [UInt8]? {
        switch heif.heif_image_handle_get_color_profile_type(handle) {
        case heif_color_profile_type_prof, heif_color_profile_type_rICC:
            let size = heif.heif_image_handle_get_raw_color_profile_size(handle)
            guard size > 0, size <= ColorProfile.maxBytes else { return nil }
            var profile = [UInt8](repeating: 0, count: size)
            guard heif.heif_image_handle_get_raw_color_profile(handle, &profile).code == heif_error_Ok else { return nil }
            return profile
        case heif_color_profile_type_nclx:
            var nclx: UnsafeMutablePointer<heif_color_profile_nclx>?
            guard heif.heif_image_handle_get_nclx_color_profile(handle, &nclx).code == heif_error_Ok, let nclx else { return nil }
            defer { heif.heif_nclx_color_profile_free(nclx) }
            return NCLXProfile.icc(nclx.pointee)
        default:
            return nil
        }
    }

    /// The orientation of the picture's EXIF block (1 when there is none).
    static func exifOrientation(_ handle: OpaquePointer) -> Int {
        var id = heif_item_id(0)
        guard heif.heif_image_handle_get_list_of_metadata_block_IDs(handle, "Exif", &id, 1) == 1 else { return 1 }
        let size = heif.heif_image_handle_get_metadata_size(handle, id)
        guard size > 4, size <= 1 << 20 else { return 1 }
        var block = [UInt8](repeating: 0, count: size)
        guard heif.heif_image_handle_get_metadata(handle, id, &block).code == heif_error_Ok else { return 1 }
        // Four bytes give where the TIFF header starts after them.
        let skip = Int(block[0]) << 24 | Int(block[1]) << 16 | Int(block[2]) << 8 | Int(block[3])
        guard skip < size - 4 else { return 1 }
        return ExifOrientation.orientation(inTIFF: block, start: 4 + skip, end: size) ?? 1
    }

    private static func check(_ error: heif_error, format: PhotoFormat, path: String) throws {
        guard error.code != heif_error_Ok else { return }
        // A security limit is the file's claim, not this machine's memory: that is damage.
        if error.code == heif_error_Memory_allocation_error && error.subcode != heif_suberror_Security_limit_exceeded {
            throw PlatformError.file(path, reason: MemoryCheck.decodeShortage)
        }
        throw damaged(format, path, detail: error.message.map { String(cString: $0) } ?? "unknown error")
    }

    private static func damaged(_ format: PhotoFormat, _ path: String, detail: String) -> PlatformError {
        PlatformError.file(path, reason: tr("not a readable image: its {format} data is damaged ({detail})", ["format": format.name, "detail": detail]))
    }
}
