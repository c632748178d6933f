/// A folder entry, for the photo picker.
public struct FolderEntry: Equatable, Sendable {
    public var name: String
    public var isFolder: Bool
    /// Whether the name is one of a photo Sketchpad opens (by its extension).
    public var isPhoto: Bool
    public init(name: String, isFolder: Bool, isPhoto: Bool) { self.name = name; self.isFolder = isFolder; self.isPhoto = isPhoto }
}

/// Folders and names: whether a name is taken, making a folder (and its parents), listing one.
public struct FileClient: Sendable {
    public var exists: @Sendable (_ path: String) -> Bool
    public var createFolder: @Sendable (_ path: String) throws -> Void
    public var list: @Sendable (_ folder: String) throws -> [FolderEntry]

    public init(exists: @escaping @Sendable (_ path: String) -> Bool, createFolder: @escaping @Sendable (_ path: String) throws -> Void,
                list: @escaping @Sendable (_ folder: String) throws -> [FolderEntry]) {
        self.exists = exists; self.createFolder = createFolder; self.list = list
    }
}
