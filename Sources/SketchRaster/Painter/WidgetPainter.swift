import FoundationEssentials
import SketchCore
import Glibc

/// The drawing backend of the immediate-mode widgets: turns `DrawCommand`s into pixels,
/// clipped to the region being redrawn.
public final class WidgetPainter {
    private let renderer = StrokeRenderer()
    private var polygon: [Point] = []
    public let glyphs: GlyphSource

    public init(glyphs: GlyphSource) { self.glyphs = glyphs }

    public func paint(_ commands: [DrawCommand], into image: inout RGBAImage, clip region: IntRect) {
        guard !region.isEmpty else { return }
        var clip = region
        for command in commands {
            switch command {
            case .clip(let r):
                clip = r.map { $0.intersection(region) } ?? region
            case .rect(let r, let color, let radius):
                guard !r.intersection(clip).isEmpty, color.alpha > 0 else { continue }
                if radius <= 0 && color.alpha == 255 {
                    image.fill(r.intersection(clip), with: color)
                } else {
                    fillRoundedRect(r, radius, color, &image, clip)
                }
            case .frame(let r, let color, let thickness, let radius):
                guard !r.intersection(clip).isEmpty else { continue }
                let t = Double(thickness)
                let inset = IntRect(x: r.x, y: r.y, width: r.width, height: r.height)
                var pts = roundedRect(inset, radius, inset: t / 2)
                pts.append(pts[0])
                renderer.stroker.addPolyline(pts, width: t, closed: true, into: renderer.rasterizer)
                renderer.fill(into: &image, color: color, clip: clip)
            case .text(let s, let x, let y, let size, let color):
                guard let mask = glyphs.mask(for: s, size: size) else { continue }
                image.blend(mask, at: x, y, color: color, clip: clip)
            case .circle(let c, let d, let color):
                guard !IntRect.covering(minX: c.x - d / 2, minY: c.y - d / 2, maxX: c.x + d / 2, maxY: c.y + d / 2).intersection(clip).isEmpty else { continue }
                let (mask, x, y) = disc(c, d)
                image.blend(mask, at: x, y, color: color, clip: clip)
            case .shapes(let shapes, let color):
                guard shapes.contains(where: { !$0.bounds.intersection(clip).isEmpty }) else { continue }
                for shape in shapes {
                    switch shape {
                    case .stroke(let points, let width): renderer.stroker.addPolyline(points, width: width, into: renderer.rasterizer)
                    case .fill(let points): renderer.rasterizer.addPolygon(points)
                    }
                }
                renderer.fill(into: &image, color: color, clip: clip)
            case .image(let picture, let x, let y):
                image.composite(picture, at: x, y, clip: clip)
            case .checker(let r, let cell):
                let area = r.intersection(clip)
                guard !area.isEmpty, cell > 0 else { continue }
                for y in area.y..<area.maxY {
                    for x in area.x..<area.maxX {
                        image[x, y] = Color(argb: Checkerboard.color(x - r.x, y - r.y, cell: cell))
                    }
                }
            }
        }
    }

    /// A disc's coverage, kept by size and quarter-pixel offset: the pen-tip indicator and the
    /// slider knobs are drawn every frame.
    private func disc(_ c: Point, _ d: Double) -> (AlphaMask, Int, Int) {
        let x0 = Int((c.x - d / 2).rounded(.down)) - 1, y0 = Int((c.y - d / 2).rounded(.down)) - 1
        let fx = Int(((c.x - Double(x0)) * 4).rounded()), fy = Int(((c.y - Double(y0)) * 4).rounded())
        let key = DiscKey(diameter: Int((d * 4).rounded()), fx: fx, fy: fy)
        if let mask = discs[key] { return (mask, x0, y0) }
        let side = Int(d.rounded(.up)) + 3
        var image = RGBAImage(width: side, height: side)
        renderer.stroker.addPolyline([Point(Double(fx) / 4, Double(fy) / 4)], width: Double(key.diameter) / 4, into: renderer.rasterizer)
        renderer.fill(into: &image, color: .black, clip: image.bounds)
        let mask = AlphaMask(width: side, height: side, alpha: image.pixels.map { UInt8($0 >> 24) })
        if discs.count > 256 { discs.removeAll() }
        discs[key] = mask
        return (mask, x0, y0)
    }

