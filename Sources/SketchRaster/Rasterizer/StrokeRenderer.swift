import FoundationEssentials
import SketchCore
import Glibc

/// Draws strokes into an image. One stroke's outline is rasterised as a whole and then
/// composited once, so a translucent stroke has no darker joints or self-overlaps.
public final class StrokeRenderer {
    public let rasterizer = CoverageRasterizer()
    public let stroker = Stroker()
    private var devicePoints: [Point] = []
    /// Where text strokes and marker numbers get their pictures; without one they are drawn
    /// without their text.
    public var text: TextBlockSource?

    public init(text: TextBlockSource? = nil) { self.text = text }

    /// Draws `stroke` (canvas coordinates) through `transform` into `image`, touching only
    /// pixels inside `clip`. `base` is the picture under all strokes (a stroke that reveals restores it).
    /// Returns the rectangle of pixels it may have changed.
    @discardableResult
    public func draw(_ stroke: Stroke, transform: CanvasTransform, into image: inout RGBAImage, base: RGBAImage? = nil, clip: IntRect? = nil,
                     patch: UnsafeMutablePointer<PixelPatch>? = nil) -> IntRect {
        let clip = clip ?? image.bounds
        rasterizer.reset()
        // Strokes that dim outside their box dim the finished picture together (`OutsideDim`), not stroke by stroke.
        if stroke.tool.marking == .dimOutside { return .empty }
        switch stroke.tool.shape {
        case .text:
            return drawText(stroke, transform: transform, into: &image, clip: clip, patch: patch)
        case .area where stroke.tool.marking == .picture:
            return drawPicture(stroke, transform: transform, into: &image, clip: clip, patch: patch)
        case .area:
            return filterArea(stroke, transform: transform, into: &image, clip: clip, patch: patch)
        case .rectangle, .ellipse:
            guard let fillColor = stroke.fill else { break }
            addInterior(of: stroke, transform: transform, clip: clip)
            let filled = fill(into: &image, color: fillColor, clip: clip, patch: patch)
            addOutline(of: stroke, transform: transform, clip: clip)
            return filled.union(fill(into: &image, color: stroke.color, clip: clip, patch: patch))
        case .freehand, .line, .arrow, .marker:
            break
        }
        addOutline(of: stroke, transform: transform, clip: clip)
        let drawn = fill(into: &image, color: stroke.color, mode: Self.mode(of: stroke.tool), base: base, clip: clip, patch: patch)
        guard stroke.tool.numbered else { return drawn }
        return drawn.union(drawNumber(stroke, transform: transform, into: &image, clip: clip, patch: patch))
    }

    /// How a tool's marking is blended.
    public static func mode(of tool: Tool) -> BlendMode {
        switch tool.marking {
        case .paint: return .over
        case .highlight: return .highlight
        case .reveal: return .restore
        case .blocks, .gaussian, .dimOutside, .picture: return .over
        }
    }

    /// Adds the outline of `stroke` to the rasterizer without drawing it. With `clip`, only
    /// what can change pixels inside it is built: the rest is simplified, never flattened.
    public func addOutline(of stroke: Stroke, transform: CanvasTransform, clip: IntRect? = nil) {
        rasterizer.clip = clip
        devicePoints.removeAll(keepingCapacity: true)
        for p in stroke.points { devicePoints.append(transform.apply(p)) }
        let width = stroke.width * transform.scale
        let dash = stroke.dash
        switch stroke.tool.shape {
        case .freehand, .line:
            addLine(devicePoints, width: width, dash: dash)
        case .arrow:
            addArrow(from: devicePoints[0], to: devicePoints[devicePoints.count - 1], width: width, heads: stroke.heads, dash: dash)
        case .rectangle:
            addLine(Self.rectangle(devicePoints[0], devicePoints[devicePoints.count - 1], radius: stroke.cornerRadius * transform.scale),
                    width: width, closed: true, dash: dash)
        case .ellipse:
            // The centre line may be simplified where the whole stroke around it is out of sight
            // (not when dashed: the dashes are measured along it).
            let cull = clip.map { CullBox($0, margin: width / 2 + 2) }
            addLine(Self.ellipse(devicePoints[0], devicePoints[devicePoints.count - 1], cull: dash == nil ? cull : nil), width: width, closed: true, dash: dash)
        case .marker:
            break
        case .area:
            // Only its frame: what a filter in progress shows.
            let a = devicePoints[0], b = devicePoints[1]
            stroker.addPolyline([Point(a.x, a.y), Point(b.x, a.y), Point(b.x, b.y), Point(a.x, b.y)], width: max(1, width / 12), closed: true, into: rasterizer)
        case .text:
            break
        }
        // A numbered disc at the first point, in the same outline, so a translucent stroke has
        // no darker overlap where it meets the rest.
        if stroke.tool.numbered {
            stroker.addPolyline([devicePoints[0]], width: Stroke.markerDiameter(width: stroke.width) * transform.scale, into: rasterizer)
        }
    }

