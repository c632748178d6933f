import Foundation
import TestSupport
import Testing

/// The tests' way of running programs never hangs: not on a daemon a child leaves holding its
/// output, nor on a child that never ends.
@Suite(.waitsOnProcesses) struct SubprocessTests {
    @Test func aDaemonHoldingTheOutputDoesNotHoldUpTheTest() throws {
        let started = DispatchTime.now().uptimeNanoseconds
        // The shell ends at once; its background child keeps stdout and stderr open for 30 s.
        let r = try runProcess("/bin/sh", ["-c", "sleep 30 & echo $! >&2; echo ready"], timeout: 20)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        #expect(r.status == 0 && r.stdout == "ready\n")
        #expect(seconds < 10, "waited \(seconds) s for the daemon's copy of the output")
        if let daemon = pid_t(r.stderr.trimmingCharacters(in: .whitespacesAndNewlines)) { kill(daemon, SIGKILL) }
    }

    @Test func aChildPastItsDeadlineIsKilledAndNamed() throws {
        let child = try Subprocess("/bin/sleep", ["30"])
        do {
            try child.wait(timeout: 0.5)
            Issue.record("the wait returned while sleep was running")
        } catch let timeout as Subprocess.Timeout {
            #expect(timeout.description == "/bin/sleep 30 did not finish within 0.5 s; it was killed")
        }
        #expect(child.termination == .signalled(SIGKILL) && kill(child.pid, 0) != 0)
    }

    @Test func inputOutputAndStatusGetThrough() throws {
        let r = try Subprocess.run("/bin/sh", ["-c", "cat; echo oops >&2; exit 3"], input: Data("hello".utf8))
        #expect(r.termination == .exited(3) && r.stdout == "hello" && r.stderr == "oops\n")
        let signalled = try runProcess("/bin/sh", ["-c", "kill -TERM $$"])
        #expect(signalled.termination == .signalled(SIGTERM))
    }
}
