import FoundationEssentials
import Glibc
import SketchApp
import SketchCore
import SketchPlatform
import SketchTranslation

extension CommandLine {
    @MainActor
    static func run(_ args: [String]) -> Int32 {
        if args.first == RenderCommand.name { return RenderCommand.run(Array(args.dropFirst())) }
        if args.first == ThumbnailCommand.name { return ThumbnailCommand.run(Array(args.dropFirst())) }
        switch LaunchCommand.parse(args) {
        case .failure(let message):
            return RenderCommand.fail("\(message)\n" + tr("Try 'sketchpad --help'."))
        case .success(nil):
            return 0
        case .success(let options?):
            if options.listSessions { return SessionsCommand.run(environment: ProcessEnvironment.current()) }
            return AppLauncher.run(options)
        }
    }
}

/// Where Sketchpad reads and writes, for `--paths`; its keys stay in English, for scripts to read.
enum Paths {
    static func report(_ environment: [String: String]) -> String {
        let pictures = XDGPaths.pictures(environment, readFile: InputFile.text)
        let stored = SettingsFile.load(environment: environment).settings
        return ["settings: \(SettingsFile.path(environment: environment))",
                "sessions: \(SessionStore(stateFolder: SessionStore.stateFolder(environment: environment)).folder)",
                "save folder: \(stored.saveFolder ?? pictures)",
                "assets: \(AssetLocator.folder(environment: environment) ?? "not found")",
                "wayland window loader: \(WaylandWindowLoader.path() ?? "not found")"].map(PathBytes.display).joined(separator: "\n")
    }
}
