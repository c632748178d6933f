import CloseWatch
import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Every descriptor has one owner and is closed exactly once, on every path: a second close
/// of a number can close another thread's file that was given the same number in between.
struct FileDescriptorTests {
    /// Whether `fd` is an open descriptor of this process.
    private static func isOpen(_ fd: Int32) -> Bool { fcntl(fd, F_GETFD) != -1 }

    /// A second window asking for a session that one holds is refused, and the refused lock
    /// closes its own descriptor once: nothing else of the process is closed with it.
    @Test func aRefusedSessionLockClosesItsDescriptorOnce() throws {
        let folder = try TestPaths.temporaryFolder("busy-lock")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = SessionStore(stateFolder: folder)
        let held = try store.create()
        let before = close_watch_bad_closes()
        let mine = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(mine) }
        #expect(Self.isOpen(mine))
        #expect { try store.claim(held.id) } throws: { "\($0)".contains("is open in another window (process \(getpid()))") }
        #expect(close_watch_bad_closes() == before, "no close failed with EBADF")
        #expect(Self.isOpen(mine), "the test's own descriptor is still open")
        // The number the refused lock used is free again, exactly once: the next open gets it
        // and keeps it.
        let next = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(next) }
        #expect(Self.isOpen(next) && Self.isOpen(mine))
        _ = held
    }

    /// The file `fd` is open on (device and inode); nil when `fd` is not open.
    private static func identity(_ fd: Int32) -> [UInt64]? {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        return [UInt64(st.st_dev), UInt64(st.st_ino)]
    }

    /// Whether `fd` is still open on the file it was open on (`file`). Tests run side by side,
    /// so a number closed here may already be another test's: the file tells them apart.
    private static func stillOpen(_ fd: Int32, on file: [UInt64]?) -> Bool { file != nil && identity(fd) == file }

    /// `close()` closes now, and the value is gone; dropping one closes it; `release()` hands
    /// the number out unclosed.
    @Test func aDescriptorClosesOnceWhicheverWayItGoes() throws {
        let folder = try TestPaths.temporaryFolder("descriptor-once")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/mine"
        try AtomicFile.write(Array("mine".utf8), to: path, replacing: false)
        let before = close_watch_bad_closes()
        guard let consumed = FileDescriptor(opening: path, O_RDONLY | O_CLOEXEC) else { Issue.record("cannot open \(path)"); return }
        let a = consumed.raw, file = Self.identity(a)
        #expect(file != nil)
        #expect(consumed.close() == 0)
        #expect(!Self.stillOpen(a, on: file))

        var b: Int32 = -1
        do {
            guard let dropped = FileDescriptor(opening: path, O_RDONLY | O_CLOEXEC) else { Issue.record("cannot open \(path)"); return }
            b = dropped.raw
            #expect(Self.stillOpen(b, on: file))
        }
        #expect(!Self.stillOpen(b, on: file), "closed when its owner went")

        struct Thrown: Error {}
        func throwing() throws {
            let owned = FileDescriptor(opening: path, O_RDONLY | O_CLOEXEC)
            b = owned.raw
            throw Thrown()
        }
        #expect(throws: Thrown.self) { try throwing() }
        #expect(b >= 0 && !Self.stillOpen(b, on: file), "closed by the throw")

        guard let handedOut = FileDescriptor(opening: "/dev/null", O_RDONLY | O_CLOEXEC) else { Issue.record("cannot open /dev/null"); return }
        let released = handedOut.release()
        #expect(Self.isOpen(released))
        #expect(close(released) == 0)
        let none = FileDescriptor(-1)
        #expect(none.raw == -1)
        #expect(close_watch_bad_closes() == before)
    }

    /// Writing files, reading them, and a helper process with its pipes close nothing twice.
    @Test func filesAndHelpersCloseNothingTwice() throws {
        let folder = try TestPaths.temporaryFolder("descriptors")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = close_watch_bad_closes()
        try AtomicFile.write(Array("one".utf8), to: folder + "/a.txt", replacing: false)
        #expect(throws: (any Error).self) { try AtomicFile.write(Array("two".utf8), to: folder + "/a.txt", replacing: false) }
        try AtomicFile.write(Array("three".utf8), to: folder + "/a.txt", replacing: true)
        #expect(try InputFile.read(folder + "/a.txt", limit: 10, noun: "a text") == Array("three".utf8))
        #expect(throws: (any Error).self) { try InputFile.read(folder + "/a.txt", limit: 2, noun: "a text") }
        // A clipboard helper that reads the picture, says something and fails: its pipe and
        // its error log are closed once each.
        let helper = folder + "/xclip"
        try StandInProgram.write("#!/bin/sh\n/bin/cat > /dev/null\necho done >&2\nexit 3\n", to: helper)
        let image = RGBAImage(width: 300, height: 200, fill: .white)
        #expect { try Clipboard.copy(image, environment: ["PATH": folder, "DISPLAY": ":99"]) } throws: {
            "\($0)".contains("xclip failed with exit status 3: done")
        }
        #expect(close_watch_bad_closes() == before)
    }
}
