import SketchCore

/// Time: seconds on a monotonic clock (messages that expire, double taps), and the local date
/// and time for file names.
public struct Clock: Sendable {
    public var now: @Sendable () -> Double
    public var timestamp: @Sendable () -> SaveName.Stamp

    public init(now: @escaping @Sendable () -> Double, timestamp: @escaping @Sendable () -> SaveName.Stamp) {
        self.now = now; self.timestamp = timestamp
    }
}
