import SketchCore

/// Cuts a polyline into its dashes, as cairo's dasher does: the pattern starts at the first
/// point and runs on along the whole line (round every corner, and for a closed line back to
/// the start), and each dash is then stroked with round caps. A dash of length 0 is a dot.
public enum Dasher {
    /// The most dashes one stroke is cut into; a finer pattern on a longer line is drawn with
    /// dashes made longer in proportion (it would be a grey line on screen anyway).
    public static let maxDashes = 200_000

    /// The dashes of `points` (device pixels) for dash and gap lengths `on` and `off` (device
    /// pixels, `off` above 0). A period under a pixel is widened to one.
    public static func pieces(_ points: [Point], closed: Bool, on: Double, off: Double) -> [[Point]] {
        var path = points.filter(\.isFinite)
        guard let first = path.first else { return [] }
        if closed, path.count > 1 { path.append(first) }
        var length = 0.0
        for i in 1..<max(path.count, 1) { length += path[i - 1].distance(to: path[i]) }
        guard length > 0 else { return [[first]] }
        var on = on, off = off
        // Widened as a whole, so the dashes keep their proportions.
        let period = on + off
        let widen = max(1 / period, length / period / Double(maxDashes), 1)
        on *= widen
        off *= widen
        var pieces: [[Point]] = []
        var current: [Point] = [first]
        var drawing = true
        var left = on
        for i in 1..<path.count {
            let a = path[i - 1], b = path[i]
            let segment = a.distance(to: b)
            guard segment > 0 else { continue }
            var done = 0.0
            while segment - done > left {
                done += left
                let p = a + (b - a) * (done / segment)
                if drawing {
                    current.append(p)
                    pieces.append(current)
                    current = []
                    left = off
                } else {
                    current = [p]
                    left = on
                }
                drawing.toggle()
            }
            left -= segment - done
            if drawing { current.append(b) }
        }
        if drawing, !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
