import FoundationEssentials
import Glibc

/// An estimate of the work of rendering a document, stroke by stroke, in units of about a
/// nanosecond of one core (measured with the release build on a 4000x3000 output, on the
/// 2-core machine docs/performance.md's figures come from). It follows what the renderer does: a stroke
/// counts only inside the output; a filter counts the pixels it reads and writes, so filters
/// piled on one area count once each; a text counts the lines in view, each laid out whole,
/// and its outline's distance transform; a dashed line its dashes in view; a picture its
/// decoding and its part in view. `DocumentLimits.maxRenderWork` bounds the sum. The weights
/// need only be right within a factor of two or so: they are measured costs of the worst case
/// of each kind.
public enum RenderWork {
    /// A pixel of a Gaussian's strip read across or written down (three box passes each way).
    static let gaussianPixel = 16.5
    /// A pixel of an area averaged in blocks, read or written.
    static let blockPixel = 1.6
    /// A pixel of a line of text laid out (rasterised, converted, set in its block, blended).
    static let glyphPixel = 14.0
    /// A pixel of a stroke's outline or fill composited (translucent, the dearer).
    static let pathPixel = 14.0
    /// A device pixel along an edge of a stroke's outline (its cells of coverage).
    static let edgePixel = 6.0
    /// A row an edge crosses, for each doubling of the edges crossing that row: the crossings
    /// of a row are sorted, so a stroke scattered over the picture, every segment crossing
    /// thousands of others, costs more than its length says.
    static let edgeRow = 27.0
    /// A point of a stroke (smoothed, stroked into the outline).
    static let point = 60.0
    /// A dash in the output, beyond its share of the outline's pixels, edges and rows: the
    /// piece cut, its two round caps made and added to the outline.
    static let dash = 1_500.0
    /// A pixel of a text outline's distance transform (the glyphs' band grown by the outline's
    /// reach, measured both ways, turned into coverage and blended), on the largest texts,
    /// whose arrays are far past the caches.
    static let outlinePixel = 120.0
    /// A pixel of a pasted picture decoded (when the document is read: the PNG unfiltered, its
    /// colour profile converted), and read again where a large one is drawn smaller.
    static let picturePixel = 10.0
    /// A byte of a picture's PNG read (base64 in the JSON, then inflated).
    static let pictureByte = 30.0
    /// An output pixel of a picture's box drawn (four of its pixels mixed, then blended).
    static let pictureDrawPixel = 18.0

    /// The estimated work of each of `document`'s strokes when what its crop keeps is rendered
    /// at `scale`; empty when the output is past its limit.
    public static func ofStrokes(in document: Document, scale: Double) -> [Double] {
        let kept = document.kept
        guard case .success(let size) = DocumentLimits.outputSize(width: kept.width, height: kept.height, scale: scale) else { return [] }
        let output = IntRect(x: 0, y: 0, width: size.width, height: size.height)
        let place = Placement(dx: -Double(kept.x), dy: -Double(kept.y), scale: scale)
        return document.strokes.map { estimate($0, place: place, output: output) }
    }

    /// Canvas to output pixels: the crop's corner moved to the origin, then scaled.
    struct Placement {
        var dx, dy, scale: Double
        func apply(_ p: Point) -> Point { Point((p.x + dx) * scale, (p.y + dy) * scale) }
    }

    static func estimate(_ stroke: Stroke, place: Placement, output: IntRect) -> Double {
        shapeEstimate(stroke, place: place, output: output) + (stroke.tool.numbered ? number(stroke, place: place) : 0)
    }

    /// A numbered disc's digits, drawn as glyphs (the disc itself is in the stroke's outline).
    static func number(_ stroke: Stroke, place: Placement) -> Double {
        let digits = stroke.number.map { String($0).count } ?? 0
        let size = drawnSize(Stroke.markerDiameter(width: stroke.width) * min(0.6, 1.25 / Double(max(digits, 1))) * place.scale)
        return glyphPixel * Double(digits) * lineArea(size)
    }

    static func shapeEstimate(_ stroke: Stroke, place: Placement, output: IntRect) -> Double {
        switch stroke.tool.cost {
        case .gaussian: return gaussian(stroke, place: place, output: output)
        case .blocks: return blocks(stroke, place: place, output: output)
        // Its share of the one dim laid over the whole picture.
        case .wholeOutput: return pathPixel * area(output)
        case .picture: return picture(stroke, place: place, output: output)
        case .path: break
        }
        switch stroke.tool.shape {
        case .area:
            return pathPixel * area(bounds(stroke, place: place).intersection(output))
        case .text:
            let text = stroke.text ?? "", size = drawnSize(stroke.width * place.scale), at = place.apply(stroke.points[0])
            let glyphs = self.text(text, size: size, top: at.y, output: output)
            return glyphs + (stroke.outline == nil ? 0 : outline(text, size: size, at: at, output: output))
        case .marker:
            return pathPixel * area(bounds(stroke, place: place).intersection(output))
        case .freehand, .line, .arrow, .rectangle, .ellipse:
            return path(stroke, place: place, output: output)
        }
    }

