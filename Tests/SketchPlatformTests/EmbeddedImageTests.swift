import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// A pasted image in documents, the journal and checkpoints: its PNG in base64 comes back with
/// the same bytes and pixels; a bad one is refused with the stroke and the reason.
@Suite struct EmbeddedImageTests {
    init() { EmbeddedImage.installLiveDecoder() }

    static func imageStroke() throws -> Stroke {
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto)))
        var s = Stroke(tool: .image, color: .clear, width: 1, points: [Point(10, 20), Point(310, 220)])
        s.image = try EmbeddedImage.decode(png: png)
        return s
    }

    @Test func aDocumentKeepsThePicturesBytesAndPixels() throws {
        let stroke = try Self.imageStroke()
        let doc = Document(width: 640, height: 480, strokes: [stroke])
        let text = String(decoding: DocumentCodec.encode(doc), as: UTF8.self)
        #expect(text.contains("\"tool\":\"image\"") && text.contains("\"data\":\"iVBORw0KGgo"), "base64 of a PNG")
        #expect(!text.contains("\"color\""), "an image has no colour")
        let back = try DocumentCodec.decode(DocumentCodec.encode(doc))
        #expect(back.strokes == doc.strokes)
        let image = try #require(back.strokes[0].image)
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        #expect(image.png == stroke.image?.png && image.pixels == photo.pixels)
    }

    @Test func theJournalAndCheckpointsKeepItToo() throws {
        let stroke = try Self.imageStroke()
        let records = SessionJournal.read(SessionJournal.line(.add(stroke))).records
        guard case .add(let read)? = records.first else { Issue.record("the journal line did not read back"); return }
        #expect(read == stroke && read.image?.pixels == stroke.image?.pixels)
        var doc = Document(width: 640, height: 480)
        doc.add(stroke)
        let snapshot = DocumentSnapshot.encode(doc)
        let back = try snapshot.withUnsafeBytes { try DocumentSnapshot.decode($0) }
        #expect(back == doc && back.strokes[0].image?.width == 600)
    }

    @Test func aBadPictureIsRefusedWithTheStrokeAndTheReason() throws {
        func message(_ data: String) -> String {
            let json = "{\"format\":\"sketchpad\",\"version\":2,\"width\":10,\"height\":10,\"strokes\":[{\"tool\":\"image\",\"points\":[[0,0],[5,5]]\(data)}]}"
            do { _ = try DocumentCodec.decode(Data(json.utf8)); return "read" } catch { return "\(error)" }
        }
        #expect(message("") == "stroke 1: an image needs \"data\", a PNG file in base64")
        #expect(message(",\"data\":\"%%%\"") == "stroke 1: \"data\" is not base64")
        #expect(message(",\"data\":\"\(Data("GIF89a, not a PNG at all".utf8).base64EncodedString())\"") == "stroke 1: the picture is not a PNG file")
        // A header claiming 20000x20000 is refused before anything is decoded.
        var huge: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        huge += [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20, 8, 6, 0, 0, 0]
        #expect(message(",\"data\":\"\(Data(huge).base64EncodedString())\"").hasPrefix("stroke 1: the picture is refused: it is 20000x20000, over the limit of 16384 px a side"))
        var truncated = try [UInt8](Data(contentsOf: URL(fileURLWithPath: TestPaths.samplePhoto)))
        truncated.removeLast(truncated.count / 2)
        #expect(message(",\"data\":\"\(Data(truncated).base64EncodedString())\"").hasPrefix("stroke 1: the picture is not a readable PNG: "))
    }
}
