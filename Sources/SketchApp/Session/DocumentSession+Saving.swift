import SketchCore
import SketchRaster

/// Saving, exporting and copying the drawing, all in the background (see `SaveQueue`).
extension DocumentSession {
    /// Saves `capture` (the canvas as shown) to `target`.
    func save(_ capture: RGBAImage, to target: SaveTarget) {
        saves.save(to: target) { capture }
    }

    /// Saves the whole document at the photo's own size to `target`, decoding the photo whole
    /// and rendering in stripes on every core, telling `saves` how far it is.
    func export(to target: SaveTarget) {
        let document = document, photo = photo, saves = saves
        // The texts' pictures are made here, where the font is; the render runs in the background.
        let text = PreparedText(for: document, scale: 1, glyphs: services.glyphs)
        saves.reportExportProgress(0)
        saves.save(to: target, exporting: true) {
            defer { saves.reportExportProgress(nil) }
            // Never rendered without its photo: an export that cannot have it fails, saying why.
            let pixels: RGBAImage?
            do { pixels = try photo?.image() } catch { throw SaveError(message: Strings.exportWithoutPhoto("\(error)")) }
            try MemoryCheck.requireRender(of: document, photo: pixels, scale: 1, for: Strings.theExportedPicture)
            return DocumentRenderer.render(document, photo: consume pixels, scale: 1, text: text, progress: { saves.reportExportProgress($0 * 0.9) })
        }
    }

    /// Puts `capture` on the desktop's clipboard.
    func copy(_ capture: RGBAImage) {
        saves.copy { capture }
    }
}
