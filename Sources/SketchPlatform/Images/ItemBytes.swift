/// One item's data as one run of bytes: its extents joined in order, as libheif hands them to
/// the decoder. Bytes past the end of the file are not there.
struct ItemBytes {
    let r: HeaderBytes
    let ranges: [Range<Int>]
    let count: Int

    init(_ r: HeaderBytes, _ ranges: [Range<Int>]) {
        self.r = r
        self.ranges = ranges.map { max(0, min($0.lowerBound, r.count))..<max(0, min($0.upperBound, r.count)) }
        count = self.ranges.reduce(0) { $0 + $1.count }
    }

    subscript(i: Int) -> UInt8? {
        var i = i
        guard i >= 0, i < count else { return nil }
        if ranges.count == 1 { return r[ranges[0].lowerBound + i] }
        for range in ranges {
            if i < range.count { return r[range.lowerBound + i] }
            i -= range.count
        }
        return nil
    }

    /// Up to `n` bytes from `start`.
    func bytes(_ start: Int, _ n: Int) -> ArraySlice<UInt8> {
        ArraySlice((start..<min(count, start + max(0, n))).compactMap { self[$0] })
    }

    func be32(_ i: Int) -> Int? {
        guard let a = self[i], let b = self[i + 1], let c = self[i + 2], let d = self[i + 3] else { return nil }
        return Int(a) << 24 | Int(b) << 16 | Int(c) << 8 | Int(d)
    }
}
