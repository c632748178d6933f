import Foundation
import SketchPlatform
import SketchRaster
import TestSupport

/// A headless sway of the test's own (Scripts/headless-sway: no GPU, no input devices, no
/// Xwayland, one 1600x1000 output at `scale`), with a virtual pointer, keys through wtype and
/// screenshots through grim.
final class WaylandSession {
    let folder: String
    /// XDG_RUNTIME_DIR, WAYLAND_DISPLAY and SWAYSOCK for the clients.
    let env: [String: String]
    let scale: Double
    /// The output's size in logical pixels (1600x1000 divided by the scale, as sway rounds it).
    private(set) var logicalSize: (width: Int, height: Int) = (0, 0)
    private let swayPID: Int32
    private var pointer: Subprocess!
    /// A wtype that only waits: it keeps a keyboard in the seat for the whole session, so the
    /// app holds its wl_keyboard before keys are typed. (Each wtype brings a virtual keyboard of
    /// its own; were it the seat's only one, its keys could go out before the app had bound
    /// the keyboard that the seat just gained, and be lost.)
    private var keyboard: Subprocess!

    init(scale: Double) throws {
        self.scale = scale
        folder = try TestPaths.temporaryFolder("sway")
        let script = TestPaths.repository.appendingPathComponent("Scripts/headless-sway").path
        // Without pipes: sway inherits the script's open files and would keep a pipe open.
        let errors = folder + "/headless-sway.err"
        let start = try Subprocess(script, [folder, "--scale", String(format: "%g", scale)], error: .file(errors))
        let status = try start.wait(timeout: 120)
        guard status == .exited(0), let exports = try? String(contentsOfFile: folder + "/env", encoding: .utf8) else {
            throw EndToEndTests.XvfbError(message: "Scripts/headless-sway failed (\(status)): \((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")")
        }
        var found: [String: String] = [:]
        for assignment in exports.split(whereSeparator: \.isWhitespace) where assignment.contains("=") {
            let parts = assignment.split(separator: "=", maxSplits: 1)
            found[String(parts[0])] = String(parts[1])
        }
        guard let pid = found["SWAY_PID"].flatMap({ Int32($0) }), let client = found["POINTER"] else {
            throw EndToEndTests.XvfbError(message: "Scripts/headless-sway wrote no SWAY_PID or POINTER: \(exports)")
        }
        swayPID = pid
        var env = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "SDL_VIDEODRIVER", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "SKETCHPAD_PRESENTER", "SKETCHPAD_SCALE"] { env.removeValue(forKey: key) }
        for key in ["XDG_RUNTIME_DIR", "WAYLAND_DISPLAY", "SWAYSOCK"] { env[key] = found[key] }
        self.env = env
        let outputs = try runProcess("/usr/bin/swaymsg", ["-s", env["SWAYSOCK"]!, "-t", "get_outputs", "-r"], environment: env)
        guard let list = try JSONSerialization.jsonObject(with: Data(outputs.stdout.utf8)) as? [[String: Any]],
              let rect = list.first?["rect"] as? [String: Int], let w = rect["width"], let h = rect["height"] else {
            throw EndToEndTests.XvfbError(message: "sway listed no output: \(outputs.stdout) \(outputs.stderr)")
        }
        logicalSize = (w, h)
        pointer = try Subprocess(client, [String(logicalSize.width), String(logicalSize.height)], environment: env, input: .pipe, output: .pipe)
        keyboard = try Subprocess(try EndToEndTests.tool("wtype"), ["-s", "86400000"], environment: env)
        // The seat gains its pointer now; give clients a moment to take it before it is used.
        try point(["move 0 0", "sleep 200"])
    }

    /// Ends the pointer and sway. Tests call it in a `defer`: a failed expectation may keep the
    /// session alive past the test.
    func stop() {
        guard !stopped else { return }
        stopped = true
        try? pointer?.standardInput?.close()
        if let pointer, (try? pointer.wait(timeout: 10)) == nil { pointer.kill() }
        keyboard?.kill()
        guard !compositorKilled else { try? FileManager.default.removeItem(atPath: folder); return }
        kill(swayPID, SIGTERM)
        for _ in 0..<20 where kill(swayPID, 0) == 0 { usleep(100_000) }
        kill(swayPID, SIGKILL)
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var stopped = false
    private var compositorKilled = false

    /// Stops sway (SIGSTOP) or lets it go on (SIGCONT): a stopped compositor keeps its clients
    /// connected and answers none of them.
    func pauseCompositor(_ paused: Bool) {
        kill(swayPID, paused ? SIGSTOP : SIGCONT)
    }

    /// Kills sway outright, as a compositor that crashes dies: its clients' connections break.
    func killCompositor() {
        kill(swayPID, SIGKILL)
        compositorKilled = true
    }

    deinit { stop() }

    /// Sends virtual-pointer commands (see Tests/WaylandTools/virtual-pointer.c) and waits until
    /// the compositor has handled them.
    func point(_ commands: [String]) throws {
        pointer.standardInput!.write(Data((commands + ["sync"]).joined(separator: "\n").appending("\n").utf8))
        var answer = Data()
        while !answer.contains(UInt8(ascii: "\n")) {
            let chunk = pointer.standardOutput!.availableData
            guard !chunk.isEmpty else { throw EndToEndTests.XvfbError(message: "the virtual pointer stopped") }
            answer += chunk
        }
    }

    /// Pointer commands for a left-button drag through logical points.
    static func drag(_ points: [(Int, Int)]) -> [String] {
        var commands = ["move \(points[0].0) \(points[0].1)", "sleep 20", "down"]
        for p in points.dropFirst() { commands += ["move \(p.0) \(p.1)", "sleep 10"] }
        return commands + ["up", "sleep 100"]
    }

    /// Types keys with wtype, as `wtype` arguments (`-M ctrl s -m ctrl`).
    func type(_ arguments: [String]) throws {
        let r = try runProcess(try EndToEndTests.tool("wtype"), arguments, environment: env)
        guard r.status == 0 else { throw EndToEndTests.XvfbError(message: "wtype \(arguments) failed: \(r.stderr)") }
    }

    /// The whole output in its own pixels, through grim.
    func screenshot() throws -> RGBAImage {
        let path = folder + "/shot-\(UUID().uuidString).png"
        let r = try runProcess(try EndToEndTests.tool("grim"), [path], environment: env)
        guard r.status == 0 else { throw EndToEndTests.XvfbError(message: "grim failed: \(r.stderr)") }
        return try ImageFile.load(path)
    }

    /// The first window of `appID` in sway's tree: its title and rectangle in logical pixels.
    func window(appID: String) throws -> (title: String, x: Int, y: Int, width: Int, height: Int)? {
        let r = try runProcess("/usr/bin/swaymsg", ["-s", env["SWAYSOCK"]!, "-t", "get_tree", "-r"], environment: env)
        guard r.status == 0, let tree = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] else { return nil }
        func search(_ node: [String: Any]) -> [String: Any]? {
            if node["app_id"] as? String == appID { return node }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] { if let hit = search(child) { return hit } }
            }
            return nil
        }
        guard let node = search(tree), let rect = node["rect"] as? [String: Int] else { return nil }
        return (node["name"] as? String ?? "", rect["x"] ?? 0, rect["y"] ?? 0, rect["width"] ?? 0, rect["height"] ?? 0)
    }
}
