import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Spotlights: the union of their boxes is left as it is, to the bit; everything else is
/// dimmed once by the newest spotlight's colour, within 1/255 of laying it over.
@Suite struct SpotlightTests {
    static func photo() -> RGBAImage {
        var rng = SplitMix64(seed: 7)
        return RGBAImage(width: 200, height: 140, pixels: (0..<(200 * 140)).map { _ in 0xFF00_0000 | UInt32(rng.int(0..<0x100_0000)) })
    }

    static func document(_ extra: [Stroke]) -> Document {
        let pen = Stroke(tool: .pen, color: Color(red: 200, green: 30, blue: 40), width: 9, points: [Point(10, 10), Point(190, 130)])
        return Document(width: 200, height: 140, strokes: [pen] + extra)
    }

    static func spotlight(_ a: Point, _ b: Point, _ color: Color = Tool.spotlightDim) -> Stroke {
        Stroke(tool: .spotlight, color: color, width: 1, points: [a, b])
    }

    @Test func insideIsUntouchedAndOutsideIsDimmedOnce() throws {
        let plain = DocumentRenderer.render(Self.document([]), photo: Self.photo())
        let lit = DocumentRenderer.render(Self.document([Self.spotlight(Point(20, 20), Point(90, 80)), Self.spotlight(Point(70, 60), Point(150.4, 120.6))]),
                                          photo: Self.photo())
        let boxes = [IntRect(x: 20, y: 20, width: 70, height: 60), IntRect(x: 70, y: 60, width: 80, height: 61)]
        var inside = 0, worst = 0
        for y in 0..<140 {
            for x in 0..<200 {
                let a = plain.pixels[y * 200 + x], b = lit.pixels[y * 200 + x]
                if boxes.contains(where: { $0.contains(IntRect(x: x, y: y, width: 1, height: 1)) }) {
                    #expect(a == b, "(\(x), \(y)) inside a spotlight changed")
                    inside += 1
                    continue
                }
                #expect(b >> 24 == 0xFF)
                for shift: UInt32 in [0, 8, 16] {
                    let expected = Double((a >> shift) & 0xFF) * (1 - 153.0 / 255)
                    worst = max(worst, Int(abs(Double((b >> shift) & 0xFF) - expected).rounded(.up)))
                }
            }
        }
        #expect(inside == 70 * 60 + 80 * 61 - 20 * 20, "the overlap counts once")
        #expect(worst <= 1, "outside is off by up to \(worst)/255")
    }

    /// The newest spotlight's colour is the dim; a transparent one dims nothing.
    @Test func theNewestColourDims() throws {
        let plain = DocumentRenderer.render(Self.document([]), photo: Self.photo())
        let clear = DocumentRenderer.render(Self.document([Self.spotlight(Point(0, 0), Point(50, 50)), Self.spotlight(Point(60, 60), Point(80, 80), .clear)]),
                                            photo: Self.photo())
        #expect(clear == plain)
        let white = DocumentRenderer.render(Self.document([Self.spotlight(Point(0, 0), Point(50, 50), .clear), Self.spotlight(Point(60, 60), Point(80, 80), .white)]),
                                            photo: Self.photo())
        #expect(white[150, 20] == .white && white[70, 70] == plain[70, 70] && white[10, 10] == plain[10, 10])
    }

    @Test func theDocumentKeyTakesAnOptionalColour() throws {
        let json = """
        {"format":"sketchpad","version":2,"width":50,"height":50,"strokes":[
        {"tool":"spotlight","points":[[1,2],[30,40]]},{"tool":"spotlight","color":"#10203080","points":[[5,5],[9,9]],"width":1}]}
        """
        let strokes = try DocumentCodec.decode(Data(json.utf8)).strokes
        #expect(strokes.map(\.color) == [Tool.spotlightDim, Color(red: 0x10, green: 0x20, blue: 0x30, alpha: 0x80)])
        #expect(strokes[0].width == 1, "a spotlight has no width of its own")
        let again = try DocumentCodec.decode(DocumentCodec.encode(Document(width: 50, height: 50, strokes: strokes))).strokes
        #expect(again == strokes)
    }
}
