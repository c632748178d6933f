import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The main menu's New screenshot (F10, Down past New drawing, Enter) in the open window on
/// headless sway with no desktop portal: the window hides, the app's own program takes the
/// picture in a process of its own (`sketchpad --capture MODE -o -`, screencopy and the
/// frozen-screen overlay), and the window comes back with it as the photo of a new drawing.
/// sway's background shows the pattern of `WaylandCaptureEndToEndTests.paint`.
@Suite(.serialized, .waitsOnProcesses) struct WaylandMenuCaptureEndToEndTests {
    /// The app on `session` with no session bus, and `screenshot.mode` set to `mode`.
    static func app(_ session: WaylandSession, mode: CaptureMode) throws -> WaylandEndToEndTests.WaylandApp {
        let config = session.folder + "/config"
        try FileManager.default.createDirectory(atPath: config + "/sketchpad", withIntermediateDirectories: true)
        try "screenshot.mode = \(mode.rawValue)\n".write(toFile: config + "/sketchpad/config", atomically: true, encoding: .utf8)
        let app = try WaylandEndToEndTests.WaylandApp(session: session, arguments: [TestPaths.samplePhoto],
                                                      extraEnvironment: ["DBUS_SESSION_BUS_ADDRESS": "", "XDG_CONFIG_HOME": config])
        try app.waitForWindow(in: session)
        return app
    }

    static func newScreenshot(_ session: WaylandSession) throws {
        try session.type(["-k", "F10", "-s", "300", "-k", "Down", "-k", "Return"])
    }

    /// New screenshot, its keys typed by a wtype kept until the overlay shows. SDL 2.26 dies
    /// in xkb_state_update_mask when it connects while the seat's last used keyboard is one
    /// that has just gone (a wtype that typed and ended): the overlay's process must find it.
    static func newScreenshotUntilTheOverlay(_ session: WaylandSession, app: WaylandEndToEndTests.WaylandApp) throws {
        let typing = try Subprocess(try EndToEndTests.tool("wtype"), ["-k", "F10", "-s", "300", "-k", "Down", "-k", "Return", "-s", "120000"],
                                    environment: session.env)
        defer { typing.kill() }
        do { try WaylandCaptureEndToEndTests.waitForOverlay(session, process: app.process) } catch {
            throw ToolError(message: "\(error); the app said: \(app.output)")
        }
    }

    /// Waits until the app's window is mapped with a title holding `title`; returns the title.
    @discardableResult
    static func waitForWindow(_ session: WaylandSession, titled title: String) throws -> String {
        var shown = ""
        for _ in 0..<300 where !shown.contains(title) {
            usleep(100_000)
            shown = try session.window(appID: AppWindow.appID).map(\.title) ?? ""
        }
        return shown
    }

