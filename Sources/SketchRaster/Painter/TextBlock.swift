import SketchCore

/// Lines of text set one under the other, left-aligned, `lineSkip` apart, where lines overlap
/// the higher coverage wins.
public enum TextBlock {
    /// The largest em size text is drawn at, in output pixels: past it the font library would
    /// spend a glyph's bitmap larger than any output.
    public static let maxPixelSize = DocumentLimits.maxDrawnTextSize

    /// How far below its top a line's picture may reach: twice its em size or its skip,
    /// whichever is larger. Fonts' ascents and descents (the fallbacks' too) stay well inside
    /// it, so a line further than this from the rows drawn is never laid out.
    public static func lineReach(size: Int, skip: Int) -> Int { 2 * max(size, skip, 1) }

    public static func lines(of text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

    /// The lines, of `count` lines `skip` apart whose first's top is at `top`, whose pictures
    /// (`reach` high at most) can cover one of `rows`.
    public static func lines(count: Int, skip: Int, reach: Int, top: Int, reaching rows: Range<Int>) -> Range<Int> {
        guard count > 0, !rows.isEmpty else { return 0..<0 }
        guard skip > 0 else { return top < rows.upperBound && top + reach > rows.lowerBound ? 0..<count : 0..<0 }
        // Line i covers top + i × skip ..< top + i × skip + reach.
        let first = floorDivision(rows.lowerBound - top - reach, skip) + 1
        let end = -floorDivision(top - rows.upperBound, skip)
        let lower = min(max(first, 0), count)
        return lower..<min(max(end, lower), count)
    }

    /// The whole block, with its box's top-left at (0, 0). Every line is laid out: for a
    /// picture of a part of it, `render(_:size:glyphs:at:clip:)` lays out only that part's.
    public static func render(_ text: String, size: Int, glyphs: TextBlockSource) -> AlphaMask? {
        let lines = lines(of: text).map(String.init)
        let masks = lines.map { glyphs.mask(for: $0, size: size) }
        let skip = glyphs.lineSkip(size: size)
        let width = masks.reduce(0) { max($0, $1?.width ?? 0) }
        let lastHeight = masks.last??.height ?? skip
        let height = skip * (lines.count - 1) + lastHeight
        guard width > 0, height > 0 else { return nil }
        var alpha = [UInt8](repeating: 0, count: width * height)
        for (i, mask) in masks.enumerated() {
            guard let mask else { continue }
            let top = i * skip
            for y in 0..<mask.height where top + y < height {
                let src = y * mask.width, dst = (top + y) * width
                for x in 0..<mask.width where mask.alpha[src + x] > alpha[dst + x] { alpha[dst + x] = mask.alpha[src + x] }
            }
        }
        return AlphaMask(width: width, height: height, alpha: alpha)
    }

    /// The pixels inside `clip` of the block with its box's top-left at `origin`, and where they
    /// go (nil where it covers none): the same as the whole block's there, but only the lines
    /// that can reach `clip` are laid out, one at a time, so the work and the memory follow what
    /// is drawn, not the number of lines or their size.
    public static func render(_ text: String, size: Int, glyphs: TextBlockSource, at origin: (x: Int, y: Int),
                              clip: IntRect) -> (mask: AlphaMask, x: Int, y: Int)? {
        guard !clip.isEmpty else { return nil }
        let lines = lines(of: text)
        let skip = glyphs.lineSkip(size: size), reach = lineReach(size: size, skip: skip)
        let shown = Self.lines(count: lines.count, skip: skip, reach: reach, top: origin.y, reaching: clip.y..<clip.maxY)
        guard !shown.isEmpty else { return nil }
        // The part of the clip these lines can cover.
        let bandX = max(clip.x, origin.x), bandY = max(clip.y, origin.y + shown.lowerBound * skip)
        let bandMaxX = clip.maxX, bandMaxY = min(clip.maxY, origin.y + (shown.upperBound - 1) * skip + reach)
        guard bandX < bandMaxX, bandY < bandMaxY else { return nil }
        let bandWidth = bandMaxX - bandX
        var alpha = [UInt8](repeating: 0, count: bandWidth * (bandMaxY - bandY))
        // The whole block ends at its last line's own height (a skip when it is empty).
        var blockMaxY = Int.max, usedMaxX = bandX, usedMaxY = bandY
        for i in shown {
            let mask = glyphs.mask(for: String(lines[i]), size: size)
            let top = origin.y + i * skip
            if i == lines.count - 1 { blockMaxY = top + (mask?.height ?? skip) }
            guard let mask else { continue }
            let x0 = max(bandX, origin.x), x1 = min(bandMaxX, origin.x + mask.width)
            let y0 = max(bandY, top), y1 = min(bandMaxY, top + mask.height)
            guard x0 < x1, y0 < y1 else { continue }
            usedMaxX = max(usedMaxX, x1); usedMaxY = max(usedMaxY, y1)
            mask.alpha.withUnsafeBufferPointer { src in
                alpha.withUnsafeMutableBufferPointer { dst in
                    for y in y0..<y1 {
                        let from = (y - top) * mask.width - origin.x, to = (y - bandY) * bandWidth - bandX
                        for x in x0..<x1 where src[from + x] > dst[to + x] { dst[to + x] = src[from + x] }
                    }
                }
            }
        }
        let width = usedMaxX - bandX, height = min(usedMaxY, blockMaxY) - bandY
        guard width > 0, height > 0 else { return nil }
        if width == bandWidth {
            // Only rows at the bottom to drop: no copy.
            alpha.removeSubrange((width * height)...)
            return (AlphaMask(width: width, height: height, alpha: alpha), bandX, bandY)
        }
        var cut = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { cut[(y * width)..<((y + 1) * width)] = alpha[(y * bandWidth)..<(y * bandWidth + width)] }
        return (AlphaMask(width: width, height: height, alpha: cut), bandX, bandY)
    }

    /// The whole block's box with its top-left at (0, 0), laying out only its last line (whose
    /// height ends it) when `glyphs` can measure the others' widths.
    public static func size(of text: String, size: Int, glyphs: TextBlockSource) -> (width: Int, height: Int)? {
        guard let measure = glyphs as? TextMeasuring else { return render(text, size: size, glyphs: glyphs).map { ($0.width, $0.height) } }
        let lines = lines(of: text)
        let skip = glyphs.lineSkip(size: size)
        let width = lines.reduce(0) { max($0, $1.isEmpty ? 0 : measure.textWidth(String($1), size: size)) }
        let height = skip * (lines.count - 1) + (glyphs.mask(for: String(lines[lines.count - 1]), size: size)?.height ?? skip)
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// The em size in output pixels of text `width` canvas px high at `scale`.
    public static func pixelSize(_ width: Double, scale: Double) -> Int {
        Int(min(max(1, (width * scale).rounded()), Double(maxPixelSize)))
    }

    /// `a / b` rounded towards minus infinity, for `b` > 0.
    static func floorDivision(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}

/// The pictures of the lines of a document's texts that show in its render, and of its marker
/// numbers, made ahead on the glyph source's thread so that a render in the background needs
/// no font. Lines out of the picture are not laid out, so the memory follows what shows.
public struct PreparedText: TextBlockSource, Sendable {
    private var lines: [String: AlphaMask] = [:]
    private var skips: [Int: Int] = [:]

    /// For `DocumentRenderer.render(document, …, scale: scale)`: the part its crop keeps.
    public init(for document: Document, scale: Double, glyphs: GlyphSource) {
        let shown = document.crop == nil ? document : document.keptPart
        let size = DocumentRenderer.outputSize(of: shown, scale: scale)
        let transform = CanvasTransform(scale: scale)
        for stroke in shown.strokes {
            guard let (text, em) = StrokeRenderer.textToDraw(stroke, scale: scale) else { continue }
            let skip = glyphs.lineSkip(size: em)
            skips[em] = skip
            let all = TextBlock.lines(of: text)
            // A disc's number is drawn whole, to centre its ink on the disc.
            let top = Int(transform.apply(stroke.points[0]).y.rounded())
            let kept = stroke.tool.numbered ? 0..<all.count
                : TextBlock.lines(count: all.count, skip: skip, reach: TextBlock.lineReach(size: em, skip: skip), top: top, reaching: 0..<size.height)
            for line in all[kept] where !line.isEmpty {
                let key = Self.key(String(line), em)
                if lines[key] == nil, let mask = glyphs.mask(for: String(line), size: em) { lines[key] = mask }
            }
        }
    }

    public func mask(for text: String, size: Int) -> AlphaMask? { lines[Self.key(text, size)] }

    public func lineSkip(size: Int) -> Int { skips[size] ?? Int((Double(size) * 1.17).rounded()) }

    private static func key(_ text: String, _ size: Int) -> String { "\(size)|\(text)" }
}
