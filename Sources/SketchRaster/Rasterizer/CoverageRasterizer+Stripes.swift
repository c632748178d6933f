import SketchCore

/// What lets a horizontal stripe of a picture be rasterised on its own and come out exactly as
/// those rows of the whole: edges cut short at a clip box's top or bottom keep their own line,
/// and the walk down the sample lines starts where the whole one would meet the stripe's edges.
extension CoverageRasterizer {
    /// The part of the edge top–bottom between the box's top and bottom, on the edge's own
    /// line: it keeps its start (the walk takes it up at its first line in the box) and ends at
    /// the box's bottom at the latest. Nothing when it misses the box.
    @inline(__always)
    func addEdge(_ top: Point, _ bottom: Point, _ winding: Int32, within box: (x0: Double, y0: Double, x1: Double, y1: Double)) {
        let end = min(bottom.y, box.y1)
        guard bottom.y > top.y, end > box.y0, top.y < box.y1 else { return }
        edges.append(Edge(x0: top.x, y0: top.y, y1: end, dxdy: (bottom.x - top.x) / (bottom.y - top.y), winding: winding))
        minY = min(minY, max(top.y, box.y0)); maxY = max(maxY, end)
        minX = min(minX, top.x, bottom.x); maxX = max(maxX, top.x, bottom.x)
    }

    /// `box` grown upwards (within `clip`) to the row where the first edge starts. Crossings
    /// tied in x are taken in the order they came in; that order depends only on the two
    /// edges' own x from the line each one started, so walking from there puts them in the
    /// order the whole picture's walk does, whatever else it held.
    func walkedBox(_ box: IntRect, clip: IntRect) -> IntRect {
        guard let first = edges.lazy.map(\.y0).min() else { return box }
        let top = max(clip.y, min(box.y, Int(first.rounded(.down))))
        return IntRect(x: box.x, y: top, width: box.width, height: box.maxY - top)
    }
}
