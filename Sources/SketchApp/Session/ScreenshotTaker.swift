import Dispatch
import Synchronization

/// Runs "New screenshot" in the background (choosing a region waits for the user) and keeps
/// what came, for the main thread to collect. One at a time: asking again while one runs does
/// nothing.
final class ScreenshotTaker: Sendable {
    private let take: @Sendable () -> ScreenshotClient.Outcome
    private let wake: Wake
    private let state = Mutex<(running: Bool, done: [ScreenshotClient.Outcome])>((false, []))
    private let queue = DispatchQueue(label: "sketchpad.screenshot", qos: .userInitiated)

    init(take: @escaping @Sendable () -> ScreenshotClient.Outcome, wake: Wake) {
        self.take = take
        self.wake = wake
    }

    /// Starts one; false when one is already running.
    func start() -> Bool {
        let started = state.withLock { s -> Bool in
            guard !s.running else { return false }
            s.running = true
            return true
        }
        guard started else { return false }
        queue.async { [self] in
            let outcome = take()
            state.withLock { $0.running = false; $0.done.append(outcome) }
            wake()
        }
        return true
    }

    /// What came since the last call.
    func collect() -> [ScreenshotClient.Outcome] { state.withLock { s in defer { s.done.removeAll() }; return s.done } }
}
