import SketchCore

/// Renders a whole document: background colour, then the photo fitted to the canvas, then
/// every stroke in order. `sketchpad render`, exports and the tests all come from here.
public enum DocumentRenderer {
    public static func outputSize(of document: Document, scale: Double) -> (width: Int, height: Int) {
        (max(1, Int((Double(document.width) * scale).rounded())), max(1, Int((Double(document.height) * scale).rounded())))
    }

    /// - Parameters:
    ///   - photo: the decoded photo, or nil for none; it is resampled to the canvas size.
    ///   - scale: output pixels per canvas pixel.
    public static func render(_ document: Document, photo: RGBAImage?, scale: Double = 1) -> RGBAImage {
        let under = base(of: document, photo: photo, scale: scale)
        var image = under
        let renderer = StrokeRenderer()
        let transform = CanvasTransform(scale: scale)
        for stroke in document.strokes {
            renderer.draw(stroke, transform: transform, into: &image, base: under)
        }
        return image
    }

    /// The background colour with the photo on it, with no strokes.
    public static func base(of document: Document, photo: RGBAImage?, scale: Double) -> RGBAImage {
        let size = outputSize(of: document, scale: scale)
        var image = RGBAImage(width: size.width, height: size.height, fill: document.background)
        if let photo, photo.width > 0, photo.height > 0 {
            image.composite(photo.scaled(toWidth: size.width, height: size.height), at: 0, 0)
        }
        return image
    }
}
