import FoundationEssentials
import SketchCore
import Glibc

/// A box in device pixels that geometry outside of can be simplified, as long as every point
/// inside it keeps its winding number.
public struct CullBox: Equatable, Sendable {
    public var minX, minY, maxX, maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    public init(_ r: IntRect, margin: Double = 0) {
        self.init(minX: Double(r.x) - margin, minY: Double(r.y) - margin, maxX: Double(r.maxX) + margin, maxY: Double(r.maxY) + margin)
    }

    func contains(minX x0: Double, minY y0: Double, maxX x1: Double, maxY y1: Double) -> Bool {
        x0 >= minX && y0 >= minY && x1 <= maxX && y1 <= maxY
    }

    /// Whether the triangle a, b, c misses the box (separating axes: the box's two, then the
    /// triangle's three edge normals).
    func misses(_ a: Point, _ b: Point, _ c: Point) -> Bool {
        if max(a.x, b.x, c.x) < minX || min(a.x, b.x, c.x) > maxX || max(a.y, b.y, c.y) < minY || min(a.y, b.y, c.y) > maxY { return true }
        let corners = [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
        for (p, q, r) in [(a, b, c), (b, c, a), (c, a, b)] {
            // The edge p→q's normal, pointing away from r.
            var n = Point(q.y - p.y, p.x - q.x)
            if (r.x - p.x) * n.x + (r.y - p.y) * n.y > 0 { n = Point(-n.x, -n.y) }
            let offset = p.x * n.x + p.y * n.y
            if corners.allSatisfy({ $0.x * n.x + $0.y * n.y > offset }) { return true }
        }
        return false
    }
}

/// Flattens elliptic arcs (circles when rx == ry) into vertices at fixed parameter steps, so
/// the cost follows what a box can see: a run of vertices whose arc, with the sliver between
/// it and its chord, lies outside the box becomes one chord, found by halving. Where the arc
/// is visible, the vertices are exactly those of the full flattening, so the pixels are too.
enum CulledArc {
    /// Appends the points c + (rx cos θ(k), ry sin θ(k)) for k = k0, k0 ± 1, ..., k1 (whole
    /// numbers, either direction), or a subset of them that looks the same inside `cull`.
    /// `table`, when given, holds cos θ(k) and sin θ(k) for the k it covers (the same values).
    static func append(center c: Point, rx: Double, ry: Double, from k0: Double, to k1: Double, cull: CullBox?,
                       angle: (Double) -> Double, table: PenVertexTable? = nil, into out: inout [Point]) {
        func vertex(_ k: Double) -> Point {
            if let unit = table?[k] { return Point(c.x + rx * unit.cos, c.y + ry * unit.sin) }
            let t = angle(k)
            return Point(c.x + rx * cos(t), c.y + ry * sin(t))
        }
        let direction: Double = k1 >= k0 ? 1 : -1
        if cull == nil || cull!.contains(minX: c.x - rx, minY: c.y - ry, maxX: c.x + rx, maxY: c.y + ry) {
            var k = k0
            while (k - k1) * direction <= 0 { out.append(vertex(k)); k += direction }
            return
        }
        let box = cull!
        out.append(vertex(k0))
        // Ranges still to flatten, the nearest last; each one's first vertex is already out.
        var pending: [(Double, Double)] = [(k0, k1)]
        while let (a, b) = pending.popLast() {
            let count = abs(b - a)
            if count <= 1 { out.append(vertex(b)); continue }
            let ta = angle(a), tb = angle(b)
            let half = abs(tb - ta) / 2
            if half <= Double.pi / 4 {
                // The arc and its chord lie in the triangle of the chord and the two tangents.
                let tm = (ta + tb) / 2, reach = 1 / cos(half)
                let tip = Point(c.x + rx * cos(tm) * reach, c.y + ry * sin(tm) * reach)
                if box.misses(vertex(a), vertex(b), tip) { out.append(vertex(b)); continue }
            }
            let mid = a + ((count / 2).rounded(.down)) * direction
            pending.append((mid, b))
            pending.append((a, mid))
        }
    }
}

/// cos and sin of a pen's vertex angles k · step for k in -2n...2n (n vertices a turn): a
/// stroke's every join and cap turns through the same few, looked up here rather than
/// computed again. The values are those of `cos(k * step)`, with the same k and step.
struct PenVertexTable {
    let n: Int
    private let cos: [Double], sin: [Double]

    init(n: Int, step: Double) {
        self.n = n
        let angles = (-2 * n...2 * n).map { Double($0) * step }
        cos = angles.map { Glibc.cos($0) }
        sin = angles.map { Glibc.sin($0) }
    }

    subscript(k: Double) -> (cos: Double, sin: Double)? {
        guard abs(k) <= Double(2 * n) else { return nil }
        let i = Int(k) + 2 * n
        return (cos[i], sin[i])
    }
}
