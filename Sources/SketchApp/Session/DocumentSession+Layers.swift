import SketchCore
import SketchRaster

/// "Export OpenRaster (.ora)", in the background as every save.
extension DocumentSession {
    /// Writes the drawing's layers (`DrawingClient.exportLayers`) to `path`, the photo decoded
    /// whole there, the texts' pictures made here where the font is.
    func exportLayers(to path: String, with drawings: DrawingClient) {
        let document = document, photo = photo
        let text = PreparedText(for: document, scale: 1, glyphs: services.glyphs)
        saves.saveDrawing(to: path, size: (document.kept.width, document.kept.height), kind: .layers) {
            let pixels: RGBAImage?
            do { pixels = try photo?.image() } catch { throw SaveError(message: Strings.pictureWithoutPhoto("\(error)")) }
            try drawings.exportLayers(document, pixels, text, path)
        }
    }
}