    /// The em size a text is drawn at (`TextBlock.pixelSize`).
    static func drawnSize(_ size: Double) -> Int { Int(min(max(1, size.rounded()), Double(DocumentLimits.maxDrawnTextSize))) }

    /// A line of one character at em size `size`: an em wide (the widest scripts' advance),
    /// 1.2 em high.
    static func lineArea(_ size: Int) -> Double { Double(size) * Double(size) * 1.2 }

    /// The lines that can show in `output` (taken a little closer than the renderer takes them,
    /// so never fewer), each laid out whole.
    static func text(_ text: String, size: Int, top: Double, output: IntRect) -> Double {
        glyphPixel * linesInView(text, size: size, top: top, output: output).reduce(0) { $0 + $1.pixels }
    }

    /// A text's outline: the distance transform over the band of its lines that can reach the
    /// output within the outline's reach (`MaskOutline.margin`, rounded up here), each an em a
    /// character wide, grown by that reach on every side.
    static func outline(_ text: String, size: Int, at: Point, output: IntRect) -> Double {
        let reach = (TextBackdrop.outlineWidth * Double(size)).rounded(.up) + 1, r = Int(reach)
        let near = IntRect(x: output.x - r, y: output.y - r, width: output.width + 2 * r, height: output.height + 2 * r)
        let shown = linesInView(text, size: size, top: at.y, output: near)
        guard let first = shown.first, let last = shown.last else { return 0 }
        let em = Double(size), lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = shown.reduce(0.0) { max($0, Double(lines[$1.line].unicodeScalars.count)) } * em
        let x0 = max(at.x.rounded(), Double(near.x)), x1 = min(at.x.rounded() + widest, Double(near.maxX))
        let top = at.y.rounded() + Double(first.line) * em
        let y0 = max(top, Double(near.y)), y1 = min(at.y.rounded() + Double(last.line) * em + 1.2 * em, Double(near.maxY))
        guard x1 > x0, y1 > y0 else { return 0 }
        return outlinePixel * (x1 - x0 + 2 * reach) * (y1 - y0 + 2 * reach)
    }

