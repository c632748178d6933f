import Foundation
@testable import SketchPlatform
import TestSupport
import Testing

/// New screenshot's capture child (`sketchpad --capture MODE -o -`, `CaptureProcess`) on
/// headless sway without a portal ends with the app (`CaptureParent`): the app killed while the
/// child's frozen-screen overlay is up takes the child and the overlay with it, and a child
/// whose app ended before the child could follow it takes no picture.
@Suite(.serialized, .waitsOnProcesses) struct CaptureChildEndToEndTests {
    @Test func killingTheAppEndsItsCaptureChildAndTheOverlay() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        _ = try WaylandCaptureEndToEndTests.paint(session)
        let app = try WaylandMenuCaptureEndToEndTests.app(session, mode: .region)
        defer { app.stop() }
        try WaylandMenuCaptureEndToEndTests.newScreenshotUntilTheOverlay(session, app: app)
        let children = Self.children(of: app.process.pid)
        try #require(children.count == 1, "the app's children: \(children.map { "\($0): \(Self.commandLine($0))" })")
        let child = children[0]
        #expect(Self.commandLine(child).hasSuffix("--capture region -o -"), "\(Self.commandLine(child))")
        app.process.kill(SIGKILL)
        _ = try app.process.wait(timeout: 30)
        let overlay = WaylandCaptureEndToEndTests.overlayID
        for _ in 0..<300 where try Self.isRunning(child) || session.window(appID: overlay) != nil { usleep(100_000) }
        #expect(!Self.isRunning(child), "the capture child \(child) outlived the app: \(Self.commandLine(child))")
        #expect(try session.window(appID: overlay) == nil, "the overlay stayed up after the app was killed")
    }

    /// Named as the child of an app that has ended (a process gone before the child started,
    /// so not its parent): status 1, nothing said, no picture; without that name the same
    /// command takes the screen.
    @Test func aCaptureChildWhoseAppHasEndedTakesNoPicture() throws {
        let session = try WaylandSession(scale: 1)
        defer { session.stop() }
        let ended = try Subprocess("/bin/true", [])
        #expect(try ended.wait(timeout: 30) == .exited(0))
        var env = WaylandCaptureEndToEndTests.environment(session, home: session.folder)
        env[CaptureParent.environmentKey] = String(ended.pid)
        let orphan = try runProcess(TestPaths.sketchpadBinary, ["--capture", "screen", "-o", "-"], environment: env, timeout: 60)
        #expect(orphan.status == 1 && orphan.stdoutData.isEmpty && orphan.stderr.isEmpty, "\(orphan.status): \(orphan.stdoutData.count) bytes; \(orphan.stderr)")
        env.removeValue(forKey: CaptureParent.environmentKey)
        let taken = try runProcess(TestPaths.sketchpadBinary, ["--capture", "screen", "-o", "-"], environment: env, timeout: 60)
        #expect(taken.status == 0 && taken.stdoutData.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(taken.status): \(taken.stderr)")
    }

    /// The processes whose parent is `pid`, from /proc.
    static func children(of pid: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { status($0)?.parent == pid }
    }

    /// Whether `pid` runs: there, and not a zombie (the process that inherits an orphan may be
    /// slow to reap it, or never do).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let state = status(pid)?.state else { return false }
        return state != "Z" && state != "X"
    }

    /// The state letter and parent in /proc/PID/stat, after the command's name in parentheses
    /// (which may hold spaces and parentheses itself).
    static func status(_ pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (state, parent)
    }

    static func commandLine(_ pid: pid_t) -> String {
        let bytes = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
        return String(decoding: bytes.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
