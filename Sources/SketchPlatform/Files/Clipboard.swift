import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// Puts a PNG on the desktop's clipboard. SDL2's clipboard holds only text, so the image goes
/// through wl-copy (Wayland) or xclip (X11), whichever is installed for the session.
public enum Clipboard {
    /// How long a helper may take to read the picture and exit; it is killed after that.
    public static let timeout = 10.0

    /// The helper to use in this environment, if one is installed.
    public static func tool(environment: [String: String]) -> (path: String, arguments: [String])? {
        if environment["WAYLAND_DISPLAY"] != nil, let wl = find("wl-copy", environment: environment) { return (wl, ["--type", "image/png"]) }
        if environment["DISPLAY"] != nil, let x = find("xclip", environment: environment) { return (x, ["-selection", "clipboard", "-t", "image/png", "-i"]) }
        return nil
    }

    /// The program `name` on the environment's PATH, if one is installed.
    static func find(_ name: String, environment: [String: String]) -> String? {
        (environment["PATH"] ?? "").split(separator: ":").map { $0 + "/" + name }.first { path in
            path.withSystemPath { access($0, X_OK) } == 0 && FileSystem.status(path).map { $0.st_mode & S_IFMT == S_IFREG } == true
        }
    }

    /// Copies `image`; returns the helper's name, or throws saying what is missing or what
    /// failed (`check`). Both helpers read everything, then fork to serve the clipboard and exit: the
    /// exit status is the helper's own, whatever the copy it leaves behind does. Thread-safe.
    public static func copy(_ image: RGBAImage, environment: [String: String], timeout: Double = Clipboard.timeout) throws -> String {
        guard let tool = tool(environment: environment) else {
            throw PlatformError.clipboard(reason: tr("neither wl-copy nor xclip is installed (Debian packages wl-clipboard, xclip)"))
        }
        let name = PathName.last(tool.path)
        let bytes = try ImageFile.encode(image, as: .png)
        let result: HelperProcess.Result
        do {
            result = try HelperProcess.run(tool.path, arguments: tool.arguments, environment: environment, input: bytes, timeout: timeout)
        } catch let failure as HelperProcess.Failure {
            throw PlatformError.clipboard(reason: failure.description)
        }
        try check(result, name: name)
        let said = result.message.isEmpty ? "" : ": \(result.message)"
        if result.closedInputEarly {
            throw PlatformError.clipboard(reason: tr("{name} exited before reading the whole picture{said}", ["name": name, "said": said]))
        }
        return name
    }
}
