import SketchCore

/// Lines of text set one under the other, left-aligned, `lineSkip` apart.
public enum TextBlock {
    /// The largest em size text is drawn at, in output pixels: past it the font library would
    /// spend a glyph's bitmap larger than any output.
    public static let maxPixelSize = 2048

    public static func render(_ text: String, size: Int, glyphs: GlyphSource) -> AlphaMask? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
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

    /// The em size in output pixels of text `width` canvas px high at `scale`.
    public static func pixelSize(_ width: Double, scale: Double) -> Int {
        Int(min(max(1, (width * scale).rounded()), Double(maxPixelSize)))
    }
}

/// The pictures of every text and marker number of some strokes, made ahead on the glyph
/// source's thread so that a render in the background needs no font.
public struct PreparedText: TextBlockSource, Sendable {
    private var blocks: [String: AlphaMask] = [:]

    public init(for strokes: [Stroke], scale: Double, glyphs: GlyphSource) {
        for s in strokes {
            guard let (text, size) = StrokeRenderer.textToDraw(s, scale: scale) else { continue }
            let key = Self.key(text, size)
            if blocks[key] == nil, let mask = glyphs.block(text, size: size) { blocks[key] = mask }
        }
    }

    public func block(_ text: String, size: Int) -> AlphaMask? { blocks[Self.key(text, size)] }

    private static func key(_ text: String, _ size: Int) -> String { "\(size)|\(text)" }
}
