import Synchronization

/// Counts units of work done by several threads and reports the share done, rising, at most
/// once a hundredth (so a caller showing it is not flooded), and 1 when finished. The
/// receiver is called on the working threads, one call at a time.
public final class ProgressCounter: Sendable {
    private struct Count {
        var done = 0
        var reported = 0
    }
    private let total: Int
    private let report: @Sendable (Double) -> Void
    private let count = Mutex(Count())

    public init(total: Int, report: @escaping @Sendable (Double) -> Void) {
        self.total = max(1, total)
        self.report = report
    }

    /// One more unit done (thread-safe).
    public func advance(by units: Int = 1) {
        count.withLock { count in
            count.done = min(total, count.done + units)
            let hundredths = count.done * 100 / total
            // Under the lock, so the shares arrive rising; the receiver must be quick (hand it on).
            if hundredths > count.reported && hundredths < 100 {
                count.reported = hundredths
                report(Double(hundredths) / 100)
            }
        }
    }

    /// Reports 1, once.
    public func finish() {
        count.withLock { count in
            if count.reported < 100 {
                count.reported = 100
                report(1)
            }
        }
    }
}
