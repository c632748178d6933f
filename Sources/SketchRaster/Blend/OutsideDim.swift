import SketchCore

/// The finishing pass of the strokes marked `dimOutside`: each one's box (its output pixels,
/// as a filter's) is kept as it is, and everything outside their union is dimmed by one colour,
/// the newest one's, laid over the finished picture. Several share one dimming, never darker
/// where they overlap or where none is.
public enum OutsideDim {
    /// The boxes in output pixels through `transform`, and the dim; nil when no stroke dims.
    public static func dimming(of strokes: [Stroke], transform: CanvasTransform) -> (rects: [IntRect], color: Color)? {
        var rects: [IntRect] = []
        var color: Color?
        for stroke in strokes where stroke.tool.marking == .dimOutside {
            rects.append(StrokeRenderer.areaRect(stroke, transform: transform))
            color = stroke.color
        }
        return color.map { (rects, $0) }
    }
}

extension RGBAImage {
    /// Lays `color` over every pixel of `region` outside all of `rects`; those inside are untouched.
    public mutating func dim(_ region: IntRect, except rects: [IntRect], color: Color) {
        let area = region.intersection(bounds)
        guard !area.isEmpty, color.alpha > 0 else { return }
        let r = Float(color.red), g = Float(color.green), b = Float(color.blue), a = Float(color.alpha) / 255
        let lit = rects.map { $0.intersection(area) }.filter { !$0.isEmpty }
        let w = width
        var gaps: [(Int, Int)] = []
        pixels.withUnsafeMutableBufferPointer { px in
            for y in area.y..<area.maxY {
                // The row's lit spans, in order, then the dim between them.
                gaps.removeAll(keepingCapacity: true)
                for rect in lit where y >= rect.y && y < rect.maxY { gaps.append((rect.x, rect.maxX)) }
                gaps.sort { $0.0 < $1.0 }
                var x = area.x
                var next = 0
                while x < area.maxX {
                    var end = area.maxX
                    while next < gaps.count && gaps[next].1 <= x { next += 1 }
                    if next < gaps.count {
                        if gaps[next].0 <= x {
                            x = gaps[next].1
                            continue
                        }
                        end = gaps[next].0
                    }
                    for i in (y * w + x)..<(y * w + end) { px[i] = Blend.over(px[i], r, g, b, a) }
                    x = end
                }
            }
        }
    }
}
