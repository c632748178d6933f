import FoundationEssentials
import SketchCore
import Glibc

/// Builds the outline of a stroke with round caps and round joins, as contours for the
/// `CoverageRasterizer`. This is the construction vector libraries use (cairo's stroker among
/// them), with arcs flattened on the same fixed pen vertices, so the same points give the same
/// pixels here and there.
public final class Stroker {
    /// How far a flattened arc may stray from the true circle, in device pixels.
    public static let tolerance = 0.1

    private var poly: [Point] = []
    private var clean: [Point] = []
    private var dirs: [Point] = []

    public init() {}

    /// The number of pen vertices for a circle of `radius` device pixels (cairo's rule: an
    /// even number, at least 4).
    public static func penVertexCount(radius: Double) -> Int {
        if tolerance >= 4 * radius { return 1 }
        if tolerance >= radius { return 4 }
        // Capped (at a radius of about 10^16 px, where 1 - tolerance / radius rounds to 1):
        // only the vertices a clip box sees are ever made, but the count must stay an Int.
        var n = Int(min((2 * Double.pi / acos(1 - tolerance / radius)).rounded(.up), Double(maxPenVertices)))
        if n % 2 == 1 { n += 1 }
        return max(n, 4)
    }

    static let maxPenVertices = 1 << 40

    /// Where geometry can be simplified away (the rasterizer's clip, and a pixel around it).
    private var cull: CullBox?

    /// Adds a polyline of device points with the given full width. `closed` joins the last point
    /// back to the first instead of capping both ends.
    ///
    /// An open path becomes one contour: the left offsets forward, the end cap, the right offsets
    /// back, the start cap. Outer joins are arcs; inner joins pass through the vertex, and the
    /// nonzero rule fills the small loops that makes. A closed path becomes two contours, one
    /// each way, so the inside stays empty. Each pixel row meets only the few edges near it.
    public func addPolyline(_ points: [Point], width: Double, closed: Bool = false, into raster: CoverageRasterizer) {
        let r = width / 2
        guard r > 0, r.isFinite else { return }
        cull = raster.clip.map { CullBox($0, margin: 1) }
        clean.removeAll(keepingCapacity: true)
        for p in points where p.isFinite && clean.last != p { clean.append(p) }
        if closed, clean.count > 1, clean.first == clean.last { clean.removeLast() }
        let n = Self.penVertexCount(radius: r)
        if clean.count == 1 {
            addDot(clean[0], r, n, raster)
            return
        }
        guard clean.count >= 2 else { return }
        let m = clean.count
        let segments = closed ? m : m - 1
        dirs.removeAll(keepingCapacity: true)
        for i in 0..<segments { dirs.append(unit(clean[(i + 1) % m] - clean[i])) }
        if closed {
            // Left offsets forward.
            poly.removeAll(keepingCapacity: true)
            for i in 0..<segments {
                poly.append(clean[i] + perp(dirs[i]) * r)
                poly.append(clean[(i + 1) % m] + perp(dirs[i]) * r)
                join(clean[(i + 1) % m], dirs[i], dirs[(i + 1) % segments], r, n, forward: true)
            }
            raster.addPolygon(poly, normalize: false)
            // Right offsets backward.
            poly.removeAll(keepingCapacity: true)
            for i in (0..<segments).reversed() {
                let back = dirs[i] * -1
                poly.append(clean[(i + 1) % m] + perp(back) * r)
                poly.append(clean[i] + perp(back) * r)
                join(clean[i], back, dirs[(i - 1 + segments) % segments] * -1, r, n, forward: false)
            }
            raster.addPolygon(poly, normalize: false)
            return
        }
        poly.removeAll(keepingCapacity: true)
        poly.append(clean[0] + perp(dirs[0]) * r)
        for i in 0..<segments {
            poly.append(clean[i + 1] + perp(dirs[i]) * r)
            if i + 1 < segments { join(clean[i + 1], dirs[i], dirs[i + 1], r, n, forward: true) }
        }
        let last = dirs[segments - 1]
        appendArc(center: clean[m - 1], from: atan2(last.x, -last.y), sweep: -Double.pi, r, n)
        for i in (0..<segments).reversed() {
            poly.append(clean[i] + perp(dirs[i] * -1) * r)
            if i > 0 { join(clean[i], dirs[i] * -1, dirs[i - 1] * -1, r, n, forward: false) }
        }
        let first = dirs[0]
        appendArc(center: clean[0], from: atan2(-first.x, first.y), sweep: -Double.pi, r, n)
        raster.addPolygon(poly)
    }

