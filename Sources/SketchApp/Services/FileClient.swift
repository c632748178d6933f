import FoundationEssentials
import SketchCore
import SketchTranslation
import Glibc

/// A folder entry, for the photo picker.
public struct FolderEntry: Equatable, Sendable {
    public var name: String
    public var isFolder: Bool
    /// Whether the name is one of a photo Sketchpad opens (by its extension).
    public var isPhoto: Bool
    /// When it was last modified, in seconds since 1970 (0 when unknown).
    public var modified: Double
    public init(name: String, isFolder: Bool, isPhoto: Bool, modified: Double = 0) {
        self.name = name; self.isFolder = isFolder; self.isPhoto = isPhoto; self.modified = modified
    }
}

/// Folders and names: whether a name is taken, making a folder (and its parents), listing one.
public struct FileClient: Sendable {
    public var exists: @Sendable (_ path: String) -> Bool
    public var createFolder: @Sendable (_ path: String) throws -> Void
    public var list: @Sendable (_ folder: String) throws -> [FolderEntry]
    /// Whether `path` is a folder (a link to one counts) rather than a file; throws, naming it
    /// and the system's reason, when there is nothing there or it cannot be looked at.
    public var isFolder: @Sendable (_ path: String) throws -> Bool
    /// The places the picker lists (home, the XDG folders that exist, mounted drives), read
    /// each time it opens: a drive plugged in since shows.
    public var places: @Sendable () -> [PickerPlace]
    /// Shows a file in the desktop's file manager, its folder open; throws saying why it
    /// cannot. It waits for the file manager: called off the window's thread (`FolderShower`).
    public var showInFolder: @Sendable (_ file: String) throws -> Void

    public init(exists: @escaping @Sendable (_ path: String) -> Bool, createFolder: @escaping @Sendable (_ path: String) throws -> Void,
                list: @escaping @Sendable (_ folder: String) throws -> [FolderEntry], isFolder: @escaping @Sendable (_ path: String) throws -> Bool,
                places: @escaping @Sendable () -> [PickerPlace] = { [] }, showInFolder: @escaping @Sendable (_ file: String) throws -> Void = { _ in }) {
        self.exists = exists; self.createFolder = createFolder; self.list = list; self.isFolder = isFolder; self.places = places
        self.showInFolder = showInFolder
    }
}

extension FileClient {
    /// The process's current folder, its bytes kept (`PathBytes`), where FileManager's
    /// `currentDirectoryPath` turns bytes that are not UTF-8 into U+FFFD.
    public static func currentFolder() -> String {
        guard let folder = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
        defer { free(folder) }
        return PathBytes.decode(cString: folder)
    }
}
