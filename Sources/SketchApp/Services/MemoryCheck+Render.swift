import SketchCore
import SketchRaster

extension MemoryCheck {
    /// Throws `Refused` when the picture `DocumentRenderer.render` would make cannot be had
    /// (none is made when it draws on the photo where it is).
    public static func requireRender(of document: Document, photo: RGBAImage?, scale: Double, for what: String) throws {
        guard !DocumentRenderer.rendersInPlace(document, photo: photo, scale: scale) else { return }
        let size = DocumentRenderer.outputSize(of: document.keptPart, scale: scale)
        try require(pictureBytes(width: size.width, height: size.height), for: what)
    }
}
