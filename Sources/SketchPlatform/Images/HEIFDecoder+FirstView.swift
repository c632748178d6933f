import CHeif
import SketchCore
import SketchRaster

/// A HEIF's first view from the thumbnail it keeps (phones keep one in every photo), shown
/// while the whole picture decodes: HEVC and AV1 have no reduced decode as JPEG's DCT scaling is.
extension HEIFDecoder {
    /// About what libheif decodes in 300 ms on two cores (a 24 MP HEIC takes some 3 s): a
    /// larger picture is first shown from its thumbnail, however small that is.
    static let pixelsDecodedQuickly = 2_500_000

    /// The primary picture's first view: its thumbnail, upright and in sRGB as the whole picture
    /// will be, scaled to the size the picture has fitted into `fitting`; nil when the file has
    /// no thumbnail of the primary's shape, or decoding the whole picture is quick and the
    /// thumbnail smaller than a quarter of the view's pixels.
    static func firstView(_ bytes: [UInt8], header: HEIFHeader, fitting: (width: Int, height: Int), path: String) throws -> DecodedPhoto? {
        try refuseCutShort(bytes, header: header, path: path)
        return try withPrimary(bytes, format: header.format, path: path) { primary -> DecodedPhoto? in
            let stored = header.sizes[0]
            let exif = header.isTransformed ? 1 : exifOrientation(primary)
            let full = exif >= 5 ? (width: stored.height, height: stored.width) : stored
            guard full.width > 0, full.height > 0, let thumb = largestThumbnail(of: primary) else { return nil }
            defer { heif.heif_image_handle_release(thumb) }
            let k = min(1, Double(fitting.width) / Double(full.width), Double(fitting.height) / Double(full.height))
            let view = (width: max(1, Int((Double(full.width) * k).rounded())), height: max(1, Int((Double(full.height) * k).rounded())))
            let w = Int(heif.heif_image_handle_get_width(thumb)), h = Int(heif.heif_image_handle_get_height(thumb))
            guard 4 * w * h >= view.width * view.height || stored.width * stored.height > pixelsDecodedQuickly,
                  hasShape(width: w, height: h, of: stored), PixelBudget.refusal(width: w, height: h) == nil else { return nil }
            let image = try decode(thumb, format: header.format, path: path, exif: exif, fallbackProfile: colourProfile(primary))
            return DecodedPhoto(image: image.scaled(toWidth: view.width, height: view.height), fullWidth: full.width, fullHeight: full.height,
                                scale: DecodedPhoto.Scale(view.width, full.width))
        }
    }

    /// The primary picture's largest thumbnail (released by the caller).
    private static func largestThumbnail(of primary: OpaquePointer) -> OpaquePointer? {
        let count = Int(heif.heif_image_handle_get_number_of_thumbnails(primary))
        guard count > 0 else { return nil }
        var ids = [heif_item_id](repeating: 0, count: count)
        _ = heif.heif_image_handle_get_list_of_thumbnail_IDs(primary, &ids, Int32(count))
        var best: OpaquePointer?, bestPixels = 0
        for id in ids {
            var thumb: OpaquePointer?
            guard heif.heif_image_handle_get_thumbnail(primary, id, &thumb).code == heif_error_Ok, let thumb else { continue }
            let pixels = Int(heif.heif_image_handle_get_width(thumb)) * Int(heif.heif_image_handle_get_height(thumb))
            if pixels > bestPixels, let previous = best { heif.heif_image_handle_release(previous) }
            if pixels > bestPixels { best = thumb; bestPixels = pixels } else { heif.heif_image_handle_release(thumb) }
        }
        return best
    }

    /// Whether a thumbnail of `width` × `height` is the picture's shape, turned as it is (to
    /// within two pixels: encoders round a side down to whole chroma blocks, heif-enc makes a
    /// 6000 × 4000 picture's thumbnail 320 × 212): one turned otherwise would jump when the
    /// picture replaces it.
    static func hasShape(width: Int, height: Int, of picture: (width: Int, height: Int)) -> Bool {
        guard width > 0, height > 0 else { return false }
        return abs(width * picture.height - height * picture.width) <= 2 * max(picture.width, picture.height)
    }
}
