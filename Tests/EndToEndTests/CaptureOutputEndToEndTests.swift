import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// `--capture` with `-o` on X11: alone, the capture is written to the file at once and no
/// window opens; with `--early-exit`, the window opens on the capture and Enter writes the file.
@Suite(.serialized, .waitsOnProcesses) struct CaptureOutputEndToEndTests {
    @Test func captureWithOutputWritesTheScreenAndOpensNoWindow() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("capture-output")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pattern = try CaptureEndToEndTests.paintRoot(server, folder: home)
        let out = home + "/shot.png"
        let env = CaptureEndToEndTests.environment(server, home: home)
        let r = try runProcess(TestPaths.sketchpadBinary, ["--capture", "screen", "-o", out], environment: env, timeout: 60)
        try #require(r.status == 0, "\(r.status): \(r.stderr)")
        #expect(r.stdout.isEmpty && r.stderr.isEmpty, "\(r.stdout)\(r.stderr)")
        let taken = try ImageFile.load(out)
        try #require(taken.width == 1600 && taken.height == 1000, "\(taken.width)×\(taken.height)")
        let error = CaptureEndToEndTests.meanError(taken, pattern)
        #expect(error <= 2, "mean error \(error) of 255")
        let windows = try EndToEndTests.RunningApp.appWindows(xdotool: try XServer.tool("xdotool"), env: env)
        #expect(windows.isEmpty, "no window opened: \(windows)")
    }

    @Test func captureWithOutputAndEarlyExitWritesTheFileOnEnter() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("capture-early-exit")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let pattern = try CaptureEndToEndTests.paintRoot(server, folder: home)
        let out = home + "/shot.png"
        let app = try EndToEndTests.RunningApp(server: server, home: home, arguments: ["--capture", "screen", "-o", out, "--early-exit"],
                                               title: CaptureEndToEndTests.title, environment: ["WAYLAND_DISPLAY": ""])
        #expect(!FileManager.default.fileExists(atPath: out), "nothing is written before Enter")
        try app.xdo(["windowfocus", "--sync", app.window, "key", "Return"])
        let ending = try app.process.wait(timeout: 30)
        #expect(ending == .exited(0), "\(ending)")
        let taken = try ImageFile.load(out)
        try #require(taken.width == 1600 && taken.height == 1000, "\(taken.width)×\(taken.height)")
        let error = CaptureEndToEndTests.meanError(taken, pattern)
        #expect(error <= 2, "mean error \(error) of 255")
    }
}
