import SketchCore

/// The parts of a frame that changed since it was last presented. Rectangles that touch or
/// overlap are merged, and past `limit` everything merges into one, so presenting costs a
/// few copies rather than one per change.
public struct DirtyRegion: Sendable {
    public private(set) var rects: [IntRect] = []
    public let limit: Int

    public init(limit: Int = 8) { self.limit = limit }

    public var isEmpty: Bool { rects.isEmpty }
    public var bounds: IntRect { rects.reduce(IntRect.empty) { $0.union($1) } }

    public mutating func add(_ rect: IntRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var i = 0
        while i < rects.count {
            let r = rects[i]
            if !r.insetBy(-2).intersection(merged).isEmpty {
                merged = merged.union(r)
                rects.remove(at: i)
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(merged)
        if rects.count > limit { rects = [bounds] }
    }

    /// In place: it runs before every frame, and a new array each time is garbage at once.
    public mutating func clip(to rect: IntRect) {
        var kept = 0
        for i in rects.indices {
            let r = rects[i].intersection(rect)
            if !r.isEmpty { rects[kept] = r; kept += 1 }
        }
        rects.removeLast(rects.count - kept)
    }

    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }
}
