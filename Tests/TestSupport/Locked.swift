import Synchronization

/// A value the tests share between threads, under a lock.
public final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    public init(_ value: Value) { mutex = Mutex(value) }

    public var value: Value {
        get { mutex.withLock { $0 } }
        set { mutex.withLock { $0 = newValue } }
    }

    /// Changes the value in place, under the lock.
    public func update(_ change: (inout Value) -> Void) { mutex.withLock { change(&$0) } }
}
