import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Text as the app draws it, with the font it ships (SDL2_ttf and FreeType). Another FreeType
/// hints and anti-aliases a little differently, so the golden is compared with a stated
/// tolerance: every pixel within 64/255, or at most 4 % of them beyond it.
@Suite struct TrueTypeGlyphsTests {
    static let tolerance = Snapshot.Tolerance(maxChannel: 64, differingPixels: 0.04)

    @Test func textLooksAsItDidAndMeasuresItsWidth() throws {
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font)
        var image = RGBAImage(width: 360, height: 90, fill: .black)
        var y = 4
        for (text, size) in [("Keyboard shortcuts", 16), ("Ctrl+Shift+Z, Ctrl+Y", 14), ("Restore — 3 strokes", 21)] {
            let mask = try #require(glyphs.mask(for: text, size: size))
            #expect(abs(mask.width - glyphs.textWidth(text, size: size)) <= 1, "\(text): drawn \(mask.width) px wide, measured \(glyphs.textWidth(text, size: size))")
            #expect(mask.height >= size && mask.height <= size * 2, "\(text) at \(size): \(mask.height) px high")
            image.blend(mask, at: 4, y, color: .white, clip: image.bounds)
            y += mask.height + 2
        }
        #expect(Snapshot.mismatch(image, named: "text", tolerance: Self.tolerance) == nil)
        #expect(glyphs.textWidth("Undo", size: 28) > glyphs.textWidth("Undo", size: 14) * 3 / 2, "larger sizes are wider")
    }
}
