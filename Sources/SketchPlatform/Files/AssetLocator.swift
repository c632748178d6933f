import Foundation

/// Finds the app's assets (font, sample photo): `$SKETCHPAD_ASSETS`, then
/// `<prefix>/share/sketchpad` next to an installed binary, then an `Assets` folder above the
/// binary (a build inside the source tree).
public enum AssetLocator {
    public static let marker = "fonts/DejaVuSans.ttf"

    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let dir = environment["SKETCHPAD_ASSETS"], FileManager.default.fileExists(atPath: dir + "/" + marker) { return dir }
        let exe = URL(fileURLWithPath: executablePath()).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = exe.deletingLastPathComponent().appendingPathComponent("share/sketchpad").path
        if FileManager.default.fileExists(atPath: installed + "/" + marker) { return installed }
        var dir = exe
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Assets").path
            if FileManager.default.fileExists(atPath: candidate + "/" + marker) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
