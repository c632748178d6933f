import Foundation

/// A program the tests need that is not installed (README's test command installs them all).
public struct ToolError: Error, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// An X server of the test's own (Xvfb, 1600x1000), on a display nobody else uses; killed
/// with the object.
public final class XServer {
    public let display: String
    public let process: Subprocess

    /// A program of the system's, by name.
    public static func tool(_ name: String) throws -> String {
        for dir in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
            return "\(dir)/\(name)"
        }
        throw ToolError(message: "\(name) is not installed; README's test command installs it (Debian package \(name == "Xvfb" ? "xvfb" : name))")
    }

    /// The numbers this process has handed out: tests start servers side by side, and two of
    /// them could otherwise find the same number free before either server locks it.
    private static let handedOut = Locked<Set<Int>>([])

    /// A display number nobody uses.
    public static func freeNumber() -> Int {
        var number = 0
        handedOut.update { taken in
            var n = Int.random(in: 200...900)
            while taken.contains(n) || FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") { n += 1 }
            taken.insert(n)
            number = n
        }
        return number
    }

    public init(number: Int = XServer.freeNumber()) throws {
        display = ":\(number)"
        // -noreset: root window properties (the resource database xrdb sets) outlive the
        // client that set them, as on a desktop that keeps its session's connections.
        process = try Subprocess(try Self.tool("Xvfb"), [display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-noreset"])
        // Ready when it answers a client, not when its socket appears: an app started in
        // between finds no display.
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        let xdotool = try Self.tool("xdotool")
        var answered = false
        for _ in 0..<200 where !answered {
            answered = (try? runProcess(xdotool, ["getdisplaygeometry"], environment: env, timeout: 10).status) == 0
            if !answered { usleep(50_000) }
        }
        guard answered else { throw ToolError(message: "Xvfb did not answer on \(display) within 10 s") }
    }

    /// Asked to end (SIGTERM), Xvfb removes its lock file and socket; killed outright it
    /// leaves them in /tmp, and every later run starts further up the display numbers.
    deinit {
        process.kill(SIGTERM)
        _ = try? process.wait(timeout: 3)
    }
}
