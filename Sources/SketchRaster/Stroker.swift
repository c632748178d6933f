import Foundation
import SketchCore

/// Builds the outline of a stroke with round caps and round joins, as polygons for the
/// `CoverageRasterizer`: a rectangle along each segment, a pie on the outer side of each join,
/// and a half disc at each end. This is the construction vector libraries use (cairo's
/// stroker among them), with arcs flattened on the same fixed pen vertices, so the same
/// points give the same pixels here and there.
public final class Stroker {
    /// How far a flattened arc may stray from the true circle, in device pixels.
    public static let tolerance = 0.1

    private var poly: [Point] = []
    private var clean: [Point] = []

    public init() {}

    /// The number of pen vertices for a circle of `radius` device pixels (cairo's rule: an
    /// even number, at least 4).
    public static func penVertexCount(radius: Double) -> Int {
        if tolerance >= 4 * radius { return 1 }
        if tolerance >= radius { return 4 }
        var n = Int((2 * Double.pi / acos(1 - tolerance / radius)).rounded(.up))
        if n % 2 == 1 { n += 1 }
        return max(n, 4)
    }

    /// Adds a polyline of device points with the given full width. `closed` joins the last point
    /// back to the first instead of capping both ends.
    public func addPolyline(_ points: [Point], width: Double, closed: Bool = false, into raster: CoverageRasterizer) {
        let r = width / 2
        guard r > 0, r.isFinite else { return }
        clean.removeAll(keepingCapacity: true)
        for p in points where p.isFinite && clean.last != p { clean.append(p) }
        if closed, clean.count > 1, clean.first == clean.last { clean.removeLast() }
        let n = Self.penVertexCount(radius: r)
        if clean.count == 1 {
            addDot(clean[0], r, n, raster)
            return
        }
        guard clean.count >= 2 else { return }
        let segmentCount = closed ? clean.count : clean.count - 1
        for i in 0..<segmentCount {
            let a = clean[i], b = clean[(i + 1) % clean.count]
            let d = unit(b - a)
            let o = Point(-d.y * r, d.x * r)
            poly.removeAll(keepingCapacity: true)
            poly.append(a + o); poly.append(b + o); poly.append(b - o); poly.append(a - o)
            raster.addPolygon(poly)
        }
        let joinRange = closed ? 0..<clean.count : 1..<(clean.count - 1)
        for i in joinRange {
            let prev = clean[(i - 1 + clean.count) % clean.count], p = clean[i], next = clean[(i + 1) % clean.count]
            addJoin(p, unit(p - prev), unit(next - p), r, n, raster)
        }
        if !closed {
            let d0 = unit(clean[1] - clean[0])
            addArc(center: clean[0], from: atan2(d0.x, -d0.y), sweep: Double.pi, r, n, raster)
            let d1 = unit(clean[clean.count - 1] - clean[clean.count - 2])
            addArc(center: clean[clean.count - 1], from: atan2(-d1.x, d1.y), sweep: Double.pi, r, n, raster)
        }
    }

    /// Adds a filled polygon of device points (an arrow head, for example).
    public func addFilledPolygon(_ points: [Point], into raster: CoverageRasterizer) {
        raster.addPolygon(points)
    }

    private func addDot(_ c: Point, _ r: Double, _ n: Int, _ raster: CoverageRasterizer) {
        poly.removeAll(keepingCapacity: true)
        for i in 0..<max(n, 4) {
            let t = 2 * Double.pi * Double(i) / Double(max(n, 4))
            poly.append(Point(c.x + r * cos(t), c.y + r * sin(t)))
        }
        raster.addPolygon(poly)
    }

    /// The pie filling the outer side of the turn from direction `d1` to `d2` at `p`.
    private func addJoin(_ p: Point, _ d1: Point, _ d2: Point, _ r: Double, _ n: Int, _ raster: CoverageRasterizer) {
        let cross = d1.x * d2.y - d1.y * d2.x
        let dot = d1.x * d2.x + d1.y * d2.y
        if cross == 0 && dot > 0 { return }
        // Outer offsets: away from the side the path turns to.
        let sign: Double = cross > 0 ? -1 : 1
        let o1 = Point(-d1.y * sign, d1.x * sign), o2 = Point(-d2.y * sign, d2.x * sign)
        let a1 = atan2(o1.y, o1.x)
        var sweep = atan2(o2.y, o2.x) - a1
        while sweep > Double.pi { sweep -= 2 * Double.pi }
        while sweep <= -Double.pi { sweep += 2 * Double.pi }
        addArc(center: p, from: a1, sweep: sweep, r, n, raster)
    }

    /// A pie from angle `from` turning by `sweep` (radians, either sign), flattened through the
    /// pen vertices that lie strictly inside it.
    private func addArc(center c: Point, from: Double, sweep: Double, _ r: Double, _ n: Int, _ raster: CoverageRasterizer) {
        poly.removeAll(keepingCapacity: true)
        poly.append(c)
        poly.append(Point(c.x + r * cos(from), c.y + r * sin(from)))
        let step = 2 * Double.pi / Double(n)
        let end = from + sweep
        if sweep > 0 {
            var k = (from / step).rounded(.down) + 1
            while k * step < end - 1e-9 {
                let t = k * step
                poly.append(Point(c.x + r * cos(t), c.y + r * sin(t)))
                k += 1
            }
        } else {
            var k = (from / step).rounded(.up) - 1
            while k * step > end + 1e-9 {
                let t = k * step
                poly.append(Point(c.x + r * cos(t), c.y + r * sin(t)))
                k -= 1
            }
        }
        poly.append(Point(c.x + r * cos(end), c.y + r * sin(end)))
        raster.addPolygon(poly)
    }

    @inline(__always)
    private func unit(_ v: Point) -> Point {
        let len = (v.x * v.x + v.y * v.y).squareRoot()
        return len > 0 ? Point(v.x / len, v.y / len) : Point(1, 0)
    }
}
