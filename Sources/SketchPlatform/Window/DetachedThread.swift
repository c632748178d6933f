import Glibc

/// A thread of its own for work that must go on while the main thread is blocked (a signal's
/// wake-up, a deadline for the window to close), made with pthreads and never joined.
enum DetachedThread {
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Starts `body` on a new thread; false when the system has no thread to give.
    @discardableResult
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { raw in
            Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
            return nil
        }, work)
        guard status == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Whether the caller is the process's first thread, the one SDL's window lives on: its
    /// thread id is the process id (`/proc/thread-self` names `PID/task/TID`).
    static var isMain: Bool {
        guard let link = FileSystem.linkTarget("/proc/thread-self") else { return true }
        let parts = link.split(separator: "/")
        return parts.count == 3 && parts[0] == parts[2]
    }

    /// Blocks the calling thread for `seconds`.
    static func sleep(seconds: Double) {
        var left = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var request = left
        while nanosleep(&request, &left) != 0 && errno == EINTR { request = left }
    }
}
