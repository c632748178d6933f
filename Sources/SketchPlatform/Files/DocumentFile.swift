import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// A document read from disk together with its decoded photo.
public struct LoadedDocument {
    public var document: Document
    public var photo: RGBAImage?
}

/// Reads `.sketch` files and the photo they name. Errors are `PlatformError`s naming the file.
public enum DocumentFile {
    /// The document at `path` with its photo decoded.
    public static func load(_ path: String) throws -> LoadedDocument {
        let document = try read(path)
        return LoadedDocument(document: document, photo: try photo(of: document, at: path))
    }

    /// The document at `path`, refused when it is past a limit (`DocumentLimits`).
    public static func read(_ path: String) throws -> Document {
        let bytes = try InputFile.read(path, limit: InputFile.maxDocumentBytes, noun: "a document")
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
