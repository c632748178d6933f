/// Wakes the event loop after background work finished, from any thread.
public struct Wake: Sendable {
    public var wake: @Sendable () -> Void

    public init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    public func callAsFunction() { wake() }
}
