import Foundation
import SketchCore

extension RGBAImage {
    /// Moves the pixels by `dx`, `dy` (what leaves the image is lost); returns the rectangles
    /// the move uncovered, whose pixels are stale until they are drawn again.
    @discardableResult
    public mutating func shift(by dx: Int, _ dy: Int) -> [IntRect] { shift(by: dx, dy, within: bounds) }

    /// Moves the pixels of `area` (inside the image) by `dx`, `dy` inside it, leaving the rest
    /// alone; returns the rectangles of `area` the move uncovered.
    @discardableResult
    public mutating func shift(by dx: Int, _ dy: Int, within area: IntRect) -> [IntRect] {
        precondition(bounds.intersection(area) == area, "shift: the area is outside the image")
        guard dx != 0 || dy != 0 else { return [] }
        guard abs(dx) < area.width, abs(dy) < area.height else { return [area] }
        let w = area.width, h = area.height, count = w - abs(dx), rowLength = width
        pixels.withUnsafeMutableBufferPointer { p in
            let base = p.baseAddress! + area.y * rowLength + area.x
            // Rows are visited so that none is overwritten before it is moved.
            let rows = dy > 0 ? Array(stride(from: h - 1, through: dy, by: -1)) : Array(0..<(h + dy))
            for y in rows {
                let from = base + (y - dy) * rowLength + max(0, -dx), to = base + y * rowLength + max(0, dx)
                memmove(to, from, count * MemoryLayout<UInt32>.stride)
            }
        }
        var uncovered: [IntRect] = []
        if dy > 0 { uncovered.append(IntRect(x: 0, y: 0, width: w, height: dy)) }
        if dy < 0 { uncovered.append(IntRect(x: 0, y: h + dy, width: w, height: -dy)) }
        let rest = IntRect(x: 0, y: max(0, dy), width: w, height: h - abs(dy))
        if dx > 0 { uncovered.append(IntRect(x: 0, y: rest.y, width: dx, height: rest.height)) }
        if dx < 0 { uncovered.append(IntRect(x: w + dx, y: rest.y, width: -dx, height: rest.height)) }
        return uncovered.filter { !$0.isEmpty }.map { $0.offsetBy(area.x, area.y) }
    }
}
