import SketchCore

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
