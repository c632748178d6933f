import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// `--capture` in the real app under Xvfb: the root window painted with a known pattern,
/// captured whole, by a dragged region or by a clicked window, then saved with Ctrl+S and
/// compared with the pattern; Escape cancels with status 1 and says nothing.
@Suite(.serialized, .waitsOnProcesses) struct CaptureEndToEndTests {
    typealias RunningApp = EndToEndTests.RunningApp
    /// What a photo kept from standard input (as a capture is) shows in the title.
    static let title = "standard-input"

    /// A gradient with a green block and a yellow disc, as the root window's background.
    static func paintRoot(_ server: XServer, folder: String) throws -> RGBAImage {
        let pattern = folder + "/pattern.png"
        let convert = try XServer.tool("convert")
        let made = try runProcess(convert, ["-size", "1600x1000", "gradient:#ff2000-#0020ff", "-fill", "#20c040",
                                            "-draw", "rectangle 400,300 799,599", "-fill", "yellow", "-draw", "circle 1200,700 1300,700",
                                            "PNG24:" + pattern])
        try #require(made.status == 0, "convert: \(made.stderr)")
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = server.display
        // display sets the root's background and leaves; its status says nothing useful here.
        _ = try runProcess(try XServer.tool("display"), ["-window", "root", pattern], environment: env)
        return try ImageFile.load(pattern)
    }

    /// Mean difference per channel, 0...255.
    static func meanError(_ a: RGBAImage, _ b: RGBAImage) -> Double {
        var sum = 0
        for i in a.pixels.indices {
            let p = a.pixels[i], q = b.pixels[i]
            for shift in [16, 8, 0] { sum += abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)) }
        }
        return Double(sum) / Double(a.pixels.count * 3)
    }

    /// The environment of a command run on `server` with HOME at `home`, away from any Wayland.
    static func environment(_ server: XServer?, home: String) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["HOME"] = home
        for key in ["WAYLAND_DISPLAY", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "SDL_VIDEODRIVER"] { env.removeValue(forKey: key) }
        if let server { env["DISPLAY"] = server.display } else { env.removeValue(forKey: "DISPLAY") }
        return env
    }

    /// Waits for the overlay on which a region or window is chosen.
    static func waitForOverlay(_ server: XServer, home: String, process: Subprocess) throws {
        let xdotool = try XServer.tool("xdotool")
        for _ in 0..<300 where process.isRunning {
            let found = try runProcess(xdotool, ["search", "--onlyvisible", "--class", "sketchpad-capture"], environment: environment(server, home: home))
            if !found.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return }
            usleep(100_000)
        }
        throw ToolError(message: "the capture overlay did not appear")
    }

    static func savedPicture(home: String) throws -> RGBAImage {
        let names = try EndToEndTests.pictures(in: home + "/Pictures", count: 1)
        try #require(names.count == 1, "no picture saved in \(home)/Pictures")
        return try ImageFile.load(home + "/Pictures/" + names[0])
    }

    @Test func captureScreenThenSaveGivesTheScreenWithoutTheAppsWindow() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("capture-screen")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pattern = try Self.paintRoot(server, folder: home)
        let app = try RunningApp(server: server, home: home, arguments: ["--capture", "screen"], title: Self.title,
                                 environment: ["WAYLAND_DISPLAY": ""])
        try app.xdo(["key", "ctrl+s"])
        let saved = try Self.savedPicture(home: home)
        try #require(saved.width == 1600 && saved.height == 1000, "\(saved.width)×\(saved.height)")
        // The app's window covers much of the screen once open: a picture with it in would be far off.
        let error = Self.meanError(saved, pattern)
        #expect(error <= 2, "mean error \(error) of 255")
        try EndToEndTests.quit(app)
    }

    @Test func captureRegionTakesTheDraggedRectangleOnEnter() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("capture-region")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pattern = try Self.paintRoot(server, folder: home)
        let env = Self.environment(server, home: home)
        let xdotool = try XServer.tool("xdotool")
        let app = try RunningApp(server: server, home: home, arguments: ["--capture", "region"], title: Self.title,
                                 environment: ["WAYLAND_DISPLAY": ""]) { process in
            try Self.waitForOverlay(server, home: home, process: process)
            // Released, the rectangle stays to be adjusted; Enter takes it.
            _ = try runProcess(xdotool, ["mousemove", "400", "300", "mousedown", "1", "mousemove", "600", "450", "sleep", "0.05",
                                         "mousemove", "800", "600", "sleep", "0.05", "mouseup", "1", "sleep", "0.1", "key", "Return"], environment: env)
        }
        try app.xdo(["key", "ctrl+s"])
        let saved = try Self.savedPicture(home: home)
        try #require(saved.width == 400 && saved.height == 300, "\(saved.width)×\(saved.height)")
        let error = Self.meanError(saved, pattern.cropped(to: IntRect(x: 400, y: 300, width: 400, height: 300)))
        #expect(error <= 2, "mean error \(error) of 255")
        try EndToEndTests.quit(app)
    }
}

