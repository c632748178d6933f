import Foundation
import SketchApp
import SketchCore
import SketchPlatform

/// What the command line asked for.
struct LaunchOptions: Equatable {
    var photo: String?
    var output: String?
    var saveDir: String?
    var restore = false
    /// `--restore ID`: that session; without, the most recent one no other window has.
    var restoreID: String?
    var listSessions = false
}

extension CommandLine {
    static let version = "0.1.0"
    /// --help. Each text is translated on its own: a translator breaks a long one into lines
    /// with \n, and HelpColumns keeps the columns in any script.
    static var help: String {
        HelpColumns.text(
            title: tr("Sketchpad {version}: draw on a photo and save it to your Pictures folder.", ["version": version]),
            usage: ["sketchpad [options] [FILE]", "sketchpad --restore [ID]", "sketchpad --sessions",
                    "sketchpad render DOC.sketch -o OUT.png [--scale S]"],
            options: [
                ("FILE, -f, --file FILE", tr("open this photo ({formats}); - reads stdin", ["formats": PhotoFormat.list(tr("or"))])),
                ("-o, --output FILE", tr("Save writes only FILE (replacing it; .png, .jpg or .jpeg) instead\nof a new file in the save folder; - writes the picture to stdout\nwhen the app quits")),
                ("--save-dir DIR", tr("save into DIR instead of the Pictures folder")),
                ("--restore [ID]", tr("reopen a drawing: the most recent one no other window has\nopen, or session ID (after a crash, a kill or a quit)")),
                ("--sessions", tr("list the drawings that can be restored")),
                ("--paths", tr("print where Sketchpad reads and writes")),
                ("render", tr("render a .sketch document to a PNG (or JPEG, or - for stdout)")),
                ("-h, --help", tr("show this help")),
                ("-V, --version", tr("show the version")),
            ],
            footer: [tr("Settings: {file} (the command line wins).", ["file": "${XDG_CONFIG_HOME:-~/.config}/sketchpad/config"]),
                     tr("Keys: F1 or ? in the window lists them.")])
    }

    static func run(_ args: [String]) -> Int32 {
        if args.first == "render" { return RenderCommand.run(Array(args.dropFirst())) }
        switch parse(args) {
        case .failure(let message):
            return RenderCommand.fail("\(message)\n" + tr("Try 'sketchpad --help'."))
        case .success(nil):
            return 0
        case .success(let options?):
            if options.listSessions { return SessionsCommand.run(environment: ProcessInfo.processInfo.environment) }
            return AppLauncher.run(options)
        }
    }

    /// The options, nil when the command was --help or --version (already answered), or what
    /// is wrong with them.
    static func parse(_ args: [String]) -> Result<LaunchOptions?, UsageErrorMessage> {
        var o = LaunchOptions()
        var i = 0
        func value(_ name: String) -> String? {
            guard i + 1 < args.count else { return nil }
            i += 1
            return args[i]
        }
        while i < args.count {
            var a = args[i]
            var inline: String?
            if a.hasPrefix("--"), let eq = a.firstIndex(of: "=") {
                inline = String(a[a.index(after: eq)...])
                a = String(a[..<eq])
            }
            switch a {
            case "-h", "--help": print(help); return .success(nil)
            case "-V", "--version": print("sketchpad \(version)"); return .success(nil)
            case "--restore":
                o.restore = true
                if let id = inline ?? (i + 1 < args.count && !args[i + 1].hasPrefix("-") ? value(a) : nil) {
                    guard SessionStore.isSessionID(id) else {
                        return .failure(UsageErrorMessage(tr("--restore takes a session id like 20261130-093012 (see sketchpad --sessions), not {id}", ["id": id])))
                    }
                    o.restoreID = id
                }
            case "--sessions": o.listSessions = true
            case "--paths": print(Paths.report(ProcessInfo.processInfo.environment)); return .success(nil)
            case "-f", "--file", "-o", "--output", "--save-dir":
                guard let v = inline ?? value(a), !v.isEmpty else { return .failure(UsageErrorMessage(tr("{option} needs a value", ["option": a]))) }
                switch a {
                case "-f", "--file":
                    guard o.photo == nil else { return .failure(UsageErrorMessage(tr("one photo at a time (got {first} and {second})", ["first": o.photo!, "second": v]))) }
                    o.photo = v
                case "-o", "--output": o.output = v
                default: o.saveDir = v
                }
            default:
                if a.hasPrefix("-") && a != "-" { return .failure(UsageErrorMessage(tr("unknown option {option}", ["option": a]))) }
                guard o.photo == nil else { return .failure(UsageErrorMessage(tr("one photo at a time (got {first} and {second})", ["first": o.photo!, "second": a]))) }
                o.photo = a
            }
            i += 1
        }
        if o.restore && o.photo != nil { return .failure(UsageErrorMessage(tr("--restore reopens a stored drawing; it takes no photo"))) }
        return .success(o)
    }
}

struct UsageErrorMessage: Error, CustomStringConvertible {
    var description: String
    init(_ text: String) { description = text }
}

/// Where Sketchpad reads and writes, for `--paths`; its keys stay in English, for scripts to read.
enum Paths {
    static func report(_ environment: [String: String]) -> String {
        let pictures = XDGPaths.pictures(environment, readFile: InputFile.text)
        let stored = SettingsFile.load(environment: environment).settings
        return ["settings: \(SettingsFile.path(environment: environment))",
                "sessions: \(SessionStore(stateFolder: SessionStore.stateFolder(environment: environment)).folder)",
                "save folder: \(stored.saveFolder ?? pictures)",
                "assets: \(AssetLocator.folder(environment: environment) ?? "not found")"].joined(separator: "\n")
    }
}
