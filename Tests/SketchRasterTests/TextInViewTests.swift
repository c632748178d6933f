import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A text is laid out only where it can show: the lines out of the picture (or of the stripe or
/// piece being drawn) are never asked of the font, and what is drawn is exactly the whole
/// block's pixels there.
@Suite struct TextInViewTests {
    /// The test font, counting the lines it lays out and their pixels.
    final class CountingGlyphs: GlyphSource, @unchecked Sendable {
        let glyphs = TestGlyphs()
        var lines = 0, pixels = 0
        func textWidth(_ text: String, size: Int) -> Int { glyphs.textWidth(text, size: size) }
        func mask(for text: String, size: Int) -> AlphaMask? {
            let mask = glyphs.mask(for: text, size: size)
            lines += 1
            pixels += mask.map { $0.width * $0.height } ?? 0
            return mask
        }
    }

    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    static func text(lines: Int, size: Double, at origin: Point) -> Stroke {
        let body = (0..<lines).map { "Line \($0) gjpqy" }.joined(separator: "\n")
        return Stroke(tool: .text, color: red, width: size, points: [origin], text: body)
    }

    /// The text drawn the way it was before: its whole block made, then blended where it falls.
    static func wholeBlock(_ stroke: Stroke, on image: RGBAImage, glyphs: GlyphSource, scale: Double = 1) -> RGBAImage {
        var image = image
        let size = TextBlock.pixelSize(stroke.width, scale: scale)
        guard let mask = glyphs.block(stroke.text!, size: size) else { return image }
        let origin = CanvasTransform(scale: scale).apply(stroke.points[0])
        image.blend(mask, at: Int(origin.x.rounded()), Int(origin.y.rounded()), color: stroke.color, clip: image.bounds)
        return image
    }

    @Test func onlyTheLinesInThePictureAreLaidOut() {
        let glyphs = CountingGlyphs()
        var doc = Document(width: 200, height: 150)
        // 500 lines of 40 px text from 40 px above the picture: about four lines show.
        doc.add(Self.text(lines: 500, size: 40, at: Point(5, -40)))
        _ = DocumentRenderer.render(doc, photo: nil, text: glyphs)
        let skip = glyphs.lineSkip(size: 40), reach = TextBlock.lineReach(size: 40, skip: skip)
        // The lines whose pictures can reach a row of the picture, no more.
        let inView = (150 + 40 + reach) / skip + 1
        #expect(glyphs.lines <= inView, "\(glyphs.lines) of 500 lines laid out")
        #expect(glyphs.pixels <= inView * glyphs.textWidth("Line 499 gjpqy", size: 40) * 51, "\(glyphs.pixels) glyph pixels")
        #expect(glyphs.lines >= 3)
    }

    @Test func aTextWhollyOutOfThePictureLaysOutNothing() {
        let glyphs = CountingGlyphs()
        var doc = Document(width: 200, height: 150)
        doc.add(Self.text(lines: 300, size: 30, at: Point(5, 400)))
        doc.add(Self.text(lines: 300, size: 30, at: Point(5, -30 * 300 * 2)))
        _ = DocumentRenderer.render(doc, photo: nil, text: glyphs)
        #expect(glyphs.lines == 0, "\(glyphs.lines) lines laid out")
    }

    /// Texts starting above, inside and below the picture, left of it and at another scale: each
    /// pixel is the whole block's.
    @Test(arguments: [(Point(7, -95), 1.0), (Point(-33, 12), 1.0), (Point(20, 110), 1.0), (Point(3.4, -61.6), 0.75), (Point(10, -200), 2.0)])
    func theDrawnPixelsAreTheWholeBlocks(origin: Point, scale: Double) throws {
        let glyphs = TestGlyphs()
        let photo = try TestPNG.read(TestPaths.samplePhoto).scaled(toWidth: 160, height: 120)
        var doc = Document(width: 160, height: 120)
        let stroke = Self.text(lines: 40, size: 18, at: origin)
        doc.add(stroke)
        let drawn = DocumentRenderer.render(doc, photo: photo, scale: scale, text: glyphs)
        let base = DocumentRenderer.base(of: doc, photo: photo, scale: scale)
        let whole = Self.wholeBlock(stroke, on: base, glyphs: glyphs, scale: scale)
        #expect(drawn.pixels == whole.pixels)
        #expect(drawn.pixels != base.pixels, "some of the text shows")
    }

    /// Drawn in pieces (a panned view's strips, a stripe), each piece is the whole block's there,
    /// laying out only the lines that reach it.
    @Test func eachPieceIsThatPieceOfTheWholeBlock() {
        let glyphs = CountingGlyphs()
        let stroke = Self.text(lines: 200, size: 24, at: Point(4, -600))
        let blank = RGBAImage(width: 180, height: 140, fill: .white)
        let whole = Self.wholeBlock(stroke, on: blank, glyphs: TestGlyphs())
        let renderer = StrokeRenderer(text: glyphs)
        for piece in [IntRect(x: 0, y: 0, width: 180, height: 17), IntRect(x: 0, y: 61, width: 180, height: 9), IntRect(x: 90, y: 0, width: 33, height: 140)] {
            glyphs.lines = 0
            var image = blank
            renderer.draw(stroke, transform: CanvasTransform(), into: &image, clip: piece)
            for y in 0..<140 {
                for x in 0..<180 {
                    let inPiece = piece.contains(Point(Double(x) + 0.5, Double(y) + 0.5))
                    if image[x, y] != (inPiece ? whole[x, y] : blank[x, y]) { Issue.record("(\(x), \(y)) of \(piece)") }
                }
            }
            let skip = glyphs.lineSkip(size: 24)
            #expect(glyphs.lines <= (piece.height + TextBlock.lineReach(size: 24, skip: skip)) / skip + 2, "\(glyphs.lines) lines for \(piece)")
        }
    }

    /// Export's texts made ahead hold only the lines that show, and draw the same picture.
    @Test func preparedTextHoldsTheLinesInViewAndDrawsTheSame() {
        let glyphs = CountingGlyphs()
        var doc = Document(width: 300, height: 200)
        doc.add(Self.text(lines: 400, size: 30, at: Point(10, -90)))
        doc.add(Stroke(tool: .marker, color: Self.red, width: 8, points: [Point(150, 100)], number: 7))
        doc.canvas.crop = IntRect(x: 20, y: 40, width: 200, height: 120)
        let prepared = PreparedText(for: doc, scale: 1, glyphs: glyphs)
        #expect(glyphs.lines <= 12, "\(glyphs.lines) lines prepared")
        let direct = DocumentRenderer.render(doc, photo: nil, text: TestGlyphs())
        #expect(DocumentRenderer.render(doc, photo: nil, text: prepared).pixels == direct.pixels)
    }

    /// The box a text covers (for picking it) is the whole block's, its widths measured.
    @Test func theBoundsAreTheWholeBlocks() throws {
        let glyphs = CountingGlyphs()
        let stroke = Self.text(lines: 300, size: 20, at: Point(3, 9))
        let box = try #require(StrokeRenderer(text: glyphs).textBounds(stroke, transform: CanvasTransform()))
        #expect(glyphs.lines == 1, "only the last line, for its height")
        let whole = try #require(TestGlyphs().block(stroke.text!, size: 20))
        #expect(box == IntRect(x: 3, y: 9, width: whole.width, height: whole.height))
    }
}
