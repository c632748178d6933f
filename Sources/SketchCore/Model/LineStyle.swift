/// How a stroke's line is drawn beyond its width and colour: dashed or solid, an arrow's heads,
/// a rectangle's corners. Each is a document key (`"dash"`, `"heads"`, `"radius"`) that a
/// reader without it passes over, drawing the line solid, with one head, square.
public struct Dash: Equatable, Sendable {
    /// The lengths of a dash and of the gap after it, in stroke widths, measured along the
    /// centre line (each dash's round caps reach half a width past its ends, as cairo's do).
    public var on: Double
    public var off: Double

    public init(on: Double, off: Double) { self.on = on; self.off = off }

    /// What the panel's Dashed draws: a dash three widths long with its caps, a gap of one and a half.
    public static let standard = Dash(on: 2, off: 2.5)
    /// The longest dash or gap, in widths.
    public static let maxLength = 100.0

    /// Whether a document may hold it: both finite, within `maxLength`, a gap, and a period of
    /// at least half a width (finer dashes are a grey line, and cost a dash a pixel).
    public var isValid: Bool {
        on.isFinite && off.isFinite && on >= 0 && off > 0 && on <= Self.maxLength && off <= Self.maxLength && on + off >= 0.5
    }

    /// The most dashes one stroke is cut into; a finer pattern on a longer line is drawn with
    /// dashes made longer in proportion (it would be a grey line on screen anyway).
    public static let maxDashes = 200_000

    /// The dash and gap lengths drawn for `on` and `off` (device pixels, `off` above 0) along a
    /// line `length` long: a period under a pixel widened to one, and one too fine for
    /// `maxDashes` on this line widened to fit, both as a whole, so the dashes keep their
    /// proportions.
    public static func drawn(on: Double, off: Double, length: Double) -> (on: Double, off: Double) {
        let period = on + off
        let widen = max(1 / period, length / period / Double(maxDashes), 1)
        return (on * widen, off * widen)
    }
}

/// Where an arrow has heads.
public enum ArrowHeads: String, CaseIterable, Sendable {
    /// At its end, where the drag ended.
    case end
    /// At both ends.
    case both
}

extension Tool {
    /// Whether its strokes may be dashed (`Stroke.dash`): the lines a pen draws.
    public var canDash: Bool {
        guard marking == .paint else { return false }
        switch shape {
        case .freehand, .line, .arrow, .rectangle, .ellipse: return true
        case .text, .marker, .area: return false
        }
    }
}

extension Stroke {
    /// A rounded rectangle's corner radius in canvas px, as drawn: at most half its shorter side.
    public var cornerRadius: Double {
        guard let radius, tool.shape == .rectangle, points.count == 2 else { return 0 }
        let w = abs(points[1].x - points[0].x), h = abs(points[1].y - points[0].y)
        return max(0, min(radius, w / 2, h / 2))
    }
}
