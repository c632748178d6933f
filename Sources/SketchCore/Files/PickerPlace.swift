/// A place the photo picker lists beside its folder: the home folder, the XDG user folders
/// (Pictures, Desktop, Documents, Downloads, Music, Videos), and each removable drive mounted.
public struct PickerPlace: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case home, pictures, desktop, downloads
        case documents, music, videos
        /// A mounted drive, named by its mount point's last part (a USB stick's label).
        case drive(name: String)
    }

    public var kind: Kind
    public var path: String

    public init(_ kind: Kind, path: String) {
        self.kind = kind
        self.path = path
    }
}
