import FoundationEssentials
import Glibc
import SketchCore
import SketchTranslation

/// Shows a saved file in the desktop's file manager: through D-Bus's
/// `org.freedesktop.FileManager1.ShowItems` (Files, Dolphin, Nemo, Thunar... open its folder
/// with the file selected), asked with `gdbus` (no D-Bus library is linked), else by opening
/// its folder with `xdg-open`.
public enum FolderReveal {
    /// How long each helper may take before it is killed and the next way tried.
    static let timeout = 10.0

    /// Shows `file`; throws, saying what failed, when neither way worked. Thread-safe; it waits
    /// for the helpers, so call it off the window's thread.
    public static func show(_ file: String, environment: [String: String]) throws {
        var problems: [String] = []
        if let gdbus = Clipboard.find("gdbus", environment: environment) {
            let arguments = ["call", "--session", "--dest", "org.freedesktop.FileManager1", "--object-path", "/org/freedesktop/FileManager1",
                             "--method", "org.freedesktop.FileManager1.ShowItems", "['\(uri(file))']", ""]
            if let problem = run(gdbus, arguments, environment) { problems.append(problem) } else { return }
        }
        guard let open = Clipboard.find("xdg-open", environment: environment) else {
            problems.append(tr("xdg-open is not installed (Debian package xdg-utils)"))
            throw PlatformError.folder(PathName.parent(file), reason: problems.joined(separator: "; "))
        }
        if let problem = run(open, [PathName.parent(file)], environment) {
            problems.append(problem)
            throw PlatformError.folder(PathName.parent(file), reason: problems.joined(separator: "; "))
        }
    }

    /// Runs a helper; nil when it exited with status 0, else what went wrong.
    private static func run(_ path: String, _ arguments: [String], _ environment: [String: String]) -> String? {
        let name = PathName.last(path)
        do {
            let result = try HelperProcess.run(path, arguments: arguments, environment: environment, input: [], timeout: timeout)
            if result.exitStatus == 0 { return nil }
            let said = result.message.isEmpty ? "" : ": \(result.message)"
            return tr("{name} failed{said}", ["name": name, "said": said])
        } catch {
            return "\(error)"
        }
    }

    /// `file://` and the path with every byte but unreserved ones and `/` percent-encoded, as
    /// file managers read it back (a name need not be UTF-8, and a quote must not end the
    /// GVariant string it is put in).
    static func uri(_ path: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        var out = "file://"
        for byte in PathBytes.encode(path) {
            if unreserved.contains(byte) { out.append(Character(UnicodeScalar(byte))) } else { out += String(cFormat: "%%%02X", Int(byte)) }
        }
        return out
    }
}
