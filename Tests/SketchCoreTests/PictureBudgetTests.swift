import Foundation
import SketchCore
import Testing

/// The pictures of one drawing decode to at most the photos' budget in all: a document past it
/// is refused naming the stroke that takes it there, weighed by the PNG headers before any
/// picture is decoded; the journal and checkpoints read pictures without decoding them.
@Suite struct PictureBudgetTests {
    /// The start of a PNG file: its signature and a header claiming `width`×`height` (enough
    /// for the size; nothing here decodes it).
    static func pngHeader(_ width: Int, _ height: Int) -> [UInt8] {
        func word(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52] + word(width) + word(height) + [8, 6, 0, 0, 0]
    }

    static func imageStroke(_ width: Int, _ height: Int, at x: Double = 0) -> String {
        let data = Data(pngHeader(width, height)).base64EncodedString()
        return "{\"tool\":\"image\",\"points\":[[\(x),0],[\(x + 100),50]],\"data\":\"\(data)\"}"
    }

    static func document(_ strokes: [String]) -> Data {
        Data("{\"format\":\"sketchpad\",\"version\":2,\"width\":400,\"height\":300,\"strokes\":[\(strokes.joined(separator: ","))]}".utf8)
    }

    /// Six pictures of 16384×7300 (120 MP each, each within the photo budget): the second takes
    /// the document past the budget for all of them, and the document is refused naming it.
    /// Nothing was decoded: these headers have no pixels behind them, and a decode would have
    /// failed the first stroke with another message.
    @Test func sixLargePicturesAreRefusedAtTheSecondBeforeAnyIsDecoded() {
        let pen = "{\"tool\":\"pen\",\"color\":\"#000000FF\",\"width\":2,\"points\":[[1,1],[5,5]]}"
        let strokes = [pen] + (0..<6).map { Self.imageStroke(16384, 7300, at: Double($0) * 10) }
        #expect(throws: DocumentError("stroke 3 (image): its picture of 16384x7300 px takes the document's pictures to 240 MP, over the limit of 120 MP for all of them")) {
            try DocumentCodec.decode(Self.document(strokes))
        }
    }

    /// The budget is the window's paste cap: pictures adding up to exactly it are weighed in, one
    /// pixel more is not; a smaller picture after one left out is still kept.
    @Test func theBudgetIsTheWindowsPasteCap() {
        #expect(PictureBudget.maxPixels == PixelBudget.maxPixels)
        func image(_ w: Int, _ h: Int) -> Stroke {
            var s = Stroke(tool: .image, color: .clear, width: 1, points: [Point(0, 0), Point(10, 10)])
            s.image = try! EmbeddedImage.read(png: Self.pngHeader(w, h))
            return s
        }
        let pen = Stroke(tool: .pen, color: .black, width: 2, points: [Point(1, 1)])
        let exact = [image(10_000, 10_000), pen, image(5_000, 4_000)]
        #expect(PictureBudget.pixels(of: exact) == 120_000_000 && PictureBudget.leftOut(of: exact).isEmpty)
        #expect(DocumentLimits.pictureProblem(in: exact) == nil)
        #expect(!PictureBudget.fits(1, besides: exact) && PictureBudget.fits(0, besides: exact))
        let over = [image(10_000, 10_000), image(5_000, 4_001), pen, image(100, 100)]
        #expect(PictureBudget.leftOut(of: over) == [1])
        #expect(DocumentLimits.pictureProblem(in: over)?.hasPrefix("stroke 2 (image): its picture of 5000x4001 px takes the document's pictures to 121 MP") == true)
    }

    /// A journal line and a checkpoint keep the picture's bytes and size, and leave its pixels
    /// to be decoded when they are first drawn.
    @Test func theJournalAndCheckpointsReadPicturesWithoutDecodingThem() throws {
        var stroke = Stroke(tool: .image, color: .clear, width: 1, points: [Point(0, 0), Point(100, 50)])
        stroke.image = try EmbeddedImage.read(png: Self.pngHeader(16384, 7300))
        guard case .add(let read)? = SessionJournal.read(SessionJournal.line(.add(stroke))).records.first else {
            Issue.record("the journal line did not read back")
            return
        }
        let fromJournal = try #require(read.image)
        #expect(fromJournal.width == 16384 && fromJournal.height == 7300 && !fromJournal.isDecoded && read == stroke)
        var doc = Document(width: 400, height: 300)
        doc.add(stroke)
        let back = try DocumentSnapshot.encode(doc).withUnsafeBytes { try DocumentSnapshot.decode($0) }
        let fromCheckpoint = try #require(back.strokes.first?.image)
        #expect(fromCheckpoint.width == 16384 && !fromCheckpoint.isDecoded && back == doc)
    }
}
