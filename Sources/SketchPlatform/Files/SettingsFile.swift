import FoundationEssentials
import SketchCore
import SketchTranslation
import Glibc

/// The settings file, `${XDG_CONFIG_HOME:-~/.config}/sketchpad/config`.
public enum SettingsFile {
    public static func path(environment: [String: String]) -> String {
        XDGPaths.configHome(environment) + "/sketchpad/config"
    }

    /// The stored settings, or the defaults; warnings name each bad key.
    public static func load(environment: [String: String]) -> (settings: Settings, warnings: [String]) {
        let p = path(environment: environment)
        if FileSystem.status(p, following: false) == nil && errno == ENOENT { return (Settings(), []) }
        let data: [UInt8]
        do { data = try InputFile.read(p, limit: InputFile.maxTextBytes, noun: "a settings file") } catch {
            return (Settings(), ["\(error); using the defaults"])
        }
        // Decoded reversibly: a save folder whose name is not UTF-8 keeps its bytes.
        let parsed = Settings.parse(PathBytes.decode(data), home: XDGPaths.home(environment))
        return (parsed.settings, parsed.warnings.map { "\(p): \($0)" })
    }

    /// Writes the keys whose value changed from `previous` into the file, each on its own line,
    /// leaving every other line (comments, unknown keys, rejected values) as it was; writes
    /// nothing when no value changed. A file that is a link (a dotfiles folder) is written
    /// where it points.
    public static func store(_ settings: Settings, previous: Settings, environment: [String: String]) throws {
        var p = path(environment: environment)
        if let target = FileSystem.linkTarget(p) {
            p = target.hasPrefix("/") ? target : PathName.parent(p) + "/" + target
        }
        let existing = FileSystem.contents(p).map { [UInt8]($0) }
        guard let bytes = Settings.updating(bytes: existing, from: previous, to: settings) else { return }
        let folder = PathName.parent(p)
        try Folders.create(folder)
        try AtomicFile.write(bytes, to: p, replacing: true)
    }
}
