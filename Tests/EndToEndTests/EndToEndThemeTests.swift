import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Light and dark in the real app under Xvfb: the settings' `theme`, GTK's setting, and a
/// desktop portal (a stand-in on a session bus of the test's own) whose change the running app
/// follows. The toolbar's background in a screenshot says which theme is shown.
extension EndToEndTests {
    /// The colour most of the window's toolbar strip is.
    static func toolbarBackground(of app: RunningApp, home: String) throws -> Color {
        let shot = try app.screenshot()
        var counts: [Color: Int] = [:]
        for y in 0..<min(shot.height, Layout.toolbarHeight) { for x in 0..<shot.width { counts[shot[x, y], default: 0] += 1 } }
        return counts.max { $0.value < $1.value }!.key
    }

    /// Waits (a bounded number of screenshots) for the toolbar to be `wanted`; returns what it is.
    static func toolbar(of app: RunningApp, home: String, becomes wanted: Color) throws -> Color {
        var seen = try toolbarBackground(of: app, home: home)
        for _ in 0..<50 where seen != wanted {
            usleep(100_000)
            seen = try toolbarBackground(of: app, home: home)
        }
        return seen
    }

    /// `theme = light` and `theme = dark` in a config of a temporary XDG_CONFIG_HOME; the
    /// desktop (GTK_THEME, as every test's app is given) says dark, which `light` overrides.
    @Test(arguments: [ThemeChoice.light, .dark])
    func theSettingsThemeIsShown(_ choice: ThemeChoice) throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("theme-\(choice)")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let config = home + "/xdg-config"
        try FileManager.default.createDirectory(atPath: config + "/sketchpad", withIntermediateDirectories: true)
        try "theme = \(choice.rawValue)\n".write(toFile: config + "/sketchpad/config", atomically: true, encoding: .utf8)
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png",
                                 environment: ["XDG_CONFIG_HOME": config])
        let wanted = Theme(choice == .light ? .light : .dark).panel
        #expect(try Self.toolbar(of: app, home: home, becomes: wanted) == wanted)
    }

    /// With no GTK_THEME, GTK's settings file decides; with nothing at all, light.
    @Test func gtksSettingsFileDecidesElseLight() throws {
        let server = try XServer()
        for (file, wanted) in [("[Settings]\ngtk-application-prefer-dark-theme=1\n", ColorScheme.dark), (nil, .light)] {
            let home = try TestPaths.temporaryFolder("theme-gtk")
            defer { try? FileManager.default.removeItem(atPath: home) }
            if let file {
                try FileManager.default.createDirectory(atPath: home + "/.config/gtk-3.0", withIntermediateDirectories: true)
                try file.write(toFile: home + "/.config/gtk-3.0/settings.ini", atomically: true, encoding: .utf8)
            }
            let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png",
                                     environment: ["GTK_THEME": ""])
            #expect(try Self.toolbar(of: app, home: home, becomes: Theme(wanted).panel) == Theme(wanted).panel, "\(wanted)")
            app.process.kill(SIGTERM)
            _ = try? app.process.wait(timeout: 10)
        }
    }

    /// A portal on the test's own session bus says light (over GTK_THEME's dark), then the
    /// desktop switches to dark and back: the running window follows each change.
    @Test func thePortalsChangesAreFollowedLive() throws {
        let home = try TestPaths.temporaryFolder("theme-portal")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let bus = try SessionBus(folder: home)
        let portalLog = home + "/portal.log"
        let script = TestPaths.repository.appendingPathComponent("Tests/EndToEndTests/fake_portal.py").path
        let portal = try Subprocess("/usr/bin/python3", [script, "2"], environment: bus.environment, output: .file(portalLog), error: .sameAsOutput)
        defer { portal.kill(SIGTERM); _ = try? portal.wait(timeout: 5) }
        var ready = false
        for _ in 0..<100 where !ready && portal.isRunning {
            ready = ((try? String(contentsOfFile: portalLog, encoding: .utf8)) ?? "").contains("ready")
            if !ready { usleep(100_000) }
        }
        try #require(ready, "the stand-in portal did not start (are python3-dbus and python3-gi installed?): \((try? String(contentsOfFile: portalLog, encoding: .utf8)) ?? "")")
        let server = try XServer()
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png",
                                 environment: bus.environment)
        let light = Theme(.light).panel, dark = Theme(.dark).panel
        #expect(try Self.toolbar(of: app, home: home, becomes: light) == light, "the portal's light comes before GTK_THEME's dark")
        func desktopPrefers(_ value: Int) throws {
            let r = try runProcess(try Self.tool("gdbus"), ["call", "--session", "--dest", "org.freedesktop.portal.Desktop",
                                                             "--object-path", "/org/freedesktop/portal/desktop",
                                                             "--method", "org.sketchpad.FakePortal.SetColorScheme", String(value)],
                                   environment: bus.environment)
            try #require(r.status == 0, "\(r.stderr)")
        }
        try desktopPrefers(1)
        #expect(try Self.toolbar(of: app, home: home, becomes: dark) == dark, "the desktop turned dark")
        try desktopPrefers(2)
        #expect(try Self.toolbar(of: app, home: home, becomes: light) == light, "and light again")
    }
}
