import SketchCore
import SketchRaster

/// The pictures of the lines of the text being typed, kept between keystrokes. A keystroke
/// changes one line, so only that line is drawn by the font again; the box is measured from
/// the lines' pictures, and a frame draws only the lines it shows (see `CanvasView+Text`).
/// Lines no longer in the text are dropped, so it holds one text's lines at most.
final class TypedTextLines: GlyphSource {
    let glyphs: GlyphSource
    private var masks: [Key: AlphaMask?] = [:]

    private struct Key: Hashable {
        var line: String
        var size: Int
    }

    init(glyphs: GlyphSource) { self.glyphs = glyphs }

    func mask(for text: String, size: Int) -> AlphaMask? {
        let key = Key(line: text, size: size)
        if let known = masks[key] { return known }
        let made = glyphs.mask(for: text, size: size)
        masks[key] = made
        return made
    }

    func lineSkip(size: Int) -> Int { glyphs.lineSkip(size: size) }
    func textWidth(_ text: String, size: Int) -> Int { glyphs.textWidth(text, size: size) }

    /// The size of the block `lines` make at `size`, as `TextBlock.render` sets them.
    func blockSize(_ lines: [String], size: Int) -> (width: Int, height: Int) {
        let skip = lineSkip(size: size)
        var width = 0
        for line in lines { width = max(width, mask(for: line, size: size)?.width ?? 0) }
        let last = mask(for: lines.last ?? "", size: size)?.height ?? skip
        return (width, skip * (lines.count - 1) + last)
    }

    /// Forgets the pictures of lines that are not among `lines`.
    func keep(only lines: [String], size: Int) {
        guard masks.count > lines.count * 2 + 8 else { return }
        let wanted = Set(lines.map { Key(line: $0, size: size) })
        masks = masks.filter { wanted.contains($0.key) }
    }
}
