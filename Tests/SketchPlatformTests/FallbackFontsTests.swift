import Foundation
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Characters DejaVu Sans lacks (Chinese) are drawn with a system font that has them, found
/// through fontconfig, instead of as the font's missing-glyph box.
struct FallbackFontsTests {
    static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    func requireCJKFont() throws {
        try #require(FileManager.default.fileExists(atPath: Self.notoCJK), "fonts-noto-cjk is missing; README's test command installs it")
    }

    @Test func fontconfigFindsAFontWithTheCharacter() throws {
        try requireCJKFont()
        let fonts = FallbackFonts(language: "zh-cn")
        let face = try #require(fonts.font(for: 0x6253)) // 打
        #expect(face.path.contains("NotoSansCJK") || face.path.contains("NotoSerifCJK"), "\(face)")
        // A code point no font has (unassigned): none, rather than a font without it.
        #expect(fonts.font(for: 0x10FFFD) == nil)
    }

    @Test func chineseLabelsAreGlyphsNotBoxes() throws {
        try requireCJKFont()
        let withFallback = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: FallbackFonts(language: "zh-cn"))
        let bundledOnly = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)
        // The bundled font alone draws every Chinese character as the same box.
        let boxA = try #require(bundledOnly.mask(for: "打", size: 14)), boxB = try #require(bundledOnly.mask(for: "销", size: 14))
        #expect(boxA == boxB)
        let a = try #require(withFallback.mask(for: "打", size: 14)), b = try #require(withFallback.mask(for: "销", size: 14))
        #expect(a != b, "two characters drawn alike")
        #expect(a != boxA && b != boxA, "drawn as the missing-glyph box")
        // Real strokes: a Chinese character carries far more ink than the box's outline.
        func ink(_ m: AlphaMask) -> Int { m.alpha.reduce(0) { $0 + Int($1) } }
        #expect(ink(a) > ink(boxA) * 3 / 2, "ink \(ink(a)) against the box's \(ink(boxA))")
    }

    @Test func mixedTextIsOneMaskOnOneBaseline() throws {
        try requireCJKFont()
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: FallbackFonts(language: "zh-cn"))
        let latin = try #require(glyphs.mask(for: "Shift", size: 14))
        let chinese = try #require(glyphs.mask(for: "拖动时", size: 14))
        let mixed = try #require(glyphs.mask(for: "拖动时 Shift", size: 14))
        #expect(mixed.width == glyphs.textWidth("拖动时 Shift", size: 14))
        #expect(abs(mixed.width - (chinese.width + glyphs.textWidth(" ", size: 14) + latin.width)) <= 2)
        #expect(mixed.height >= max(latin.height, chinese.height))
        // The Latin run sits on the Chinese run's baseline: its ink ends where the Chinese
        // run's does, within the fonts' differing descents.
        func lastInkRow(_ m: AlphaMask, columns: Range<Int>) -> Int {
            (0..<m.height).last { y in columns.contains { m.alpha[y * m.width + $0] > 128 } } ?? -1
        }
        let latinColumns = (mixed.width - latin.width + 1)..<mixed.width
        let tBottom = lastInkRow(mixed, columns: latinColumns)   // "Shift" has no descender
        let hanBottom = lastInkRow(mixed, columns: 0..<chinese.width)
        #expect(abs(tBottom - hanBottom) <= 3, "Latin ends at row \(tBottom), Chinese at \(hanBottom)")
        // English alone is drawn exactly as before: one run, the bundled font.
        let plain = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)
        #expect(plain.mask(for: "Keyboard shortcuts", size: 16) == glyphs.mask(for: "Keyboard shortcuts", size: 16))
    }
}
