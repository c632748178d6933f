import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// `--capture` as a native Wayland client on headless sway with no desktop portal: the screen
/// through wlr-screencopy, compared with grim's picture of the same screen at output scale 1
/// and 2; a region dragged on the app's frozen-screen overlay; what is refused and cancelled.
/// The screen shows a known pattern as sway's background (swaybg).
@Suite(.serialized, .waitsOnProcesses) struct WaylandCaptureEndToEndTests {
    /// A gradient with a green block and a yellow disc, as sway's background; grim's picture
    /// once the pattern shows (its green block seen).
    static func paint(_ session: WaylandSession) throws -> RGBAImage {
        let pattern = session.folder + "/pattern.png"
        let made = try runProcess(try XServer.tool("convert"), ["-size", "1600x1000", "gradient:#ff2000-#0020ff", "-fill", "#20c040",
                                                                "-draw", "rectangle 400,300 799,599", "-fill", "yellow", "-draw", "circle 1200,700 1300,700",
                                                                "PNG24:" + pattern])
        try #require(made.status == 0, "convert: \(made.stderr)")
        // sway's user reads it.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: pattern)
        let r = try runProcess("/usr/bin/swaymsg", ["-s", session.env["SWAYSOCK"]!, "output", "*", "bg", pattern, "fill"], environment: session.env)
        try #require(r.status == 0, "swaymsg: \(r.stdout) \(r.stderr)")
        for _ in 0..<100 {
            let shot = try session.screenshot()
            guard shot.width == 1600, shot.height == 1000 else { throw ToolError(message: "grim took \(shot.width)×\(shot.height)") }
            let green = shot.pixels[450 * shot.width + 600]
            if (green >> 8) & 0xFF > 150, (green >> 16) & 0xFF < 90 { return shot }
            usleep(100_000)
        }
        throw ToolError(message: "the pattern did not show on sway's output")
    }

    /// The app's environment on `session`: no session bus, so no portal answers.
    static func environment(_ session: WaylandSession, home: String) -> [String: String] {
        var env = session.env
        env["HOME"] = home
        env.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        return env
    }

    @Test(arguments: [1.0, 2.0]) func theScreenIsGrimsPicture(scale: Double) throws {
        let session = try WaylandSession(scale: scale)
        defer { session.stop() }
        let grim = try Self.paint(session)
        let out = session.folder + "/capture.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["--capture", "screen", "-o", out], environment: Self.environment(session, home: session.folder), timeout: 60)
        try #require(r.status == 0, "\(r.status): \(r.stderr)")
        let taken = try ImageFile.load(out)
        // At scale 2 the output's own pixels: 1600×1000 for a logical 800×500.
        try #require(taken.width == grim.width && taken.height == grim.height, "\(taken.width)×\(taken.height), grim \(grim.width)×\(grim.height)")
        let error = CaptureEndToEndTests.meanError(taken, grim)
        #expect(error <= 2, "mean error \(error) of 255 against grim")
    }

    /// Dragged from (400, 300) to (800, 600) in the output's pixels (half that in logical
    /// points at scale 2), the region is those 400×300 pixels of grim's picture.
    @Test(arguments: [1.0, 2.0]) func aRegionIsDraggedOnTheFrozenScreen(scale: Double) throws {
        let session = try WaylandSession(scale: scale)
        defer { session.stop() }
        let grim = try Self.paint(session)
        let out = session.folder + "/region.png"
        let process = try Subprocess(TestPaths.sketchpadBinary, ["--capture", "region", "-o", out], environment: Self.environment(session, home: session.folder),
                                     output: .file(session.folder + "/out.log"), error: .file(session.folder + "/err.log"))
        try Self.waitForOverlay(session, process: process)
        let p = { (v: Int) in Int(Double(v) / scale) }
        try session.point(WaylandSession.drag([(p(400), p(300)), (p(600), p(450)), (p(800), p(600))]))
        try session.type(["-k", "Return"])
        let ending = try process.wait(timeout: 30)
        let said = (try? String(contentsOfFile: session.folder + "/err.log", encoding: .utf8)) ?? ""
        try #require(ending == .exited(0), "\(ending): \(said)")
        let taken = try ImageFile.load(out)
        try #require(taken.width == 400 && taken.height == 300, "\(taken.width)×\(taken.height)")
        let error = CaptureEndToEndTests.meanError(taken, grim.cropped(to: IntRect(x: 400, y: 300, width: 400, height: 300)))
        #expect(error <= 2, "mean error \(error) of 255")
    }