extension CaptureEndToEndTests {
    @Test func escapeCancelsARegionWithStatusOneAndNothingSaid() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("capture-escape")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let env = Self.environment(server, home: home)
        let out = home + "/out.log", err = home + "/err.log"
        let process = try Subprocess(TestPaths.sketchpadBinary, ["--capture", "region"], environment: env, output: .file(out), error: .file(err))
        try Self.waitForOverlay(server, home: home, process: process)
        _ = try runProcess(try XServer.tool("xdotool"), ["mousemove", "400", "300", "mousedown", "1", "mousemove", "700", "500", "mouseup", "1",
                                                           "key", "Escape"], environment: env)
        let ending = try process.wait(timeout: 30)
        #expect(ending == .exited(1), "\(ending)")
        #expect(try String(contentsOfFile: out, encoding: .utf8).isEmpty)
        #expect(try String(contentsOfFile: err, encoding: .utf8).isEmpty)
        let windows = try EndToEndTests.RunningApp.appWindows(xdotool: try XServer.tool("xdotool"), env: env)
        #expect(windows.isEmpty, "no window opened: \(windows)")
    }

    /// A click picks the window under it, whole: here a Sketchpad window of its own size.
    @Test func captureWindowTakesTheClickedWindow() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("capture-window")
        defer { try? FileManager.default.removeItem(atPath: home) }
        _ = try Self.paintRoot(server, folder: home)
        try FileManager.default.createDirectory(atPath: home + "/other", withIntermediateDirectories: true)
        let other = try RunningApp(server: server, home: home + "/other", arguments: [TestPaths.samplePhoto], title: "sample.png")
        let g = other.geometry
        let env = Self.environment(server, home: home)
        let app = try RunningApp(server: server, home: home, arguments: ["--capture", "window"], title: Self.title,
                                 environment: ["WAYLAND_DISPLAY": ""]) { process in
            try Self.waitForOverlay(server, home: home, process: process)
            _ = try runProcess(try XServer.tool("xdotool"), ["mousemove", String(g.x + g.width / 2), String(g.y + g.height / 2), "sleep", "0.1",
                                                               "click", "1"], environment: env)
        }
        try app.xdo(["windowfocus", "--sync", app.window, "key", "ctrl+s"])
        let saved = try Self.savedPicture(home: home)
        #expect(saved.width == g.width && saved.height == g.height, "\(saved.width)×\(saved.height) for a window of \(g.width)×\(g.height)")
        try EndToEndTests.quit(app)
    }

    /// No display: said, status 2, no wait.
    @Test func withoutADisplayTheCaptureSaysSo() throws {
        let home = try TestPaths.temporaryFolder("capture-nodisplay")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let r = try runProcess(TestPaths.sketchpadBinary, ["--capture", "screen"], environment: Self.environment(nil, home: home), timeout: 30)
        #expect(r.status == 2)
        #expect(r.stderr == "sketchpad: cannot capture the screen: there is no display to capture (neither WAYLAND_DISPLAY nor DISPLAY is set)\n", "\(r.stderr)")
    }

    /// The delay counts down a line a second on standard error (not a terminal here).
    @Test func aDelayCountsDownBeforeCapturing() throws {
        let home = try TestPaths.temporaryFolder("capture-delay")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let r = try runProcess(TestPaths.sketchpadBinary, ["--capture", "screen", "--delay", "2"], environment: Self.environment(nil, home: home), timeout: 30)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.prefix(2) == ["sketchpad: capturing in 2 s (Ctrl+C cancels)", "sketchpad: capturing in 1 s (Ctrl+C cancels)"], "\(r.stderr)")
        #expect(lines.count == 3 && r.status == 2, "then the failure to capture without a display: \(r.stderr)")
    }
}

