import Foundation
import TestSupport
import Testing

/// The tests that wait on other processes run on `WaitingThreads`, not on the pool the
/// computing tests need: sleeping there holds only a thread of their own.
@Suite(.waitsOnProcesses) struct WaitingThreadsTests {
    @Test func aWaitingTestRunsOnAWaitingThread() {
        #expect(WaitingThreads.onOne)
    }

    @Test func itsAsyncPartsStayThere() async throws {
        try await Task.sleep(for: .milliseconds(10))
        #expect(WaitingThreads.onOne)
    }
}

/// The rest stay on the pool.
@Suite struct PoolThreadsTests {
    @Test func aComputingTestRunsOnThePool() {
        #expect(!WaitingThreads.onOne)
    }
}