    private struct DiscKey: Hashable { var diameter: Int; var fx: Int; var fy: Int }
    private var discs: [DiscKey: AlphaMask] = [:]

    /// A rounded rectangle: its corners through the rasterizer, and the straight stretch
    /// between them of a long one (a scroll bar the window's height) blended whole, as the
    /// rasterizer would with full coverage, without tracing every row.
    private func fillRoundedRect(_ r: IntRect, _ radius: Int, _ color: Color, _ image: inout RGBAImage, _ clip: IntRect) {
        let corner = min(radius, r.width / 2, r.height / 2) + 1
        let tall = r.height >= r.width
        let middle = tall ? IntRect(x: r.x, y: r.y + corner, width: r.width, height: r.height - 2 * corner)
            : IntRect(x: r.x + corner, y: r.y, width: r.width - 2 * corner, height: r.height)
        guard radius > 0, middle.width > 0, middle.height > 0 else {
            fillPolygon(roundedRect(r, radius), color, &image, clip)
            return
        }
        let caps = tall ? [IntRect(x: r.x, y: r.y, width: r.width, height: corner), IntRect(x: r.x, y: middle.maxY, width: r.width, height: corner)]
            : [IntRect(x: r.x, y: r.y, width: corner, height: r.height), IntRect(x: middle.maxX, y: r.y, width: corner, height: r.height)]
        for piece in caps where !piece.intersection(clip).isEmpty {
            fillPolygon(roundedRect(r, radius), color, &image, piece.intersection(clip))
        }
        let band = middle.intersection(clip).intersection(image.bounds)
        guard !band.isEmpty else { return }
        let full = [Float](repeating: 1, count: band.width), ink = Ink(color, mode: .over)
        full.withUnsafeBufferPointer { coverage in
            for y in band.y..<band.maxY { image.apply(row: y, from: band.x, coverage: coverage, ink: ink, base: nil) }
        }
    }

    /// A rounded rectangle through the rasterizer alone, for comparing with `fillRoundedRect`.
    func paintPolygonForTesting(_ r: IntRect, _ radius: Int, _ color: Color, into image: inout RGBAImage, clip: IntRect) {
        fillPolygon(roundedRect(r, radius), color, &image, clip)
    }

    private func fillPolygon(_ pts: [Point], _ color: Color, _ image: inout RGBAImage, _ clip: IntRect) {
        renderer.rasterizer.addPolygon(pts)
        renderer.fill(into: &image, color: color, clip: clip)
    }

    /// The outline of a rectangle with round corners, as a polygon.
    private func roundedRect(_ r: IntRect, _ radius: Int, inset: Double = 0) -> [Point] {
        let x0 = Double(r.x) + inset, y0 = Double(r.y) + inset, x1 = Double(r.maxX) - inset, y1 = Double(r.maxY) - inset
        let rad = min(Double(radius), (x1 - x0) / 2, (y1 - y0) / 2)
        if rad <= 0 { return [Point(x0, y0), Point(x1, y0), Point(x1, y1), Point(x0, y1)] }
        polygon.removeAll(keepingCapacity: true)
        let corners = [(x1 - rad, y0 + rad, -Double.pi / 2), (x1 - rad, y1 - rad, 0.0), (x0 + rad, y1 - rad, Double.pi / 2), (x0 + rad, y0 + rad, Double.pi)]
        let steps = max(2, Int(rad / 2))
        for (cx, cy, start) in corners {
            for i in 0...steps {
                let t = start + Double.pi / 2 * Double(i) / Double(steps)
                polygon.append(Point(cx + rad * cos(t), cy + rad * sin(t)))
            }
        }
        return polygon
    }
}
