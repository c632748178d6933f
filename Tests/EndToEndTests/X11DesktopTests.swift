import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The app as an X11 desktop sees it: its class, icon and title, and the scale it takes from
/// the resource database (`Xft.dpi`) or from SKETCHPAD_SCALE.
@Suite(.serialized, .waitsOnProcesses) struct X11DesktopTests {
    /// Runs `xprop` on the app's window and returns its output.
    static func property(_ name: String, of app: EndToEndTests.RunningApp, format: [String] = []) throws -> String {
        try runProcess(try EndToEndTests.tool("xprop"), ["-id", app.window] + format + [name], environment: app.env).stdout
    }

    @Test func theWindowCarriesTheAppsNameIconAndThePhotosTitle() throws {
        let server = try EndToEndTests.XServer()
        let home = try TestPaths.temporaryFolder("identity")
        defer { try? FileManager.default.removeItem(atPath: home) }
        // In the C locale, as a session with no LANG starts it: the title is still UTF-8.
        let app = try EndToEndTests.RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png",
                                               environment: ["LC_ALL": "C", "LANG": "C"])
        #expect(try Self.property("WM_CLASS", of: app).contains("\"org.sketchpad.Sketchpad\", \"org.sketchpad.Sketchpad\""))
        #expect(try app.xdo(["getwindowname", app.window]) == "sample.png — Sketchpad")
        // What window managers read: _NET_WM_NAME in UTF-8, and WM_NAME without mojibake.
        var utf8 = app.env
        utf8["LC_ALL"] = "C.UTF-8"
        let names = try runProcess(try EndToEndTests.tool("xprop"), ["-id", app.window, "_NET_WM_NAME", "WM_NAME"], environment: utf8).stdout
        #expect(names.contains("_NET_WM_NAME(UTF8_STRING) = \"sample.png — Sketchpad\""), "\(names)")
        #expect(names.contains("WM_NAME(UTF8_STRING) = \"sample.png — Sketchpad\"") || names.contains("WM_NAME(UTF-8) = \"sample.png — Sketchpad\""), "\(names)")
        // _NET_WM_ICON: width, height, then the pixels; the 256 px icon from Assets/icons.
        let icon = try Self.property("_NET_WM_ICON", of: app, format: ["-f", "_NET_WM_ICON", "32c", " = $0, $1\n"])
        #expect(icon.trimmingCharacters(in: .whitespacesAndNewlines) == "_NET_WM_ICON(CARDINAL) = 256, 256", "\(icon.prefix(200))")
        // The desktop entry names the same class, so docks match the window to it.
        let entry = try String(contentsOfFile: TestPaths.assets + "/\(AppWindow.appID).desktop", encoding: .utf8)
        #expect(entry.contains("StartupWMClass=\(AppWindow.appID)\n"))
    }

    /// The Settings button is where the app draws it at `scale`: there the actions wait in the
    /// overflow menu (at scale 1 the window holds every button), and clicking the menu's button,
    /// then Settings in it, opens the panel, which the settings file then records.
    func settingsButtonWorks(atScale scale: Double, xftDPI: Int, environment: [String: String] = [:]) throws {
        let server = try EndToEndTests.XServer()
        let home = try TestPaths.temporaryFolder("x11-scale")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let resources = home + "/Xresources"
        try "Xft.dpi:\t\(xftDPI)\n".write(toFile: resources, atomically: true, encoding: .utf8)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.display
        let merged = try runProcess(try EndToEndTests.tool("xrdb"), ["-merge", resources], environment: env)
        try #require(merged.status == 0, "xrdb: \(merged.stderr)")
        let app = try EndToEndTests.RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png", environment: environment)
        let expected = try EndToEndTests.layout(width: app.geometry.width, height: app.geometry.height, scale: scale)
        let more = try #require(expected.controller.rect(ofWidget: "toolbar.more"), "at scale \(scale) some buttons are in the menu")
        expected.click(widget: "toolbar.more")
        let button = try #require(expected.controller.rect(ofWidget: "menu.toolbar.settings"))
        let other = try EndToEndTests.layout(width: app.geometry.width, height: app.geometry.height, scale: 1)
        #expect(other.controller.rect(ofWidget: "toolbar.settings") != nil, "at scale 1 every button fits, so Settings in the menu is the scale's")
        try app.xdo(["mousemove", String(app.geometry.x + more.x + more.width / 2), String(app.geometry.y + more.y + more.height / 2),
                     "click", "1", "sleep", "0.5",
                     "mousemove", String(app.geometry.x + button.x + button.width / 2), String(app.geometry.y + button.y + button.height / 2),
                     "click", "1", "sleep", "0.5"])
        let config = home + "/.config/sketchpad/config"
        var text = ""
        for _ in 0..<30 where !text.contains("settings.panel = true") {
            text = (try? String(contentsOfFile: config, encoding: .utf8)) ?? ""
            usleep(100_000)
        }
        #expect(text.contains("settings.panel = true"), "the panel did not open from a click at \(button) (scale \(scale)); settings file: \(text)")
    }

    @Test func xftDPIScalesTheWidgets() throws {
        try settingsButtonWorks(atScale: 1.5, xftDPI: 144)
    }

    @Test func sketchpadScaleOverridesXftDPI() throws {
        try settingsButtonWorks(atScale: 2, xftDPI: 144, environment: ["SKETCHPAD_SCALE": "2"])
    }
}
