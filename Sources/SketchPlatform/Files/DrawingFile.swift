import FoundationEssentials
import SketchCore
import SketchRaster
import SketchTranslation

/// A `.sketch` drawing as its container holds it (`SketchContainer`): the document (with its
/// undo history when the file kept it), the photo's own bytes and the thumbnail's PNG.
public struct DrawingContents: Sendable {
    /// The document; its `photoPath` is the photo's entry in the container.
    public var document: Document
    public var photo: [UInt8]?
    public var thumbnail: [UInt8]?
    /// Whether the undo history came back with it.
    public var keptHistory: Bool
}

/// Writes and reads `.sketch` containers. A damaged or hostile one is refused with a
/// `PlatformError` naming the file and the reason; its document has the limits of any document.
public enum DrawingFile {
    /// The container of `document` over the photo `photo` (its bytes as read, and the name it
    /// was read from, which gives the entry its extension), with `thumbnail` as its picture.
    public static func make(_ document: Document, photo: (bytes: [UInt8], name: String)?, thumbnail: RGBAImage?, path: String) throws -> [UInt8] {
        var inside = document
        // The document names the photo's entry: the path on this machine is not the reader's.
        inside.photoPath = photo.map { SketchContainer.photoEntry(for: $0.name) }
        var entries = [
            ZipArchive.Entry(name: SketchContainer.mimetypeEntry, bytes: Array(SketchContainer.mimeType.utf8), stored: true),
            ZipArchive.Entry(name: SketchContainer.documentEntry, bytes: Array(DocumentCodec.encode(inside)), stored: false),
        ]
        if let photo, let name = inside.photoPath { entries.append(ZipArchive.Entry(name: name, bytes: photo.bytes, stored: true)) }
        if let thumbnail {
            let small = shrunk(thumbnail, toFit: SketchContainer.thumbnailSide)
            entries.append(ZipArchive.Entry(name: SketchContainer.thumbnailEntry, bytes: try ImageFile.encode(small, as: .png), stored: true))
        }
        // The history's canvases name the entry too; one that names another photo (opened
        // later in the session) leaves the history out: the file holds one photo.
        let names = document.photoPath.flatMap { path in inside.photoPath.map { [path: $0] } } ?? [:]
        if let history = DocumentSnapshot.encode(document, renamingPhotos: names), history.count <= SketchContainer.maxHistoryBytes {
            entries.append(ZipArchive.Entry(name: SketchContainer.historyEntry, bytes: history, stored: false))
        }
        return try ZipArchive.make(entries, path: path)
    }

    /// Writes the container at `path` atomically (a temporary file beside it, then renamed):
    /// replacing what is there only when `replacing`.
    public static func write(_ document: Document, photo: (bytes: [UInt8], name: String)?, thumbnail: RGBAImage?, to path: String, replacing: Bool) throws {
        try AtomicFile.write(make(document, photo: photo, thumbnail: thumbnail, path: path), to: path, replacing: replacing)
    }

    /// Reads the container at `path`.
    public static func read(_ path: String) throws -> DrawingContents {
        try read(InputFile.read(path, limit: SketchContainer.maxInflatedBytes, noun: tr("a Sketchpad drawing")), path: path)
    }

    /// Reads the container in `bytes` (read from `path`, which messages name).
    public static func read(_ bytes: [UInt8], path: String, withPhoto: Bool = true) throws -> DrawingContents {
        try ZipArchive.read(bytes, path: path, maxEntries: SketchContainer.maxEntries, maxInflated: SketchContainer.maxInflatedBytes) { entries, contents in
            guard let first = entries.first, first.name == SketchContainer.mimetypeEntry, first.stored,
                  first.size == SketchContainer.mimeType.utf8.count, try contents(first) == Array(SketchContainer.mimeType.utf8) else {
                throw PlatformError.file(path, reason: tr("it is not a Sketchpad drawing: its first entry is not the stored mimetype {type}", ["type": SketchContainer.mimeType]))
            }
            func entry(_ name: String, limit: Int) throws -> [UInt8]? {
                guard let listed = entries.first(where: { $0.name == name }) else { return nil }
                guard listed.size <= limit else {
                    throw PlatformError.file(path, reason: tr("its entry {name} inflates to {size} MB, over the limit of {limit} MB", [
                        "name": TextValue.shown(name), "size": "\((listed.size + (1 << 20) - 1) >> 20)", "limit": "\(limit >> 20)"]))
                }
                return try contents(listed)
            }
            guard let json = try entry(SketchContainer.documentEntry, limit: SketchContainer.maxDocumentBytes) else {
                throw PlatformError.file(path, reason: tr("it holds no {entry}, so there is no drawing in it", ["entry": SketchContainer.documentEntry]))
            }
            var document = try DocumentFile.decode(json, path: path)
            var photo: [UInt8]?
            if let name = document.photoPath {
                guard SketchContainer.namesEntry(name), entries.contains(where: { $0.name == name }) else {
                    throw PlatformError.file(path, reason: tr("its document names the photo {photo}, which the drawing does not hold", ["photo": TextValue.shown(name)]))
                }
                if withPhoto { photo = try entry(name, limit: SketchContainer.maxPhotoBytes) }
            }
            let thumbnail = try entry(SketchContainer.thumbnailEntry, limit: SketchContainer.maxThumbnailBytes)
            var keptHistory = false
            if let history = try entry(SketchContainer.historyEntry, limit: SketchContainer.maxHistoryBytes),
               let restored = withHistory(document, from: history) {
                document = restored
                keptHistory = true
            }
            return DrawingContents(document: document, photo: photo, thumbnail: thumbnail, keptHistory: keptHistory)
        }
    }

    /// The thumbnail's PNG alone, the photo left unread (what a file manager's thumbnailer wants).
    public static func thumbnail(_ path: String) throws -> DrawingContents {
        try read(InputFile.read(path, limit: SketchContainer.maxInflatedBytes, noun: tr("a Sketchpad drawing")), path: path, withPhoto: false)
    }

    /// The thumbnail a `.sketch` container at `path` keeps, decoded; nil when it keeps none
    /// (its photo is never read for it).
    public static func storedThumbnail(_ path: String) throws -> RGBAImage? {
        guard let png = try thumbnail(path).thumbnail else { return nil }
        return try ImageFile.decode(png, path: "\(path) (\(SketchContainer.thumbnailEntry))")
    }

    /// `image` scaled down, keeping its shape, so that its longer side is at most `side`.
    public static func shrunk(_ image: RGBAImage, toFit side: Int) -> RGBAImage {
        let longer = max(image.width, image.height)
        guard longer > side, side > 0 else { return image }
        let k = Double(side) / Double(longer)
        return image.scaled(toWidth: max(1, Int((Double(image.width) * k).rounded())), height: max(1, Int((Double(image.height) * k).rounded())))
    }

    /// `document` with the history the snapshot holds, when that snapshot is of this very
    /// drawing (the same canvas and strokes; a history that does not decode, or is of another,
    /// is passed over: the document is what the file says). The history's strokes pass the
    /// document's own checks.
    static func withHistory(_ document: Document, from snapshot: [UInt8]) -> Document? {
        guard var kept = try? snapshot.withUnsafeBytes({ try DocumentSnapshot.decode($0) }) else { return nil }
        kept.photoPath = document.photoPath
        guard kept.canvas == document.canvas, kept.strokes == document.strokes, DocumentLimits.problem(in: kept) == nil else { return nil }
        return kept
    }
}
