import SketchCore

/// Pointers that move the view instead of drawing (the Hand tool, Space or the middle button
/// held): one drags the picture, two pinch it (their distance zooms, their midpoint pans).
struct ViewGesture {
    /// The pointers in the gesture, in the order they came, with where each is.
    private(set) var pointers: [(id: PointerID, at: Point)] = []
    /// Whether the middle button holds the mouse in it (the mouse then moves it while hovering).
    var middleButtonHeld = false

    var isEmpty: Bool { pointers.isEmpty }
    func contains(_ id: PointerID) -> Bool { pointers.contains { $0.id == id } }

    /// A pointer joins; past two, the others are ignored until one lifts.
    mutating func down(_ id: PointerID, at p: Point) {
        guard !contains(id) else { return }
        pointers.append((id, p))
    }

    mutating func up(_ id: PointerID) { pointers.removeAll { $0.id == id } }

    /// What moving `id` to `p` does to the view: a pan in window pixels, and a zoom factor
    /// about `center` (the midpoint of the fingers before the move). Nil for a pointer not in it.
    mutating func move(_ id: PointerID, to p: Point) -> (pan: Point, factor: Double, center: Point)? {
        guard let i = pointers.firstIndex(where: { $0.id == id }) else { return nil }
        let before = Array(pointers.prefix(2).map(\.at))
        pointers[i].at = p
        guard i < 2 else { return nil }
        let after = Array(pointers.prefix(2).map(\.at))
        if after.count == 1 { return (after[0] - before[0], 1, before[0]) }
        let midBefore = (before[0] + before[1]) * 0.5, midAfter = (after[0] + after[1]) * 0.5
        let d0 = before[0].distance(to: before[1]), d1 = after[0].distance(to: after[1])
        return (midAfter - midBefore, d0 > 1 && d1 > 1 ? d1 / d0 : 1, midBefore)
    }
}
