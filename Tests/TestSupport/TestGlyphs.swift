import SketchRaster

/// A font for the controller's tests that needs no font library: every character is a box of
/// its own shape (capitals and digits tall, small letters short, descenders below the line,
/// spaces empty), so layouts and goldens are the same on every machine. Text as FreeType draws
/// it is tested apart, with a tolerance (SketchPlatformTests).
public final class TestGlyphs: GlyphSource {
    public init() {}

    /// Every character's advance at `size`: three fifths of it, so text scales with the size.
    static func advance(_ size: Int) -> Double { Double(size) * 0.6 }

    public func textWidth(_ text: String, size: Int) -> Int { Int((Double(text.count) * Self.advance(size)).rounded()) }

    public func mask(for text: String, size: Int) -> AlphaMask? {
        guard !text.isEmpty else { return nil }
        let width = textWidth(text, size: size), height = size + size / 4 + 1
        var alpha = [UInt8](repeating: 0, count: width * height)
        for (i, c) in text.enumerated() where !c.isWhitespace {
            let left = Int((Double(i) * Self.advance(size)).rounded()) + 1
            let right = Int((Double(i + 1) * Self.advance(size)).rounded()) - 1
            let top = c.isUppercase || c.isNumber || !c.isLetter ? size / 5 : size * 2 / 5
            let bottom = "gjpqy".contains(c) ? height - 1 : size
            for y in top..<bottom where left < right {
                for x in left..<right { alpha[y * width + x] = 255 }
            }
        }
        return AlphaMask(width: width, height: height, alpha: alpha)
    }
}
