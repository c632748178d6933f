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
        let json = Array(DocumentCodec.encode(inside))
        var entries = [
            ZipArchive.Entry(name: SketchContainer.mimetypeEntry, bytes: Array(SketchContainer.mimeType.utf8), stored: true),
            ZipArchive.Entry(name: SketchContainer.documentEntry, bytes: json, stored: false),
        ]
        if let photo, let name = inside.photoPath { entries.append(ZipArchive.Entry(name: name, bytes: photo.bytes, stored: true)) }
        if let thumbnail {
            let small = shrunk(thumbnail, toFit: SketchContainer.thumbnailSide)
            entries.append(ZipArchive.Entry(name: SketchContainer.thumbnailEntry, bytes: try ImageFile.encode(small, as: .png), stored: true))
        }
        // The history's canvases name the entry too; one that names another photo (opened
        // later in the session) leaves the history out: the file holds one photo.
        let names = document.photoPath.flatMap { path in inside.photoPath.map { [path: $0] } } ?? [:]
        if let snapshot = DocumentSnapshot.encode(document, renamingPhotos: names), snapshot.count + 4 <= SketchContainer.maxHistoryBytes {
            // Led by the CRC-32 of the document.json it goes with: a reader whose document.json
            // has that CRC (the ZIP states it) takes the drawing from here without parsing the JSON.
            var history = ByteWriter()
            history.u32(CRC32.checksum(json))
            history.append(snapshot)
            entries.append(ZipArchive.Entry(name: SketchContainer.historyEntry, bytes: history.bytes, stored: false))
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

    /// Reads the container in `bytes` (read from `path`, which messages name). With `keepPhoto`,
    /// the photo's bytes are handed to it first, and the document names the photo by the path
    /// it gives (where the photo is kept to be opened) in place of its entry.
    public static func read(_ bytes: [UInt8], path: String, withPhoto: Bool = true,
                            keepPhoto: (([UInt8]) throws -> String)? = nil) throws -> DrawingContents {
        try ZipArchive.read(bytes, path: path, maxEntries: SketchContainer.maxEntries, maxInflated: SketchContainer.maxInflatedBytes) { entries, contents in
            try checkMimetype(entries, contents, path: path)
            func entry(_ name: String, limit: Int) throws -> [UInt8]? {
                guard let listed = entries.first(where: { $0.name == name }) else { return nil }
                guard listed.size <= limit else {
                    throw PlatformError.file(path, reason: tr("its entry {name} inflates to {size} MB, over the limit of {limit} MB", [
                        "name": TextValue.shown(name), "size": "\((listed.size + (1 << 20) - 1) >> 20)", "limit": "\(limit >> 20)"]))
                }
                return try contents(listed)
            }
            guard let listedDocument = entries.first(where: { $0.name == SketchContainer.documentEntry }) else {
                throw PlatformError.file(path, reason: tr("it holds no {entry}, so there is no drawing in it", ["entry": SketchContainer.documentEntry]))
            }
            // The photo, kept first where the caller keeps it, so that the history is read with
            // its canvases naming it there.
            var photo: [UInt8]?, photoEntry: String?, keptAt: String?
            func takePhoto(_ name: String) throws {
                photoEntry = name
                photo = withPhoto ? try entry(name, limit: SketchContainer.maxPhotoBytes) : nil
                keptAt = try photo.flatMap { bytes in try keepPhoto?(bytes) }
            }
            if let name = entries.first(where: { SketchContainer.isPhotoEntry($0.name) })?.name { try takePhoto(name) }
            let names = photoEntry.flatMap { inside in keptAt.map { [inside: $0] } }
            let history = try entry(SketchContainer.historyEntry, limit: SketchContainer.maxHistoryBytes)
            // The history of this very document.json (its CRC stated before it) stands for it.
            if let history, let kept = fastHistory(history, documentCRC: listedDocument.crc, renamingPhotos: names),
               kept.photoPath == (keptAt ?? photoEntry) {
                let thumbnail = try entry(SketchContainer.thumbnailEntry, limit: SketchContainer.maxThumbnailBytes)
                return DrawingContents(document: kept, photo: photo, thumbnail: thumbnail, keptHistory: true)
            }
            var document = try DocumentFile.decode(try entry(listedDocument.name, limit: SketchContainer.maxDocumentBytes) ?? [], path: path)
            if let name = document.photoPath {
                guard SketchContainer.namesEntry(name), entries.contains(where: { $0.name == name }) else {
                    throw PlatformError.file(path, reason: tr("its document names the photo {photo}, which the drawing does not hold", ["photo": TextValue.shown(name)]))
                }
                if name != photoEntry { try takePhoto(name) }
            } else {
                photo = nil
            }
            let thumbnail = try entry(SketchContainer.thumbnailEntry, limit: SketchContainer.maxThumbnailBytes)
            let renames = document.photoPath.flatMap { inside in keptAt.map { [inside: $0] } }
            var keptHistory = false
            if let history, let restored = withHistory(document, from: history, renamingPhotos: renames) {
                document = restored
                keptHistory = true
            } else if let renames, let inside = document.photoPath {
                var canvas = document.canvas
                canvas.photoPath = renames[inside]
                document = Document(canvas: canvas, strokes: document.strokes)
            }
            return DrawingContents(document: document, photo: photo, thumbnail: thumbnail, keptHistory: keptHistory)
        }
    }

    /// Refuses a container whose first entry is not the stored mimetype of a drawing.
    private static func checkMimetype(_ entries: [ZipArchive.Listed], _ contents: (ZipArchive.Listed) throws -> [UInt8], path: String) throws {
        guard let first = entries.first, first.name == SketchContainer.mimetypeEntry, first.stored,
              first.size == SketchContainer.mimeType.utf8.count, try contents(first) == Array(SketchContainer.mimeType.utf8) else {
            throw PlatformError.file(path, reason: tr("it is not a Sketchpad drawing: its first entry is not the stored mimetype {type}", ["type": SketchContainer.mimeType]))
        }
    }

    /// The thumbnail's PNG alone, nothing else read (what a file manager's thumbnailer wants);
    /// nil when the container keeps none.
    public static func thumbnailPNG(_ bytes: [UInt8], path: String) throws -> [UInt8]? {
        try ZipArchive.read(bytes, path: path, maxEntries: SketchContainer.maxEntries, maxInflated: SketchContainer.maxInflatedBytes) { entries, contents in
            try checkMimetype(entries, contents, path: path)
            guard let listed = entries.first(where: { $0.name == SketchContainer.thumbnailEntry }) else { return nil }
            guard listed.size <= SketchContainer.maxThumbnailBytes else {
                throw PlatformError.file(path, reason: tr("its entry {name} inflates to {size} MB, over the limit of {limit} MB", [
                    "name": TextValue.shown(listed.name), "size": "\((listed.size + (1 << 20) - 1) >> 20)", "limit": "\(SketchContainer.maxThumbnailBytes >> 20)"]))
            }
            return try contents(listed)
        }
    }

    /// The thumbnail a `.sketch` container at `path` keeps, decoded; nil when it keeps none
    /// (its photo is never read for it).
    public static func storedThumbnail(_ path: String) throws -> RGBAImage? {
        let bytes = try InputFile.read(path, limit: SketchContainer.maxInflatedBytes, noun: tr("a Sketchpad drawing"))
        guard let png = try thumbnailPNG(bytes, path: path) else { return nil }
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
    static func withHistory(_ document: Document, from history: [UInt8], renamingPhotos names: [String: String]?) -> Document? {
        guard history.count >= 4, var kept = try? history.withUnsafeBytes({ try DocumentSnapshot.decode(UnsafeRawBufferPointer(rebasing: $0[4...]), renamingPhotos: names) }) else { return nil }
        let photo = kept.photoPath
        kept.photoPath = document.photoPath
        guard kept.canvas == document.canvas, kept.strokes == document.strokes, DocumentLimits.problem(in: kept) == nil else { return nil }
        kept.photoPath = photo
        // Its canvas names the photo where it was kept (or its entry), as the document does.
        guard photo == document.photoPath.map({ names?[$0] ?? $0 }) else { return nil }
        return kept
    }

    /// The drawing the history holds, when it goes with the document.json whose CRC-32 the ZIP
    /// states (`documentCRC`) and its strokes pass the document's checks; nil otherwise.
    static func fastHistory(_ history: [UInt8], documentCRC: UInt32, renamingPhotos names: [String: String]?) -> Document? {
        guard history.count >= 4, UInt32(history[0]) | UInt32(history[1]) << 8 | UInt32(history[2]) << 16 | UInt32(history[3]) << 24 == documentCRC,
              let kept = try? history.withUnsafeBytes({ try DocumentSnapshot.decode(UnsafeRawBufferPointer(rebasing: $0[4...]), renamingPhotos: names) }),
              DocumentCodec.problem(in: kept) == nil else { return nil }
        return kept
    }
}
