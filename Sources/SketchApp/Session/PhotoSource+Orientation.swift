import SketchCore
import SketchRaster
import SketchTranslation

extension PhotoSource {
    /// This photo turned or flipped: its size, its whole decode and its parts, each decoded as
    /// the file has it and then laid on the pixel grid the other way (no pixel is resampled).
    func oriented(_ orientation: Orientation) -> PhotoSource {
        guard !orientation.isUpright else { return self }
        let base = self, exif = orientation.exif
        let size = orientation.size(width: width, height: height)
        let region: RegionDecoder? = base.region.map { decodePart in
            { @Sendable rect, scale in
                let stored = rect.stored(exif: exif, uprightWidth: size.width, uprightHeight: size.height)
                guard let part = decodePart(stored, scale) else { return nil }
                return PhotoRegion(rect: part.rect.oriented(exif: exif, storedWidth: base.width, storedHeight: base.height), scale: part.scale,
                                   image: part.pixels.image.oriented(exif: exif))
            }
        }
        let turned: @Sendable () throws -> RGBAImage = {
            let stored = try base.image()
            // The turned picture is a second one of its size beside the decode.
            try MemoryCheck.require(MemoryCheck.pictureBytes(width: stored.width, height: stored.height), for: tr("turning or flipping the photo"))
            return stored.oriented(exif: exif)
        }
        // A previewed photo turned still decodes once behind its (turned) preview.
        if base.firstViewIsPreview { return .previewed(width: size.width, height: size.height, decode: turned) }
        return PhotoSource(width: size.width, height: size.height, region: region, decode: turned)
    }
}