    @Test func escapeOnTheOverlayCancelsWithStatusOneAndNothingSaid() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        _ = try Self.paint(session)
        let out = session.folder + "/region.png", err = session.folder + "/err.log"
        let process = try Subprocess(TestPaths.sketchpadBinary, ["--capture", "region", "-o", out], environment: Self.environment(session, home: session.folder),
                                     output: .file(session.folder + "/out.log"), error: .file(err))
        try Self.waitForOverlay(session, process: process)
        try session.point(WaylandSession.drag([(400, 300), (700, 500)]))
        try session.type(["-k", "Escape"])
        let ending = try process.wait(timeout: 30)
        #expect(ending == .exited(1), "\(ending)")
        #expect(try String(contentsOfFile: err, encoding: .utf8).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aWindowIsRefusedWithoutAPortalSayingWhy() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        let r = try runProcess(TestPaths.sketchpadBinary, ["--capture", "window"], environment: Self.environment(session, home: session.folder), timeout: 60)
        #expect(r.status == 2)
        #expect(r.stderr == "sketchpad: cannot capture the screen: choosing a window needs a desktop portal on this Wayland desktop (no desktop portal with a Screenshot interface answers on the session bus; wlr-screencopy copies whole outputs, not windows): take a region instead\n",
                "\(r.stderr)")
    }

    /// A Wayland display nobody serves, and no portal: both ways are named.
    @Test func noPortalAndNoCompositorAreBothSaid() throws {
        let home = try TestPaths.temporaryFolder("wayland-capture-none")
        defer { try? FileManager.default.removeItem(atPath: home) }
        var env = CaptureEndToEndTests.environment(nil, home: home)
        env["WAYLAND_DISPLAY"] = "wayland-sketchpad-none"
        env["XDG_RUNTIME_DIR"] = home
        env.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        let r = try runProcess(TestPaths.sketchpadBinary, ["--capture", "screen"], environment: env, timeout: 60)
        #expect(r.status == 2)
        #expect(r.stderr == "sketchpad: cannot capture the screen: this Wayland desktop offers no way to take a screenshot: no desktop portal with a Screenshot interface answers on the session bus, and cannot connect to the Wayland display wayland-sketchpad-none\n",
                "\(r.stderr)")
    }

    /// A compositor that takes the connection and never answers (stopped) is given up on after
    /// `WaylandScreencopy.timeoutSeconds`, and said.
    @Test func aCompositorThatNeverAnswersIsGivenUpOnAndSaid() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        session.pauseCompositor(true)
        defer { session.pauseCompositor(false) }
        let r = try runProcess(TestPaths.sketchpadBinary, ["--capture", "screen"], environment: Self.environment(session, home: session.folder), timeout: 60)
        #expect(r.status == 2)
        #expect(r.stderr == "sketchpad: cannot capture the screen: the Wayland compositor did not answer within 10 s\n", "\(r.stderr)")
    }

    /// Waits for the overlay (app id sketchpad-capture) in sway's tree.
    static func waitForOverlay(_ session: WaylandSession, process: Subprocess) throws {
        for _ in 0..<300 where process.isRunning {
            if try session.window(appID: WaylandCaptureEndToEndTests.overlayID) != nil {
                // Its first frame and its input focus come just after it maps.
                usleep(300_000)
                return
            }
            usleep(100_000)
        }
        throw ToolError(message: "the capture overlay did not appear")
    }

    static let overlayID = "sketchpad-capture"
}

extension WaylandCaptureEndToEndTests {
    /// With xdg-desktop-portal and xdg-desktop-portal-wlr on the session bus, the portal takes
    /// the screen (it comes first), and its picture too is grim's.
    @Test func withTheWlrootsPortalTheScreenIsGrimsPicture() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        let grim = try Self.paint(session)
        let portal = try WlrPortal(session: session)
        defer { portal.stop() }
        let before = Date()
        let out = session.folder + "/capture.png"
        var env = Self.environment(session, home: session.folder)
        env["DBUS_SESSION_BUS_ADDRESS"] = portal.address
        let r = try runProcess(TestPaths.sketchpadBinary, ["--capture", "screen", "-o", out], environment: env, timeout: 90)
        try #require(r.status == 0, "\(r.status): \(r.stderr)\n\(portal.said)")
        // xdg-desktop-portal-wlr writes its picture there.
        let written = try FileManager.default.attributesOfItem(atPath: WlrPortal.picture)[.modificationDate] as? Date
        #expect(written.map { $0 >= before.addingTimeInterval(-1) } == true, "the portal wrote no picture: \(portal.said)")
        let taken = try ImageFile.load(out)
        try #require(taken.width == grim.width && taken.height == grim.height, "\(taken.width)×\(taken.height)")
        let error = CaptureEndToEndTests.meanError(taken, grim)
        #expect(error <= 2, "mean error \(error) of 255 against grim")
    }
}
