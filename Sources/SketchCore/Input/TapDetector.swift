/// Recognises a double tap with a finger (which clears the canvas): two short touches that
/// barely move, close together in place and time.
public struct TapDetector: Sendable {
    public var maxTapDuration = 0.3
    public var maxTapMovement = 12.0
    public var maxInterval = 0.4
    public var maxDistance = 40.0

    private var downs: [Int64: (point: Point, time: Double, moved: Bool)] = [:]
    private var lastTap: (point: Point, time: Double)?

    public init() {}

    public mutating func fingerDown(_ id: Int64, at p: Point, time: Double) {
        downs[id] = (p, time, downs.count > 0)
    }

    public mutating func fingerMoved(_ id: Int64, to p: Point) {
        guard let d = downs[id], !d.moved else { return }
        if d.point.distance(to: p) > maxTapMovement { downs[id]?.moved = true }
    }

    /// Returns true when this lift completes a double tap.
    public mutating func fingerUp(_ id: Int64, at p: Point, time: Double) -> Bool {
        guard let d = downs.removeValue(forKey: id) else { return false }
        let isTap = !d.moved && time - d.time <= maxTapDuration && d.point.distance(to: p) <= maxTapMovement && downs.isEmpty
        guard isTap else { lastTap = nil; return false }
        if let last = lastTap, time - last.time <= maxInterval, last.point.distance(to: p) <= maxDistance {
            lastTap = nil
            return true
        }
        lastTap = (p, time)
        return false
    }

    public mutating func cancel(_ id: Int64) { downs[id] = nil; lastTap = nil }
}
