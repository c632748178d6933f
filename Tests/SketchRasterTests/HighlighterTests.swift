import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The highlighter shows on dark and on light photos and never hides what is under it,
/// measured on what `sketchpad render` writes.
@Suite struct HighlighterTests {
    /// The palette's presets, each as a highlighter at its full alpha.
    static let colours: [UInt32] = [0x000000, 0xFFFFFF, 0x808080, 0xE53935, 0xFB8C00, 0xFDD835, 0x43A047, 0x1E88E5, 0x8E24AA, 0x795548]
    static let row = 100

    static func luma(_ c: Color) -> Double { (0.2126 * Double(c.red) + 0.7152 * Double(c.green) + 0.0722 * Double(c.blue)) / 255 }

    /// One row a colour: black (x 0..<100), white (100..<200) and black text on white (200..<300);
    /// with `marked`, a highlight across the row.
    static func document(marked: Bool) -> Document {
        var doc = Document(width: 300, height: row * colours.count, background: .white)
        for (i, hex) in colours.enumerated() {
            let y = Double(i * row)
            doc.add(Stroke(tool: .rectangle, color: .black, width: 1, points: [Point(0, y), Point(100, y + 100)], fill: .black))
            doc.add(Stroke(tool: .text, color: .black, width: 44, points: [Point(205, y + 22)], text: "Hg"))
            if marked {
                let colour = Color(red: UInt8(hex >> 16), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF))
                let pen = Tool.highlighter.strokeColor(forPen: colour)
                doc.add(Stroke(tool: .highlighter, color: pen, width: 70, points: [Point(-40, y + 50), Point(340, y + 50)]))
            }
        }
        return doc
    }

    static func render(_ doc: Document, in folder: String, as name: String) throws -> RGBAImage {
        try DocumentCodec.encode(doc).write(to: URL(fileURLWithPath: "\(folder)/\(name).sketch"))
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", "\(folder)/\(name).sketch", "-o", "\(folder)/\(name).png"])
        #expect(r.status == 0, "\(r.stderr)")
        return try TestPNG.read("\(folder)/\(name).png")
    }

    static func meanLuma(_ image: RGBAImage, x: Range<Int>, y: Range<Int>) -> Double {
        var sum = 0.0
        for yy in y { for xx in x { sum += luma(image[xx, yy]) } }
        return sum / Double(x.count * y.count)
    }

    /// Paper minus the darkest ink, in the text's box.
    static func contrast(_ image: RGBAImage, y0: Int) -> Double {
        var darkest = 1.0
        for y in (y0 + 25)..<(y0 + 75) { for x in 205..<295 { darkest = min(darkest, luma(image[x, y])) } }
        return luma(image[296, y0 + 30]) - darkest
    }

    @Test func everyPaletteColourShowsOnBlackAndWhiteAndKeepsTextReadable() throws {
        let folder = try TestPaths.temporaryFolder("highlighter")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try Self.render(Self.document(marked: false), in: folder, as: "plain")
        let marked = try Self.render(Self.document(marked: true), in: folder, as: "marked")
        for (i, hex) in Self.colours.enumerated() {
            let y0 = i * Self.row, band = (y0 + 25)..<(y0 + 75)
            let onBlack = Self.meanLuma(marked, x: 20..<80, y: band) - Self.meanLuma(plain, x: 20..<80, y: band)
            let onWhite = Self.meanLuma(plain, x: 120..<180, y: band) - Self.meanLuma(marked, x: 120..<180, y: band)
            let kept = Self.contrast(marked, y0: y0) / Self.contrast(plain, y0: y0)
            let name = String(hex, radix: 16)
            #expect(onBlack >= 0.2, "\(name) over black changes luminance by \(onBlack)")
            #expect(onWhite >= 0.2, "\(name) over white changes luminance by \(onWhite)")
            #expect(kept >= 0.5, "\(name) over black-on-white text keeps \(kept) of its contrast")
            #expect(Self.contrast(plain, y0: y0) > 0.9, "the text is black on white before it is marked")
        }
    }

    @Test func blueShowsOnANightSky() {
        let sky = Color(red: 0x0B, green: 0x16, blue: 0x2E)
        var doc = Document(width: 80, height: 80, background: sky)
        doc.add(Stroke(tool: .highlighter, color: Tool.highlighter.strokeColor(forPen: Color(red: 0x1E, green: 0x88, blue: 0xE5)), width: 40, points: [Point(0, 40), Point(80, 40)]))
        let mark = DocumentRenderer.render(doc, photo: nil)[40, 40]
        #expect(Self.luma(mark) - Self.luma(sky) >= 0.15, "a blue band \(mark) shows on the sky \(sky)")
        #expect(mark.blue > mark.red && mark.blue > mark.green, "and is blue")
    }

    @Test func crossingItselfIsNoDarkerThanOnePassAndBlackStaysDarkest() {
        var doc = Document(width: 120, height: 120, background: .white)
        doc.add(Stroke(tool: .pen, color: .black, width: 4, points: [Point(60, 0), Point(60, 120)]))
        let yellow = Color(red: 0xFD, green: 0xD8, blue: 0x35, alpha: 170)
        doc.add(Stroke(tool: .highlighter, color: yellow, width: 30, points: [Point(10, 60), Point(110, 60), Point(110, 30), Point(10, 90)]))
        let image = DocumentRenderer.render(doc, photo: nil)
        let single = image[20, 60], crossing = image[87, 60], ink = image[60, 60]
        #expect(single == crossing, "crossing itself \(crossing) is no darker than one pass \(single)")
        #expect(single.blue < single.red && single.red > 200, "the highlight shows yellow on white: \(single)")
        #expect(Self.luma(single) - Self.luma(ink) >= 0.5, "the black line under it \(ink) stays readable on \(single)")
    }

    @Test func aLowerPenAlphaGivesAFainterHighlight() {
        let blue = Color(red: 0x1E, green: 0x88, blue: 0xE5)
        let full = HighlightTint(blue.withAlpha(170)), half = HighlightTint(blue.withAlpha(85))
        #expect(abs(half.alpha - full.alpha / 2) < 0.01, "half the pen alpha, half the tint: \(half.alpha) of \(full.alpha)")
    }
}