extension CaptureEndToEndTests {
    /// A capture is a photo like any: drawn on, killed, and brought back by --restore with its
    /// picture and stroke.
    @Test func aCapturedDrawingComesBackWithRestore() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("capture-restore")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pattern = try Self.paintRoot(server, folder: home)
        let red: UInt32 = 0xFFE5_3935
        #expect(!pattern.pixels.contains(red))
        do {
            let app = try RunningApp(server: server, home: home, arguments: ["--capture", "screen"], title: Self.title,
                                     environment: ["WAYLAND_DISPLAY": ""])
            let g = app.geometry, y = String(g.y + g.height / 2)
            var args = ["mousemove", String(g.x + g.width * 3 / 10), y, "mousedown", "1"]
            for x in stride(from: g.x + g.width * 3 / 10, through: g.x + g.width * 7 / 10, by: 20) { args += ["mousemove", String(x), y, "sleep", "0.01"] }
            try app.xdo(args + ["mouseup", "1"])
            for _ in 0..<300 {
                let text = EndToEndTests.sessionJournals(home).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first ?? ""
                if text.contains("\"t\":\"stroke\"") || text.components(separatedBy: "\n").filter({ !$0.isEmpty }).count >= 2 { break }
                usleep(100_000)
            }
            app.process.kill()
        }
        let app = try RunningApp(server: server, home: home, arguments: ["--restore"], title: Self.title)
        try app.xdo(["sleep", "0.3", "key", "ctrl+s"])
        let saved = try Self.savedPicture(home: home)
        try #require(saved.width == 1600 && saved.height == 1000, "\(saved.width)×\(saved.height)")
        #expect(saved.pixels.filter { $0 == red }.count > 1000, "the stroke came back")
        #expect(Self.meanError(saved, pattern) < 8, "on the captured screen")
        try EndToEndTests.quit(app)
    }
}

extension CaptureEndToEndTests {
    /// The main menu's New screenshot (F10, Down past New drawing, Enter): the window hides, the
    /// region dragged on the frozen screen opens as the photo, the window's own pixels not in it.
    @Test func newScreenshotFromTheMenuHidesTheWindowAndOpensTheRegion() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("capture-menu")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pattern = try Self.paintRoot(server, folder: home)
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png",
                                 environment: ["WAYLAND_DISPLAY": ""])
        // The region lies inside the window (1280×800 at the screen's middle): taken with the
        // window shown, it would hold the app's own toolbar and photo.
        try app.xdo(["windowfocus", "--sync", app.window, "key", "F10", "sleep", "0.3", "key", "Down", "key", "Return"])
        try Self.waitForOverlay(server, home: home, process: app.process)
        try app.xdo(["mousemove", "400", "300", "mousedown", "1", "mousemove", "600", "450", "sleep", "0.05",
                     "mousemove", "800", "600", "sleep", "0.05", "mouseup", "1", "sleep", "0.1", "key", "Return"])
        // Shown again with the region as its photo (its title names it).
        var title = ""
        for _ in 0..<100 where !title.contains(Self.title) {
            usleep(100_000)
            title = (try? app.xdo(["getwindowname", app.window])) ?? ""
        }
        #expect(title.contains(Self.title), "\(title)")
        try app.xdo(["windowfocus", "--sync", app.window, "key", "ctrl+s"])
        let saved = try Self.savedPicture(home: home)
        try #require(saved.width == 400 && saved.height == 300, "\(saved.width)×\(saved.height)")
        let error = Self.meanError(saved, pattern.cropped(to: IntRect(x: 400, y: 300, width: 400, height: 300)))
        #expect(error <= 2, "mean error \(error) of 255: the app's window was in the capture")
        try EndToEndTests.quit(app)
    }
}
