import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The built app on a real Wayland compositor (headless sway, no X server anywhere), driven
/// through a virtual pointer and virtual keyboard: it draws, saves and reads the PNG back, at
/// output scale 1, 1.5 and 2.
@Suite(.serialized, .waitsOnProcesses) struct WaylandEndToEndTests {
    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    /// The app on `session` with a HOME of its own, once its window is on screen.
    final class WaylandApp {
        var process: Subprocess!
        let home: String
        let log: String
        var window: (title: String, x: Int, y: Int, width: Int, height: Int) = ("", 0, 0, 0, 0)

        /// With `standardOutput`, the app's stdout goes to that file in its HOME, its stderr to `log`.
        init(session: WaylandSession, arguments: [String], extraEnvironment: [String: String] = [:], standardOutput: String? = nil) throws {
            home = try TestPaths.temporaryFolder("wayland-app")
            log = home + "/app.log"
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            var env = session.env
            env["HOME"] = home
            env.merge(TestDesktop.dark) { $1 }
            env.merge(extraEnvironment) { _, new in new }
            process = try Subprocess(TestPaths.sketchpadBinary, arguments, environment: env, output: .file(standardOutput.map { home + "/" + $0 } ?? log),
                                     error: standardOutput == nil ? .sameAsOutput : .file(log))
        }

        /// Waits for the window (by app id) and its first frame.
        func waitForWindow(in session: WaylandSession) throws {
            for _ in 0..<100 {
                if let w = try session.window(appID: AppWindow.appID), w.width > 0 { window = w; break }
                guard process.isRunning else { break }
                usleep(100_000)
            }
            guard window.width > 0 else {
                throw EndToEndTests.XvfbError(message: "no window with app id \(AppWindow.appID); the app \(process.isRunning ? "runs" : "ended: \(process.termination!)"), its output: \(output)")
            }
            usleep(500_000)
        }

        var output: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }

        /// The file names of the shared objects mapped into the app now (/proc/PID/maps).
        func mappedLibraries() throws -> Set<String> {
            // Through cat: Foundation reads a /proc file (of size 0) only as far as its first page.
            let maps = try runProcess("/bin/cat", ["/proc/\(process.pid)/maps"]).stdout
            return Set(maps.split(separator: "\n").compactMap { line in
                line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first.flatMap { $0.contains(".so") ? String($0.split(separator: "/").last!) : nil }
            })
        }

        /// Ends the app (see `WaylandSession.stop`).
        func stop() {
            process?.kill()
            try? FileManager.default.removeItem(atPath: home)
        }

