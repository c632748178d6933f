import SketchCore
import SketchTranslation
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

    var name: String {
        switch kind {
        case .home: return Strings.placeHome
        case .pictures: return Strings.placePictures
        case .desktop: return Strings.placeDesktop
        case .downloads: return Strings.placeDownloads
        case .documents: return tr("Documents")
        case .music: return tr("Music")
        case .videos: return tr("Videos")
        case .drive(let name): return PathBytes.display(name)
        }
    }

    /// The place `folder` is in: the one whose path is the longest start of it, so a folder in
    /// Pictures is in Pictures rather than Home.
    static func containing(_ folder: String, in places: [PickerPlace]) -> Int? {
        func holds(_ p: PickerPlace) -> Bool { folder == p.path || folder.hasPrefix(p.path == "/" ? "/" : p.path + "/") }
        return places.indices.filter { holds(places[$0]) }.max { places[$0].path.count < places[$1].path.count }
    }
}
