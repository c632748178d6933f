import FoundationEssentials
import Glibc
import SketchCore

/// Finds the app's assets (font, sample photo): `$SKETCHPAD_ASSETS`, then
/// `<prefix>/share/sketchpad` next to an installed binary, then an `Assets` folder above the
/// binary (a build inside the source tree).
public enum AssetLocator {
    public static let marker = "fonts/DejaVuSans.ttf"

    public static func folder(environment: [String: String] = ProcessEnvironment.current()) -> String? {
        if let dir = environment["SKETCHPAD_ASSETS"], FileSystem.exists(dir + "/" + marker) { return dir }
        let exe = executableFolder()
        let installed = PathName.parent(exe) + "/share/sketchpad"
        if FileSystem.exists(installed + "/" + marker) { return installed }
        var dir = exe
        for _ in 0..<6 {
            let candidate = dir + "/Assets"
            if FileSystem.exists(candidate + "/" + marker) { return candidate }
            dir = PathName.parent(dir)
        }
        return nil
    }

    static func executablePath() -> String {
        FileSystem.linkTarget("/proc/self/exe") ?? ProcessEnvironment.arguments()[0]
    }

    /// The folder of the executable, its links resolved.
    static func executableFolder() -> String {
        let exe = executablePath()
        return PathName.parent(FileSystem.resolved(exe) ?? exe)
    }
}
