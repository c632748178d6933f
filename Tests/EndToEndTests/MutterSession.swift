import Foundation
import SketchPlatform
import TestSupport

/// A headless mutter of the test's own (Scripts/headless-mutter: GNOME's compositor, no GPU,
/// one 1280x800 virtual monitor), with input through its RemoteDesktop D-Bus API. mutter has
/// no window list or screenshot a client may ask for: what the app shows is read from its own
/// Wayland messages (WAYLAND_DEBUG), and what it drew from the picture it saves.
final class MutterSession {
    static let monitor = (width: 1280, height: 800)
    let folder: String
    /// XDG_RUNTIME_DIR and WAYLAND_DISPLAY for the clients, and no X display.
    let env: [String: String]
    private let mutterPID: Int32
    private var input: Subprocess!

    init() throws {
        folder = try TestPaths.temporaryFolder("mutter")
        let script = TestPaths.repository.appendingPathComponent("Scripts/headless-mutter").path
        let errors = folder + "/headless-mutter.err"
        let start = try Subprocess(script, [folder], error: .file(errors))
        let status = try start.wait(timeout: 120)
        guard status == .exited(0), let exports = try? String(contentsOfFile: folder + "/env", encoding: .utf8) else {
            throw EndToEndTests.XvfbError(message: "Scripts/headless-mutter failed (\(status)): \((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "")")
        }
        var found: [String: String] = [:]
        for assignment in exports.split(whereSeparator: \.isWhitespace) where assignment.contains("=") {
            let parts = assignment.split(separator: "=", maxSplits: 1)
            found[String(parts[0])] = String(parts[1])
        }
        guard let pid = found["MUTTER_PID"].flatMap({ Int32($0) }), let client = found["INPUT"] else {
            throw EndToEndTests.XvfbError(message: "Scripts/headless-mutter wrote no MUTTER_PID or INPUT: \(exports)")
        }
        mutterPID = pid
        var env = ProcessInfo.processInfo.environment
        for key in ["DISPLAY", "SDL_VIDEODRIVER", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "SKETCHPAD_PRESENTER", "SKETCHPAD_SCALE", "SWAYSOCK"] { env.removeValue(forKey: key) }
        for key in ["XDG_RUNTIME_DIR", "WAYLAND_DISPLAY"] { env[key] = found[key] }
        self.env = env
        input = try Subprocess(client, [], input: .pipe, output: .pipe)
        try send(["sync"])
    }

    /// Sends input commands (see Tests/WaylandTools/mutter-remote-input.py) and waits until
    /// mutter has taken them.
    func send(_ commands: [String]) throws {
        input.standardInput!.write(Data((commands + ["sync"]).joined(separator: "\n").appending("\n").utf8))
        var answer = Data()
        while !answer.contains(UInt8(ascii: "\n")) {
            let chunk = input.standardOutput!.availableData
            guard !chunk.isEmpty else { throw EndToEndTests.XvfbError(message: "the remote desktop input client stopped") }
            answer += chunk
        }
    }

    /// Ends the input client and mutter (its bus goes with it). Tests call it in a `defer`.
    func stop() {
        guard !stopped else { return }
        stopped = true
        try? input?.standardInput?.close()
        if let input, (try? input.wait(timeout: 10)) == nil { input.kill() }
        kill(mutterPID, SIGTERM)
        for _ in 0..<20 where kill(mutterPID, 0) == 0 { usleep(100_000) }
        kill(mutterPID, SIGKILL)
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var stopped = false

    deinit { stop() }
}

/// What a client's WAYLAND_DEBUG=client log says, as far as the tests read it.
struct WaylandLog {
    let lines: [Substring]

    init(_ text: String) { lines = text.split(separator: "\n") }

    /// The surface and surface-local position of the last wl_pointer.enter.
    var lastPointerEnter: (surface: String, x: Double, y: Double)? {
        for line in lines.reversed() {
            guard line.contains("] wl_pointer@"), let call = line.range(of: ".enter(") else { continue }
            let arguments = line[call.upperBound...].dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard arguments.count == 4, let x = Double(arguments[2]), let y = Double(arguments[3]) else { continue }
            return (arguments[1], x, y)
        }
        return nil
    }

    /// How many wl_pointer.enter events the app has had.
    var pointerEnters: Int { lines.count { $0.contains("] wl_pointer@") && $0.contains(".enter(") } }

    /// The surfaces made subsurfaces of `parent` (`wl_subcompositor.get_subsurface`).
    func subsurfaces(of parent: String) -> [String] {
        lines.compactMap { line -> String? in
            guard line.contains(".get_subsurface("), let open = line.range(of: ".get_subsurface(") else { return nil }
            let arguments = line[open.upperBound...].dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return arguments.count == 3 && arguments[2] == parent ? arguments[1] : nil
        }
    }

    /// The window's own surface: the one given its xdg_surface role (`xdg_wm_base.get_xdg_surface`),
    /// whose subsurfaces are libdecor's decorations.
    var toplevelSurface: String? {
        lines.lazy.compactMap { line -> String? in
            guard let open = line.range(of: ".get_xdg_surface(") else { return nil }
            let arguments = line[open.upperBound...].dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return arguments.count == 2 ? arguments[1] : nil
        }.first
    }

    /// Whether `surface` was given a buffer (`wl_surface.attach` with a wl_buffer).
    func attachesBuffer(_ surface: String) -> Bool {
        lines.contains { $0.contains("-> \(surface).attach(wl_buffer@") }
    }

    /// The titles the app set on its toplevel, in order.
    var titles: [String] {
        lines.compactMap { line in
            guard let open = line.range(of: ".set_title(\""), line.contains("xdg_toplevel@") else { return nil }
            return String(line[open.upperBound...].dropLast(2))
        }
    }
}
