import FoundationEssentials
import Glibc

extension Tool {
    /// For two-point tools: the end point after Shift's constraint. Lines and arrows snap to
    /// multiples of 45°, rectangles and ellipses become squares and circles.
    public func constrained(from start: Point, to end: Point) -> Point {
        let dx = end.x - start.x, dy = end.y - start.y
        switch shape {
        case .line, .arrow:
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return end }
            let step = Double.pi / 4
            let angle = (atan2(dy, dx) / step).rounded() * step
            return Point(start.x + length * cos(angle), start.y + length * sin(angle))
        case .rectangle, .ellipse, .area:
            let side = max(abs(dx), abs(dy))
            return Point(start.x + (dx < 0 ? -side : side), start.y + (dy < 0 ? -side : side))
        case .freehand, .text, .marker:
            return end
        }
    }
}
