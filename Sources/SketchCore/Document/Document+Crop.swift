/// The crop as outputs see it: Save, Export, Copy and `sketchpad render` all show only the
/// part of the canvas kept, while the document keeps every stroke where it was drawn (so an
/// undo of the crop brings the whole picture back).
extension Document {
    /// The kept part as a document of its own: a canvas the crop's size, with the strokes moved
    /// so the crop's corner is the origin, and no history. Without a crop, the strokes as they are.
    public var keptPart: Document {
        guard let crop else { return Document(canvas: canvas, strokes: strokes) }
        let dx = -Double(crop.x), dy = -Double(crop.y)
        let moved = strokes.map { stroke in
            var s = stroke
            s.points = stroke.points.map { Point($0.x + dx, $0.y + dy) }
            return s
        }
        return Document(width: crop.width, height: crop.height, background: background, photoPath: photoPath, strokes: moved)
    }

    /// A rectangle dragged in canvas coordinates, between `a` and `b` (either way round), as a
    /// crop: its corners snapped to the nearest whole canvas pixels and clamped to what is kept
    /// now (a second crop stays inside the first); nil when nothing of it is left.
    public func cropRect(from a: Point, to b: Point) -> IntRect? {
        let k = kept
        func clamp(_ v: Double, _ lo: Int, _ hi: Int) -> Int { min(max(Int(v.rounded()), lo), hi) }
        let x0 = clamp(min(a.x, b.x), k.x, k.maxX), x1 = clamp(max(a.x, b.x), k.x, k.maxX)
        let y0 = clamp(min(a.y, b.y), k.y, k.maxY), y1 = clamp(max(a.y, b.y), k.y, k.maxY)
        let rect = IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        return rect.isEmpty ? nil : rect
    }
}
