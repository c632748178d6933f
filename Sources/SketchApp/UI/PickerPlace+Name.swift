import SketchCore
import SketchTranslation

/// How the picker shows a place, and which place a folder is in.
extension PickerPlace {
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