    /// Adds a filled polygon of device points (an arrow head, for example).
    public func addFilledPolygon(_ points: [Point], into raster: CoverageRasterizer) {
        raster.addPolygon(points)
    }

    private func addDot(_ c: Point, _ r: Double, _ n: Int, _ raster: CoverageRasterizer) {
        poly.removeAll(keepingCapacity: true)
        let m = Double(max(n, 4))
        CulledArc.append(center: c, rx: r, ry: r, from: 0, to: m - 1, cull: cull, angle: { 2 * Double.pi * $0 / m }, into: &poly)
        raster.addPolygon(poly)
    }

    /// The join at `p` on the side whose offsets are the left normals of `dIn` and `dOut`:
    /// an arc when that side is the outer one, else a line through `p` itself.
    private func join(_ p: Point, _ dIn: Point, _ dOut: Point, _ r: Double, _ n: Int, forward: Bool) {
        let cross = dIn.x * dOut.y - dIn.y * dOut.x
        let dot = dIn.x * dOut.x + dIn.y * dOut.y
        if cross == 0 && dot > 0 { return }
        let outer = cross < 0 || (cross == 0 && forward)
        let u = perp(dIn), v = perp(dOut)
        if outer {
            let a1 = atan2(u.y, u.x)
            var sweep = atan2(v.y, v.x) - a1
            while sweep > 0 { sweep -= 2 * Double.pi }
            while sweep <= -2 * Double.pi { sweep += 2 * Double.pi }
            if cross == 0 { sweep = -Double.pi }
            appendArc(center: p, from: a1, sweep: sweep, r, n)
        } else {
            poly.append(p)
            poly.append(p + v * r)
        }
    }

    /// Appends an arc of radius `r` from angle `from` turning by `sweep` (radians, either sign),
    /// through the pen vertices that lie strictly inside it, to the contour.
    private func appendArc(center c: Point, from: Double, sweep: Double, _ r: Double, _ n: Int) {
        poly.append(Point(c.x + r * cos(from), c.y + r * sin(from)))
        let step = 2 * Double.pi / Double(n)
        let end = from + sweep
        // The pen vertices k * step strictly between the ends, first and last; found by division,
        // then settled by the same comparisons a vertex-by-vertex walk makes.
        if sweep > 0 {
            let first = (from / step).rounded(.down) + 1
            var last = ((end - 1e-9) / step).rounded(.up) - 1
            while (last + 1) * step < end - 1e-9 { last += 1 }
            while last >= first && !(last * step < end - 1e-9) { last -= 1 }
            if last >= first { appendPenVertices(center: c, r, from: first, to: last, step: step, n) }
        } else {
            let first = (from / step).rounded(.up) - 1
            var last = ((end + 1e-9) / step).rounded(.down) + 1
            while (last - 1) * step > end + 1e-9 { last -= 1 }
            while last <= first && !(last * step > end + 1e-9) { last += 1 }
            if last <= first { appendPenVertices(center: c, r, from: first, to: last, step: step, n) }
        }
        poly.append(Point(c.x + r * cos(end), c.y + r * sin(end)))
    }

    /// The pen vertices' cos and sin for the last vertex count used (a table only for the
    /// pens of a few thousand vertices or fewer; larger ones compute them).
    private var penTable: PenVertexTable?

    /// Appends the pen vertices k0, k0 ± 1, ..., k1 of a circle of radius `r` about `c`.
    private func appendPenVertices(center c: Point, _ r: Double, from k0: Double, to k1: Double, step: Double, _ n: Int) {
        if n <= 4096 && penTable?.n != n { penTable = PenVertexTable(n: n, step: step) }
        CulledArc.append(center: c, rx: r, ry: r, from: k0, to: k1, cull: cull, angle: { $0 * step },
                         table: penTable?.n == n ? penTable : nil, into: &poly)
    }

    /// The left normal (a quarter turn that keeps the contours' orientation consistent).
    @inline(__always)
    private func perp(_ d: Point) -> Point { Point(-d.y, d.x) }

    @inline(__always)
    private func unit(_ v: Point) -> Point {
        let len = (v.x * v.x + v.y * v.y).squareRoot()
        return len > 0 ? Point(v.x / len, v.y / len) : Point(1, 0)
    }
}
