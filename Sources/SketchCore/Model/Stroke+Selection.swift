import FoundationEssentials
import Glibc

/// What the Select tool needs of a stroke: whether it can be picked, how near a point is to
/// what it paints, and the stroke moved, restyled or scaled.
extension Stroke {
    /// Whether a user can pick it. A stroke that reveals is not a mark of its own (it takes
    /// others away), so it is never selected, moved or removed on its own.
    public var isSelectable: Bool { tool.marking != .reveal }

    /// How far `p` (canvas pixels) is from the pixels the stroke paints: 0 on or inside them.
    /// Filled shapes, filter areas and markers count their inside; outlines and lines only
    /// their width. `box` is a text's rectangle, which only the renderer can measure (nil:
    /// the stroke's own bounds).
    public func distance(to p: Point, box: (minX: Double, minY: Double, maxX: Double, maxY: Double)? = nil) -> Double {
        let drawn = shapeDistance(to: p, box: box)
        // A numbered disc at its first point counts its inside.
        guard tool.numbered, let first = points.first else { return drawn }
        return min(drawn, max(0, p.distance(to: first) - Self.markerDiameter(width: width) / 2))
    }

    private func shapeDistance(to p: Point, box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?) -> Double {
        let r = width / 2
        switch tool.shape {
        case .freehand:
            return max(0, Self.polylineDistance(p, points) - r)
        case .line, .arrow:
            var d = Self.polylineDistance(p, points) - r
            if tool.shape == .arrow, let tip = points.last {
                d = min(d, p.distance(to: tip) - Self.arrowHeadLength(width: width) * 0.6)
            }
            return max(0, d)
        case .marker:
            return .infinity
        case .text:
            return Self.boxDistance(p, box ?? bounds)
        case .area:
            return Self.boxDistance(p, Self.box(points[0], points[points.count - 1]))
        case .rectangle:
            let b = Self.box(points[0], points[points.count - 1])
            let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY), Point(b.minX, b.minY)]
            let outline = max(0, Self.polylineDistance(p, corners) - r)
            return fill != nil ? min(outline, Self.boxDistance(p, b)) : outline
        case .ellipse:
            let a = points[0], b = points[points.count - 1]
            let c = Point((a.x + b.x) / 2, (a.y + b.y) / 2), rx = abs(b.x - a.x) / 2, ry = abs(b.y - a.y) / 2
            let ring = (0...64).map { k -> Point in
                let t = Double(k) / 64 * 2 * Double.pi
                return Point(c.x + rx * cos(t), c.y + ry * sin(t))
            }
            let outline = max(0, Self.polylineDistance(p, ring) - r)
            let inside = rx > 0 && ry > 0 && pow((p.x - c.x) / rx, 2) + pow((p.y - c.y) / ry, 2) <= 1
            return fill != nil && inside ? 0 : outline
        }
    }

    /// The stroke moved by (`dx`, `dy`) canvas pixels: only its points change.
    public func translated(by dx: Double, _ dy: Double) -> Stroke {
        var s = self
        s.points = points.map { Point($0.x + dx, $0.y + dy) }
        return s
    }

    /// The stroke scaled by (`sx`, `sy`) about `origin`; its width (a text's size, a marker's)
    /// follows the mean of the two factors, within what a document may hold.
    public func scaled(by sx: Double, _ sy: Double, about origin: Point) -> Stroke {
        var s = self
        s.points = points.map { Point(origin.x + ($0.x - origin.x) * sx, origin.y + ($0.y - origin.y) * sy) }
        let limit = tool.widthRule == .textSize ? DocumentLimits.maxTextSize : DocumentLimits.maxWidth
        s.width = min(max(width * (abs(sx) + abs(sy)) / 2, 0.01), limit)
        return s
    }

    static func box(_ a: Point, _ b: Point) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (min(a.x, b.x), min(a.y, b.y), max(a.x, b.x), max(a.y, b.y))
    }

    static func boxDistance(_ p: Point, _ b: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Double {
        let dx = max(b.minX - p.x, 0, p.x - b.maxX), dy = max(b.minY - p.y, 0, p.y - b.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The distance from `p` to the nearest segment of `line` (to its one point when alone).
    static func polylineDistance(_ p: Point, _ line: [Point]) -> Double {
        guard var a = line.first else { return .infinity }
        var best = p.distance(to: a)
        for b in line.dropFirst() {
            let ab = b - a, ap = p - a
            let len2 = ab.x * ab.x + ab.y * ab.y
            let t = len2 > 0 ? min(max((ap.x * ab.x + ap.y * ab.y) / len2, 0), 1) : 0
            best = min(best, p.distance(to: a + ab * t))
            a = b
        }
        return best
    }
}
