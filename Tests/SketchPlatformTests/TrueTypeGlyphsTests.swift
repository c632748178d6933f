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

    /// The rows of `mask` with ink in `columns`, first and last.
    static func inkRows(_ mask: AlphaMask, _ columns: Range<Int>) -> ClosedRange<Int>? {
        let rows = (0..<mask.height).filter { y in columns.contains { mask.alpha[y * mask.width + $0] > 64 } }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first...last
    }

    @Test func chineseAloneSitsOnTheBaselineOfLatinAndNumbers() throws {
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font)
        for size in [14, 16, 24, 40] {
            let digit = try #require(glyphs.mask(for: "8", size: size)), zhong = try #require(glyphs.mask(for: "中", size: size))
            let mixed = try #require(glyphs.mask(for: "8中", size: size))
            let split = glyphs.textWidth("8", size: size)
            // Drawn at the same top, a label alone and the same label beside a number line up.
            #expect(Self.inkRows(digit, 0..<digit.width) == Self.inkRows(mixed, 0..<split), "size \(size): the number moves when Chinese follows it")
            #expect(Self.inkRows(zhong, 0..<zhong.width) == Self.inkRows(mixed, split..<mixed.width), "size \(size): Chinese alone sits elsewhere than beside a number")
            // Ideographs sit on the baseline and reach a little below it, as in every CJK font.
            let digitRows = try #require(Self.inkRows(digit, 0..<digit.width)), zhongRows = try #require(Self.inkRows(zhong, 0..<zhong.width))
            #expect(abs(zhongRows.upperBound - digitRows.upperBound) <= max(2, size / 7), "size \(size): 中 ends at row \(zhongRows.upperBound), 8 at \(digitRows.upperBound)")
        }
    }
}
