import Testing
import SketchCore

@Suite("StrokeSmoother")
struct StrokeSmootherTests {
    /// The convex hull of `points`, counter-clockwise (Andrew's monotone chain).
    private static func hull(_ points: [Point]) -> [Point] {
        let sorted = Set(points).sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Point] = [], upper: [Point] = []
        for p in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// Whether `p` lies in the counter-clockwise convex polygon `hull`, within `epsilon`.
    private static func inside(_ p: Point, _ hull: [Point], epsilon: Double = 1e-9) -> Bool {
        for i in hull.indices {
            let a = hull[i], b = hull[(i + 1) % hull.count]
            let edge = b - a, length = (edge.x * edge.x + edge.y * edge.y).squareRoot()
            let cross = edge.x * (p.y - a.y) - edge.y * (p.x - a.x)
            if cross / length < -epsilon { return false }
        }
        return true
    }

    @Test("the first point is the start, and a lone start is a one-point stroke")
    func start() {
        var s = StrokeSmoother(start: Point(12.5, 7.25))
        #expect(s.points == [Point(12.5, 7.25)])
        #expect(s.tail.isEmpty)
        #expect(s.finish() == [Point(12.5, 7.25)])
    }

    @Test("the last raw point ends the stroke after finish()")
    func finishEndsAtLastPoint() {
        let raw = [Point(0, 0), Point(10, 3), Point(25, -4), Point(31, 12), Point(40.5, 20.25)]
        var s = StrokeSmoother(start: raw[0])
        for p in raw.dropFirst() { s.add(p) }
        let out = s.finish()
        #expect(out.first == raw.first)
        #expect(out.last == raw.last)
        #expect(s.points == out)
        // A second finish() adds nothing.
        #expect(s.finish() == out)
    }

    @Test("add reports how many points it settled")
    func addCount() {
        var s = StrokeSmoother(start: Point(0, 0))
        var total = 1
        for i in 1...50 {
            let before = s.points.count
            let n = s.add(Point(Double(i) * 7, Double(i % 2) * 15))
            #expect(n == s.points.count - before)
            total += n
        }
        #expect(total == s.points.count)
    }

    @Test("samples closer than minSpacing are held back, but the last one still ends the stroke")
    func closeSamplesHeldBack() {
        var s = StrokeSmoother(start: Point(100, 100), minSpacing: 0.5)
        #expect(s.add(Point(100.1, 100.1)) == 0)
        #expect(s.add(Point(100.2, 100.0)) == 0)
        #expect(s.add(Point(100.3, 100.2)) == 0)
        #expect(s.points == [Point(100, 100)])
        // The live view still reaches the pointer.
        #expect(s.tail == [Point(100, 100), Point(100.3, 100.2)])
        #expect(s.finish() == [Point(100, 100), Point(100.3, 100.2)])
    }

    @Test("a held-back sample after settled ones still ends the stroke")
    func heldBackAfterMoving() {
        var s = StrokeSmoother(start: Point(0, 0))
        for p in [Point(20, 0), Point(40, 20), Point(60, 0)] { s.add(p) }
        #expect(s.add(Point(60.2, 0.1)) == 0)
        let out = s.finish()
        #expect(out.last == Point(60.2, 0.1))
        #expect(out.first == Point(0, 0))
    }

    @Test("a fast zig-zag is smoothed: more points than raw, all inside the raw points' hull")
    func zigZag() throws {
        var raw: [Point] = []
        for i in 0..<24 { raw.append(Point(Double(i) * 30 + 5, i.isMultiple(of: 2) ? 10 : 90)) }
        var s = StrokeSmoother(start: raw[0])
        for p in raw.dropFirst() { s.add(p) }
        let out = s.finish()
        #expect(out.count > raw.count)
        #expect(out.first == raw.first)
        #expect(out.last == raw.last)

        let minX = raw.map(\.x).min()!, maxX = raw.map(\.x).max()!
        let minY = raw.map(\.y).min()!, maxY = raw.map(\.y).max()!
        let hull = Self.hull(raw)
        for p in out {
            #expect(p.isFinite)
            #expect(p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY, "\(p) outside the bounding box")
            #expect(Self.inside(p, hull), "\(p) outside the convex hull")
        }
        // No jumps: consecutive points are never further apart than the longest raw step.
        let longestRaw = zip(raw, raw.dropFirst()).map { $0.distance(to: $1) }.max()!
        for (a, b) in zip(out, out.dropFirst()) { #expect(a.distance(to: b) <= longestRaw + 1e-9) }
        // And no repeats.
        for (a, b) in zip(out, out.dropFirst()) { #expect(a != b) }
    }

    @Test("random strokes stay inside the raw points' convex hull", arguments: [11, 12, 13] as [UInt64])
    func randomHull(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var raw = [Point(Double.random(in: 0...500, using: &rng), Double.random(in: 0...500, using: &rng))]
        var s = StrokeSmoother(start: raw[0])
        for _ in 0..<300 {
            let p = Point(Double.random(in: 0...500, using: &rng), Double.random(in: 0...500, using: &rng))
            raw.append(p)
            s.add(p)
        }
        let out = s.finish()
        #expect(out.first == raw.first)
        #expect(out.last == raw.last)
        let hull = Self.hull(raw)
        for p in out { #expect(Self.inside(p, hull, epsilon: 1e-7), "seed \(seed): \(p)") }
    }

    @Test("the tail always reaches the latest pointer position")
    func tailReachesPointer() {
        var rng = SplitMix64(seed: 99)
        var s = StrokeSmoother(start: Point(50, 50))
        var pointer = Point(50, 50)
        for _ in 0..<500 {
            // Mostly real moves, sometimes jitter below minSpacing.
            let step = Bool.random(using: &rng) ? 25.0 : 0.3
            pointer = Point(pointer.x + Double.random(in: -step...step, using: &rng),
                            pointer.y + Double.random(in: -step...step, using: &rng))
            s.add(pointer)
            let drawn = s.points + s.tail.dropFirst()
            #expect(drawn.last == pointer)
            if let first = s.tail.first { #expect(first == s.points.last) }
            #expect(s.tail.isEmpty || s.tail.count == 2)
        }
        #expect(s.finish().last == pointer)
        #expect(s.tail.isEmpty)
    }

    @Test("non-finite samples are ignored")
    func nonFinite() {
        var s = StrokeSmoother(start: Point(0, 0))
        s.add(Point(10, 10))
        #expect(s.add(Point(.nan, 3)) == 0)
        #expect(s.add(Point(3, .infinity)) == 0)
        #expect(s.tail.last == Point(10, 10))
        let out = s.finish()
        #expect(out.allSatisfy { $0.isFinite })
        #expect(out.last == Point(10, 10))
    }

    @Test("a straight stroke stays on its line")
    func straight() {
        var s = StrokeSmoother(start: Point(0, 0))
        for i in 1...20 { s.add(Point(Double(i) * 10, Double(i) * 5)) }
        for p in s.finish() { #expect(abs(p.y - p.x / 2) < 1e-9) }
    }
}
