import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// What users meet outside the window: the launcher entry, the icon, the man page, the
/// command line, the config, the installed layout, and the user guide.
@Suite(.serialized, .waitsOnProcesses) struct DesktopCitizenTests {
    static let desktopFile = TestPaths.assets + "/org.sketchpad.Sketchpad.desktop"

    @Test func theDesktopEntryValidates() throws {
        let validator = "/usr/bin/desktop-file-validate"
        try #require(FileManager.default.isExecutableFile(atPath: validator), "desktop-file-validate is missing; README's test command installs desktop-file-utils")
        let r = try runProcess(validator, [Self.desktopFile])
        #expect(r.status == 0 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r.stdout)\(r.stderr)")
        let text = try String(contentsOfFile: Self.desktopFile, encoding: .utf8)
        #expect(text.contains("Exec=sketchpad %f"))
        for mime in ["image/png", "image/jpeg", "image/webp", "image/tiff", "image/heic", "image/avif"] { #expect(text.contains(mime)) }
    }

    /// With no X server to reach and no Wayland compositor, SDL would quietly fall back to a
    /// driver that draws nowhere and the app would run on with no window.
    @Test func withoutADisplayItSaysSoAndStops() throws {
        let home = try TestPaths.temporaryFolder("nodisplay")
        defer { try? FileManager.default.removeItem(atPath: home) }
        // Far above the numbers the tests' own X servers take (XServer.freeNumber), so none of
        // them can start on it meanwhile.
        var n = Int.random(in: 5000...6000)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") || FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") { n += 1 }
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = home
        env["DISPLAY"] = ":\(n)"
        for key in ["WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"] { env.removeValue(forKey: key) }
        let errors = home + "/stderr"
        let app = try Subprocess(TestPaths.sketchpadBinary, [TestPaths.samplePhoto], environment: env, error: .file(errors))
        let stillRunning = (try? app.wait(timeout: 10)) == nil
        let message = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        #expect(!stillRunning, "the app ran on for 10 s with no display")
        #expect(app.termination == .exited(2))
        #expect(message.contains("no display to open a window on") && message.contains("DISPLAY=:\(n)"), "stderr: \(message)")
    }

    @Test func theIconPNGIsTheIconDocumentRendered() throws {
        let folder = try TestPaths.temporaryFolder("icon")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", TestPaths.assets + "/icons/icon.sketch", "-o", folder + "/icon.png"])
        #expect(r.status == 0, "\(r.stderr)")
        let fresh = try ImageFile.load(folder + "/icon.png"), committed = try ImageFile.load(TestPaths.assets + "/icons/org.sketchpad.Sketchpad.png")
        #expect(committed.width == 256 && committed.height == 256)
        #expect(fresh == committed, "re-render Assets/icons/icon.sketch into org.sketchpad.Sketchpad.png")
    }

    @Test func commandLineOptions() throws {
        let bin = TestPaths.sketchpadBinary
        for bad in [["--frobnicate"], ["-o"], ["a.png", "b.png"], ["--restore", "a.png"], ["--save-dir"]] {
            let r = try runProcess(bin, bad)
            #expect(r.status == 2, "\(bad) exited \(r.status)")
            #expect(r.stderr.hasPrefix("sketchpad: ") && r.stderr.contains("--help"), "\(bad): \(r.stderr)")
        }
        let help = try runProcess(bin, ["-h"])
        for option in ["-f, --file", "-o, --output", "--save-dir", "--restore", "render", "-V, --version"] {
            #expect(help.stdout.contains(option), "--help lacks \(option)")
        }
        #expect(try runProcess(bin, ["-V"]).stdout == "sketchpad 0.1.0\n")
    }

    @Test func pathsFollowTheXDGVariablesAndTheConfig() throws {
        let home = try TestPaths.temporaryFolder("paths")
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/cfg/sketchpad", withIntermediateDirectories: true)
        try Data("save.folder = ~/Shots\n".utf8).write(to: URL(fileURLWithPath: home + "/cfg/sketchpad/config"))
        let r = try runProcess(TestPaths.sketchpadBinary, ["--paths"], environment: ["HOME": home, "XDG_CONFIG_HOME": home + "/cfg", "XDG_STATE_HOME": home + "/state", "PATH": "/usr/bin:/bin"])
        #expect(r.stdout.contains("settings: \(home)/cfg/sketchpad/config"))
        #expect(r.stdout.contains("sessions: \(home)/state/sketchpad/sessions"))
        #expect(r.stdout.contains("save folder: \(home)/Shots"))
    }

