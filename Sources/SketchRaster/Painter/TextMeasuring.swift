import SketchCore

/// Measures text for layout; the platform answers with the real font.
public protocol TextMeasuring: AnyObject {
    func textWidth(_ text: String, size: Int) -> Int
}

/// Renders text to coverage masks; the platform implements it with SDL2_ttf and the font
/// shipped in Assets/.
public protocol GlyphSource: TextMeasuring {
    func mask(for text: String, size: Int) -> AlphaMask?
}
