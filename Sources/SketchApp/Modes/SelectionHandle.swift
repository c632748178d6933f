import SketchCore

/// A handle on the selection's box. A corner scales the selection both ways about the opposite
/// corner; the middle of a side scales it across that side only, about the opposite side.
enum SelectionHandle: CaseIterable, Equatable {
    case topLeft, top, topRight, left, right, bottomLeft, bottom, bottomRight

    /// Where it sits along the box's width and height: 0, the middle (1) or the end (2).
    private var place: (x: Int, y: Int) {
        switch self {
        case .topLeft: return (0, 0)
        case .top: return (1, 0)
        case .topRight: return (2, 0)
        case .left: return (0, 1)
        case .right: return (2, 1)
        case .bottomLeft: return (0, 2)
        case .bottom: return (1, 2)
        case .bottomRight: return (2, 2)
        }
    }

    var isCorner: Bool { place.x != 1 && place.y != 1 }
    /// Whether dragging it changes the selection's width, and its height.
    var scalesX: Bool { place.x != 1 }
    var scalesY: Bool { place.y != 1 }

    /// The handle across the box, which stays where it is while this one is dragged.
    var opposite: SelectionHandle {
        let p = place
        return Self.allCases.first { $0.place == (2 - p.x, 2 - p.y) }!
    }

    /// The resize cursor over it: its arrows point the way it drags.
    var direction: ResizeDirection {
        switch self {
        case .topLeft, .bottomRight: return .diagonalDown
        case .topRight, .bottomLeft: return .diagonalUp
        case .left, .right: return .horizontal
        case .top, .bottom: return .vertical
        }
    }

    /// Its centre pixel on `box` (window pixels): a corner on the corner pixel, a side's on the
    /// middle of that side.
    func pixel(on box: IntRect) -> (x: Int, y: Int) {
        func along(_ start: Int, _ length: Int, _ at: Int) -> Int { at == 0 ? start : at == 1 ? start + length / 2 : start + length - 1 }
        return (along(box.x, box.width, place.x), along(box.y, box.height, place.y))
    }

    /// The handles a box shows: its corners, and the middles of its sides once it is at least
    /// `roomy` pixels both ways, so that handles never crowd a thin box (a line's) and a press
    /// in its middle still moves it.
    static func shown(on box: IntRect, roomy: Int) -> [SelectionHandle] {
        box.width >= roomy && box.height >= roomy ? allCases : allCases.filter(\.isCorner)
    }

    /// The handle of those `box` shows under window point `p`, within `reach` pixels of its
    /// centre; corners first.
    static func at(_ p: Point, on box: IntRect, reach: Int, roomy: Int) -> SelectionHandle? {
        let handles = shown(on: box, roomy: roomy).sorted { $0.isCorner && !$1.isCorner }
        return handles.first { h in
            let c = h.pixel(on: box)
            return abs(Double(c.x) + 0.5 - p.x) <= Double(reach) && abs(Double(c.y) + 0.5 - p.y) <= Double(reach)
        }
    }
}
