import Foundation
import SketchCore
import SketchApp
import SketchRaster
import TestSupport
import Testing

/// A restore weighs the pictures of the drawing where the session stopped by their headers:
/// the image strokes that would take them past the budget (never decoded) and those whose
/// pictures cannot be decoded are left out, named in the message, as one step of the history;
/// every other stroke and step comes back.
@Suite struct PictureRestoreTests {
    static let canvas = Canvas(width: 800, height: 600)

    /// A picture decoded already, of one colour.
    static func decoded(_ width: Int, _ height: Int, _ color: Color) -> EmbeddedImage {
        EmbeddedImage(png: [UInt8]("picture \(width)x\(height) \(color.hexRGBA)".utf8), width: width, height: height,
                      pixels: [UInt32](repeating: color.argb, count: width * height))
    }

    /// A picture as the journal reads it: a PNG header claiming `width`×`height` with no
    /// pixels behind it, decoded (and failing) only if someone asks for its pixels.
    static func undecoded(_ width: Int, _ height: Int) throws -> EmbeddedImage {
        func word(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52] + word(width) + word(height) + [8, 6, 0, 0, 0]
        return try EmbeddedImage.read(png: header)
    }

    static func image(_ picture: EmbeddedImage, at x: Double) -> Stroke {
        var s = Stroke(tool: .image, color: .clear, width: 1, points: [Point(x, 100), Point(x + 100, 150)])
        s.image = picture
        return s
    }

    static func pen(_ y: Double) -> Stroke { Stroke(tool: .pen, color: .black, width: 4, points: [Point(50, y), Point(700, y)]) }

    static func session(_ strokes: [Stroke]) -> RestoredSession {
        RestoredSession(id: "s", start: Document(canvas: canvas), layer: nil, redos: 0, records: strokes.map { .add($0) }, damaged: 0, needsFreshJournal: false)
    }

    @Test func picturesPastTheBudgetAndUnreadableOnesAreLeftOutAndNamed() throws {
        let huge = try Self.undecoded(16384, 7300), broken = try Self.undecoded(10, 10)
        let strokes = [Self.pen(50), Self.image(Self.decoded(2000, 1000, Color(red: 200, green: 30, blue: 30)), at: 50),
                       Self.image(huge, at: 200), Self.image(broken, at: 350),
                       Self.image(Self.decoded(100, 100, Color(red: 30, green: 30, blue: 200)), at: 500), Self.pen(500)]
        let h = Harness(photo: nil)
        h.restore(Self.session(strokes))
        let shown = h.controller.document.strokes
        #expect(shown.map(\.tool) == [.pen, .image, .image, .pen])
        #expect(shown == [strokes[0], strokes[1], strokes[4], strokes[5]], "everything else comes back as it was")
        let toast = try #require(h.controller.toastText)
        #expect(toast == "Restored your drawing (4 strokes); left out stroke 3 (image): its picture would take the drawing's pictures past 120 MP"
                + "; left out stroke 4 (image): its picture cannot be read", "\(toast)")
        #expect(!huge.isDecoded, "the picture past the budget is never decoded")
        // The session goes on from the drawing as shown: a checkpoint of it starts the journal again.
        #expect(h.machine.checkpoints.last?.document == h.controller.document)
        // Leaving them out is one step of the history: nothing is lost.
        h.press("z", .control)
        #expect(h.controller.document.strokes == strokes)
    }

    @Test func picturesWithinTheBudgetAllComeBack() throws {
        let strokes = [Self.pen(50), Self.image(Self.decoded(10_000, 100, .black), at: 50), Self.image(Self.decoded(300, 200, .white), at: 300)]
        let h = Harness(photo: nil)
        h.restore(Self.session(strokes))
        #expect(h.controller.document.strokes == strokes)
        #expect(h.controller.toastText == "Restored your drawing (3 strokes)")
        #expect(h.controller.document.undoDepth == 3, "no step is added")
    }
}