    /// `screen`: the new drawing's photo, saved with Ctrl+S, is grim's picture of the screen
    /// without the window (which covers the pattern's green block when shown).
    @Test func newScreenshotTakesTheScreenWithoutTheWindow() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        // grim's picture before the window opens: the pattern alone.
        let grim = try WaylandCaptureEndToEndTests.paint(session)
        let app = try Self.app(session, mode: .screen)
        defer { app.stop() }
        try #require(app.window.width >= 800, "the window is \(app.window.width) wide")
        try Self.newScreenshot(session)
        let title = try Self.waitForWindow(session, titled: CaptureEndToEndTests.title)
        try #require(title.contains(CaptureEndToEndTests.title), "title \(title); the app said: \(app.output)")
        try session.type(["-M", "ctrl", "s", "-m", "ctrl"])
        let saved = try CaptureEndToEndTests.savedPicture(home: app.home)
        try #require(saved.width == grim.width && saved.height == grim.height, "\(saved.width)×\(saved.height), grim \(grim.width)×\(grim.height)")
        let error = CaptureEndToEndTests.meanError(saved, grim)
        #expect(error <= 2, "mean error \(error) of 255 against grim: the window was in the capture")
        #expect(!app.output.contains("could not take a screenshot"), "\(app.output)")
    }

    /// `region` (the default), dragged on the overlay and taken with Enter: the new drawing's
    /// photo is those 400×300 pixels of grim's picture.
    @Test func newScreenshotOpensTheDraggedRegion() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        let grim = try WaylandCaptureEndToEndTests.paint(session)
        let app = try Self.app(session, mode: .region)
        defer { app.stop() }
        try Self.newScreenshotUntilTheOverlay(session, app: app)
        try session.point(WaylandSession.drag([(400, 300), (600, 450), (800, 600)]))
        try session.type(["-k", "Return"])
        let title = try Self.waitForWindow(session, titled: CaptureEndToEndTests.title)
        try #require(title.contains(CaptureEndToEndTests.title), "title \(title); the app said: \(app.output)")
        try session.type(["-M", "ctrl", "s", "-m", "ctrl"])
        let saved = try CaptureEndToEndTests.savedPicture(home: app.home)
        try #require(saved.width == 400 && saved.height == 300, "\(saved.width)×\(saved.height)")
        let error = CaptureEndToEndTests.meanError(saved, grim.cropped(to: IntRect(x: 400, y: 300, width: 400, height: 300)))
        #expect(error <= 2, "mean error \(error) of 255")
    }

    /// `region`, cancelled with Escape on the overlay: the window is back, showing the drawing
    /// as it was (the screen as before, pixel for pixel), and nothing is said.
    @Test func escapeOnTheOverlayLeavesTheWindowAsItWas() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        _ = try WaylandCaptureEndToEndTests.paint(session)
        let app = try Self.app(session, mode: .region)
        defer { app.stop() }
        // A stroke on the photo: the drawing that must stay.
        let w = app.window
        try session.point(WaylandSession.drag([(w.x + w.width / 2 - 100, w.y + w.height / 2), (w.x + w.width / 2 + 100, w.y + w.height / 2)]) + ["move 0 0"])
        usleep(500_000)
        let before = try session.screenshot()
        let titled = try session.window(appID: AppWindow.appID)?.title
        #expect(titled == "• sample.png — Sketchpad", "the stroke is drawn, unsaved")
        try Self.newScreenshotUntilTheOverlay(session, app: app)
        #expect(try session.window(appID: AppWindow.appID) == nil, "the window stays mapped under the overlay")
        try session.point(WaylandSession.drag([(400, 300), (700, 500)]))
        try session.type(["-k", "Escape"])
        for _ in 0..<300 where try session.window(appID: AppWindow.appID) == nil { usleep(100_000) }
        let back = try session.window(appID: AppWindow.appID)
        try #require(back != nil, "the window did not come back; the app said: \(app.output)")
        #expect(back?.title == titled)
        // Its first frame after it maps again.
        var error = 255.0
        for _ in 0..<50 where error > 1 {
            usleep(100_000)
            error = CaptureEndToEndTests.meanError(try session.screenshot(), before)
        }
        #expect(error <= 1, "mean error \(error) of 255 against the screen before")
        #expect(!app.output.contains("screenshot"), "\(app.output)")
    }

    /// `window` has no way here (screencopy copies outputs): the program's reason is said in
    /// the window, once, without its own prefix, and the window comes back.
    @Test func aFailureOfTheCaptureIsSaidInTheWindowWithItsReason() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        let app = try Self.app(session, mode: .window)
        defer { app.stop() }
        try Self.newScreenshot(session)
        let said = "sketchpad: could not take a screenshot: choosing a window needs a desktop portal on this Wayland desktop (no desktop portal with a Screenshot interface answers on the session bus; wlr-screencopy copies whole outputs, not windows): take a region instead\n"
        for _ in 0..<300 where !app.output.contains(said) { usleep(100_000) }
        #expect(app.output.contains(said), "\(app.output)")
        #expect(try Self.waitForWindow(session, titled: "sample.png") == "sample.png — Sketchpad")
    }
}
