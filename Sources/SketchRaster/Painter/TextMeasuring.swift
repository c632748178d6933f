import SketchCore

/// Measures text for layout; the platform answers with the real font.
public protocol TextMeasuring: AnyObject {
    func textWidth(_ text: String, size: Int) -> Int
}

/// Renders text to coverage masks; the platform implements it with SDL2_ttf, the font shipped
/// in Assets/ and fallback fonts for what it lacks.
public protocol GlyphSource: TextMeasuring, TextBlockSource {
    /// One line of text; nil for an empty one.
    func mask(for text: String, size: Int) -> AlphaMask?
    /// From one line's top to the next one's.
    func lineSkip(size: Int) -> Int
}

extension GlyphSource {
    public func lineSkip(size: Int) -> Int { Int((Double(size) * 1.17).rounded()) }
    public func block(_ text: String, size: Int) -> AlphaMask? { TextBlock.render(text, size: size, glyphs: self) }
}

/// Where the renderer gets the pictures of text strokes and marker numbers: a glyph source on
/// the thread that owns it, or `PreparedText` made from one for work in the background.
public protocol TextBlockSource {
    /// `text` (lines separated by "\n") at em size `size` px, with its box's top-left at (0, 0).
    func block(_ text: String, size: Int) -> AlphaMask?
}
