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
