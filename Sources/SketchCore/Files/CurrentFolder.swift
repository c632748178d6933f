import FoundationEssentials
import Glibc
import SketchTranslation

/// The process's current folder, its bytes kept (`PathBytes`), where FileManager's
/// `currentDirectoryPath` turns bytes that are not UTF-8 into U+FFFD.
public enum CurrentFolder {
    public static func path() -> String {
        guard let folder = getcwd(nil, 0) else { return FileManager.default.currentDirectoryPath }
        defer { free(folder) }
        return PathBytes.decode(cString: folder)
    }
}
