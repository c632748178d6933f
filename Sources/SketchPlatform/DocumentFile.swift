import Foundation
import SketchCore
import SketchRaster

/// A document read from disk together with its decoded photo.
public struct LoadedDocument {
    public var document: Document
    public var photo: RGBAImage?
}

/// Reads `.sketch` files and the photo they name. Errors are `ImageFileError`s naming the file.
public enum DocumentFile {
    public static func load(_ path: String) throws -> LoadedDocument {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImageFileError(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw ImageFileError(path: path, reason: "it is a folder, not a document") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageFileError(path: path, reason: "cannot be read (permission denied?)")
        }
        let document: Document
        do { document = try DocumentCodec.decode(data) } catch let e as DocumentError {
            throw ImageFileError(path: path, reason: e.message)
        }
        var photo: RGBAImage?
        if let name = document.photoPath {
            let photoPath = resolve(name, relativeTo: path)
            do { photo = try ImageFile.load(photoPath) } catch let e as ImageFileError {
                throw ImageFileError(path: path, reason: "its photo \(e.path) \(e.reason)")
            }
        }
        return LoadedDocument(document: document, photo: photo)
    }

    /// A photo path from a document: absolute as it is, relative to the document's folder otherwise.
    public static func resolve(_ name: String, relativeTo documentPath: String) -> String {
        if name.hasPrefix("/") { return name }
        return URL(fileURLWithPath: documentPath).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
