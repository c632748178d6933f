import Foundation
import TestSupport

/// A session bus for `session` on which xdg-desktop-portal answers with the wlroots backend:
/// PipeWire first (xdg-desktop-portal-wlr exits without it, for its ScreenCast), then the
/// backend and the portal, each started and waited for until it answers, with the desktop named
/// sway (the portal picks its backend by XDG_CURRENT_DESKTOP) and xdg-desktop-portal-gtk for
/// the Access interface the Screenshot portal of xdg-desktop-portal 1.16 needs.
final class WlrPortal {
    /// Where xdg-desktop-portal-wlr (0.7) writes every screenshot: one name for the whole machine.
    static let picture = "/tmp/out.png"
    /// Seconds each of PipeWire, the backend and the portal may take to start on a loaded machine.
    static let startSeconds = 120
    static let backend = "org.freedesktop.impl.portal.desktop.wlr"
    static let portal = "org.freedesktop.portal.Desktop"
    static let objectPath = "/org/freedesktop/portal/desktop"

    var address: String { bus.address }
    private let pictureLock: FileLock
    private let bus: SessionBus
    private let pipewire: Subprocess
    private let folder: String
    private let env: [String: String]
    var log: String { bus.log }
    /// What the bus and the portals it started (their standard error goes to the bus's) and
    /// PipeWire said, for a failure's message.
    var said: String {
        "the portals said: \(log)\nPipeWire said: \((try? String(contentsOfFile: folder + "/pipewire.log", encoding: .utf8)) ?? "")"
    }

    init(session: WaylandSession) throws {
        // Another run on the machine (another checkout's) would write the same picture.
        pictureLock = try FileLock(Self.picture + ".sketchpad-test.lock")
        folder = session.folder
        var env = session.env
        env["XDG_CURRENT_DESKTOP"] = "sway"
        env.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")
        bus = try SessionBus(folder: folder, name: "portal-bus", environment: env)
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.address
        self.env = env
        pipewire = try Subprocess(try XServer.tool("pipewire"), [], environment: env, output: .file(folder + "/pipewire.log"), error: .sameAsOutput)
        // PipeWire's socket, before the backend looks for it.
        let socket = env["XDG_RUNTIME_DIR"]! + "/pipewire-0"
        for _ in 0..<Self.startSeconds * 10 where !FileManager.default.fileExists(atPath: socket) && pipewire.isRunning { usleep(100_000) }
        guard FileManager.default.fileExists(atPath: socket) else { throw ToolError(message: "PipeWire made no socket; \(said)") }
        try waitForTheBackend()
        try startThePortal()
    }

    /// Starts xdg-desktop-portal-wlr and asks until it answers. Debian 12's 0.7.0 polls its bus
    /// connection only for bytes on the socket, not for messages its sd-bus has already read
    /// into its queue: one that comes while it still makes calls of its own at start waits
    /// there until another message comes (0.7.1 fixes it). The call that starts it always does;
    /// xdg-desktop-portal's first question, asked once the backend has its name, did on a busy
    /// machine, and xdg-desktop-portal then waited 25 s for it, past the app's own wait for the
    /// portal. Asked again each second, it answers once past its start, and then answers the
    /// portal at once.
    private func waitForTheBackend() throws {
        var answer = ""
        for _ in 0..<Self.startSeconds {
            let r = try version(of: "org.freedesktop.impl.portal.Screenshot", from: Self.backend, timeoutSeconds: 1)
            if r.status == 0 { return }
            answer = r.stderr
            guard answer.contains("NoReply") else { break }
        }
        throw ToolError(message: "xdg-desktop-portal-wlr did not answer: \(answer)\n\(said)")
    }

    /// Starts xdg-desktop-portal, waiting until it offers the Screenshot portal, as on a desktop
    /// where it runs from the start of the session.
    private func startThePortal() throws {
        let r = try version(of: "org.freedesktop.portal.Screenshot", from: Self.portal, timeoutSeconds: Self.startSeconds)
        guard r.status == 0 else { throw ToolError(message: "xdg-desktop-portal did not offer a Screenshot portal: \(r.stderr)\n\(said)") }
    }

    /// Reads `interface`'s version from `name` with dbus-send (the bus starts `name` when it is
    /// not running).
    private func version(of interface: String, from name: String, timeoutSeconds: Int) throws -> ProcessResult {
        try runProcess(try XServer.tool("dbus-send"), ["--session", "--print-reply", "--reply-timeout=\(timeoutSeconds * 1000)", "--dest=\(name)",
                                                       Self.objectPath, "org.freedesktop.DBus.Properties.Get", "string:\(interface)", "string:version"],
                       environment: env, timeout: Double(timeoutSeconds + 30))
    }

    func stop() {
        pipewire.kill(SIGTERM)
        _ = try? pipewire.wait(timeout: 5)
        // The portals leave with their bus.
        bus.stop()
        pictureLock.release()
    }
}

/// An exclusive lock (flock) on a file, waited for; released by `release` or when dropped.
final class FileLock {
    private var fd: Int32

    init(_ path: String) throws {
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw ToolError(message: "cannot open \(path): \(String(cString: strerror(errno)))") }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(fd)
                throw ToolError(message: "cannot lock \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    deinit { release() }
}
