import SketchCore

/// Renders a whole document: background colour, then the photo fitted to the canvas, then
/// every stroke in order. `sketchpad render`, exports and the tests all come from here.
public enum DocumentRenderer {
    /// The rendered size; callers check it first with `DocumentLimits.outputSize`, and a size
    /// past the limit is clamped to it here rather than overflow.
    public static func outputSize(of document: Document, scale: Double) -> (width: Int, height: Int) {
        switch DocumentLimits.outputSize(width: document.width, height: document.height, scale: scale) {
        case .success(let size): return size
        case .failure:
            func side(_ n: Int) -> Int { Int(min(max(1, (Double(n) * scale).rounded()), Double(DocumentLimits.maxOutputSide))) }
            return (side(document.width), side(document.height))
        }
    }

    /// - Parameters:
    ///   - photo: the decoded photo, or nil for none; it is resampled to the canvas size.
    ///   - scale: output pixels per canvas pixel.
    ///   - text: the pictures of texts and marker numbers (a glyph source, or `PreparedText`);
    ///     without it they are drawn without their text.
    public static func render(_ document: Document, photo: RGBAImage?, scale: Double = 1, text: TextBlockSource? = nil) -> RGBAImage {
        var image = base(of: document, photo: photo, scale: scale)
        // Only the eraser needs the picture under the strokes; a copy is kept only for it.
        let under = document.strokes.contains { $0.tool.traits.marking == .reveal } ? image : nil
        let renderer = StrokeRenderer(text: text)
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
