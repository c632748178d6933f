import SketchCore

/// Deterministic randomness for reproducible tests, with the helpers tests want.
public struct TestRandom {
    private var source: SplitMix64
    public init(seed: UInt64) { source = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 1) }
    public mutating func next() -> UInt64 { source.next() }
    public mutating func unit() -> Double { source.unit() }
    public mutating func double(_ r: ClosedRange<Double>) -> Double { r.lowerBound + unit() * (r.upperBound - r.lowerBound) }
    public mutating func int(_ r: Range<Int>) -> Int { r.lowerBound + Int(next() % UInt64(r.count)) }
}
