import FoundationEssentials
import Glibc

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
    case text
    case marker
    case pixelate
    case blur
    case spotlight
    /// A pasted image (Ctrl+V over a photo); no one picks it as a tool.
    case image

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
        /// Text whose box has its top-left corner at the one point.
        case text
        /// A disc centred on the one point, with a number on it.
        case marker
        /// The box with its two points at opposite corners, filtered (see `Marking`).
        case area
    }

    /// How a tool's colour meets what is under it.
    public enum Marking: Sendable {
        /// Laid over it (source-over).
        case paint
        /// A translucent tint that lightens what is dark and darkens what is light, so it shows
        /// on any photo while what is under it keeps most of its contrast.
        case highlight
        /// Takes strokes away: what was under every stroke (the photo) shows again.
        case reveal
        /// What is under it becomes blocks of `width` px, each its average.
        case pixelate
        /// What is under it is blurred with a Gaussian of radius `width` px.
        case blur
        /// Everything outside the union of every spotlight's box is dimmed by one colour, laid
        /// over the finished picture; the inside is left as it is (see `Spotlight`).
        case spotlight
        /// Its picture (`Stroke.image`) scaled into its box and laid over what is under it.
        case picture
    }

    /// How a tool's stored width follows the pen's width.
    public enum WidthRule: Sendable {
        /// The pen's width.
        case pen
        /// Three times the pen's width, 12...192 px: a broad marker, and blocks and radii large
        /// enough to hide what is under them.
        case broad
        /// The text's em size: the pen's text size (`PenSettings.textSize`), apart from its width.
        case textSize
    }

    public struct Traits: Sendable {
        /// The key that picks the tool (lower case); nil for one no one picks.
        public let key: Character?
        public let shape: Shape
        public let marking: Marking
        public let width: WidthRule
        /// The most alpha the tool draws with, whatever the pen's.
        public let maxAlpha: UInt8

        init(key: Character?, shape: Shape, marking: Marking = .paint, width: WidthRule = .pen, maxAlpha: UInt8 = 255) {
            self.key = key; self.shape = shape; self.marking = marking; self.width = width; self.maxAlpha = maxAlpha
        }
    }

    public var traits: Traits {
        switch self {
        case .pen: return Traits(key: "p", shape: .freehand)
        case .line: return Traits(key: "l", shape: .line)
        case .arrow: return Traits(key: "a", shape: .arrow)
        case .rectangle: return Traits(key: "r", shape: .rectangle)
        case .ellipse: return Traits(key: "o", shape: .ellipse)
        // At most two thirds strong and multiplied, so it never hides what is under it.
        case .highlighter: return Traits(key: "h", shape: .freehand, marking: .highlight, width: .broad, maxAlpha: 170)
        case .eraser: return Traits(key: "e", shape: .freehand, marking: .reveal, width: .broad)
        case .text: return Traits(key: "t", shape: .text, width: .textSize)
        case .marker: return Traits(key: "n", shape: .marker)
        case .pixelate: return Traits(key: "x", shape: .area, marking: .pixelate, width: .broad)
        case .blur: return Traits(key: "b", shape: .area, marking: .blur, width: .broad)
        case .spotlight: return Traits(key: "g", shape: .area, marking: .spotlight)
        case .image: return Traits(key: nil, shape: .area, marking: .picture)
        }
    }

    /// How many points a stroke of this tool stores; nil for any number (at least one).
    public var pointCount: Int? {
        switch traits.shape {
        case .freehand: return nil
        case .text, .marker: return 1
        case .line, .arrow, .rectangle, .ellipse, .area: return 2
        }
    }

    /// Tools drawn from a start point to an end point; they store exactly two points.
    public var isTwoPoint: Bool { pointCount == 2 }

    /// Whether its strokes have a colour of their own (a filter has none: it works on what is under it).
    public var hasColor: Bool { traits.marking != .pixelate && traits.marking != .blur && traits.marking != .picture }

    /// The tools a person picks, by a key and a toolbar button (a pasted image is made by Ctrl+V).
    public static let pickable = allCases.filter { $0.traits.key != nil }

    /// Whether its strokes may be filled (`Stroke.fill`).
    public var canFill: Bool { traits.shape == .rectangle || traits.shape == .ellipse }

    /// The keyboard shortcut that picks the tool; nil for one no one picks.
    public var shortcut: Character? { traits.key }

    /// The stroke width this tool draws with for `pen`, in screen px.
    public func strokeWidth(forPen pen: PenSettings) -> Double {
        switch traits.width {
        case .pen: return Double(pen.width)
        case .broad: return Double(min(max(pen.width * 3, 12), 192))
        case .textSize: return Double(pen.textSize)
        }
    }

    /// The colour this tool draws with for a pen colour. A spotlight's is its dim: black at
    /// 60 % of the pen's alpha (60 % for an opaque pen).
    public func strokeColor(forPen color: Color) -> Color {
        if traits.marking == .spotlight { return Color.black.withAlpha(UInt8((Double(color.alpha) * 0.6).rounded())) }
        return color.withAlpha(min(color.alpha, traits.maxAlpha))
    }

    /// A spotlight's dim when its document gives none: black at 60 %.
    public static let spotlightDim = Color.black.withAlpha(153)
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
        case .rectangle, .ellipse, .area:
            let side = max(abs(dx), abs(dy))
            return Point(start.x + (dx < 0 ? -side : side), start.y + (dy < 0 ? -side : side))
        case .freehand, .text, .marker:
            return end
        }
    }
}
