import FoundationEssentials
import SketchCore
import Glibc

extension RGBAImage {
    /// Moves the pixels by `dx`, `dy` (what leaves the image is lost); returns the rectangles
    /// the move uncovered, whose pixels are stale until they are drawn again.
    @discardableResult
    public mutating func shift(by dx: Int, _ dy: Int) -> [IntRect] {
        guard dx != 0 || dy != 0 else { return [] }
        guard abs(dx) < width, abs(dy) < height else { return [bounds] }
        let w = width, h = height, count = w - abs(dx)
        pixels.withUnsafeMutableBufferPointer { p in
            let base = p.baseAddress!
            // Rows are visited so that none is overwritten before it is moved.
            let rows = dy > 0 ? Array(stride(from: h - 1, through: dy, by: -1)) : Array(0..<(h + dy))
            for y in rows {
                let from = base + (y - dy) * w + max(0, -dx), to = base + y * w + max(0, dx)
                memmove(to, from, count * MemoryLayout<UInt32>.stride)
            }
        }
        var uncovered: [IntRect] = []
        if dy > 0 { uncovered.append(IntRect(x: 0, y: 0, width: w, height: dy)) }
        if dy < 0 { uncovered.append(IntRect(x: 0, y: h + dy, width: w, height: -dy)) }
        let rest = IntRect(x: 0, y: max(0, dy), width: w, height: h - abs(dy))
        if dx > 0 { uncovered.append(IntRect(x: 0, y: rest.y, width: dx, height: rest.height)) }
        if dx < 0 { uncovered.append(IntRect(x: w + dx, y: rest.y, width: -dx, height: rest.height)) }
        return uncovered.filter { !$0.isEmpty }
    }
}
