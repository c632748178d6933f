import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Copying to the clipboard never blocks a save, another copy or quitting, whatever the helper
/// does: stay behind in a child (as xclip and wl-copy do), hang, exit without reading, or fail.
@Suite(.serialized, .waitsOnProcesses) struct ClipboardTests {
    /// A folder with a stand-in `xclip` running `body` (a shell script), and a PATH finding it.
    final class FakeHelper {
        let folder: String
        let environment: [String: String]
        init(_ body: String) throws {
            folder = try TestPaths.temporaryFolder("helper")
            let script = "#!/bin/sh\nDIR=\(folder)\n" + body + "\n"
            try StandInProgram.write(script, to: folder + "/xclip")
            environment = ["PATH": folder + ":/usr/bin:/bin", "DISPLAY": ":99"]
        }

        /// The pid the script wrote to `name`, once it has.
        func pid(_ name: String) -> pid_t? {
            for _ in 0..<100 {
                if let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    return pid
                }
                usleep(20_000)
            }
            return nil
        }

        deinit {
            // Processes the scripts left behind (by the pids they wrote), then the folder.
            for name in ["child.pid", "helper.pid"] { if let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8), let p = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) { kill(p, SIGKILL) } }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    /// Runs `body` on another thread; its result, or nil if it has not returned within `seconds`.
    static func within<T: Sendable>(_ seconds: Double, _ body: @escaping @Sendable () -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let box = Locked<T?>(nil)
        Thread { box.value = body(); done.signal() }.start()
        return done.wait(timeout: .now() + seconds) == .success ? box.value : nil
    }

    static let picture: RGBAImage = {
        // Noise, so its PNG is far larger than a pipe's buffer.
        var image = RGBAImage(width: 400, height: 300)
        var rng = SplitMix64(seed: 13)
        for y in 0..<300 { for x in 0..<400 { image[x, y] = Color(red: UInt8(rng.int(0..<256)), green: UInt8(rng.int(0..<256)), blue: UInt8(rng.int(0..<256))) } }
        return image
    }()

    @Test func aHelperWhoseChildStaysBehindIsNotWaitedFor() throws {
        // As xclip does: read everything, leave a child serving the selection, exit.
        let helper = try FakeHelper("cat > \"$DIR/clipboard.png\"\nsleep 30 &\necho $! > \"$DIR/child.pid\"\nexit 0")
        let env = helper.environment
        let result = Self.within(5) { Result { try Clipboard.copy(Self.picture, environment: env) } }
        let outcome = try #require(result, "the copy waited for the helper's child")
        #expect(try outcome.get() == "xclip")
        #expect(try ImageFile.load(helper.folder + "/clipboard.png") == Self.picture)
        let child = try #require(helper.pid("child.pid"))
        #expect(kill(child, 0) == 0, "the helper's child is still serving the clipboard")
    }

    @Test func aHelperThatExitsWithoutReadingIsReportedNotFatal() throws {
        let quiet = try FakeHelper("exit 0")
        #expect(throws: PlatformError.self) { try Clipboard.copy(Self.picture, environment: quiet.environment) }
        do { _ = try Clipboard.copy(Self.picture, environment: quiet.environment) } catch {
            #expect("\(error)" == "xclip exited before reading the whole picture")
        }
        let failing = try FakeHelper("echo \"Error: Can't open display: :99\" >&2\nexit 1")
        do { _ = try Clipboard.copy(Self.picture, environment: failing.environment); Issue.record("a failing helper was reported as a copy") } catch {
            #expect("\(error)" == "xclip failed with exit status 1: Error: Can't open display: :99")
        }
    }

    @Test func aHelperThatHangsIsKilledAtTheDeadline() throws {
        let helper = try FakeHelper("echo $$ > \"$DIR/helper.pid\"\nexec sleep 30")
        let env = helper.environment
        let result = try #require(Self.within(8) { Result { try Clipboard.copy(Self.picture, environment: env, timeout: 1) } })
        #expect(throws: PlatformError.self) { try result.get() }
        if case .failure(let error) = result { #expect("\(error)" == "xclip did not finish within 1 s") }
        let pid = try #require(helper.pid("helper.pid"))
        #expect(kill(pid, 0) != 0, "the hung helper was killed and reaped")
    }

    /// In the app: a copy whose helper hangs does not hold up a save, and its failure says
    /// "Could not copy", not "Could not save".
    @Test func aHangingCopyNeverBlocksASave() throws {
        let helper = try FakeHelper("echo $$ > \"$DIR/helper.pid\"\ncat > /dev/null\nexec sleep 30")
        let (h, home) = try LiveServicesTests.harness(environment: helper.environment)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.press("c", .control)
        let helperPid = try #require(helper.pid("helper.pid"))
        h.press("s", .control)
        let saved = home + "/Pictures/sample-edited-20261129-130509.png"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: saved) { usleep(50_000) }
        #expect(FileManager.default.fileExists(atPath: saved), "the save waited for the copy")
        #expect(kill(helperPid, 0) == 0, "the copy is still running while the save is done")
        // The helper gives up: the message says the copy failed, and why.
        kill(helperPid, SIGTERM)
        // Each wait gives a copy two seconds; on a loaded machine the helper's end can take
        // longer to reach the app, so a few waits are allowed before the message is read.
        for _ in 0..<5 where h.controller.toastText?.hasPrefix("Could not copy") != true { h.controller.waitForBackgroundWork() }
        let text = try #require(h.controller.toastText)
        #expect(text.hasPrefix("Could not copy the picture: xclip"), "\(text)")
        #expect(h.machine.logged.last?.contains("could not copy the picture") == true)
    }

    /// The real xclip under Xvfb: Ctrl+C's picture is what the clipboard then holds, and a
    /// second copy right after replaces it; neither waits for the xclip left serving it.
    @Test func theRealXclipHoldsThePicture() throws {
        let xclip = try XServer.tool("xclip")
        let server = try XServer()
        let env = ["PATH": "/usr/bin:/bin", "DISPLAY": server.display]
        var second = Self.picture
        for x in 0..<50 { second[x, 10] = .black }
        for picture in [Self.picture, second] {
            let copied = try #require(Self.within(10) { Result { try Clipboard.copy(picture, environment: env) } }, "the copy waited for xclip")
            #expect(try copied.get() == "xclip")
            // The xclip left behind takes the selection just after the one started exits: the
            // clipboard is read until it holds this picture (or 5 s have passed).
            let file = try TestPaths.temporaryFolder("paste") + "/pasted.png"
            var pasted: RGBAImage?
            for _ in 0..<50 where pasted != picture {
                let r = try runProcess(xclip, ["-selection", "clipboard", "-t", "image/png", "-o"], environment: env)
                try r.stdoutData.write(to: URL(fileURLWithPath: file))
                pasted = r.status == 0 ? try? ImageFile.load(file) : nil
                if pasted != picture { usleep(100_000) }
            }
            #expect(pasted == picture)
        }
    }
}
