import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The built app in a real X server (Xvfb), driven with real X11 input (xdotool): draw two
/// strokes, undo one with Ctrl+Z, save with Ctrl+S, and read the PNG back from the temporary
/// HOME's Pictures folder.
@Suite(.waitsOnProcesses) struct EndToEndTests {
    static func tool(_ name: String) throws -> String { try XServer.tool(name) }

    /// A controller laid out as the app lays out a window of this size: with the app's own font,
    /// so widgets are where the app draws them.
    static func layout(width: Int, height: Int, scale: Double = 1) throws -> Harness {
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font)
        return Harness(width: width, height: height, photo: nil, scale: scale) { $0.services(glyphs: glyphs) }
    }
    typealias XServer = TestSupport.XServer
    typealias XvfbError = TestSupport.ToolError

    /// The app running under `server` with a HOME of its own.
    final class RunningApp {
        /// The whole title of the window of a photo's name (or of "Sketchpad" with none), so one
        /// window's name never finds another's ("Sketchpad" is also the end of "a.png — Sketchpad").
        static func windowTitle(_ name: String) -> String {
            name == "Sketchpad" || name.hasSuffix(" — Sketchpad") ? name : SketchController.windowTitle(photo: name)
        }

        /// The visible windows of the app's class on the server.
        func appWindows() throws -> [String] { try Self.appWindows(xdotool: xdotool, env: env) }

        static func appWindows(xdotool: String, env: [String: String]) throws -> [String] {
            try runProcess(xdotool, ["search", "--onlyvisible", "--class", AppWindow.appID], environment: env).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").map(String.init)
        }

        let process: Subprocess
        let env: [String: String]
        let xdotool: String
        let log: String
        var window = ""
        var geometry: (x: Int, y: Int, width: Int, height: Int) = (0, 0, 0, 0)

        /// - Parameters:
        ///   - wrapper: a program (and its arguments) that runs the app, as `setpriv ... --`.
        ///   - environment: added to the app's environment.
        ///   - beforeWindow: what to do once the app runs and before its window is looked for
        ///     (choose what `--capture` takes).
        init(server: XServer, home: String, arguments: [String], title: String, stdin: Data? = nil, stdout: String? = nil,
             wrapper: [String] = [], environment extra: [String: String] = [:], beforeWindow: (Subprocess) throws -> Void = { _ in }) throws {
            xdotool = try EndToEndTests.tool("xdotool")
            var env = ProcessInfo.processInfo.environment
            env["DISPLAY"] = server.display
            env["HOME"] = home
            env.removeValue(forKey: "XDG_CONFIG_HOME")
            env.removeValue(forKey: "XDG_STATE_HOME")
            env.removeValue(forKey: "SDL_VIDEODRIVER")
            for key in ["SKETCHPAD_SCALE", "GDK_SCALE", "SKETCHPAD_PRESENTER"] + TestDesktop.unset { env.removeValue(forKey: key) }
            env.merge(TestDesktop.dark) { $1 }
            env.merge(extra) { $1 }
            self.env = env
            log = home + "/app-\(UUID().uuidString).log"
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            let program = wrapper.first ?? TestPaths.sketchpadBinary
            let all = wrapper.isEmpty ? arguments : Array(wrapper.dropFirst()) + [TestPaths.sketchpadBinary] + arguments
            let before = Set(try Self.appWindows(xdotool: xdotool, env: env))
            process = try Subprocess(program, all, environment: env, input: stdin.map { .data($0) } ?? .null,
                                     output: stdout.map { .file($0) } ?? .file(log), error: stdout == nil ? .sameAsOutput : .file(log))
            try beforeWindow(process)
            // Found by class and then by its whole title, among the windows that were not there
            // before: xdotool's --name cannot match a UTF-8 title ("a.png — Sketchpad").
            // A restored drawing's title carries the unsaved mark.
            let wanted = [Self.windowTitle(title), "• " + Self.windowTitle(title)]
            for _ in 0..<300 where window.isEmpty {
                window = try appWindows().first { !before.contains($0) && (try? xdo(["getwindowname", $0])).map(wanted.contains) == true } ?? ""
                if window.isEmpty { usleep(100_000) }
            }
            guard !window.isEmpty else {
                throw XvfbError(message: "the app's window did not appear; its output: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
            }
            let g = Dictionary(uniqueKeysWithValues: try xdo(["getwindowgeometry", "--shell", window]).split(separator: "\n").compactMap { line -> (String, Int)? in
                let parts = line.split(separator: "=")
                return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
            })
            geometry = (g["X"] ?? 0, g["Y"] ?? 0, g["WIDTH"] ?? 0, g["HEIGHT"] ?? 0)
        }

        deinit { process.kill() }

        @discardableResult
        func xdo(_ args: [String]) throws -> String {
            try runProcess(xdotool, args, environment: env).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Resizes the window (waiting for the server to have done it) and keeps `geometry`,
        /// which `screen` places photo points by, in step.
        func resize(width: Int, height: Int) throws {
            try xdo(["windowsize", "--sync", window, String(width), String(height), "sleep", "0.5"])
            geometry.width = width
            geometry.height = height
        }

        /// The window as the server shows it (ImageMagick's `import`).
        func screenshot() throws -> RGBAImage {
            let path = log + "-shot-\(UUID().uuidString).png"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let r = try runProcess(try EndToEndTests.tool("import"), ["-window", window, path], environment: env)
            try #require(r.status == 0, "\(r.stderr)")
            return try ImageFile.load(path)
        }

        /// Screen coordinates of a photo point, for a 600x400 photo.
        func screen(_ x: Double, _ y: Double) -> (String, String) {
            let fit = Layout(width: geometry.width, height: geometry.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400)
            return (String(geometry.x + fit.rect.x + Int(x * fit.scale)), String(geometry.y + fit.rect.y + Int(y * fit.scale)))
        }

        /// xdotool arguments for a mouse drag through photo points.
        func drag(_ points: [(Double, Double)]) -> [String] {
            let a = screen(points[0].0, points[0].1)
            var args = ["mousemove", a.0, a.1, "mousedown", "1"]
            for p in points.dropFirst() { let s = screen(p.0, p.1); args += ["mousemove", s.0, s.1, "sleep", "0.01"] }
            return args + ["mouseup", "1", "sleep", "0.2"]
        }
    }

    /// The smallest box holding every pixel of `rect` that is `marked`, or nil when none is.
    static func bounds(in rect: IntRect, where marked: (Int, Int) -> Bool) -> IntRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where marked(x, y) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return minX == .max ? nil : IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The journals of the sessions kept under `home`.
    static func sessionJournals(_ home: String) -> [String] {
        let sessions = home + "/.local/state/sketchpad/sessions"
        return ((try? FileManager.default.contentsOfDirectory(atPath: sessions)) ?? []).map { sessions + "/" + $0 + "/journal" }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Waits for `count` pictures in `folder` and returns their names, oldest first.
    static func pictures(in folder: String, count: Int, ext: String = "png") throws -> [String] {
        var saved: [String] = []
        for _ in 0..<300 where saved.count < count {
            // A blank canvas's pictures are sketchpad-…, a photo's begin with its name (sample-edited-…).
            saved = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
                ($0.hasPrefix("sketchpad-") || $0.contains("-edited-")) && $0.hasSuffix("." + ext)
            }
            func made(_ name: String) -> Date {
                ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.modificationDate] as? Date) ?? .distantPast
            }
            saved.sort { made($0) < made($1) }
            if saved.count < count { usleep(100_000) }
        }
        return saved
    }

    /// An X server that is still starting when the app does (the start of a session) is waited
    /// for, not given up on.
    @Test func aDisplayThatAnswersLateIsWaitedFor() throws {
        let n = XServer.freeNumber()
        let home = try TestPaths.temporaryFolder("late")
        defer { try? FileManager.default.removeItem(atPath: home) }
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = ":\(n)"
        env["HOME"] = home
        for key in ["WAYLAND_DISPLAY", "XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"] { env.removeValue(forKey: key) }
        let app = try Subprocess(TestPaths.sketchpadBinary, [TestPaths.samplePhoto], environment: env)
        usleep(800_000)
        let server = try XServer(number: n)
        let xdotool = try Self.tool("xdotool")
        var window = ""
        for _ in 0..<100 where window.isEmpty && app.isRunning {
            window = try runProcess(xdotool, ["search", "--onlyvisible", "--class", AppWindow.appID], environment: env).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if window.isEmpty { usleep(100_000) }
        }
        #expect(!window.isEmpty, "no window on \(server.display); the app \(app.isRunning ? "is running without one" : "ended: \(app.termination!)")")
    }

    @Test func afterAKillTheSessionComesBackWithRestore() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("crash")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
        do {
            let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
            var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
            args += app.drag(stride(from: 50.0, through: 350, by: 10).map { (450, $0) })
            args += ["key", "ctrl+z"]
            try app.xdo(args)
            // The journal has every edit on disk (the undo last) before the kill.
            for _ in 0..<300 {
                let text = Self.sessionJournals(home).compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.first ?? ""
                if text.components(separatedBy: "\n").filter({ !$0.isEmpty }).count >= 4 && text.contains("\"t\":\"undo\"") { break }
                usleep(100_000)
            }
            // Killed without a chance to save anything.
            app.process.kill()
        }
        #expect(Self.sessionJournals(home).count == 1)
        let app = try RunningApp(server: server, home: home, arguments: ["--restore"], title: "sample.png")
        try app.xdo(["sleep", "0.3", "key", "ctrl+s"])
        var saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1)
        // Saved at the photo's own size: photo points are its pixels.
        let first = try ImageFile.load(home + "/Pictures/" + saved[0])
        try #require(first.width == 600 && first.height == 400)
        #expect(first[200, 100] == red, "the kept stroke is back")
        #expect(first[450, 200] != red, "the undone one is not")
        // The undo history came back too: redo brings the second stroke.
        try app.xdo(["key", "ctrl+shift+z", "sleep", "1.1", "key", "ctrl+s"])
        saved = try Self.pictures(in: home + "/Pictures", count: 2)
        try #require(saved.count == 2)
        let second = try ImageFile.load(home + "/Pictures/" + saved[1])
        #expect(second[450, 200] == red)
    }

    @Test func drawUndoAndSaveInTheRealApp() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("e2e")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        #expect(app.geometry.width == 1280 && app.geometry.height == 800, "window is \(app.geometry.width)x\(app.geometry.height)")
        // Stroke 1: across the photo at y = 100. Stroke 2: down at x = 450. Undo the second, save.
        var args = app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) })
        args += app.drag(stride(from: 50.0, through: 350, by: 10).map { (450, $0) })
        args += ["sleep", "0.1", "key", "ctrl+z", "sleep", "0.3", "key", "ctrl+s"]
        try app.xdo(args)

        // Ctrl+S: the picture at the photo's own size (600×400), as a PNG.
        let saved = try Self.pictures(in: home + "/Pictures", count: 1)
        try #require(saved.count == 1, "no picture in \(home)/Pictures")
        #expect(saved[0].range(of: #"^sample-edited-\d{8}-\d{6}\.png$"#, options: .regularExpression) != nil, "named after the photo: \(saved[0])")
        let pictureBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: home + "/Pictures/" + saved[0])))
        #expect(pictureBytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        let image = try ImageFile.load(home + "/Pictures/" + saved[0])
        #expect(image.width == 600 && image.height == 400, "\(image.width)×\(image.height)")
        #expect(image[200, 100] == Color(red: 0xE5, green: 0x39, blue: 0x35), "stroke 1 is in the saved picture")
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        #expect(image[450, 200] == photo[450, 200] && image[500, 380] == photo[500, 380], "stroke 2 was undone: the photo's own pixels show there")

        // Ctrl+Alt+S: the view, at the size it is shown.
        try app.xdo(["key", "ctrl+alt+s"])
        let both = try Self.pictures(in: home + "/Pictures", count: 2)
        let viewName = try #require(both.first { $0.hasSuffix("-view.png") }, "no saved view in \(both)")
        let view = try ImageFile.load(home + "/Pictures/" + viewName)
        let fit = Layout(width: app.geometry.width, height: app.geometry.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400)
        // The photo fits the window: it is shown, and the view saved, at 100 %.
        #expect(view.width == fit.rect.width && view.height == fit.rect.height && view.width == 600, "\(view.width)×\(view.height)")
        #expect(view[Int(200 * fit.scale), Int(100 * fit.scale)] == Color(red: 0xE5, green: 0x39, blue: 0x35), "stroke 1 is in the saved view")
        let scaled = photo.scaled(toWidth: fit.rect.width, height: fit.rect.height)
        let p = (Int(450 * fit.scale), Int(200 * fit.scale))
        #expect(view[p.0, p.1] == scaled[p.0, p.1], "stroke 2 was undone: the photo shows there")

        try app.xdo(["key", "ctrl+q"])
        for _ in 0..<100 where app.process.isRunning { usleep(100_000) }
        #expect(!app.process.isRunning, "Ctrl+Q quits")
        #expect(app.process.termination == .exited(0))
    }

    /// README's screenshot: the real app under Xvfb with the sample photo and a few strokes.
    /// It is compared with docs/screenshot.png and re-recorded with SKETCHPAD_RECORD_SNAPSHOTS=1.
    @Test func readmeScreenshotShowsTheAppAsItIs() throws {
        let importTool = try Self.tool("import")
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("shot")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let app = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        var args = app.drag([(60, 330), (120, 300), (180, 340), (240, 300), (300, 335)])
        args += ["key", "a"] + app.drag([(330, 80), (420, 130), (470, 165)])
        args += ["key", "r"] + app.drag([(120, 60), (290, 150)])
        args += ["key", "h"] + app.drag([(330, 300), (560, 300)])
        args += ["key", "p"]
        try app.xdo(args)
        // The settings panel, opened with its toolbar button (found the way the app lays it out).
        let layout = try Self.layout(width: app.geometry.width, height: app.geometry.height)
        let settings = try #require(layout.controller.rect(ofWidget: "toolbar.settings"))
        try app.xdo(["mousemove", String(app.geometry.x + settings.x + settings.width / 2), String(app.geometry.y + settings.y + settings.height / 2),
                     "click", "1", "mousemove", "0", "0", "sleep", "1"])
        let shot = home + "/shot.png"
        let r = try runProcess(importTool, ["-window", app.window, shot], environment: app.env)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try ImageFile.load(shot)
        let golden = TestPaths.repository.appendingPathComponent("docs/screenshot.png").path
        // The text is the bundled font as this FreeType draws it: a few of its edge pixels may
        // differ on another one (at most 0.5 % of the window's pixels, by any amount); the
        // canvas, where the strokes are, must match exactly.
        #expect(Snapshot.mismatch(image, at: golden, tolerance: .init(maxChannel: 64, differingPixels: 0.005)) == nil)
        if !Snapshot.recording, let expected = try? TestPNG.read(golden), expected.width == image.width, expected.height == image.height {
            // With the settings panel open, as in the screenshot.
            let canvas = Layout(width: image.width, height: image.height, panelOpen: true).fit(canvasWidth: 600, canvasHeight: 400).rect
            let differing = image.cropped(to: canvas).difference(from: expected.cropped(to: canvas)).differing
            #expect(differing == 0, "\(differing) channel values of the canvas differ from the screenshot")
        }
    }

    /// `-f -` reads the photo from stdin; `-o -` writes the picture to stdout when the app quits,
    /// at the photo's own size as Save writes it.
    @Test func photoFromStdinAndPictureToStdout() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("pipes")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let outPath = home + "/stdout.png"
        let photo = try Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto))
        let app = try RunningApp(server: server, home: home, arguments: ["-f", "-", "-o", "-"], title: "standard-input", stdin: photo, stdout: outPath)
        try app.xdo(app.drag(stride(from: 50.0, through: 350, by: 10).map { ($0, 100) }) + ["key", "ctrl+q"])
        for _ in 0..<300 where app.process.isRunning { usleep(100_000) }
        #expect(!app.process.isRunning && app.process.termination == .exited(0))
        let image = try ImageFile.load(outPath)
        #expect(image.width == 600 && image.height == 400, "\(image.width)×\(image.height)")
        #expect(image[200, 100] == Color(red: 0xE5, green: 0x39, blue: 0x35))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: home + "/Pictures")) ?? []).isEmpty, "nothing went to Pictures")
    }
}
