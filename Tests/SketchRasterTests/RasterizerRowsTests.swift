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

    /// The same tie with the stripe's polygons clipped to the stripe, as the renderer adds
    /// them: the edges cut short above it keep their lines, and the walk starts where they do.
    @Test func aTieStaysResolvedWhenTheStripeIsClipped() {
        var differing = 0
        for k in 0..<200 {
            let x = 8 + Double(k) * 0.0731
            let clip = IntRect(x: 0, y: 0, width: 40, height: 12)
            let whole = CoverageRasterizer()
            whole.clip = clip
            Self.tie(at: x, row: 4, into: whole)
            let stripe = CoverageRasterizer()
            stripe.clip = IntRect(x: 0, y: 4, width: 40, height: 8)
            Self.tie(at: x, row: 4, into: stripe)
            if !Self.same(Self.coverage(whole, clip: clip), Self.coverage(stripe, clip: clip, rows: 4..<12), rows: 4..<12) { differing += 1 }
        }
        #expect(differing == 0, "\(differing) of 200 ties differ")
    }

    /// Two pieces whose sides lie on one slanted line, facing each other, both starting well
    /// above a stripe clipped to itself: their crossings tie or miss by a rounding from line to
    /// line, so their order at the stripe depends on every line since the first one started.
    @Test func collinearSidesStartingAboveTheStripeKeepTheWholesOrder() {
        var rng = SplitMix64(seed: 2)
        var differing = 0
        for trial in 0..<6000 {
            let x = rng.double(5...50), slope = rng.double(-0.3...0.3), a = rng.double(-20...2.5)
            let b = rng.double(a...2.9)
            func at(_ y: Double) -> Double { x + slope * y }
            let left = [Point(at(a) - 4, a), Point(at(12) - 4, 12), Point(at(12), 12), Point(at(a), a)]
            let right = [Point(at(b), b), Point(at(12), 12), Point(at(12) + 5, 12), Point(at(b) + 5, b)]
            // Clipped as the whole picture and as its stripe: the same box but for its height.
            let whole = CoverageRasterizer(), stripe = CoverageRasterizer()
            whole.clip = IntRect(x: 0, y: 0, width: 60, height: 12)
            stripe.clip = IntRect(x: 0, y: 4, width: 60, height: 8)
            for r in [whole, stripe] {
                for polygon in trial % 2 == 0 ? [left, right] : [right, left] { r.addPolygon(polygon, normalize: false) }
            }
            let clip = IntRect(x: 0, y: 0, width: 60, height: 12)
            if !Self.same(Self.coverage(whole, clip: clip), Self.coverage(stripe, clip: clip, rows: 4..<12), rows: 4..<12) { differing += 1 }
        }
        #expect(differing == 0, "\(differing) of 6000 differ")
    }

    /// Strokes of every tool, their outlines built for the stripe alone (the rest culled and
    /// clipped away), give the stripe's rows the whole picture's coverage to the last bit.
    @Test func strokesBuiltForAStripeGiveItsRowsExactly() {
        var rng = SplitMix64(seed: 11)
        let picture = IntRect(x: 0, y: 0, width: 300, height: 200)
        let tools: [Tool] = [.pen, .line, .arrow, .rectangle, .ellipse, .highlighter]
        for i in 0..<60 {
            let points = (0..<rng.int(1..<40)).map { _ in Point(rng.double(-60...360), rng.double(-60...260)) }
            let stroke = Stroke(tool: tools[i % tools.count], color: .black, width: rng.double(0.5...50), points: points)
            let renderer = StrokeRenderer()
            renderer.addOutline(of: stroke, transform: .identity, clip: picture)
            let whole = Self.coverage(renderer.rasterizer, clip: picture)
            for rows in [0..<37, 37..<38, 38..<120, 120..<200] {
                renderer.rasterizer.reset()
                renderer.addOutline(of: stroke, transform: .identity, clip: IntRect(x: 0, y: rows.lowerBound, width: 300, height: rows.count))
                #expect(Self.same(whole, Self.coverage(renderer.rasterizer, clip: picture, rows: rows), rows: rows), "stroke \(i), rows \(rows)")
            }
        }
    }

    @Test func anyStripeOfRandomPolygonsIsExactlyItsRows() {
        var rng = SplitMix64(seed: 5)
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
