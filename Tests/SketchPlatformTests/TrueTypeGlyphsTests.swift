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

/// Characters the bundled font lacks come from fallback fonts found through fontconfig
/// (Debian's fonts-noto-cjk for Chinese), never as the missing-glyph box.
@Suite struct FallbackFontTests {
    static func ink(_ mask: AlphaMask) -> Int { mask.alpha.reduce(0) { $0 + ($1 > 127 ? 1 : 0) } }

    @Test func chineseCharactersAreDrawnAsThemselves() throws {
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font)
        let zhong = try #require(glyphs.mask(for: "中", size: 40)), wen = try #require(glyphs.mask(for: "文", size: 40))
        // U+E000 is in no font: the bundled font's missing-glyph box.
        let box = try #require(glyphs.mask(for: "\u{E000}", size: 40))
        #expect(zhong.alpha != wen.alpha, "two different characters render differently")
        #expect(zhong.alpha != box.alpha && wen.alpha != box.alpha, "neither is the missing-glyph box")
        #expect(Self.ink(zhong) > 60 && Self.ink(wen) > 60)
        // Set on one line with Latin text, at the width measured.
        let mixed = try #require(glyphs.mask(for: "Tag 中文", size: 24))
        #expect(abs(mixed.width - glyphs.textWidth("Tag 中文", size: 24)) <= 1)
        #expect(glyphs.textWidth("中文", size: 24) >= 40, "CJK glyphs are about an em wide each")
    }
}
