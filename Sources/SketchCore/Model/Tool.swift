import Foundation

/// What a stroke is. The raw values are the document format's `tool` strings.
public enum Tool: String, CaseIterable, Sendable, Codable {
    case pen
    case line
    case arrow
    case rectangle
    case ellipse
    case highlighter
    case eraser

    /// Tools drawn from a start point to an end point; they store exactly two points.
    public var isTwoPoint: Bool {
        switch self {
        case .line, .arrow, .rectangle, .ellipse: return true
        case .pen, .highlighter, .eraser: return false
        }
    }

    /// The keyboard shortcut that picks the tool.
    public var shortcut: Character {
        switch self {
        case .pen: return "p"
        case .line: return "l"
        case .arrow: return "a"
        case .rectangle: return "r"
        case .ellipse: return "o"
        case .highlighter: return "h"
        case .eraser: return "e"
        }
    }

    /// The stroke width this tool draws with for a pen of `penWidth`: the highlighter and the
    /// eraser are broad versions of the pen, as in the tools people compare us with.
    public func strokeWidth(forPen penWidth: Int) -> Double {
        switch self {
        case .highlighter, .eraser: return Double(min(max(penWidth * 3, 12), 192))
        default: return Double(penWidth)
        }
    }

    /// The colour this tool draws with for a pen colour: the highlighter is translucent
    /// (at most two thirds of the pen's alpha, and multiplied) so it never hides what is under it.
    public func strokeColor(forPen color: Color) -> Color {
        switch self {
        case .highlighter: return color.withAlpha(UInt8(min(Int(color.alpha), 170)))
        default: return color
        }
    }
}

extension Tool {
    /// For two-point tools: the end point after Shift's constraint. Lines and arrows snap to
    /// multiples of 45°, rectangles and ellipses become squares and circles.
    public func constrained(from start: Point, to end: Point) -> Point {
        let dx = end.x - start.x, dy = end.y - start.y
        switch self {
        case .line, .arrow:
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return end }
            let step = Double.pi / 4
            let angle = (atan2(dy, dx) / step).rounded() * step
            return Point(start.x + length * cos(angle), start.y + length * sin(angle))
        case .rectangle, .ellipse:
            let side = max(abs(dx), abs(dy))
            return Point(start.x + (dx < 0 ? -side : side), start.y + (dy < 0 ? -side : side))
        default:
            return end
        }
    }
}
