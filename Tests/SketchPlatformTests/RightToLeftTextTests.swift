import CSDL2
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Hebrew and Arabic, alone and mixed with Latin and digits, laid out by the Unicode bidi
/// algorithm and shaped (the bundled DejaVu Sans has both scripts). Judged on the pixels: where
/// each piece's own picture is found in the line's, and how many separate blobs of ink there are.
@Suite struct RightToLeftTextTests {
    static let size = 32
    /// The most a piece found in its place may differ from its own picture, on average: where
    /// its run starts elsewhere a glyph may land a pixel over (SDL2_ttf rounds the pen), but a
    /// piece looked for in the wrong place, or turned around, is off by 30 and more.
    static let close = 8.0

    /// Separate blobs of ink (8-connected pixels above half coverage).
    static func blobs(_ m: AlphaMask) -> Int {
        var seen = [Bool](repeating: false, count: m.alpha.count), count = 0
        for start in m.alpha.indices where m.alpha[start] > 127 && !seen[start] {
            count += 1
            var stack = [start]
            seen[start] = true
            while let i = stack.popLast() {
                let x = i % m.width, y = i / m.width
                for dy in -1...1 { for dx in -1...1 {
                    let nx = x + dx, ny = y + dy
                    guard nx >= 0, ny >= 0, nx < m.width, ny < m.height else { continue }
                    let n = ny * m.width + nx
                    if m.alpha[n] > 127 && !seen[n] { seen[n] = true; stack.append(n) }
                } }
            }
        }
        return count
    }

    /// The mean difference (0–255) between `piece` and the part of `line` it covers with its
    /// left edge at `x`; both are one font's lines, so their tops are the same.
    static func difference(_ piece: AlphaMask, in line: AlphaMask, at x: Int) -> Double {
        var total = 0
        for y in 0..<min(piece.height, line.height) {
            for column in 0..<piece.width {
                total += abs(Int(piece.alpha[y * piece.width + column]) - Int(line.alpha[y * line.width + x + column]))
            }
        }
        return Double(total) / Double(piece.width * piece.height)
    }

    /// Where `piece` is drawn in `line`: the left edge where it matches best, and how well.
    static func place(_ piece: AlphaMask, in line: AlphaMask) -> (x: Int, difference: Double) {
        guard piece.width <= line.width else { return (-1, .infinity) }
        return (0...(line.width - piece.width)).map { ($0, difference(piece, in: line, at: $0)) }.min { $0.1 < $1.1 }!
    }

    static func mask(_ glyphs: TrueTypeGlyphs, _ text: String) throws -> AlphaMask {
        let m = try #require(glyphs.mask(for: text, size: size))
        #expect(m.width == glyphs.textWidth(text, size: size), "\(text): drawn \(m.width) px wide, measured \(glyphs.textWidth(text, size: size))")
        return m
    }

