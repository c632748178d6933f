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

    struct Crossing {
        var x: Double
        var winding: Int32
        var edge: Int32
    }

    var edges: [Edge] = []
    /// Scratch for one sub-row: the edges crossing it (in the previous sub-row's x order) and
    /// their crossings. Raw buffers, grown with `edges`, so the inner loop has no array checks.
    private var active = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var crossings = UnsafeMutablePointer<Crossing>.allocate(capacity: 0)
    private var merged = UnsafeMutablePointer<Crossing>.allocate(capacity: 0)
    private var scratchCapacity = 0
    var bucketStarts: [Int32] = []
    var sortedEdges: [Edge] = []
    private var area: [Float] = []
    private var cover: [Float] = []
    private var coverage: [Float] = []
    public internal(set) var minY = Double.infinity
    public internal(set) var maxY = -Double.infinity
    public internal(set) var minX = Double.infinity
    public internal(set) var maxX = -Double.infinity

    /// Edges are clipped to this box as they are added (nil: not at all). What lies above,
    /// below or right of it is dropped, and what lies left of it becomes a vertical edge on its
    /// left side: every pixel inside keeps its winding number, and the work and memory follow
    /// the visible part of a shape however far the rest reaches. An edge cut short above or
    /// below keeps the line it lies on (its crossings are computed from its own ends), so a
    /// box that is a horizontal stripe of another gives its rows exactly the same crossings.
    /// `reset` clears it.
    public var clip: IntRect?

    public init() {}

    deinit {
        active.deallocate()
        crossings.deallocate()
        merged.deallocate()
    }

    /// How many edges are held: the rasterizing work to come.
    public var edgeCount: Int { edges.count }

    public func reset() {
        edges.removeAll(keepingCapacity: true)
        minY = .infinity; maxY = -.infinity; minX = .infinity; maxX = -.infinity
        clip = nil
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
        let box = clip.map { (x0: Double($0.x - 1), y0: Double($0.y - 1), x1: Double($0.maxX + 1), y1: Double($0.maxY + 1)) }
        for i in 0..<n {
            let a = pts[i], b = pts[(i + 1) % n]
            guard a.y != b.y, a.isFinite, b.isFinite else { continue }
            let down = a.y < b.y
            let winding = down ? orientation : -orientation
            let top = down ? a : b, bottom = down ? b : a
            guard let box else {
                addEdge(top, bottom, winding)
                continue
            }
            if bottom.y <= box.y0 || top.y >= box.y1 { continue }
            if top.x >= box.x0 && top.x <= box.x1 && bottom.x >= box.x0 && bottom.x <= box.x1 {
                addEdge(top, bottom, winding, within: box)
                continue
            }
            // Split where the edge crosses the box's left and right sides (at most twice), then
            // place each piece: kept inside, moved onto the left side, or dropped on the right.
            var cut1 = bottom.y, cut2 = bottom.y
            for side in [box.x0, box.x1] where (top.x - side) * (bottom.x - side) < 0 {
                let y = top.y + (side - top.x) / (bottom.x - top.x) * (bottom.y - top.y)
                if y < cut1 { cut2 = cut1; cut1 = y } else { cut2 = min(cut2, y) }
            }
            var from = top
            for y in [cut1, cut2, bottom.y] where y > from.y {
                let to = y == bottom.y ? bottom : Self.point(top, bottom, atY: y)
                let midX = (from.x + to.x) / 2
                if midX < box.x0 {
                    addEdge(Point(box.x0, from.y), Point(box.x0, to.y), winding, within: box)
                } else if midX <= box.x1 {
                    addEdge(Point(min(max(from.x, box.x0), box.x1), from.y), Point(min(max(to.x, box.x0), box.x1), to.y), winding, within: box)
                } else if to.y > box.y0 && from.y < box.y1 {
                    // Dropped: a span it would have closed now runs to the right side.
                    maxX = max(maxX, box.x1)
                }
                from = to
            }
        }
    }

    /// The point of the segment top–bottom at height `y`.
    static func point(_ top: Point, _ bottom: Point, atY y: Double) -> Point {
        Point(top.x + (y - top.y) / (bottom.y - top.y) * (bottom.x - top.x), y)
    }

    @inline(__always)
    private func addEdge(_ top: Point, _ bottom: Point, _ winding: Int32) {
        guard bottom.y > top.y else { return }
        edges.append(Edge(x0: top.x, y0: top.y, y1: bottom.y, dxdy: (bottom.x - top.x) / (bottom.y - top.y), winding: winding))
        minY = min(minY, top.y); maxY = max(maxY, bottom.y)
        minX = min(minX, top.x, bottom.x); maxX = max(maxX, top.x, bottom.x)
    }


    public func addPolygon(_ pts: [Point], normalize: Bool = true) {
        pts.withUnsafeBufferPointer { addPolygon($0, normalize: normalize) }
    }

    /// Rasterises everything added, clipped to `clip`, and calls `body` once per pixel row that
    /// has coverage, with the first x and the coverage (0...1) of each pixel from there on.
    /// With `rows`, only those rows are given: the lines above them are still walked, so that
    /// the crossings reach them in the order they have in the whole (a tie in x is resolved
    /// by that order), and any horizontal stripe of the clip gets exactly its pixels.
    public func rasterize(clip: IntRect, rows: Range<Int>? = nil, _ body: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void) {
        var box = bounds.intersection(clip)
        guard !box.isEmpty else { return }
        let firstRow = rows?.lowerBound ?? box.y, endRow = min(box.maxY, rows?.upperBound ?? box.maxY)
        guard max(firstRow, box.y) < endRow else { return }
        if rows != nil { box = walkedBox(box, clip: clip) }
        sortEdges(top: box.y, rows: box.height)
        let width = box.width
        if area.count < width + 2 {
            area = [Float](repeating: 0, count: width + 2)
            cover = [Float](repeating: 0, count: width + 2)
            coverage = [Float](repeating: 0, count: width + 2)
        }
        // Room for the edges crossing one line, grown when a line has more (never past all of
        // them): far fewer than all of them, for a long stroke.
        if scratchCapacity == 0 { growScratch(to: min(edges.count, 4096), keeping: 0) }
        var active = self.active, crossings = self.crossings, merged = self.merged
        var activeCount = 0
        var nextEdge = 0
        let subRows = Self.subRows
        let weight = Float(1) / Float(subRows)
        let left = Double(box.x), right = Double(box.maxX)

        edges.withUnsafeBufferPointer { edges in
        area.withUnsafeMutableBufferPointer { areaBuf in
        cover.withUnsafeMutableBufferPointer { coverBuf in
        coverage.withUnsafeMutableBufferPointer { covBuf in
            for y in box.y..<endRow {
                var touchedMin = Int.max, touchedMax = Int.min
                for k in 0..<subRows {
                    let sy = Double(y) + (Double(k) + 0.5) / Double(subRows)
                    // Crossings in the order of the last line's, so the sort below finds them
                    // nearly sorted; finished edges drop out.
                    var count = 0
                    for i in 0..<activeCount {
                        let index = Int(active[i])
                        let e = edges[index]
                        if e.y1 <= sy { continue }
                        crossings[count] = Crossing(x: e.x0 + (sy - e.y0) * e.dxdy, winding: e.winding, edge: Int32(index))
                        count += 1
                    }
                    Self.insertionSort(crossings, count) { $0.x }
                    // Edges starting on this line come in y order, so their x order is random:
                    // sorted among themselves, then merged in (the old ones first on equal x, as
                    // one stable sort of both would put them). Inserting each one into a long
                    // line of crossings would cost the whole line for every new edge.
                    let old = count
                    while nextEdge < edges.count && edges[nextEdge].y0 <= sy {
                        let e = edges[nextEdge]
                        if e.y1 > sy {
                            if count == scratchCapacity {
                                growScratch(to: min(edges.count, 2 * scratchCapacity), keeping: count)
                                active = self.active; crossings = self.crossings; merged = self.merged
                            }
                            crossings[count] = Crossing(x: e.x0 + (sy - e.y0) * e.dxdy, winding: e.winding, edge: Int32(nextEdge))
                            count += 1
                        }
                        nextEdge += 1
                    }
                    if count > old {
                        Self.stableSort(crossings + old, count - old, scratch: merged)
                        if old > 0 { Self.merge(crossings, old, count, scratch: merged) }
                    }
                    for i in 0..<count { active[i] = crossings[i].edge }
                    activeCount = count
                    guard count >= 1, y >= firstRow else { continue }
                    var winding: Int32 = 0
                    var start = 0.0
                    for i in 0..<count {
                        let c = crossings[i]
                        let was = winding
                        winding += c.winding
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
                    // A span still open runs past the right side, where clipping dropped its end.
                    if winding != 0 {
                        let xa = max(start, left) - left, xb = right - left
                        if xb > xa {
                            accumulateSpan(xa, xb, weight, areaBuf, coverBuf)
                            touchedMin = min(touchedMin, Int(xa))
                            touchedMax = max(touchedMax, Int(xb))
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
        }}}}
    }

    /// Makes the scratch buffers hold `capacity` crossings, keeping the first `kept` crossings.
    private func growScratch(to capacity: Int, keeping kept: Int) {
        let newCrossings = UnsafeMutablePointer<Crossing>.allocate(capacity: max(capacity, 1))
        newCrossings.update(from: crossings, count: kept)
        crossings.deallocate()
        active.deallocate()
        merged.deallocate()
        crossings = newCrossings
        active = .allocate(capacity: max(capacity, 1))
        merged = .allocate(capacity: max(capacity, 1))
        scratchCapacity = capacity
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
}
