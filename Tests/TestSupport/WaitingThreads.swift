import Foundation
import Testing

/// Threads of their own for tests that block while another process works: an app under Xvfb
/// or a compositor, driven and polled with `usleep`. Swift Testing runs every test on the
/// cooperative pool, which has one thread per core; a test that sleeps there holds a core's
/// thread the computing tests need, and on two cores two sleeping tests stop everything.
/// Here they wait on these threads instead, at most `width` at once (each also starts a
/// server and an app, so more would only crowd the cores and slow the apps they wait for).
public final class WaitingThreads: TaskExecutor, @unchecked Sendable {
    /// How many waiting tests run at once: `SKETCHPAD_TEST_WAITING_WIDTH`, or 4.
    public static let shared = WaitingThreads(
        width: ProcessInfo.processInfo.environment["SKETCHPAD_TEST_WAITING_WIDTH"].flatMap { Int($0) }.map { max(1, $0) } ?? 4)

    private static let threads = Locked<Set<pthread_t>>([])

    /// Whether the calling thread is one of these.
    public static var onOne: Bool { threads.value.contains(pthread_self()) }

    private let queue = NSCondition()
    private var jobs: [UnownedJob] = []

    init(width: Int) {
        for _ in 0..<width {
            let thread = Thread { [unowned self] in self.serve() }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.lock()
        jobs.append(job)
        queue.signal()
        queue.unlock()
    }

    private func serve() {
        Self.threads.update { $0.insert(pthread_self()) }
        while true {
            queue.lock()
            while jobs.isEmpty { queue.wait() }
            let job = jobs.removeFirst()
            queue.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// A suite's tests (or one test) run on `WaitingThreads`: `@Suite(.serialized, .waitsOnProcesses)`.
public struct WaitsOnProcesses: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { testCase == nil ? nil : self }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(WaitingThreads.shared) { try await function() }
    }
}

extension Trait where Self == WaitsOnProcesses {
    /// The test blocks while other processes work, so it runs on `WaitingThreads`.
    public static var waitsOnProcesses: Self { Self() }
}
