import Foundation

/// Counts units of work done by several threads and reports the share done, rising, at most
/// once a hundredth (so a caller showing it is not flooded), and 1 when finished. The
/// receiver is called on the working threads, one call at a time.
public final class ProgressCounter: @unchecked Sendable {
    private let total: Int
    private let report: @Sendable (Double) -> Void
    private let lock = NSLock()
    private var done = 0
    private var reported = 0

    public init(total: Int, report: @escaping @Sendable (Double) -> Void) {
        self.total = max(1, total)
        self.report = report
    }

    /// One more unit done (thread-safe).
    public func advance(by units: Int = 1) {
        lock.lock()
        defer { lock.unlock() }
        done = min(total, done + units)
        let hundredths = done * 100 / total
        // Under the lock, so the shares arrive rising; the receiver must be quick (hand it on).
        if hundredths > reported && hundredths < 100 {
            reported = hundredths
            report(Double(hundredths) / 100)
        }
    }

    /// Reports 1, once.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        if reported < 100 {
            reported = 100
            report(1)
        }
    }
}
