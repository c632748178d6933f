import SketchCore

/// The rectangle the Crop mode is choosing, in canvas pixels: a drag draws it, a drag that
/// starts on one of its edges or corners moves those, and Enter applies it. Its corners are
/// always whole canvas pixels inside what is kept now (`Document.cropRect`).
struct CropDraft: Equatable {
    /// The rectangle chosen so far, nil before the first drag.
    private(set) var rect: IntRect?
    /// The pointer dragging, and what it drags.
    private(set) var pointer: PointerID?
    private var grab = Grab.corner(fixed: Point(0, 0))

    /// What a drag moves: a new rectangle from a fixed corner, or some of the edges.
    private enum Grab: Equatable {
        case corner(fixed: Point)
        case edges(left: Bool, top: Bool, right: Bool, bottom: Bool, from: IntRect)
    }

    var isDragging: Bool { pointer != nil }

    /// A press at canvas point `p`: within `reach` canvas pixels of an edge of the rectangle
    /// it takes that edge (two near a corner); elsewhere it starts a new rectangle.
    mutating func press(_ id: PointerID, at p: Point, reach: Double) {
        pointer = id
        if let r = rect {
            let x0 = Double(r.x), y0 = Double(r.y), x1 = Double(r.maxX), y1 = Double(r.maxY)
            let alongX = p.x > x0 - reach && p.x < x1 + reach, alongY = p.y > y0 - reach && p.y < y1 + reach
            let left = alongY && abs(p.x - x0) <= reach, right = alongY && !left && abs(p.x - x1) <= reach
            let top = alongX && abs(p.y - y0) <= reach, bottom = alongX && !top && abs(p.y - y1) <= reach
            if left || right || top || bottom {
                grab = .edges(left: left, top: top, right: right, bottom: bottom, from: r)
                return
            }
        }
        grab = .corner(fixed: p)
    }

    /// The dragging pointer at canvas point `p`.
    mutating func drag(to p: Point, in document: Document) {
        let next: IntRect?
        switch grab {
        case .corner(let fixed):
            next = document.cropRect(from: fixed, to: p)
        case .edges(let left, let top, let right, let bottom, let r):
            let a = Point(left ? p.x : Double(r.x), top ? p.y : Double(r.y))
            let b = Point(right ? p.x : Double(r.maxX), bottom ? p.y : Double(r.maxY))
            next = document.cropRect(from: a, to: b) ?? r
        }
        // A click without a drag keeps the rectangle there is.
        guard let next, next != rect else { return }
        rect = next
    }

    mutating func release() { pointer = nil }
}
