import SketchCore

import FoundationEssentials

/// Time: seconds on a monotonic clock (messages that expire, double taps), the local date and
/// time for file names, and the date now (how long ago a stored session was edited). The app
/// reads time only through here.
public struct Clock: Sendable {
    public var now: @Sendable () -> Double
    public var timestamp: @Sendable () -> SaveName.Stamp
    public var date: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Double, timestamp: @escaping @Sendable () -> SaveName.Stamp,
                date: @escaping @Sendable () -> Date) {
        self.now = now; self.timestamp = timestamp; self.date = date
    }
}
