import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// A document read from disk: a JSON document (its photo a file it names), or a `.sketch`
/// container holding its photo, thumbnail and history (`DrawingFile`).
public struct OpenedDocument: Sendable {
    public var document: Document
    /// The photo's own bytes, when the container holds it.
    public var embeddedPhoto: [UInt8]?
    /// The thumbnail's PNG, when the container holds one.
    public var thumbnail: [UInt8]?
    /// Whether the document came from a container (rather than a JSON file).
    public var isContainer: Bool
    /// Whether the undo history came with it.
    public var keptHistory: Bool

    /// The file the photo is read from, for a JSON document that names one (nil for a
    /// container: its photo is inside it).
    public func photoFile(at path: String) -> String? {
        guard !isContainer, let name = document.photoPath else { return nil }
        return DocumentFile.resolve(name, relativeTo: path)
    }

    /// The photo decoded and oriented as the document says, or nil when it has none.
    public func photo(at path: String) throws -> RGBAImage? {
        guard let name = document.photoPath else { return nil }
        guard let bytes = embeddedPhoto else { return try DocumentFile.photo(of: document, at: path) }
        let shown = "\(path) (\(name))"
        do {
            return try ImageFile.decodePhoto(bytes, path: shown, fitting: nil).image.oriented(exif: document.orientation.exif)
        } catch let e as PlatformError {
            throw PlatformError.file(path, reason: tr("its photo {photo}: {reason}", ["photo": name, "reason": e.reason]))
        }
    }
}

/// Reads documents and the photo they name. Errors are `PlatformError`s naming the file.
public enum DocumentFile {
    /// The document at `path`: a container by its first bytes (a ZIP), else JSON. Refused when
    /// past a limit (`DocumentLimits`, and the container's own in `SketchContainer`).
    public static func open(_ path: String) throws -> OpenedDocument {
        let bytes = try InputFile.read(path, limit: SketchContainer.maxInflatedBytes, noun: tr("a document"))
        if SketchContainer.isContainer(bytes) {
            let drawing = try DrawingFile.read(bytes, path: path)
            return OpenedDocument(document: drawing.document, embeddedPhoto: drawing.photo, thumbnail: drawing.thumbnail, isContainer: true, keptHistory: drawing.keptHistory)
        }
        guard bytes.count <= InputFile.maxDocumentBytes else {
            throw PlatformError.file(path, reason: InputFile.tooBig(bytes.count, limit: InputFile.maxDocumentBytes, noun: tr("a document")))
        }
        return OpenedDocument(document: try decode(bytes, path: path), isContainer: false, keptHistory: false)
    }

    /// The document at `path` (see `open`).
    public static func read(_ path: String) throws -> Document {
        try open(path).document
    }

    /// The JSON document in `bytes`, read from `path`, refused when past a limit.
    static func decode(_ bytes: [UInt8], path: String) throws -> Document {
        let document: Document
        do { document = try DocumentCodec.decode(Data(bytes)) } catch let e as DocumentError {
            throw PlatformError.file(path, reason: e.message)
        }
        if let problem = DocumentLimits.problem(in: document) { throw PlatformError.file(path, reason: problem) }
        return document
    }

    /// The photo the document at `path` names, decoded, or nil when it names none.
    public static func photo(of document: Document, at path: String) throws -> RGBAImage? {
        guard let name = document.photoPath else { return nil }
        let photoPath = resolve(name, relativeTo: path)
        // Turned and flipped as the document says: its strokes are on the oriented picture.
        do { return try ImageFile.load(photoPath).oriented(exif: document.orientation.exif) } catch let e as PlatformError {
            throw PlatformError.file(path, reason: tr("its photo {photo}: {reason}", ["photo": e.subject ?? photoPath, "reason": e.reason]))
        }
    }

    /// A photo path from a document: absolute as it is, relative to the document's folder otherwise.
    public static func resolve(_ name: String, relativeTo documentPath: String) -> String {
        if name.hasPrefix("/") { return name }
        // Made absolute here: URL would take the current folder from FileManager, as UTF-8.
        let absolute = documentPath.hasPrefix("/") ? documentPath : CurrentFolder.path() + "/" + documentPath
        return URL(fileURLWithPath: absolute).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
