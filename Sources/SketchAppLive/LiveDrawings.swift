import Glibc
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import SketchTranslation

extension DrawingClient {
    /// `.sketch` files through `DrawingFile` and `DocumentFile`. The photo a container holds is
    /// kept in the window's session (as a photo from standard input is, named by its content),
    /// so that it opens, decodes again for a save and comes back with a restore; without a
    /// session it is held in memory under the drawing's name.
    public static func live(journal: JournalFile?) -> DrawingClient {
        var client = DrawingClient(isDrawing: isDrawing, open: { path in
            let bytes = try InputFile.read(path, limit: SketchContainer.maxInflatedBytes, noun: tr("a document"))
            guard SketchContainer.isContainer(bytes) else {
                // A JSON document: its photo is a file it names.
                var document = try DocumentFile.open(path).document
                if let name = document.photoPath {
                    var canvas = document.canvas
                    canvas.photoPath = DocumentFile.resolve(name, relativeTo: path)
                    document = Document(canvas: canvas, strokes: document.strokes)
                }
                return OpenedDrawing(document: document, keptHistory: false)
            }
            let drawing = try DrawingFile.read(bytes, path: path) { photo in
                guard let journal else {
                    let held = path + " (photo)"
                    HeldPhotos.hold(photo, at: held)
                    return held
                }
                return try journal.keepStandardInput(photo)
            }
            return OpenedDrawing(document: drawing.document, keptHistory: drawing.keptHistory)
        }, write: { document, thumbnail, path in
            var photo: (bytes: [UInt8], name: String)?
            if let photoPath = document.photoPath {
                let bytes = try HeldPhotos.bytes(at: photoPath) ?? InputFile.read(photoPath, limit: InputFile.maxPhotoBytes, noun: tr("a photo"))
                // A photo kept from standard input has no extension: its format names its entry.
                let name = ImageHeader.format(of: bytes).map { "photo." + $0.extensions[0] } ?? photoPath
                photo = (bytes, name)
            }
            try DrawingFile.write(document, photo: photo, thumbnail: thumbnail, to: path, replacing: true)
        })
        client.exportLayers = { document, photo, text, path in try OpenRasterFile.write(document, photo: photo, text: text, to: path) }
        return client
    }

    /// A `.sketch` by name, or a container by its first bytes (whatever its name).
    static func isDrawing(_ path: String) -> Bool {
        if path == "-" { return false }
        if SketchContainer.isSketchName(path) { return true }
        guard let file = FileDescriptor(opening: path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) else { return false }
        var head = [UInt8](repeating: 0, count: 64)
        let count = head.withUnsafeMutableBytes { Glibc.read(file.raw, $0.baseAddress, $0.count) }
        return count > 0 && SketchContainer.isSketchContainer(head.prefix(count))
    }
}