    /// The lines of a text that can show, by number from 0, with the pixels each is laid out in.
    static func linesInView(_ text: String, size: Int, top: Double, output: IntRect) -> [(line: Int, pixels: Double)] {
        let skip = Double(size), reach = 3 * Double(size)
        var shown: [(line: Int, pixels: Double)] = [], lineTop = top.rounded()
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if lineTop >= Double(output.maxY) { break }
            if lineTop + reach > Double(output.y) { shown.append((i, Double(line.unicodeScalars.count) * lineArea(size))) }
            lineTop += skip
        }
        return shown
    }

    /// For each of `document`'s strokes rendered at `scale`, its largest line of text in view
    /// (numbered from 1) and the pixels it is laid out in, whole: nil for strokes that are not
    /// texts, or show none.
    public static func largestLinesInView(in document: Document, scale: Double) -> [(line: Int, pixels: Double)?] {
        let kept = document.kept
        guard case .success(let size) = DocumentLimits.outputSize(width: kept.width, height: kept.height, scale: scale) else { return [] }
        let output = IntRect(x: 0, y: 0, width: size.width, height: size.height)
        let place = Placement(dx: -Double(kept.x), dy: -Double(kept.y), scale: scale)
        return document.strokes.map { stroke in
            guard stroke.tool.shape == .text, let text = stroke.text else { return nil }
            let lines = linesInView(text, size: drawnSize(stroke.width * scale), top: place.apply(stroke.points[0]).y, output: output)
            return lines.max { $0.pixels < $1.pixels }.map { ($0.line + 1, $0.pixels) }
        }
    }

    /// The output pixels of a filter's rectangle (`StrokeRenderer.areaRect`).
    static func areaRect(_ stroke: Stroke, place: Placement) -> IntRect {
        let a = place.apply(stroke.points[0]), b = place.apply(stroke.points[1])
        func whole(_ v: Double) -> Int { Int(min(max(v, -0x1p40), 0x1p40).rounded()) }
        let x0 = whole(min(a.x, b.x)), x1 = whole(max(a.x, b.x)), y0 = whole(min(a.y, b.y)), y1 = whole(max(a.y, b.y))
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The part of the rectangle in the output and the kernel's reach around it, read across
    /// in strips (`RGBAImage.gaussian`), then written down.
    static func gaussian(_ stroke: Stroke, place: Placement, output: IntRect) -> Double {
        let out = areaRect(stroke, place: place).intersection(output)
        let sigma = stroke.width * place.scale
        guard !out.isEmpty, sigma > 0 else { return 0 }
        let reach = min((3 * sigma).rounded(.up) + 1, Double(output.width + output.height))
        let r = Int(reach)
        let region = IntRect(x: out.x - r, y: out.y - r, width: out.width + 2 * r, height: out.height + 2 * r).intersection(output)
        let strip = min(max(256, 2 * reach), max(16, Double(32 << 20) / (16 * Double(region.height))))
        let strips = (Double(out.width) / strip).rounded(.up)
        let across = Double(region.height) * min(Double(region.width) * strips, Double(out.width) + 2 * reach * strips)
        return gaussianPixel * (across + Double(out.width) * Double(region.height))
    }

    /// The part of the rectangle in the output, read (its blocks are cut where the output
    /// ends) and written.
    static func blocks(_ stroke: Stroke, place: Placement, output: IntRect) -> Double {
        blockPixel * 2 * area(areaRect(stroke, place: place).intersection(output))
    }

    /// A pasted picture: all of it read and decoded, and the part of its box in the output drawn.
    static func picture(_ stroke: Stroke, place: Placement, output: IntRect) -> Double {
        guard let image = stroke.image else { return 0 }
        let decoded = picturePixel * Double(image.width) * Double(image.height) + pictureByte * Double(image.png.count)
        return decoded + pictureDrawPixel * area(areaRect(stroke, place: place).intersection(output))
    }

    /// The output pixels a stroke can touch (`StrokeRenderer.deviceBounds`).
    static func bounds(_ stroke: Stroke, place: Placement) -> IntRect {
        var b = stroke.bounds
        if stroke.tool.shape == .arrow {
            let extra = Stroke.arrowHeadLength(width: stroke.width)
            b = (b.minX - extra, b.minY - extra, b.maxX + extra, b.maxY + extra)
        }
        let p0 = place.apply(Point(b.minX, b.minY)), p1 = place.apply(Point(b.maxX, b.maxY))
        return IntRect.covering(minX: p0.x - 1, minY: p0.y - 1, maxX: p1.x + 1, maxY: p1.y + 1)
    }

    /// An outline: its pixels (at most its box's, in the output), its edges' length in the
    /// output (the rest is clipped away before it is flattened), and its points; a fill its box.
    static func path(_ stroke: Stroke, place: Placement, output: IntRect) -> Double {
        let box = bounds(stroke, place: place).intersection(output)
        let width = stroke.width * place.scale
        let near = CullRect(output, margin: width / 2 + 2)
        var corners = stroke.points.map(place.apply)
        if stroke.tool.shape == .rectangle || stroke.tool.shape == .ellipse, let a = corners.first, let b = corners.last {
            corners = [a, Point(b.x, a.y), b, Point(a.x, b.y), a]
        }
        var length = 0.0, rows = 0.0, whole = 0.0, entries = 0.0, wasInside = false
        for (a, b) in zip(corners, corners.dropFirst()) {
            let inside = near.clippedFraction(a, b), segment = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            length += inside * segment
            rows += inside * abs(b.y - a.y)
            whole += segment
            if inside > 0 && !wasInside { entries += 1 }
            wasInside = inside > 0 && near.contains(b)
        }
        var extra = 0.0
        if let dash = stroke.dash {
            // The dashes that reach the output (`Dasher`): one a period of the line in view, and
            // one more where the line comes into view. Each adds its two round caps, a circle:
            // its edges, the rows it crosses on both sides, its pixels.
            let drawn = Dash.drawn(on: dash.on * width, off: dash.off * width, length: whole)
            let dashes = min(length / (drawn.on + drawn.off) + entries, whole / (drawn.on + drawn.off) + 1)
            length += dashes * Double.pi * width / 2
            rows += dashes * width
            extra = Self.dash * dashes
        }
        let covered = min(area(box), (length + width) * (width + 2))
        let filled = stroke.fill == nil ? 0 : area(box)
        // Both sides of the outline cross each row; so many edges a row cost log2 of them each.
        let perRow = max(2, 2 * rows / Double(max(1, output.height)))
        let crossings = edgeRow * 2 * rows * log2(perRow)
        return pathPixel * (covered + filled) + edgePixel * 2 * length + crossings + point * Double(stroke.points.count) + extra
    }

    static func area(_ r: IntRect) -> Double { r.isEmpty ? 0 : Double(r.width) * Double(r.height) }
}

/// A rectangle grown by a margin, to measure how much of a segment lies in it.
struct CullRect {
    var minX, minY, maxX, maxY: Double

    init(_ r: IntRect, margin: Double) {
        minX = Double(r.x) - margin; minY = Double(r.y) - margin; maxX = Double(r.maxX) + margin; maxY = Double(r.maxY) + margin
    }

    /// The share of `a`–`b` inside (Liang–Barsky).
    func clippedFraction(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return 0 }
            } else {
                let t = q / p
                if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            }
        }
        return t1 > t0 ? t1 - t0 : 0
    }

    func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
}
