import SketchCore

/// Cuts a polyline into its dashes, as cairo's dasher does: the pattern starts at the first
/// point and runs on along the whole line (round every corner, and for a closed line back to
/// the start), and each dash is then stroked with round caps. A dash of length 0 is a dot.
///
/// With a cull box, only the dashes that reach it are made: the pattern is carried over the
/// rest by arithmetic, a segment at a time, so the work follows the part in view however long
/// the line is. The dashes made are exactly those the whole line has there: every dash's ends
/// are found from its segment's start by the same sums, box or none.
public enum Dasher {
    /// The dashes of `points` (device pixels) for dash and gap lengths `on` and `off` (device
    /// pixels, `off` above 0), widened as `Dash.drawn` says for the whole line's length; with
    /// `cull`, only those with a point of their centre line in it.
    public static func pieces(_ points: [Point], closed: Bool, on: Double, off: Double, cull: CullBox? = nil) -> [[Point]] {
        var path = points.filter(\.isFinite)
        guard let first = path.first else { return [] }
        if closed, path.count > 1 { path.append(first) }
        var length = 0.0
        for i in 1..<max(path.count, 1) { length += path[i - 1].distance(to: path[i]) }
        guard length > 0 else { return cull.map { $0.span(first, first) != nil } ?? true ? [[first]] : [] }
        var walk = DashWalk(Dash.drawn(on: on, off: off, length: length), from: first)
        for i in 1..<path.count { walk.segment(path[i - 1], path[i], cull: cull) }
        return walk.finish()
    }
}

/// The pattern's state along a line, and the dashes made so far.
private struct DashWalk {
    let on, off, period: Double
    /// Whether the segment to come starts in a dash, and how far from its start that dash, or
    /// the gap, ends.
    var drawing = true
    var left: Double
    /// The dash under way (its start and the corners since), and whether it reaches the box.
    var current: [Point]
    var seen = false
    var pieces: [[Point]] = []

    init(_ pattern: (on: Double, off: Double), from first: Point) {
        on = pattern.on; off = pattern.off; period = pattern.on + pattern.off
        left = on
        current = [first]
    }

    /// Walks the pattern along `a`–`b`. A dash or gap ending exactly at `b` ends at the start
    /// of the next segment.
    mutating func segment(_ a: Point, _ b: Point, cull: CullBox?) {
        let length = a.distance(to: b)
        guard length > 0 else { return }
        // The part of the segment in the box, as distances from `a`.
        let window: (from: Double, to: Double)?
        if let cull {
            window = cull.span(a, b).map { ($0.from * length, $0.to * length) }
        } else {
            window = (0, length)
        }
        func point(_ at: Double) -> Point { a + (b - a) * (at / length) }
        var firstStart = left
        if drawing {
            if let window, window.from <= min(left, length) { seen = true }
            guard left < length else {
                current.append(b)
                left -= length
                return
            }
            current.append(point(left))
            if seen { pieces.append(current) }
            current = []
            seen = false
            firstStart = left + off
        }
        // The dashes that start in this segment: the j-th at `start(j)`, `count` of them.
        func start(_ j: Int) -> Double { firstStart + Double(j) * period }
        var count = firstStart < length ? Int(((length - firstStart) / period).rounded(.up)) : 0
        while count > 0 && start(count - 1) >= length { count -= 1 }
        while start(count) < length { count += 1 }
        guard count > 0 else {
            drawing = false
            left = firstStart - length
            return
        }
        let shown = window.map { dashes(count: count, reaching: $0, start: start) } ?? 0..<0
        for j in shown {
            let s = start(j), e = s + on
            if j < count - 1 || e < length {
                pieces.append([point(s), point(e)])
            } else {
                current = [point(s), b]
                seen = true
            }
        }
        let last = start(count - 1)
        if last + on < length {
            drawing = false
            left = start(count) - length
        } else {
            drawing = true
            left = last + on - length
            if !shown.contains(count - 1) {
                current = [point(last), b]
                seen = false
            }
        }
    }

    /// Of the `count` dashes starting at `start(j)`, those that reach `window`: found by
    /// division, then made sure of with the very sums that place them.
    func dashes(count: Int, reaching window: (from: Double, to: Double), start: (Int) -> Double) -> Range<Int> {
        func index(_ v: Double) -> Int { Int(min(max(v, 0), Double(count))) }
        var lo = index(((window.from - on - start(0)) / period).rounded(.up))
        while lo > 0 && start(lo - 1) + on >= window.from { lo -= 1 }
        while lo < count && start(lo) + on < window.from { lo += 1 }
        var hi = max(lo, index(((window.to - start(0)) / period).rounded(.down) + 1))
        while hi > lo && start(hi - 1) > window.to { hi -= 1 }
        while hi < count && start(hi) <= window.to { hi += 1 }
        return lo..<hi
    }

    mutating func finish() -> [[Point]] {
        if drawing, seen, !current.isEmpty { pieces.append(current) }
        return pieces
    }
}

extension CullBox {
    /// The part of the segment `a`–`b` inside the box, as fractions of the way from `a` to `b`
    /// (Liang–Barsky), or nil when it misses it.
    func span(_ a: Point, _ b: Point) -> (from: Double, to: Double)? {
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            }
        }
        return t0 <= t1 ? (t0, t1) : nil
    }
}
