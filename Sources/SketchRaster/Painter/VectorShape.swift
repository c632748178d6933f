import SketchCore

/// A piece of a small vector drawing (an icon) in window pixels. The pieces of one
/// `DrawCommand.shapes` are filled as one union, so where they overlap the colour is laid on once.
public enum VectorShape: Equatable, Sendable {
    /// A line through the points, `width` wide, with round caps and joins. One point is a dot
    /// `width` across; a line back to its first point draws a closed outline.
    case stroke([Point], width: Double)
    /// The inside of the polygon.
    case fill([Point])

    /// The pixels it can touch.
    var bounds: IntRect {
        let (points, margin): ([Point], Double)
        switch self {
        case .stroke(let p, let width): (points, margin) = (p, width / 2 + 1)
        case .fill(let p): (points, margin) = (p, 1)
        }
        guard let first = points.first else { return .empty }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        return IntRect.covering(minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin)
    }
}
