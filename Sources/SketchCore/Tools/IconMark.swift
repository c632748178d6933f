/// One mark of a toolbar picture, on a 24×24 grid (y down), drawn 2 units wide with round caps
/// and joins. A picture is a list of marks; the toolbar scales and draws them. Straight lines
/// lie on whole units and filled corners on whole units, so at scale 1 (and 2) their edges fall
/// on pixel edges and stay sharp.
public enum IconMark: Equatable, Sendable {
    /// A line through the points.
    case line([Point])
    /// A closed outline through the points.
    case loop([Point])
    /// A filled polygon.
    case fill([Point])
    /// A dot as wide as a line.
    case dot(Point)
    /// An arc of the circle, from one angle to the other in degrees (clockwise from 3 o'clock).
    case arc(center: Point, radius: Double, from: Double, to: Double)
    /// An ellipse's outline, or (filled) its outline and inside.
    case ellipse(center: Point, rx: Double, ry: Double, filled: Bool)

    /// The grid's side, in units.
    public static let grid = 24.0
    /// How wide its lines are, in units.
    public static let lineWidth = 2

    /// The mark reflected left to right.
    public var mirrored: IconMark {
        func m(_ q: Point) -> Point { Point(Self.grid - q.x, q.y) }
        switch self {
        case .line(let q): return .line(q.map(m))
        case .loop(let q): return .loop(q.map(m))
        case .fill(let q): return .fill(q.map(m))
        case .dot(let q): return .dot(m(q))
        case .arc(let c, let r, let from, let to): return .arc(center: m(c), radius: r, from: 180 - to, to: 180 - from)
        case .ellipse(let c, let rx, let ry, let filled): return .ellipse(center: m(c), rx: rx, ry: ry, filled: filled)
        }
    }
}

extension Array where Element == Point {
    /// Grid points written as pairs: `.grid([(5, 19), (19, 5)])`.
    public static func grid(_ pairs: [(Double, Double)]) -> [Point] { pairs.map { Point($0.0, $0.1) } }
}