    /// A line of device points, solid or cut into `dash` (lengths in widths), each dash with
    /// round caps. With a clip, only the dashes whose centre line comes within their caps' reach
    /// of it are made.
    private func addLine(_ points: [Point], width: Double, closed: Bool = false, dash: Dash?) {
        guard let dash else {
            stroker.addPolyline(points, width: width, closed: closed, into: rasterizer)
            return
        }
        let cull = rasterizer.clip.map { CullBox($0, margin: width / 2 + 2) }
        for piece in Dasher.pieces(points, closed: closed, on: dash.on * width, off: dash.off * width, cull: cull) {
            stroker.addPolyline(piece, width: width, into: rasterizer)
        }
    }

    /// Adds the inside of a rectangle or ellipse (the area its fill covers, up to the centre of
    /// its outline) to the rasterizer.
    public func addInterior(of stroke: Stroke, transform: CanvasTransform, clip: IntRect? = nil) {
        rasterizer.clip = clip
        let a = transform.apply(stroke.points[0]), b = transform.apply(stroke.points[stroke.points.count - 1])
        if stroke.tool.shape == .ellipse {
            rasterizer.addPolygon(Self.ellipse(a, b))
        } else {
            rasterizer.addPolygon(Self.rectangle(a, b, radius: stroke.cornerRadius * transform.scale))
        }
    }

    /// The device pixels `stroke` can touch through `transform`.
    public static func deviceBounds(of stroke: Stroke, transform: CanvasTransform) -> IntRect {
        var b = stroke.bounds
        if stroke.tool.shape == .arrow {
            // The head is wider than the stroke.
            let extra = arrowHeadLength(width: stroke.width)
            b = (b.minX - extra, b.minY - extra, b.maxX + extra, b.maxY + extra)
        }
        let p0 = transform.apply(Point(b.minX, b.minY)), p1 = transform.apply(Point(b.maxX, b.maxY))
        return IntRect.covering(minX: p0.x - 1, minY: p0.y - 1, maxX: p1.x + 1, maxY: p1.y + 1)
    }

    /// The arrow head's length for a full stroke width `w` (see `Stroke.arrowHeadLength`).
    public static func arrowHeadLength(width w: Double) -> Double { Stroke.arrowHeadLength(width: w) }

