import Foundation
import PackagePlugin

/// Compiles the translations (po/<language>.po for each language of po/LINGUAS) with
/// Debian's msgfmt into `locale/<language>/LC_MESSAGES/sketchpad.mo`. The folder is the
/// command's one output, so SwiftPM copies it whole into the program's resources
/// (`Sketchpad_sketchpad.resources/locale` beside the binary, where CatalogueLocator looks);
/// files given one by one would be flattened into the same name.
@main
struct CompileCatalogues: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let po = context.package.directoryURL.appending(path: "po")
        let linguas = try String(contentsOf: po.appending(path: "LINGUAS"), encoding: .utf8)
        let languages = linguas.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        let locale = context.pluginWorkDirectoryURL.appending(path: "locale")
        var script = "set -e; rm -rf '\(locale.path)'"
        for language in languages {
            let folder = locale.appending(path: "\(language)/LC_MESSAGES").path
            script += "; mkdir -p '\(folder)'; /usr/bin/msgfmt --check -o '\(folder)/sketchpad.mo' '\(po.appending(path: "\(language).po").path)'"
        }
        return [.buildCommand(
            displayName: "Compiling the translations (\(languages.joined(separator: ", ")))",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script],
            inputFiles: [po.appending(path: "LINGUAS")] + languages.map { po.appending(path: "\($0).po") },
            outputFiles: [locale])]
    }
}
