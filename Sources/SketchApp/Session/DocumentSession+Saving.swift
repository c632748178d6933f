import SketchCore
import SketchRaster

/// Saving and copying the drawing, all in the background (see `SaveQueue`).
extension DocumentSession {
    /// Saves `capture` (the canvas as shown) to `target`.
    func saveView(_ capture: RGBAImage, to target: SaveTarget, options: ImageWriter.Options) {
        saves.save(.view, to: target, options: options) { capture }
    }

    /// Saves the picture at the photo's own size (the crop applied) to `target`, decoding the
    /// photo whole and rendering in stripes on every core, telling `saves` how far it is.
    func savePicture(to target: SaveTarget, options: ImageWriter.Options) {
        let saves = saves
        let render = pictureRenderer()
        saves.reportPictureProgress(0)
        saves.save(.picture, to: target, options: options) {
            defer { saves.reportPictureProgress(nil) }
            return try render { saves.reportPictureProgress($0 * 0.9) }
        }
    }

    /// The picture Save writes, made here and now (for `-o -` as the app ends).
    func renderPicture() throws -> RGBAImage { try pictureRenderer()(nil) }

    /// What renders the picture at the photo's own size, anywhere: the document and photo as
    /// they are now, and the texts' pictures made here, where the font is.
    private func pictureRenderer() -> @Sendable ((@Sendable (Double) -> Void)?) throws -> RGBAImage {
        let document = document, photo = photo
        let text = PreparedText(for: document, scale: 1, glyphs: services.glyphs)
        return { progress in
            // Never rendered without its photo: a save that cannot have it fails, saying why.
            let pixels: RGBAImage?
            do { pixels = try photo?.image() } catch { throw SaveError(message: Strings.pictureWithoutPhoto("\(error)")) }
            try MemoryCheck.requireRender(of: document, photo: pixels, scale: 1, for: Strings.theSavedPicture)
            return DocumentRenderer.render(document, photo: consume pixels, scale: 1, text: text, progress: progress)
        }
    }

    /// Puts `capture` on the desktop's clipboard.
    func copy(_ capture: RGBAImage) {
        saves.copy { capture }
    }

    /// Puts the picture Save writes (at the photo's own size) on the desktop's clipboard.
    func copyPicture() {
        let render = pictureRenderer()
        saves.copy { try render(nil) }
    }
}
