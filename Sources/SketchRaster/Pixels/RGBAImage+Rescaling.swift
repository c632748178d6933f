import Dispatch
import SketchCore

/// Which pixel of a picture (nearest) each pixel of a view shows, where `from` maps the
/// picture's pixels and `to` the view's from the same plane (a canvas): a view shown again at
/// another zoom without drawing it.
public struct NearestMap: Sendable {
    /// The picture's column for each of `region`'s columns, its row for each row; -1 outside it.
    let xs: [Int], ys: [Int]
    public let region: IntRect
    /// The part of `region` whose pixel centres fall on the picture: the pixels it gives.
    public let covered: IntRect

    public init(source: (width: Int, height: Int), from: CanvasTransform, to: CanvasTransform, region: IntRect) {
        func axis(_ start: Int, _ count: Int, _ limit: Int, _ toOffset: Double, _ fromOffset: Double) -> (indices: [Int], range: Range<Int>) {
            let k = from.scale / to.scale
            var indices = [Int](repeating: -1, count: count)
            var first = count, last = -1
            for i in 0..<count {
                let s = ((Double(start + i) + 0.5 - toOffset) * k + fromOffset).rounded(.down)
                guard s >= 0, s < Double(limit) else { continue }
                indices[i] = Int(s)
                first = min(first, i); last = max(last, i)
            }
            return (indices, first <= last ? first..<(last + 1) : 0..<0)
        }
        let x = axis(region.x, region.width, source.width, to.offsetX, from.offsetX)
        let y = axis(region.y, region.height, source.height, to.offsetY, from.offsetY)
        xs = x.indices; ys = y.indices
        self.region = region
        covered = x.range.isEmpty || y.range.isEmpty ? IntRect(x: region.x, y: region.y, width: 0, height: 0)
            : IntRect(x: region.x + x.range.lowerBound, y: region.y + y.range.lowerBound, width: x.range.count, height: y.range.count)
    }
}

extension RGBAImage {
    /// Writes `map.covered` of the view, sampled from this picture, into `out` with view pixel
    /// (x, y) at (x + offset.x, y + offset.y), in `threads` stripes side by side. `out` must hold
    /// that rectangle.
    public func rescale(into out: inout RGBAImage, offset: (x: Int, y: Int), map: NearestMap, threads: Int = 2) {
        let c = map.covered
        guard !c.isEmpty, width > 0 else { return }
        precondition(out.bounds.intersection(c.offsetBy(offset.x, offset.y)) == c.offsetBy(offset.x, offset.y), "rescale: the view's pixels fall outside the picture written")
        let x0 = c.x - map.region.x, y0 = c.y - map.region.y
        let ow = out.width, sw = width, count = c.width
        let stripes = max(1, min(threads, c.height / 64))
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                map.xs.withUnsafeBufferPointer { xs in
                    // Unchecked: each stripe writes only its own rows of `out` and reads the rest.
                    nonisolated(unsafe) let s = src.baseAddress!, d = dst.baseAddress!, xi = xs.baseAddress! + x0
                    DispatchQueue.concurrentPerform(iterations: stripes) { stripe in
                        var previous = -1
                        for j in (c.height * stripe / stripes)..<(c.height * (stripe + 1) / stripes) {
                            let row = d + (c.y + j + offset.y) * ow + c.x + offset.x
                            let sy = map.ys[y0 + j]
                            // Zoomed in, neighbouring rows come from the same row: copied, not sampled again.
                            if sy == previous {
                                row.update(from: row - ow, count: count)
                                continue
                            }
                            previous = sy
                            let from = s + sy * sw
                            for x in 0..<count { row[x] = from[xi[x]] }
                        }
                    }
                }
            }
        }
    }
}