    @Test func arabicLettersJoin() throws {
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)
        let word = try Self.mask(glyphs, "سلام")
        let letters = try ["س", "ل", "ا", "م"].map { try Self.mask(glyphs, $0) }
        // Alone, each letter is its isolated form; in the word, sin joins lam-alef (one
        // ligature) in one stroke, and alef never joins what follows: two blobs, not four.
        #expect(letters.allSatisfy { Self.blobs($0) == 1 })
        #expect(Self.blobs(word) == 2, "\(Self.blobs(word)) blobs of ink")
        let isolated = letters.reduce(0) { $0 + $1.width }
        #expect(word.width < isolated * 9 / 10, "the word is \(word.width) px wide, its isolated letters \(isolated)")
        // Read right to left: the last letter, meem (isolated after alef), is at the left end.
        let meem = Self.place(letters[3], in: word)
        #expect(meem.x <= 2 && meem.difference < Self.close, "meem at \(meem.x), off by \(meem.difference)")
    }

    @Test func hebrewReadsRightToLeft() throws {
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)
        let word = try Self.mask(glyphs, "שלום")
        let places = try ["ש", "ל", "ו", "ם"].map { Self.place(try Self.mask(glyphs, $0), in: word) }
        #expect(places.allSatisfy { $0.difference < Self.close }, "\(places)")
        #expect(zip(places, places.dropFirst()).allSatisfy { $0.x > $1.x }, "the letters from the left at \(places.map(\.x))")
        // Shin, the first letter, ends the line on the right.
        let shin = try Self.mask(glyphs, "ש")
        #expect(abs(places[0].x + shin.width - word.width) <= 2, "shin at \(places[0].x), \(shin.width) px wide, in \(word.width)")
    }

    /// A left-to-right line with Hebrew and digits after its Latin: the digits stay "123" and,
    /// with the Hebrew before them in the reading order, go to its left (UAX #9: abc 123 םולש).
    @Test func mixedLineIsInBidiOrder() throws {
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)
        let line = try Self.mask(glyphs, "abc שלום 123")
        let latin = Self.place(try Self.mask(glyphs, "abc"), in: line)
        let digits = try Self.mask(glyphs, "123"), hebrew = try Self.mask(glyphs, "שלום")
        let placedDigits = Self.place(digits, in: line), placedHebrew = Self.place(hebrew, in: line)
        #expect(latin.x <= 1 && latin.difference < Self.close, "abc at \(latin)")
        #expect(placedDigits.difference < Self.close && placedHebrew.difference < Self.close, "123 at \(placedDigits), שלום at \(placedHebrew)")
        #expect(placedDigits.x < placedHebrew.x, "123 at \(placedDigits.x), שלום at \(placedHebrew.x)")
        #expect(abs(placedHebrew.x + hebrew.width - line.width) <= 2, "the Hebrew ends the line")
        // "321" would be the digits turned around with the Hebrew.
        #expect(Self.place(try Self.mask(glyphs, "321"), in: line).difference > Self.close + placedDigits.difference)
    }

    /// A line whose first strong letter is Hebrew is a right-to-left paragraph: the Latin after
    /// it is on the left.
    @Test func rightToLeftParagraphPutsLaterLatinOnTheLeft() throws {
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)
        let line = try Self.mask(glyphs, "שלום abc")
        let latin = Self.place(try Self.mask(glyphs, "abc"), in: line)
        let hebrew = try Self.mask(glyphs, "שלום")
        let placedHebrew = Self.place(hebrew, in: line)
        #expect(latin.x <= 1 && latin.difference < Self.close, "abc at \(latin)")
        #expect(abs(placedHebrew.x + hebrew.width - line.width) <= 2 && placedHebrew.difference < Self.close, "שלום at \(placedHebrew) in \(line.width)")
    }

    /// Latin is drawn as SDL2_ttf draws it by itself, before and after right-to-left text was
    /// shaped with the same fonts (which are then set back to the default direction and script).
    @Test func latinIsDrawnAsSDLTTFDrawsIt() throws {
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font, fallback: nil)
        let text = "Keyboard shortcuts, 123 (x)"
        let before = try #require(glyphs.mask(for: text, size: 16))
        #expect(before == (try Self.plainSDLTTF(text, size: 16)))
        _ = glyphs.mask(for: "مرحبا بالعالم", size: 16)
        _ = glyphs.textWidth("שלום עולם", size: 16)
        let after = try #require(glyphs.mask(for: text + " ", size: 16))
        #expect(after == (try Self.plainSDLTTF(text + " ", size: 16)))
    }

    /// `text` through TTF_RenderUTF8_Blended alone, with the font and hinting the app uses.
    static func plainSDLTTF(_ text: String, size: Int) throws -> AlphaMask {
        let font = try #require(TTF_OpenFont(TestPaths.font, Int32(size)))
        defer { TTF_CloseFont(font) }
        TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
        let surface = try #require(TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)))
        defer { SDL_FreeSurface(surface) }
        let s = surface.pointee, width = Int(s.w), height = Int(s.h), pitch = Int(s.pitch)
        try #require(s.format.pointee.BytesPerPixel == 4)
        let shift = s.format.pointee.Ashift
        var alpha = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = (s.pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { alpha[y * width + x] = UInt8((row[x] >> UInt32(shift)) & 0xFF) }
        }
        return AlphaMask(width: width, height: height, alpha: alpha)
    }
}
