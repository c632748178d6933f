import SketchCore

/// The rectangle the user drags on the frozen screen, and how the pointer changes it: a drag
/// outside it draws a new one, a drag on its edge or corner moves that side, a drag inside
/// moves it whole. A released rectangle stays until it is confirmed, so it can be adjusted.
/// Coordinates are the screen's pixels; the rectangle holds the pixels between the press and
/// the release point, so a drag from (400, 300) to (800, 600) selects 400×300.
struct RegionSelection {
    /// Pixels from an edge within which a press takes that edge.
    static let edgeReach = 8

    private(set) var rect: IntRect?
    let bounds: IntRect
    private var drag: Drag?

    init(bounds: IntRect) { self.bounds = bounds }

    /// Which sides a drag moves (all four: the rectangle moves whole).
    private struct Drag {
        var left = false, top = false, right = false, bottom = false
        var start: (x: Int, y: Int)
        var original: IntRect
    }

    var isDragging: Bool { drag != nil }

    mutating func press(x: Int, y: Int) {
        let (x, y) = clamped(x, y)
        if let rect, let sides = sides(of: rect, at: x, y) {
            drag = sides
            return
        }
        rect = IntRect(x: x, y: y, width: 0, height: 0)
        // A new rectangle: its far corner follows the pointer.
        drag = Drag(right: true, bottom: true, start: (x, y), original: IntRect(x: x, y: y, width: 0, height: 0))
    }

    mutating func move(x: Int, y: Int) {
        guard let drag else { return }
        let (x, y) = clamped(x, y)
        let dx = x - drag.start.x, dy = y - drag.start.y
        let o = drag.original
        var left = o.x, top = o.y, right = o.x + o.width, bottom = o.y + o.height
        if drag.left && drag.right && drag.top && drag.bottom {
            // Moved whole, kept on the screen.
            left = min(max(bounds.x, o.x + dx), bounds.x + bounds.width - o.width)
            top = min(max(bounds.y, o.y + dy), bounds.y + bounds.height - o.height)
            right = left + o.width
            bottom = top + o.height
        } else {
            if drag.left { left += dx }
            if drag.right { right += dx }
            if drag.top { top += dy }
            if drag.bottom { bottom += dy }
        }
        rect = IntRect(x: min(left, right), y: min(top, bottom), width: abs(right - left), height: abs(bottom - top))
    }

    mutating func release(x: Int, y: Int) {
        move(x: x, y: y)
        drag = nil
        if let rect, rect.isEmpty { self.rect = nil }
    }

    /// What a press at (x, y) takes of `rect`: its edges near there, or all of it inside; nil
    /// outside.
    private func sides(of rect: IntRect, at x: Int, _ y: Int) -> Drag? {
        let reach = Self.edgeReach
        let inX = x >= rect.x - reach && x <= rect.x + rect.width + reach
        let inY = y >= rect.y - reach && y <= rect.y + rect.height + reach
        guard inX && inY else { return nil }
        var drag = Drag(start: (x, y), original: rect)
        drag.left = abs(x - rect.x) <= reach
        drag.right = !drag.left && abs(x - (rect.x + rect.width)) <= reach
        drag.top = abs(y - rect.y) <= reach
        drag.bottom = !drag.top && abs(y - (rect.y + rect.height)) <= reach
        if !(drag.left || drag.right || drag.top || drag.bottom) {
            guard rect.contains(Point(x: Double(x), y: Double(y))) else { return nil }
            drag.left = true; drag.right = true; drag.top = true; drag.bottom = true
        }
        return drag
    }

    private func clamped(_ x: Int, _ y: Int) -> (Int, Int) {
        (min(max(x, bounds.x), bounds.x + bounds.width), min(max(y, bounds.y), bounds.y + bounds.height))
    }
}
