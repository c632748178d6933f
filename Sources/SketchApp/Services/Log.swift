/// A line for standard error.
public struct Log: Sendable {
    public var write: @Sendable (_ line: String) -> Void

    public init(write: @escaping @Sendable (_ line: String) -> Void) { self.write = write }

    public func callAsFunction(_ line: String) { write(line) }
}
