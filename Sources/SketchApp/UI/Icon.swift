import SketchCore

/// The toolbar's pictures: the app's own here, each tool's from its declaration
/// (`Tool.icon`), all of them marks on the grid of `IconMark`, scaled to the widgets' scale by
/// `shapes(in:)`.
enum Icon: Hashable, CaseIterable {
    case open, undo, redo, clear, save, settings, help, more, menu
    case hand, select, crop, eyedropper
    /// A tool's picture, or (`filled`) the one it shows while `fill` is on.
    case tool(Tool, filled: Bool)

    typealias Mark = IconMark

    /// Every picture: the app's, and each tool's (filled too, for those that fill).
    static let allCases: [Icon] = [.open, .undo, .redo, .clear, .save, .settings, .help, .more, .menu, .hand, .select, .crop, .eyedropper]
        + Tool.pickable.flatMap { tool in [Icon.tool(tool, filled: false)] + (tool.filledIcon == nil ? [] : [.tool(tool, filled: true)]) }

    /// The grid's side, in units.
    static let grid = IconMark.grid
    /// How wide its lines are, in units.
    static let lineWidth = IconMark.lineWidth

    var marks: [Mark] {
        switch self {
        case .tool(let tool, let filled):
            return filled ? tool.filledIcon ?? tool.icon : tool.icon
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
        case .menu:
            return [.line(p([(4, 6), (20, 6)])), .line(p([(4, 12), (20, 12)])), .line(p([(4, 18), (20, 18)]))]
        case .more:
            return [.line(p([(6, 7), (11, 12), (6, 17)])), .line(p([(13, 7), (18, 12), (13, 17)]))]
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
