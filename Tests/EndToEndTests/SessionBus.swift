import Foundation
import TestSupport

/// A D-Bus session bus of a test's own (dbus-daemon), ended by `stop` or with the value. Its
/// address is printed to `NAME-address` in `folder`, and what it and the services it starts
/// say on standard error goes to `NAME.log` there.
final class SessionBus {
    let daemon: Subprocess
    let address: String
    let logPath: String
    var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    /// - Parameter environment: the daemon's, and so the services' it starts; nil is the test's own.
    init(folder: String, name: String = "bus", environment: [String: String]? = nil) throws {
        let printed = folder + "/\(name)-address"
        logPath = folder + "/\(name).log"
        daemon = try Subprocess(try XServer.tool("dbus-daemon"), ["--session", "--nofork", "--print-address=1"], environment: environment,
                                output: .file(printed), error: .file(logPath))
        var address = ""
        for _ in 0..<100 where address.isEmpty {
            address = ((try? String(contentsOfFile: printed, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if address.isEmpty { usleep(50_000) }
        }
        guard !address.isEmpty else { throw ToolError(message: "dbus-daemon printed no address") }
        self.address = address
    }

    /// What the bus and the services it started said.
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    func stop() {
        daemon.kill(SIGTERM)
        _ = try? daemon.wait(timeout: 5)
    }

    deinit { stop() }
}
