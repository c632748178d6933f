import SketchCore

/// Measures text for layout; the platform answers with the real font.
public protocol TextMeasuring: AnyObject {
    func textWidth(_ text: String, size: Int) -> Int
}

/// Renders text to coverage masks; the platform implements it with SDL2_ttf, the font shipped
/// in Assets/ and fallback fonts for what it lacks.
public protocol GlyphSource: TextMeasuring, TextBlockSource {}

/// Where the renderer gets the pictures of text strokes and marker numbers, a line at a time:
/// a glyph source on the thread that owns it, or `PreparedText` made from one for work in the
/// background. A text is laid out from its lines, so only those in view are ever asked for.
public protocol TextBlockSource {
    /// One line of text at em size `size`, its box's top-left at (0, 0); nil for an empty one.
    func mask(for text: String, size: Int) -> AlphaMask?
    /// From one line's top to the next one's.
    func lineSkip(size: Int) -> Int
}

extension TextBlockSource {
    public func lineSkip(size: Int) -> Int { Int((Double(size) * 1.17).rounded()) }
    /// `text` (lines separated by "\n") whole, with its box's top-left at (0, 0).
    public func block(_ text: String, size: Int) -> AlphaMask? { TextBlock.render(text, size: size, glyphs: self) }
}
