import Foundation
import SketchCore
@testable import SketchPlatform
import Testing

/// A child being started holds a copy of every descriptor of this process, session locks
/// included, between its fork and its exec. A session this process has let go is not open
/// for that moment's copy; one it holds is open whatever copies exist.
@Suite struct SessionLockCopyTests {
    /// A descriptor sharing the lock file's open description with `handle`'s, as a forked
    /// child's copy does.
    static func copyOfLock(of handle: SessionHandle) throws -> Int32 {
        let lock = handle.path + "/" + SessionFiles.lock
        for name in try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            guard let fd = Int32(name), let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)"),
                  target == lock else { continue }
            return dup(fd)
        }
        throw CocoaError(.fileNoSuchFile)
    }

    @Test func aSessionLetGoIsNotOpenForAChildsCopyOfItsLock() throws {
        let state = try JournalFileTests.State()
        var handle: SessionHandle? = try state.store.create()
        let id = handle!.id, lock = state.store.path(of: id) + "/" + SessionFiles.lock
        let copy = try Self.copyOfLock(of: handle!)
        defer { close(copy) }
        #expect(SessionLock.isHeld(lock), "held by this process")
        #expect(state.store.entries().first { $0.id == id }?.isOpen == true)
        handle = nil
        // The copy still holds the flock, as a child not yet exec'd would.
        let other = open(lock, O_RDONLY | O_CLOEXEC)
        defer { close(other) }
        #expect(flock(other, LOCK_SH | LOCK_NB) != 0, "the copy keeps the lock")
        #expect(!SessionLock.isHeld(lock), "let go by this process: the copy does not make it open")
        #expect(state.store.entries().first { $0.id == id }?.isOpen == false)
    }
}
