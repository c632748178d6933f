import SketchCore

/// The toolbar's pictures, every one in this table: marks on a 24×24 grid (y down), drawn
/// 2 units wide with round caps and joins, scaled to the widgets' scale by `shapes(in:)`.
/// Straight lines lie on whole units and filled corners on whole units, so at scale 1 (and 2)
/// their edges fall on pixel edges and stay sharp.
enum Icon: CaseIterable {
    case open, undo, redo, clear, save, settings, help, more
    case pen, line, arrow, rectangle, rectangleFilled, ellipse, ellipseFilled
    case highlighter, eraser, text, marker, pixelate, blur, spotlight
    case hand, select, crop, eyedropper
    case rotateRight, rotateLeft, flipHorizontally, flipVertically

    /// One mark of an icon, in grid units.
    enum Mark: Equatable {
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
    }

    /// The grid's side, in units.
    static let grid = 24.0
    /// How wide its lines are, in units.
    static let lineWidth = 2

    var marks: [Mark] {
        switch self {
        case .open:
            return [.loop(p([(3, 6), (3, 19), (21, 19), (21, 9), (12, 9), (10, 6)]))]
        case .undo:
            return [.line(p([(9, 13), (4, 8), (9, 3)])), .line(p([(4, 8), (15, 8)])),
                    .arc(center: Point(15, 14), radius: 6, from: -90, to: 90), .line(p([(15, 20), (10, 20)]))]
        case .redo:
            return Icon.undo.marks.map(\.mirrored)
        case .clear:
            return [.line(p([(3, 6), (21, 6)])), .line(p([(9, 6), (9, 3), (15, 3), (15, 6)])),
                    .line(p([(5, 6), (6, 21), (18, 21), (19, 6)])), .line(p([(10, 11), (10, 16)])), .line(p([(14, 11), (14, 16)]))]
        case .save:
            return [.loop(p([(4, 4), (17, 4), (20, 7), (20, 20), (4, 20)])), .line(p([(8, 4), (8, 8), (15, 8), (15, 4)])),
                    .line(p([(7, 20), (7, 14), (17, 14), (17, 20)]))]
        case .settings:
            return [.line(p([(4, 6), (20, 6)])), .line(p([(4, 12), (20, 12)])), .line(p([(4, 18), (20, 18)])),
                    .ellipse(center: Point(15, 6), rx: 2, ry: 2, filled: true), .ellipse(center: Point(8, 12), rx: 2, ry: 2, filled: true),
                    .ellipse(center: Point(13, 18), rx: 2, ry: 2, filled: true)]
        case .help:
            return [.ellipse(center: Point(12, 12), rx: 10, ry: 10, filled: false),
                    .arc(center: Point(12, 9), radius: 3, from: 180, to: 450), .line(p([(12, 12), (12, 14)])), .dot(Point(12, 17))]
        case .more:
            return [.line(p([(6, 7), (11, 12), (6, 17)])), .line(p([(13, 7), (18, 12), (13, 17)]))]
        case .rotateRight:
            // A half circle over the top, clockwise, its head at 3 o'clock; the picture under it.
            return [.arc(center: Point(12, 13), radius: 7, from: 180, to: 360), .line(p([(16, 10), (19, 13), (22, 10)])),
                    .loop(p([(8, 16), (16, 16), (16, 21), (8, 21)]))]
        case .rotateLeft:
            return Icon.rotateRight.marks.map(\.mirrored)
        case .flipHorizontally:
            // A shape and its outline mirrored about the line between them.
            return [.fill(p([(10, 5), (10, 19), (3, 19)])), .loop(p([(14, 5), (21, 19), (14, 19)])), .line(p([(12, 3), (12, 21)]))]
        case .flipVertically:
            return [.fill(p([(5, 10), (19, 10), (19, 3)])), .loop(p([(5, 14), (19, 14), (19, 21)])), .line(p([(3, 12), (21, 12)]))]
        case .pen:
            return [.loop(p([(16, 3), (21, 8), (8, 21), (3, 21), (3, 16)])), .line(p([(13, 6), (18, 11)]))]
        case .line:
            return [.line(p([(5, 19), (19, 5)]))]
        case .arrow:
            return [.line(p([(5, 19), (19, 5)])), .line(p([(10, 5), (19, 5), (19, 14)]))]
        case .rectangle, .rectangleFilled:
            let box = p([(4, 6), (20, 6), (20, 18), (4, 18)])
            return self == .rectangle ? [.loop(box)] : [.loop(box), .fill(box)]
        case .ellipse, .ellipseFilled:
            return [.ellipse(center: Point(12, 12), rx: 9, ry: 7, filled: self == .ellipseFilled)]
        case .highlighter:
            return [.loop(p([(14, 3), (20, 9), (12, 17), (6, 11)])), .line(p([(6, 11), (4, 17), (6, 19), (12, 17)])),
                    .fill(p([(11, 20), (21, 20), (21, 22), (11, 22)]))]
        case .eraser:
            return [.loop(p([(7, 20), (3, 16), (14, 5), (20, 11), (11, 20)])), .line(p([(7, 20), (21, 20)])), .line(p([(8, 11), (14, 17)]))]
        case .text:
            return [.line(p([(5, 7), (5, 4), (19, 4), (19, 7)])), .line(p([(12, 4), (12, 20)])), .line(p([(9, 20), (15, 20)]))]
        case .marker:
            return [.ellipse(center: Point(12, 12), rx: 9, ry: 9, filled: false), .line(p([(10, 9), (12, 7), (12, 17)])), .line(p([(10, 17), (14, 17)]))]
        case .pixelate:
            // A frame of 4×4 cells, every other one filled.
            let cells = (0..<16).filter { ($0 / 4 + $0 % 4) % 2 == 0 }.map { i -> Mark in
                let (x, y) = (Double(4 + i % 4 * 4), Double(4 + i / 4 * 4))
                return .fill(p([(x, y), (x + 4, y), (x + 4, y + 4), (x, y + 4)]))
            }
            return cells + [.loop(p([(4, 4), (20, 4), (20, 20), (4, 20)]))]
        case .blur:
            return [.arc(center: Point(12, 15), radius: 7, from: 0, to: 180), .line(p([(5, 15), (6, 11), (12, 3), (18, 11), (19, 15)])),
                    .arc(center: Point(12, 15), radius: 4, from: 90, to: 180)]
        case .spotlight:
            // A lit square in a shaded frame.
            let shade: [Mark] = [.fill(p([(3, 3), (21, 3), (21, 8), (3, 8)])), .fill(p([(3, 16), (21, 16), (21, 21), (3, 21)])),
                                 .fill(p([(3, 8), (8, 8), (8, 16), (3, 16)])), .fill(p([(16, 8), (21, 8), (21, 16), (16, 16)]))]
            return shade + [.loop(p([(8, 8), (16, 8), (16, 16), (8, 16)]))]
        case .hand:
            return [.line(p([(8, 13), (8, 6)])), .line(p([(11, 12), (11, 4)])), .line(p([(14, 12), (14, 5)])), .line(p([(17, 13), (17, 8)])),
                    .line(p([(17, 13), (17, 15), (14, 21), (9, 21), (4, 15), (4, 13), (6, 12), (8, 14)]))]
        case .select:
            return [.loop(p([(5, 3), (5, 19), (9, 15), (12, 21), (14, 20), (11, 14), (17, 14)]))]
        case .crop:
            return [.line(p([(6, 2), (6, 18), (22, 18)])), .line(p([(2, 6), (18, 6), (18, 22)]))]
        case .eyedropper:
            return [.line(p([(4, 20), (4, 17), (13, 8)])), .line(p([(4, 20), (7, 20), (16, 11)])), .line(p([(11, 6), (18, 13)])),
                    .line(p([(15, 9), (18, 6)])), .ellipse(center: Point(18, 6), rx: 2, ry: 2, filled: true)]
        }
    }

    private func p(_ points: [(Double, Double)]) -> [Point] { points.map { Point($0.0, $0.1) } }
}

extension Icon.Mark {
    /// The mark reflected left to right.
    var mirrored: Icon.Mark {
        func m(_ q: Point) -> Point { Point(Icon.grid - q.x, q.y) }
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
