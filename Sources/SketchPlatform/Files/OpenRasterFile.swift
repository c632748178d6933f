import SketchCore
import SketchRaster

/// "Export OpenRaster (.ora)": the picture as two layers that GIMP, Krita, MyPaint and Pinta
/// open. The layers, top first: "Drawing" (the strokes on transparency) and "Photo" (the photo
/// on the canvas's background), both at the picture's size, crop and orientation applied.
/// Pixelate, blur, the spotlight and the eraser change what is under them, so their effect
/// shows in `mergedimage.png` (the picture as saved), not in the drawing layer. The container is OpenRaster's: `mimetype` first and stored, `stack.xml`, the
/// layers under `data/`, `Thumbnails/thumbnail.png` and `mergedimage.png`.
public enum OpenRasterFile {
    public static let mimeType = "image/openraster"
    public static let fileExtension = "ora"
    public static let photoLayer = "Photo"
    public static let drawingLayer = "Drawing"

    /// Whether `path` names an OpenRaster file by its extension (any case).
    public static func isOpenRasterName(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return path[path.index(after: dot)...].lowercased() == fileExtension
    }

    /// The two layers and the picture of `document` over `photo` (oriented as the document is).
    public static func layers(of document: Document, photo: RGBAImage?, text: TextBlockSource?) -> (photo: RGBAImage, drawing: RGBAImage, merged: RGBAImage) {
        var canvas = document.canvas
        let under = DocumentRenderer.render(Document(canvas: canvas), photo: photo, scale: 1, text: text)
        canvas.background = .clear
        canvas.photoPath = nil
        var strokes = Document(canvas: canvas, strokes: document.strokes)
        strokes.photoPath = nil
        let drawing = DocumentRenderer.render(strokes, photo: nil, scale: 1, text: text)
        let merged = DocumentRenderer.render(document, photo: photo, scale: 1, text: text)
        return (under, drawing, merged)
    }

    /// The OpenRaster file of the layers.
    public static func make(photo: RGBAImage, drawing: RGBAImage, merged: RGBAImage, path: String) throws -> [UInt8] {
        let stack = """
        <?xml version="1.0" encoding="UTF-8"?>
        <image version="0.0.3" w="\(merged.width)" h="\(merged.height)">
          <stack>
            <layer name="\(drawingLayer)" src="data/drawing.png" x="0" y="0" opacity="1.0" visibility="visible"/>
            <layer name="\(photoLayer)" src="data/photo.png" x="0" y="0" opacity="1.0" visibility="visible"/>
          </stack>
        </image>

        """
        let thumbnail = DrawingFile.shrunk(merged, toFit: SketchContainer.thumbnailSide)
        return try ZipArchive.make([
            ZipArchive.Entry(name: "mimetype", bytes: Array(mimeType.utf8), stored: true),
            ZipArchive.Entry(name: "stack.xml", bytes: Array(stack.utf8), stored: false),
            ZipArchive.Entry(name: "data/photo.png", bytes: try ImageFile.encode(photo, as: .png), stored: true),
            ZipArchive.Entry(name: "data/drawing.png", bytes: try ImageFile.encode(drawing, as: .png), stored: true),
            ZipArchive.Entry(name: "Thumbnails/thumbnail.png", bytes: try ImageFile.encode(thumbnail, as: .png), stored: true),
            ZipArchive.Entry(name: "mergedimage.png", bytes: try ImageFile.encode(merged, as: .png), stored: true),
        ], path: path)
    }

    /// Writes the OpenRaster file of `document` over `photo` at `path`, atomically, replacing it.
    public static func write(_ document: Document, photo: RGBAImage?, text: TextBlockSource?, to path: String) throws {
        let (under, drawing, merged) = layers(of: document, photo: photo, text: text)
        try AtomicFile.write(make(photo: under, drawing: drawing, merged: merged, path: path), to: path, replacing: true)
    }
}
