/// Turns raw pointer samples into the points a pen stroke stores.
///
/// A mouse reports positions tens of pixels apart when moved fast; joining them gives a
/// polygon. The smoother puts a quadratic curve through the midpoints of the raw samples
/// (each raw sample is the control point) and flattens it within `tolerance`. The curve
/// settles half a sample behind the pointer; `tail` is the straight piece from there to the
/// pointer, which the live view draws so nothing lags. Smoothing happens as points are
/// recorded, so rendering draws exactly the stored points.
public struct StrokeSmoother: Sendable {
    public let tolerance: Double
    public let minSpacing: Double
    private var raw: [Point]
    private var latest: Point
    /// Every point settled so far, the stroke's stored points.
    public private(set) var points: [Point]

    /// - Parameters:
    ///   - tolerance: the largest distance, in canvas pixels, between the curve and its flattening.
    ///   - minSpacing: raw samples closer than this to the previous one are held back (but the
    ///     last one still ends the stroke).
    public init(start: Point, tolerance: Double = 0.2, minSpacing: Double = 0.5) {
        self.tolerance = max(tolerance, 1e-3)
        self.minSpacing = minSpacing
        raw = [start]
        latest = start
        points = [start]
    }

    /// The unsettled piece from the last settled point to the pointer.
    public var tail: [Point] { tailSegment.map { [$0.from, $0.to] } ?? [] }
    /// The same as one segment, without an array: the live preview asks on every pointer move.
    public var tailSegment: (from: Point, to: Point)? {
        guard let last = points.last, latest != last else { return nil }
        return (last, latest)
    }

    /// Feeds a pointer sample; returns how many points were settled by it (appended to `points`).
    @discardableResult
    public mutating func add(_ p: Point) -> Int {
        guard p.isFinite else { return 0 }
        latest = p
        guard p.distance(to: raw[raw.count - 1]) >= minSpacing else { return 0 }
        raw.append(p)
        let before = points.count
        let n = raw.count
        if n >= 3 {
            let a = n == 3 ? raw[0] : mid(raw[n - 3], raw[n - 2])
            let control = raw[n - 2]
            let b = mid(raw[n - 2], raw[n - 1])
            appendQuadratic(from: a, control: control, to: b)
        }
        return points.count - before
    }

    /// Ends the stroke at the last pointer position and returns the stored points.
    public mutating func finish() -> [Point] {
        if latest != points[points.count - 1] { points.append(latest) }
        return points
    }

    private mutating func appendQuadratic(from a: Point, control c: Point, to b: Point) {
        let dx = a.x - 2 * c.x + b.x, dy = a.y - 2 * c.y + b.y
        let bend = (dx * dx + dy * dy).squareRoot()
        let steps = max(1, min(32, Int((bend / (8 * tolerance)).squareRoot().rounded(.up))))
        for i in 1...steps {
            let t = Double(i) / Double(steps), u = 1 - t
            let p = Point(u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y)
            if p != points[points.count - 1] { points.append(p) }
        }
    }

    private func mid(_ a: Point, _ b: Point) -> Point { Point((a.x + b.x) / 2, (a.y + b.y) / 2) }
}
