import SketchCore

/// Turns polygons into per-pixel coverage, the way a vector library fills a path: nonzero
/// winding, so overlapping pieces of one stroke form a union and are composited once.
///
/// Each pixel row is sampled on `subRows` horizontal lines; on each line the covered spans
/// are exact in x (their partial pixels get fractional coverage). A running difference array
/// makes a span cost O(1) however wide it is. Scratch buffers are kept between calls, so
/// drawing allocates nothing once they have grown.
public final class CoverageRasterizer {
    struct Edge {
        var x0: Double, y0: Double, y1: Double, dxdy: Double
        var winding: Int32
    }

    public static let subRows = 16

    private var edges: [Edge] = []
    private var active: [Int] = []
    private var crossings: [(x: Double, w: Int32, edge: Int32)] = []
    private var area: [Float] = []
    private var cover: [Float] = []
    private var coverage: [Float] = []
    public private(set) var minY = Double.infinity
    public private(set) var maxY = -Double.infinity
    public private(set) var minX = Double.infinity
    public private(set) var maxX = -Double.infinity

    public init() {}

    public var isEmpty: Bool { edges.isEmpty }

    public func reset() {
        edges.removeAll(keepingCapacity: true)
        minY = .infinity; maxY = -.infinity; minX = .infinity; maxX = -.infinity
    }

    /// The pixels the added polygons can touch.
    public var bounds: IntRect {
        edges.isEmpty ? .empty : IntRect.covering(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Adds a closed polygon. With `normalize`, polygons are turned to one orientation, so any
    /// number of them, added in any order and direction, fill their union. Without it, the
    /// contour keeps its direction (for contours with holes, such as a closed stroke's two sides).
    public func addPolygon(_ pts: UnsafeBufferPointer<Point>, normalize: Bool = true) {
        let n = pts.count
        guard n >= 3 else { return }
        var orientation: Int32 = 1
        if normalize {
            var twiceArea = 0.0
            for i in 0..<n {
                let a = pts[i], b = pts[(i + 1) % n]
                twiceArea += a.x * b.y - b.x * a.y
            }
            if twiceArea == 0 { return }
            orientation = twiceArea > 0 ? 1 : -1
        }
        for i in 0..<n {
            let a = pts[i], b = pts[(i + 1) % n]
            guard a.y != b.y, a.isFinite, b.isFinite else { continue }
            let down = a.y < b.y
            let top = down ? a : b, bottom = down ? b : a
            edges.append(Edge(x0: top.x, y0: top.y, y1: bottom.y, dxdy: (bottom.x - top.x) / (bottom.y - top.y),
                              winding: down ? orientation : -orientation))
            minY = min(minY, top.y); maxY = max(maxY, bottom.y)
            minX = min(minX, a.x, b.x); maxX = max(maxX, a.x, b.x)
        }
    }

    public func addPolygon(_ pts: [Point], normalize: Bool = true) {
        pts.withUnsafeBufferPointer { addPolygon($0, normalize: normalize) }
    }

    /// Rasterises everything added, clipped to `clip`, and calls `body` once per pixel row that
    /// has coverage, with the first x and the coverage (0...1) of each pixel from there on.
    public func rasterize(clip: IntRect, _ body: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void) {
        let box = bounds.intersection(clip)
        guard !box.isEmpty else { return }
        edges.sort { $0.y0 < $1.y0 }
        let width = box.width
        if area.count < width + 2 {
            area = [Float](repeating: 0, count: width + 2)
            cover = [Float](repeating: 0, count: width + 2)
            coverage = [Float](repeating: 0, count: width + 2)
        }
        active.removeAll(keepingCapacity: true)
        var nextEdge = 0
        let subRows = Self.subRows
        let weight = Float(1) / Float(subRows)
        let left = Double(box.x), right = Double(box.maxX)

        area.withUnsafeMutableBufferPointer { areaBuf in
        cover.withUnsafeMutableBufferPointer { coverBuf in
        coverage.withUnsafeMutableBufferPointer { covBuf in
            for y in box.y..<box.maxY {
                var touchedMin = Int.max, touchedMax = Int.min
                for k in 0..<subRows {
                    let sy = Double(y) + (Double(k) + 0.5) / Double(subRows)
                    while nextEdge < edges.count && edges[nextEdge].y0 <= sy {
                        if edges[nextEdge].y1 > sy { active.append(nextEdge) }
                        nextEdge += 1
                    }
                    // Crossings in the order of the last line's, so the sort below finds them
                    // nearly sorted; finished edges drop out.
                    crossings.removeAll(keepingCapacity: true)
                    for index in active {
                        let e = edges[index]
                        if e.y1 <= sy { continue }
                        crossings.append((e.x0 + (sy - e.y0) * e.dxdy, e.winding, Int32(index)))
                    }
                    insertionSort()
                    active.removeAll(keepingCapacity: true)
                    for c in crossings { active.append(Int(c.edge)) }
                    guard crossings.count >= 2 else { continue }
                    var winding: Int32 = 0
                    var start = 0.0
                    for c in crossings {
                        let was = winding
                        winding += c.w
                        if was == 0 && winding != 0 {
                            start = c.x
                        } else if was != 0 && winding == 0 {
                            let xa = max(start, left) - left, xb = min(c.x, right) - left
                            if xb > xa {
                                accumulateSpan(xa, xb, weight, areaBuf, coverBuf)
                                touchedMin = min(touchedMin, Int(xa))
                                touchedMax = max(touchedMax, Int(xb))
                            }
                        }
                    }
                }
                guard touchedMin <= touchedMax else { continue }
                let hi = min(touchedMax, width - 1)
                var run: Float = 0
                var any = false
                for x in touchedMin...hi {
                    run += coverBuf[x]
                    let v = min(max(areaBuf[x] + run, 0), 1)
                    covBuf[x] = v
                    if v > 0 { any = true }
                }
                for x in touchedMin...min(touchedMax + 1, width + 1) { areaBuf[x] = 0; coverBuf[x] = 0 }
                if any {
                    body(y, box.x + touchedMin, UnsafeBufferPointer(rebasing: UnsafeBufferPointer(covBuf)[touchedMin...hi]))
                }
            }
        }}}
    }

    @inline(__always)
    private func accumulateSpan(_ xa: Double, _ xb: Double, _ weight: Float,
                                _ areaBuf: UnsafeMutableBufferPointer<Float>, _ coverBuf: UnsafeMutableBufferPointer<Float>) {
        let ia = Int(xa), ib = Int(xb)
        if ia == ib {
            areaBuf[ia] += Float(xb - xa) * weight
            return
        }
        areaBuf[ia] += Float(Double(ia + 1) - xa) * weight
        // Whole pixels ia+1 ..< ib are fully covered on this line.
        coverBuf[ia + 1] += weight
        coverBuf[ib] -= weight
        areaBuf[ib] += Float(xb - Double(ib)) * weight
    }

    private func insertionSort() {
        crossings.withUnsafeMutableBufferPointer { c in
            guard c.count > 1 else { return }
            for i in 1..<c.count {
                let item = c[i]
                var j = i - 1
                while j >= 0 && c[j].x > item.x {
                    c[j + 1] = c[j]
                    j -= 1
                }
                c[j + 1] = item
            }
        }
    }
}
