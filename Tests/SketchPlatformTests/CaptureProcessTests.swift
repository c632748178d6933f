import Foundation
@testable import SketchCore
@testable import SketchPlatform
import TestSupport
import Testing

/// New screenshot's capture in a process of its own (`CaptureProcess`), with a stand-in for the
/// app's program: what its exit status, its standard output and its standard error become.
@Suite(.serialized) struct CaptureProcessTests {
    /// Runs a stand-in whose body is `script`, as the capture would run the app's program.
    func run(_ script: String, environment: [String: String] = [:], timeout: Double = CaptureProcess.timeoutSeconds) throws -> Result<[UInt8], CaptureFailure> {
        let folder = try TestPaths.temporaryFolder("capture-process")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let program = folder + "/sketchpad"
        try StandInProgram.write("#!/bin/sh\n" + script, to: program)
        do {
            return .success(try CaptureProcess.take(.region, program: program, environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 },
                                                    timeout: timeout))
        } catch {
            return .failure(error)
        }
    }

    @Test func thePictureIsWhatTheProgramWritesAfterItsArguments() throws {
        let got = try run("printf '%s ' \"$@\"\nprintf 'PNG'\n")
        #expect(got == .success(Array("--capture region -o - PNG".utf8)))
    }

    @Test func statusOneIsACancel() throws {
        #expect(try run("exit 1\n") == .failure(.cancelled))
    }

    /// The program's own line (`sketchpad: cannot capture the screen: REASON`) gives its reason.
    @Test func aFailureIsSaidWithTheProgramsReason() throws {
        let got = try run("echo 'sketchpad: cannot capture the screen: the Wayland compositor did not answer within 10 s' >&2\nexit 2\n")
        #expect(got == .failure(.failed("the Wayland compositor did not answer within 10 s")))
        let other = try run("echo 'sketchpad: cannot find the app'\"'\"'s assets' >&2\nexit 2\n")
        #expect(other == .failure(.failed("sketchpad: cannot find the app's assets")), "a line of another kind is said whole")
    }

    @Test func aSilentFailureAndACrashAreSaid() throws {
        #expect(try run("exit 3\n") == .failure(.failed("the capture ended with status 3 and said nothing")))
        #expect(try run("kill -SEGV $$\n") == .failure(.failed("the capture was ended by signal 11")))
        #expect(try run("exit 0\n") == .failure(.failed("the capture gave no picture")))
    }

    /// A program that never ends is ended at the deadline, and that is said.
    @Test func aProgramThatNeverEndsIsEndedAndSaid() throws {
        #expect(try run("exec sleep 60\n", timeout: 1) == .failure(.failed("sketchpad did not finish within 1 s")))
    }

    /// No portal answered in the app: the program is not sent to the session bus again.
    @Test func theProgramIsNotGivenTheSessionBus() throws {
        let got = try run("printf '%s' \"${DBUS_SESSION_BUS_ADDRESS-unset}\"\n", environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nowhere"])
        #expect(got == .success(Array("unset".utf8)))
    }
}
