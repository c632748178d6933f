import SketchCore

/// The tests' and fuzzers' random numbers come from the app's one seeded generator, so a
/// failure repeats from its seed; these pick from ranges.
extension SplitMix64 {
    public mutating func int(_ r: Range<Int>) -> Int { r.lowerBound + Int(next() % UInt64(r.count)) }
    public mutating func double(_ r: ClosedRange<Double>) -> Double { r.lowerBound + unit() * (r.upperBound - r.lowerBound) }
}