    @Test func configKeysAndTheirWarnings() {
        let good = Settings.parse("tool = arrow\nsave.folder = ~/Shots\nsave.pattern = shot-%Y-%m-%d_%H%M%S\n", home: "/home/a")
        #expect(good.warnings.isEmpty)
        #expect(good.settings.tool == .arrow && good.settings.saveFolder == "/home/a/Shots" && good.settings.filePattern == "shot-%Y-%m-%d_%H%M%S")
        let bad = Settings.parse("tool = spray\nsave.folder = Shots\nsave.pattern = a/%Y\nsave.pattern = %Q\n", home: "/home/a")
        #expect(bad.settings == Settings())
        #expect(bad.warnings.count == 4 && bad.warnings[0].contains("tool") && bad.warnings[1].contains("save.folder") && bad.warnings[2].contains("save.pattern"))
        let stamp = SaveName.Stamp(year: 2026, month: 2, day: 3, hour: 4, minute: 5, second: 6, dayOfYear: 34)
        #expect(SaveName.free(stamp, pattern: "shot-%y%j-%%") { _ in false } == "shot-26034-%.png")
        #expect(Settings.parse(good.settings.text, home: "/home/a").settings == good.settings)
    }

    @Test func theInstalledProgramFindsItsAssetsFromThePrefix() throws {
        let build = TestPaths.repository.appendingPathComponent("build").path
        try #require(FileManager.default.fileExists(atPath: build + "/CMakeCache.txt"), "no CMake build in \(build); README's test command makes one first")
        let prefix = try TestPaths.temporaryFolder("prefix")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let install = try runProcess("/usr/bin/cmake", ["--install", build, "--prefix", prefix])
        #expect(install.status == 0, "\(install.stderr)")
        for file in ["bin/sketchpad", "share/sketchpad/fonts/DejaVuSans.ttf", "share/sketchpad/sample.png",
                     "share/applications/org.sketchpad.Sketchpad.desktop", "share/icons/hicolor/scalable/apps/org.sketchpad.Sketchpad.svg",
                     "share/icons/hicolor/256x256/apps/org.sketchpad.Sketchpad.png", "share/man/man1/sketchpad.1",
                     "share/metainfo/org.sketchpad.Sketchpad.metainfo.xml", "share/doc/sketchpad/LICENSE", "share/doc/sketchpad/copyright",
                     "share/mime/packages/org.sketchpad.Sketchpad.xml", "share/icons/hicolor/scalable/mimetypes/application-x-sketchpad.svg",
                     "share/thumbnailers/sketchpad.thumbnailer"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) is not installed")
        }
        // The benchmarks stay in the build folder; the program needs no toolchain to start.
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix + "/bin") == ["sketchpad"])
        let dynamic = try runProcess("/usr/bin/readelf", ["-d", prefix + "/bin/sketchpad"])
        #expect(dynamic.status == 0 && !dynamic.stdout.contains("PATH") && !dynamic.stdout.contains("libswiftCore"), "\(dynamic.stdout)")
        // Run from elsewhere, it finds the assets under its own prefix.
        let r = try runProcess(prefix + "/bin/sketchpad", ["--paths"], environment: ["HOME": prefix, "PATH": "/usr/bin:/bin"])
        #expect(r.stdout.contains("assets: \(prefix)/share/sketchpad"), "\(r.stdout)")
        #expect(r.stdout.contains("wayland window loader: \(prefix)/lib/sketchpad/\(WaylandWindowLoader.fileName)"), "\(r.stdout)")
    }

    /// The guide's key table is KeyBindings' own (SketchpadTests' GeneratedDocsTests).
    @Test func theGuideListsEveryConfigKey() throws {
        let guide = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/guide.md"), encoding: .utf8)
        for key in Settings.keys.map(\.key) { #expect(guide.contains("`\(key)`"), "docs/guide.md lacks config key \(key)") }
    }
}
