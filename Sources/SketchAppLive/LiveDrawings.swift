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
        DrawingClient(isDrawing: isDrawing, open: { path in
            let opened = try DocumentFile.open(path)
            var document = opened.document
            guard let inside = document.photoPath else { return OpenedDrawing(document: document, keptHistory: opened.keptHistory) }
            let photoPath: String
            if let bytes = opened.embeddedPhoto {
                if let journal {
                    photoPath = try journal.keepStandardInput(bytes)
                } else {
                    photoPath = path + " (" + inside + ")"
                    HeldPhotos.hold(bytes, at: photoPath)
                }
            } else {
                photoPath = DocumentFile.resolve(inside, relativeTo: path)
            }
            if let renamed = document.renamingPhotos([inside: photoPath]) {
                document = renamed
            } else {
                document = Document(canvas: Canvas(width: document.width, height: document.height, background: document.background, photoPath: photoPath,
                                                   crop: document.crop, orientation: document.orientation), strokes: document.strokes)
            }
            return OpenedDrawing(document: document, keptHistory: opened.keptHistory)
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