    /// A line with a filled head at its end (and, with `.both`, at its start). The shaft stops
    /// inside each head, so its round cap never shows past the tip.
    private func addArrow(from a: Point, to b: Point, width: Double, heads: ArrowHeads, dash: Dash?) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else {
            stroker.addPolyline([a], width: width, into: rasterizer)
            return
        }
        let d = Point(dx / length, dy / length), n = Point(-d.y, d.x)
        let head = min(Self.arrowHeadLength(width: width), heads == .both ? length / 2 : length)
        let half = max(head * 0.55, width / 2 + 1)
        let start = heads == .both ? a + d * (head * 0.6) : a
        addLine([start, b - d * (head * 0.6)], width: width, dash: dash)
        let endBase = b - d * head
        stroker.addFilledPolygon([b, endBase + n * half, endBase - n * half], into: rasterizer)
        if heads == .both {
            let startBase = a + d * head
            stroker.addFilledPolygon([a, startBase - n * half, startBase + n * half], into: rasterizer)
        }
    }

    /// The outline of the box with corners `a` and `b`, through its corners from `a` when
    /// `radius` is 0; else with its corners rounded (quarter circles within 0.05 device px),
    /// from the top edge's left end, clockwise on screen.
    static func rectangle(_ a: Point, _ b: Point, radius r: Double) -> [Point] {
        guard r > 0 else { return [Point(a.x, a.y), Point(b.x, a.y), Point(b.x, b.y), Point(a.x, b.y)] }
        let x0 = min(a.x, b.x), x1 = max(a.x, b.x), y0 = min(a.y, b.y), y1 = max(a.y, b.y)
        let perCorner: Double = r <= 0.05 ? 1 : (Double.pi / 2 / acos(1 - 0.05 / r)).rounded(.up)
        let steps = max(2, Int(min(perCorner, 65_536)))
        var points: [Point] = []
        points.reserveCapacity(4 * (steps + 1))
        for (cx, cy, from) in [(x1 - r, y0 + r, -Double.pi / 2), (x1 - r, y1 - r, 0), (x0 + r, y1 - r, Double.pi / 2), (x0 + r, y0 + r, Double.pi)] {
            for k in 0...steps {
                let t = from + Double.pi / 2 * Double(k) / Double(steps)
                points.append(Point(cx + r * cos(t), cy + r * sin(t)))
            }
        }
        // From the top edge's left end: the last corner's end point comes first.
        points.insert(points.removeLast(), at: 0)
        return points
    }

    /// The ellipse inscribed in the box with corners `a` and `b`, flattened within 0.05 device
    /// px; with `cull`, only where it is inside that box (elsewhere a few chords stand in).
    static func ellipse(_ a: Point, _ b: Point, cull: CullBox? = nil) -> [Point] {
        let c = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        let rx = abs(b.x - a.x) / 2, ry = abs(b.y - a.y) / 2
        let r = max(rx, ry)
        guard r > 0 else { return [c] }
        let tolerance = 0.05
        // Capped as the pen's vertices are (see Stroker.penVertexCount).
        let fine = max(16, min((Double.pi / acos(1 - tolerance / r)).rounded(.up), Double(Stroker.maxPenVertices)))
        // A multiple of 4, so the vertices are the same under every quarter turn and flip: a
        // turned picture's ellipse is the turned ellipse.
        let n = r <= tolerance ? 8 : (fine / 4).rounded(.up) * 4
        var points: [Point] = []
        CulledArc.append(center: c, rx: rx, ry: ry, from: 0, to: Double(n) - 1, cull: cull, angle: { 2 * Double.pi * $0 / Double(n) }, into: &points)
        return points
    }

    /// Composites what the rasterizer holds in `color`, then empties it. With `patch`, the
    /// pixels about to change are kept there first, for undo.
    @discardableResult
    public func fill(into image: inout RGBAImage, color: Color, mode: BlendMode = .over, base: RGBAImage? = nil, clip: IntRect,
                     patch: UnsafeMutablePointer<PixelPatch>? = nil) -> IntRect {
        let area = rasterizer.bounds.intersection(clip).intersection(image.bounds)
        let ink = Ink(color, mode: mode)
        rasterizer.rasterize(clip: area) { y, x0, coverage in
            if let patch {
                var first = 0, last = coverage.count - 1
                while first <= last && coverage[first] <= 0 { first += 1 }
                while last >= first && coverage[last] <= 0 { last -= 1 }
                patch.pointee.record(image, y: y, x: x0 + first, count: last - first + 1)
            }
            image.apply(row: y, from: x0, coverage: coverage, ink: ink, base: base)
        }
        rasterizer.reset()
        return area
    }
}
