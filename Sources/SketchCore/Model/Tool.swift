import Foundation

/// What a stroke is. The raw values are the document format's `tool` strings.
///
/// Everything the rest of the app knows of a tool is in `traits`, one row per tool: the key
/// that picks it, the shape its points make (what the renderer draws), how its colour meets
/// the picture (the renderer's blend), and its width and colour for a given pen. A new tool is
/// a case here and a row in `traits` (see docs/ARCHITECTURE.md).
public enum Tool: String, CaseIterable, Sendable, Codable {
    case pen
    case line
    case arrow
    case rectangle
    case ellipse
    case highlighter
    case eraser

    /// The geometry a tool's points describe.
    public enum Shape: Sendable {
        /// Any number of points joined with round caps and joins.
        case freehand
        /// From its first point to its last.
        case line
        /// A line with a filled head at its end.
        case arrow
        /// The outline of the box with its two points at opposite corners.
        case rectangle
        /// The outline of the ellipse inscribed in that box.
        case ellipse
    }

    /// How a tool's colour meets what is under it.
    public enum Marking: Sendable {
        /// Laid over it (source-over).
        case paint
        /// Multiplied into it, so dark marks under it stay dark.
        case multiply
        /// Takes strokes away: what was under every stroke (the photo) shows again.
        case reveal
    }

    public struct Traits: Sendable {
        /// The key that picks the tool (lower case).
        public let key: Character
        public let shape: Shape
        public let marking: Marking
        /// Drawn at three times the pen's width (12...192 px), as a broad marker.
        public let isBroad: Bool
        /// The most alpha the tool draws with, whatever the pen's.
        public let maxAlpha: UInt8
    }

    public var traits: Traits {
        switch self {
        case .pen: return Traits(key: "p", shape: .freehand, marking: .paint, isBroad: false, maxAlpha: 255)
        case .line: return Traits(key: "l", shape: .line, marking: .paint, isBroad: false, maxAlpha: 255)
        case .arrow: return Traits(key: "a", shape: .arrow, marking: .paint, isBroad: false, maxAlpha: 255)
        case .rectangle: return Traits(key: "r", shape: .rectangle, marking: .paint, isBroad: false, maxAlpha: 255)
        case .ellipse: return Traits(key: "o", shape: .ellipse, marking: .paint, isBroad: false, maxAlpha: 255)
        // At most two thirds strong and multiplied, so it never hides what is under it.
        case .highlighter: return Traits(key: "h", shape: .freehand, marking: .multiply, isBroad: true, maxAlpha: 170)
        case .eraser: return Traits(key: "e", shape: .freehand, marking: .reveal, isBroad: true, maxAlpha: 255)
        }
    }

    /// Tools drawn from a start point to an end point; they store exactly two points.
    public var isTwoPoint: Bool { traits.shape != .freehand }

    /// The keyboard shortcut that picks the tool.
    public var shortcut: Character { traits.key }

    /// The stroke width this tool draws with for a pen of `penWidth`.
    public func strokeWidth(forPen penWidth: Int) -> Double {
        traits.isBroad ? Double(min(max(penWidth * 3, 12), 192)) : Double(penWidth)
    }

    /// The colour this tool draws with for a pen colour.
    public func strokeColor(forPen color: Color) -> Color {
        color.withAlpha(min(color.alpha, traits.maxAlpha))
    }
}

extension Tool {
    /// For two-point tools: the end point after Shift's constraint. Lines and arrows snap to
    /// multiples of 45°, rectangles and ellipses become squares and circles.
    public func constrained(from start: Point, to end: Point) -> Point {
        let dx = end.x - start.x, dy = end.y - start.y
        switch traits.shape {
        case .line, .arrow:
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return end }
            let step = Double.pi / 4
            let angle = (atan2(dy, dx) / step).rounded() * step
            return Point(start.x + length * cos(angle), start.y + length * sin(angle))
        case .rectangle, .ellipse:
            let side = max(abs(dx), abs(dy))
            return Point(start.x + (dx < 0 ? -side : side), start.y + (dy < 0 ? -side : side))
        case .freehand:
            return end
        }
    }
}
