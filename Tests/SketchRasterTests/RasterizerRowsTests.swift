import SketchCore
import SketchRaster
import TestSupport
import Testing

/// `CoverageRasterizer.rasterize(clip:rows:)` gives exactly the coverage the whole rasterising
/// gives those rows, down to the last bit of every float, also where two crossings tie in x on
/// a stripe's first sample line: the tie is resolved by the order the crossings came in above
/// the stripe, as in the whole.
@Suite struct RasterizerRowsTests {
    /// Every row's coverage, keyed by row, as the rasterizer gives it.
    static func coverage(_ r: CoverageRasterizer, clip: IntRect, rows: Range<Int>? = nil) -> [Int: (x0: Int, values: [Float])] {
        var out: [Int: (x0: Int, values: [Float])] = [:]
        r.rasterize(clip: clip, rows: rows) { y, x0, cov in out[y] = (x0, Array(cov)) }
        return out
    }

    static func same(_ a: [Int: (x0: Int, values: [Float])], _ b: [Int: (x0: Int, values: [Float])], rows: Range<Int>) -> Bool {
        rows.allSatisfy { y in
            guard let p = a[y], let q = b[y] else { return a[y] == nil && b[y] == nil }
            return p.x0 == q.x0 && p.values.map(\.bitPattern) == q.values.map(\.bitPattern)
        }
    }

    /// Two pieces meeting at x = `x`: the left one's right side is vertical there and starts
    /// later; the right one's left side slants across it and reaches it exactly on the first
    /// sample line of row `row`. Above that line the slanted side is right of the vertical one.
    /// Taken in that order the span breaks at `x` on that line; taken the other way (by where
    /// the sides start) it does not, and the pixel at `x` sums differently in floats.
    static func tie(at x: Double, row: Int, into r: CoverageRasterizer) {
        let line = Double(row) + 0.5 / Double(CoverageRasterizer.subRows)
        r.addPolygon([Point(x + 1, line - 0.5), Point(x - 1, line + 0.5), Point(x + 5, line + 0.5), Point(x + 5, line - 0.5)], normalize: false)
        r.addPolygon([Point(x - 3, line - 0.25), Point(x - 3, line + 2), Point(x, line + 2), Point(x, line - 0.25)], normalize: false)
    }

    @Test func aTieOnAStripesFirstLineKeepsTheWholesOrder() {
        var differing = 0
        for k in 0..<200 {
            let x = 8 + Double(k) * 0.0731
            let clip = IntRect(x: 0, y: 0, width: 40, height: 12)
            let r = CoverageRasterizer()
            Self.tie(at: x, row: 4, into: r)
            let whole = Self.coverage(r, clip: clip)
            let stripe = Self.coverage(r, clip: clip, rows: 4..<12)
            if !Self.same(whole, stripe, rows: 4..<12) { differing += 1 }
        }
        #expect(differing == 0, "\(differing) of 200 ties differ")
    }

    @Test func anyStripeOfRandomPolygonsIsExactlyItsRows() {
        var rng = TestRandom(seed: 5)
        for _ in 0..<40 {
            let r = CoverageRasterizer()
            for _ in 0..<12 {
                let n = rng.int(3..<9)
                r.addPolygon((0..<n).map { _ in Point(rng.unit() * 60 - 5, rng.unit() * 50 - 5) })
            }
            let clip = IntRect(x: 0, y: 0, width: 50, height: 40)
            let whole = Self.coverage(r, clip: clip)
            for cut in [1, 7, 13, 20, 39] {
                for rows in [0..<cut, cut..<40] {
                    #expect(Self.same(whole, Self.coverage(r, clip: clip, rows: rows), rows: rows), "rows \(rows)")
                }
            }
        }
    }
}