        deinit { stop() }
    }

    /// Draws a stroke across the sample photo, saves with Ctrl+S, and checks the picture and the
    /// screen at output scale `scale`; returns the screenshot and where the photo is in it, in the output's pixels.
    @discardableResult
    func drawAndSave(scale: Double) throws -> (shot: RGBAImage, window: IntRect) {
        let session = try WaylandSession(scale: scale)
        defer { session.stop() }
        let app = try WaylandApp(session: session, arguments: [TestPaths.samplePhoto])
        defer { app.stop() }
        try app.waitForWindow(in: session)
        #expect(app.window.title == "sample.png — Sketchpad")
        // The wl_shm presenter draws without GL: SDL loaded no EGL, GL or Mesa for its window.
        let graphics = try app.mappedLibraries().filter { ["libEGL", "libGL", "_dri.so", "libLLVM"].contains(where: $0.contains) }
        #expect(graphics.isEmpty, "the app maps \(graphics.sorted())")
        // The window's drawable is its logical size times the output's scale, and so is the
        // layout the app made in it, with the widgets at the drawable's pixels per coordinate.
        // At a fractional scale SDL rounds the drawable to the output's pixels: a pixel either way.
        func px(_ v: Int) -> Int { Int((Double(v) * scale).rounded()) }
        let slack = scale.rounded() == scale ? 0 : 1
        func layout(_ w: Int, _ h: Int) -> (pixels: IntRect, fit: (rect: IntRect, scale: Double)) {
            let pixels = IntRect(x: px(app.window.x), y: px(app.window.y), width: w, height: h)
            return (pixels, Layout(width: w, height: h, panelOpen: false, scale: Double(w) / Double(app.window.width)).fit(canvasWidth: 600, canvasHeight: 400))
        }
        var candidates: [(pixels: IntRect, fit: (rect: IntRect, scale: Double))] = []
        for dw in -slack...slack { for dh in -slack...slack { candidates.append(layout(px(app.window.width) + dw, px(app.window.height) + dh)) } }
        var (pixels, fit) = candidates[candidates.count / 2]
        func screen(_ x: Double, _ y: Double) -> (Int, Int) {
            (Int(Double(pixels.x + fit.rect.x + Int(x * fit.scale)) / scale), Int(Double(pixels.y + fit.rect.y + Int(y * fit.scale)) / scale))
        }
        try session.point(WaylandSession.drag(stride(from: 50.0, through: 350, by: 10).map { screen($0, 100) }) + ["move 0 0"])
        // Save view (Ctrl+Alt+S): the view as shown, in the output's pixels.
        try session.type(["-M", "ctrl", "-M", "alt", "s", "-m", "alt", "-m", "ctrl"])
        let saved = try EndToEndTests.pictures(in: app.home + "/Pictures", count: 1)
        try #require(saved.count == 1, "no picture in Pictures; the app said: \(app.output)")
        let image = try ImageFile.load(app.home + "/Pictures/" + saved[0])
        let shown = candidates.first { $0.fit.rect.width == image.width && $0.fit.rect.height == image.height }
        #expect(shown != nil, "the save keeps the on-screen pixels: \(image.width)x\(image.height), shown at \(fit.rect.width)x\(fit.rect.height)")
        if let shown { (pixels, fit) = shown }
        #expect(image[Int(200 * fit.scale), Int(100 * fit.scale)] == Self.red, "the stroke is in the saved picture")
        let photo = try ImageFile.load(TestPaths.samplePhoto).scaled(toWidth: fit.rect.width, height: fit.rect.height)
        let away = (Int(450 * fit.scale), Int(300 * fit.scale))
        #expect(image[away.0, away.1] == photo[away.0, away.1], "the photo shows away from the stroke")

        // What the screen shows: the stroke where the pointer drew it.
        usleep(1_300_000)
        let shot = try session.screenshot()
        #expect(abs(shot.width - 1600) <= slack && abs(shot.height - 1000) <= slack, "grim took \(shot.width)x\(shot.height)")
        let onScreen = (pixels.x + fit.rect.x + Int(200 * fit.scale), pixels.y + fit.rect.y + Int(100 * fit.scale))
        #expect(shot[onScreen.0, onScreen.1] == Self.red, "the stroke is on screen under the pointer's path")

        try session.type(["-M", "ctrl", "q", "-m", "ctrl"])
        // Save view holds less than the drawing: the window asks; Discard (the focus moved to it) closes it.
        usleep(500_000)
        try session.type(["-k", "Left", "-k", "Left", "-k", "Return"])
        // Quitting waits for the save in the background; the whole test suite may be running.
        for _ in 0..<200 where app.process.isRunning { usleep(100_000) }
        #expect(!app.process.isRunning && app.process.termination == .exited(0), "Ctrl+Q quits; the app said: \(app.output)")
        return (shot, fit.rect.offsetBy(pixels.x, pixels.y))
    }

    @Test func drawsAndSavesAtScale1() throws {
        try drawAndSave(scale: 1)
    }

    /// At output scale 1.5, SDL sets a viewport from the buffer's pixels to the window's size:
    /// the frame has the screen's pixels there too, and clicks still land on them.
    @Test func drawsAndSavesAtScale1Point5() throws {
        try drawAndSave(scale: 1.5)
    }

    /// At scale 2 the window is drawn at the output's pixels, not doubled by the compositor:
    /// fewer than half of the photo's 2x2 pixel blocks (shown at 100 %) are four equal pixels.
    @Test func drawsAndSavesAtScale2AtTheScreensPixels() throws {
        let (shot, window) = try drawAndSave(scale: 2)
        var blocks = 0, flat = 0
        for y in stride(from: window.y, to: window.maxY - 1, by: 2) {
            for x in stride(from: window.x, to: window.maxX - 1, by: 2) {
                let p = shot.pixels[y * shot.width + x]
                blocks += 1
                if shot.pixels[y * shot.width + x + 1] == p && shot.pixels[(y + 1) * shot.width + x] == p && shot.pixels[(y + 1) * shot.width + x + 1] == p {
                    flat += 1
                }
            }
        }
        #expect(blocks > 0 && Double(flat) < Double(blocks) / 2, "\(flat) of \(blocks) 2x2 blocks are four equal pixels")
    }

    /// A pointer that comes straight onto the photo (nothing to repaint) gets the ring, drawn at
    /// the window's size of the pen: SDL's cursors are in window coordinates. Seen in the
    /// app's Wayland requests (WAYLAND_DEBUG): the cursor's buffer is the ring's size.
    @Test func aPointerComingStraightOntoThePhotoGetsTheRingAtTheWindowsSize() throws {
        let session = try WaylandSession(scale: 2)
        defer { session.stop() }
        let app = try WaylandApp(session: session, arguments: [TestPaths.samplePhoto], extraEnvironment: ["WAYLAND_DEBUG": "1"])
        defer { app.stop() }
        try app.waitForWindow(in: session)
        let centre = (app.window.x + app.window.width / 2, app.window.y + app.window.height / 2)
        try session.point(["move \(centre.0) \(centre.1)", "sleep 300", "move \(centre.0 + 2) \(centre.1 + 2)", "sleep 700"])
        // The 6 px pen is 12 drawable pixels at scale 2: 6 in window coordinates.
        let ring = CursorImage.ring(diameter: 6 * 2 / 2, scale: 1).image
        let made = app.output.range(of: #"create_buffer\(new id wl_buffer@\d+, \d+, \#(ring.width), \#(ring.height), "#, options: .regularExpression)
        #expect(made != nil, "no \(ring.width)x\(ring.height) cursor buffer among the app's requests")
    }

    /// With no way to show the window (SDL's software surface, which SDL 2.26 lacks on
    /// Wayland), the app says so, naming the video driver, and exits non-zero within 3 s.
    @Test func withNoWayToPresentTheAppSaysWhyAndExits() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        let started = Date()
        let app = try WaylandApp(session: session, arguments: [TestPaths.samplePhoto], extraEnvironment: ["SKETCHPAD_PRESENTER": "surface"])
        defer { app.stop() }
        for _ in 0..<30 where app.process.isRunning { usleep(100_000) }
        let took = Date().timeIntervalSince(started)
        try #require(!app.process.isRunning, "the app still runs after \(took) s; it said: \(app.output)")
        #expect(app.process.termination != .exited(0))
        #expect(took < 3)
        #expect(app.output.contains("wayland video driver") && app.output.contains("surface:"), "it said: \(app.output)")
    }

    /// SDL's GL framebuffer, the last resort, still works on its own window: asked for by name,
    /// it maps EGL (as its window needs) and shows the photo.
    @Test func theGLFallbackLoadsEGLForItsOwnWindow() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        let app = try WaylandApp(session: session, arguments: [TestPaths.samplePhoto], extraEnvironment: ["SKETCHPAD_PRESENTER": "gl"])
        defer { app.stop() }
        try app.waitForWindow(in: session)
        let libraries = try app.mappedLibraries()
        #expect(libraries.contains { $0.hasPrefix("libEGL.so") }, "the GL window maps EGL: \(libraries.sorted())")
        usleep(1_000_000)
        let shot = try session.screenshot()
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        let fit = Layout(width: app.window.width, height: app.window.height, panelOpen: false, scale: 1).fit(canvasWidth: photo.width, canvasHeight: photo.height)
        let centre = (app.window.x + fit.rect.x + fit.rect.width / 2, app.window.y + fit.rect.y + fit.rect.height / 2)
        let expected = photo.scaled(toWidth: fit.rect.width, height: fit.rect.height)[fit.rect.width / 2, fit.rect.height / 2]
        let seen = shot[centre.0, centre.1]
        let difference: Int = [(seen.red, expected.red), (seen.green, expected.green), (seen.blue, expected.blue)].map { abs(Int($0.0) - Int($0.1)) }.reduce(0, +)
        #expect(difference <= 6, "the photo's centre is on screen: \(seen) where \(expected) was drawn; the app said: \(app.output)")
    }

    /// A compositor that dies under the app (sway killed) ends it as a lost X server does: the
    /// stroke is journaled, `-o -` gets the picture, and the app says it lost the display and
    /// exits 1, where a quit the user asked for exits 0.
    @Test func aDyingCompositorIsReportedAsALostDisplay() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        // A native Wayland client: the session has no X server (no Xwayland, no DISPLAY).
        #expect(session.env["DISPLAY"] == nil && session.env["SDL_VIDEODRIVER"] == nil)
        let app = try WaylandApp(session: session, arguments: [TestPaths.samplePhoto, "-o", "-"], standardOutput: "stdout.png")
        defer { app.stop() }
        try app.waitForWindow(in: session)
        let fit = Layout(width: app.window.width, height: app.window.height, panelOpen: false).fit(canvasWidth: 600, canvasHeight: 400)
        let y = app.window.y + fit.rect.y + Int(100 * fit.scale)
        try session.point(WaylandSession.drag(stride(from: 50.0, through: 350, by: 10).map { (app.window.x + fit.rect.x + Int($0 * fit.scale), y) }))
        session.killCompositor()
        for _ in 0..<300 where app.process.isRunning { usleep(100_000) }
        try #require(!app.process.isRunning, "the app still runs 30 s after its compositor died")
        #expect(app.process.termination == .exited(1), "\(String(describing: app.process.termination)); the app said: \(app.output)")
        #expect(app.output.contains("lost the display"), "the app said: \(app.output)")
        let picture = try #require(try? ImageFile.load(app.home + "/stdout.png"), "standard output holds no PNG; the app said: \(app.output)")
        #expect((0..<picture.height).contains { y in (0..<picture.width).contains { picture[$0, y] == Self.red } }, "the stroke is in the picture")
        #expect(try EndToEndTests.listSessions(app.home).rows.map(\.strokes) == [1])
    }
}
