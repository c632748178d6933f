import Foundation
import SketchCore
@testable import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// `--capture` on Wayland through the desktop portal's Screenshot, here a stand-in on the
/// test's own session bus (fake_screenshot_portal.py): its picture becomes the drawing's
/// photo, a cancel ends with status 1 and silence, a refusal, a silent portal and no portal
/// at all are said.
@Suite(.serialized, .waitsOnProcesses) struct PortalCaptureEndToEndTests {
    /// A Wayland display nobody serves: the capture goes through the portal, the window to X11.
    static let wayland = ["WAYLAND_DISPLAY": "wayland-sketchpad-none", "SDL_VIDEODRIVER": "x11"]

    static func portal(_ arguments: [String], bus: SessionBus, folder: String) throws -> (Subprocess, log: String) {
        let log = folder + "/portal-\(UUID().uuidString).log"
        let script = TestPaths.repository.appendingPathComponent("Tests/EndToEndTests/fake_screenshot_portal.py").path
        let portal = try Subprocess("/usr/bin/python3", [script] + arguments, environment: ProcessInfo.processInfo.environment.merging(bus.environment) { $1 },
                                    output: .file(log), error: .sameAsOutput)
        var ready = false
        for _ in 0..<100 where !ready && portal.isRunning {
            ready = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").contains("ready")
            if !ready { usleep(100_000) }
        }
        try #require(ready, "the stand-in portal did not start: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
        return (portal, log)
    }

    static func run(_ arguments: [String], bus: SessionBus?, home: String) throws -> ProcessResult {
        var env = CaptureEndToEndTests.environment(nil, home: home).merging(wayland) { $1 }
        env.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        env.removeValue(forKey: "XDG_RUNTIME_DIR")
        if let bus { env.merge(bus.environment) { $1 } }
        return try runProcess(TestPaths.sketchpadBinary, arguments, environment: env, timeout: 60)
    }

    @Test func thePortalsPictureIsTheDrawingsPhoto() throws {
        let home = try TestPaths.temporaryFolder("portal-give")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let server = try XServer()
        let pattern = try CaptureEndToEndTests.paintRoot(server, folder: home)
        let bus = try SessionBus(folder: home)
        let picture = home + "/a shot.png"
        try FileManager.default.copyItem(atPath: home + "/pattern.png", toPath: picture)
        let (portal, log) = try Self.portal(["give", picture], bus: bus, folder: home)
        defer { portal.kill(SIGTERM); _ = try? portal.wait(timeout: 5) }
        var env = Self.wayland.merging(bus.environment) { $1 }
        env["XDG_RUNTIME_DIR"] = ""
        let app = try EndToEndTests.RunningApp(server: server, home: home, arguments: ["--capture", "region"], title: CaptureEndToEndTests.title,
                                               environment: env)
        try app.xdo(["key", "ctrl+s"])
        let saved = try CaptureEndToEndTests.savedPicture(home: home)
        try #require(saved.width == 1600 && saved.height == 1000, "\(saved.width)×\(saved.height)")
        #expect(CaptureEndToEndTests.meanError(saved, pattern) <= 2)
        #expect(try String(contentsOfFile: log, encoding: .utf8).contains("interactive=True"), "a region lets the desktop's chooser show")
        try EndToEndTests.quit(app)
    }

    @Test func aCancelInThePortalEndsWithStatusOneSayingNothing() throws {
        let home = try TestPaths.temporaryFolder("portal-cancel")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let bus = try SessionBus(folder: home)
        let (portal, _) = try Self.portal(["cancel"], bus: bus, folder: home)
        defer { portal.kill(SIGTERM); _ = try? portal.wait(timeout: 5) }
        let r = try Self.run(["--capture", "screen"], bus: bus, home: home)
        #expect(r.status == 1 && r.stdout.isEmpty && r.stderr.isEmpty, "\(r.status): \(r.stdout)\(r.stderr)")
    }

    @Test func aRefusalIsSaid() throws {
        let home = try TestPaths.temporaryFolder("portal-refuse")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let bus = try SessionBus(folder: home)
        let (portal, _) = try Self.portal(["refuse"], bus: bus, folder: home)
        defer { portal.kill(SIGTERM); _ = try? portal.wait(timeout: 5) }
        let r = try Self.run(["--capture", "screen"], bus: bus, home: home)
        #expect(r.status == 2)
        #expect(r.stderr == "sketchpad: cannot capture the screen: the desktop portal refused the screenshot\n", "\(r.stderr)")
    }

    @Test func aWaylandDesktopWithoutAPortalIsSaid() throws {
        let home = try TestPaths.temporaryFolder("portal-none")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let bus = try SessionBus(folder: home)
        let r = try Self.run(["--capture", "screen"], bus: bus, home: home)
        #expect(r.status == 2)
        #expect(r.stderr.contains("cannot capture the screen: this Wayland desktop offers no way to take a screenshot"), "\(r.stderr)")
    }

    /// A portal that takes the call and never answers is given up on at the deadline (here
    /// one second; the app's is `PortalScreenshot.answerTimeoutSeconds`).
    @Test func aPortalThatNeverAnswersIsGivenUpOnAndSaid() throws {
        let home = try TestPaths.temporaryFolder("portal-silent")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let bus = try SessionBus(folder: home)
        let (portal, _) = try Self.portal(["silent"], bus: bus, folder: home)
        defer { portal.kill(SIGTERM); _ = try? portal.wait(timeout: 5) }
        #expect(throws: PortalScreenshot.Failure.failed("the desktop portal did not send the screenshot within 1 s")) {
            try PortalScreenshot.take(address: bus.address, interactive: false, answerTimeoutSeconds: 1)
        }
    }
}
