import Foundation
import SketchCore
import Testing

/// The crop: one undoable step that keeps part of the canvas, stored as version 2's
/// `"crop":[x0,y0,x1,y1]`, journalled, and refused with a reason when it is not one.
@Suite struct DocumentCropTests {
    static let pen = Stroke(tool: .pen, color: .black, width: 4, points: [Point(10, 10), Point(150, 90)])

    static func document(crop: String, version: Int = 2) -> Data {
        Data("{\"format\":\"sketchpad\",\"version\":\(version),\"width\":200,\"height\":100,\"crop\":\(crop),\"strokes\":[]}".utf8)
    }

    static func error(_ crop: String) -> String? {
        do { _ = try DocumentCodec.decode(document(crop: crop)); return nil } catch let e as DocumentError { return e.message } catch { return "\(error)" }
    }

    @Test func aCropIsUndoneAndRedoneAndKeepsTheStrokesWhereTheyWere() {
        var doc = Document(width: 200, height: 100)
        doc.add(Self.pen)
        #expect(doc.kept == IntRect(x: 0, y: 0, width: 200, height: 100))
        #expect(doc.crop(to: IntRect(x: 20, y: 10, width: 100, height: 50)) == .cropped)
        #expect(doc.kept == IntRect(x: 20, y: 10, width: 100, height: 50) && doc.strokes == [Self.pen])
        // A second crop inside the first, then back one step at a time.
        doc.crop(to: IntRect(x: 30, y: 20, width: 10, height: 10))
        #expect(doc.undo() == .cropped && doc.crop == IntRect(x: 20, y: 10, width: 100, height: 50))
        #expect(doc.undo() == .cropped && doc.crop == nil)
        #expect(doc.redo() == .cropped && doc.crop == IntRect(x: 20, y: 10, width: 100, height: 50))
        // What cannot crop records nothing.
        let depth = doc.undoDepth
        #expect(doc.crop(to: IntRect(x: 150, y: 0, width: 100, height: 10)) == nil, "leaves the canvas")
        #expect(doc.crop(to: IntRect(x: 10, y: 10, width: 0, height: 10)) == nil, "empty")
        #expect(doc.crop(to: doc.crop) == nil, "no change")
        #expect(doc.undoDepth == depth)
        // Removing the crop is a step too.
        #expect(doc.crop(to: nil) == .cropped && doc.crop == nil && doc.canUndo)
    }

    @Test func theKeptPartIsADocumentOfTheCropsSizeWithTheStrokesMoved() {
        var doc = Document(width: 200, height: 100, background: .black)
        doc.add(Self.pen)
        doc.crop(to: IntRect(x: 20, y: 5, width: 100, height: 50))
        let part = doc.keptPart
        #expect(part.width == 100 && part.height == 50 && part.crop == nil && part.background == .black)
        #expect(part.strokes[0].points == [Point(-10, 5), Point(130, 85)])
        #expect(!part.canUndo)
    }

    @Test func aDraggedRectangleSnapsToWholePixelsInsideWhatIsKept() {
        var doc = Document(width: 200, height: 100)
        #expect(doc.cropRect(from: Point(120.6, 80.2), to: Point(10.4, 9.7)) == IntRect(x: 10, y: 10, width: 111, height: 70))
        #expect(doc.cropRect(from: Point(-50, -5), to: Point(500, 400)) == IntRect(x: 0, y: 0, width: 200, height: 100))
        #expect(doc.cropRect(from: Point(10.2, 10), to: Point(10.4, 50)) == nil, "nothing left")
        doc.crop(to: IntRect(x: 50, y: 20, width: 60, height: 40))
        #expect(doc.cropRect(from: Point(0, 0), to: Point(500, 400)) == IntRect(x: 50, y: 20, width: 60, height: 40))
    }

    @Test func theFormatStoresTheCropAndVersion1StillLoads() throws {
        var doc = Document(width: 200, height: 100)
        doc.add(Self.pen)
        doc.crop(to: IntRect(x: 20, y: 10, width: 100, height: 50))
        let text = String(decoding: DocumentCodec.encode(doc), as: UTF8.self)
        #expect(text.contains(##""crop":[20,10,120,60],"##))
        let back = try DocumentCodec.decode(Data(text.utf8))
        #expect(back.crop == IntRect(x: 20, y: 10, width: 100, height: 50) && back.strokes == [Self.pen])
        #expect(!String(decoding: DocumentCodec.encode(Document(width: 5, height: 5)), as: UTF8.self).contains("crop"))
        let v1 = try DocumentCodec.decode(Data(##"{"format":"sketchpad","version":1,"width":200,"height":100,"strokes":[]}"##.utf8))
        #expect(v1.crop == nil && v1.kept == IntRect(x: 0, y: 0, width: 200, height: 100))
        #expect(try DocumentCodec.decode(Self.document(crop: "null")).crop == nil)
        #expect(try DocumentCodec.decode(Self.document(crop: "[0,0,200,100]")).crop == IntRect(x: 0, y: 0, width: 200, height: 100))
    }

    static let hostile: [(crop: String, message: String)] = [
        ("[50,10,20,60]", "invalid \"crop\" [50, 10, 20, 60]: it is empty or inverted"),
        ("[10,60,20,10]", "it is empty or inverted"),
        ("[20,10,20,60]", "it is empty or inverted"),
        ("[-1,0,20,60]", "invalid \"crop\" [-1, 0, 20, 60]: it leaves the 200x100 canvas"),
        ("[0,0,201,100]", "it leaves the 200x100 canvas"),
        ("[0,0,20,1e300]", "the corners must be whole numbers of pixels"),
        ("[0.5,0,20,60]", "the corners must be whole numbers of pixels"),
        ("[0,0,true,60]", "the corners must be whole numbers of pixels"),
        ("[0,0,20]", "expected [x0, y0, x1, y1]"),
        ("\"all\"", "expected [x0, y0, x1, y1]"),
        ("{\"x\":1}", "expected [x0, y0, x1, y1]"),
    ]

    @Test(arguments: 0..<hostile.count)
    func aBadCropIsRefusedWithItsReason(index: Int) {
        let c = Self.hostile[index]
        let message = Self.error(c.crop)
        #expect(message?.contains(c.message) == true, "\(c.crop): \(message ?? "accepted")")
    }

    /// A journal line holding `json`, with its checksum.
    static func journalLine(_ json: String) -> Data {
        let crc = String(CRC32.checksum(Data(json.utf8)), radix: 16)
        return Data(("J1 " + String(repeating: "0", count: 8 - crc.count) + crc + " " + json + "\n").utf8)
    }

    /// The journal reads crops as the format does: what a document refuses, a journal line skips.
    @Test(arguments: 0..<hostile.count)
    func theJournalSkipsTheCropsTheFormatRefuses(index: Int) {
        let crop = Self.hostile[index].crop
        let begin = Self.journalLine("{\"t\":\"begin\",\"width\":200,\"height\":100,\"background\":\"#ffffffff\",\"crop\":\(crop)}")
        #expect(SessionJournal.read(begin).damaged == 1, "begin with \(crop)")
        let fine = Self.journalLine("{\"t\":\"begin\",\"width\":200,\"height\":100,\"background\":\"#ffffffff\",\"crop\":[0,0,20,60]}")
        #expect(SessionJournal.read(fine).damaged == 0 && SessionJournal.read(fine).records.count == 1)
        guard !Self.hostile[index].message.contains("leaves") else { return }
        #expect(SessionJournal.read(Self.journalLine("{\"t\":\"crop\",\"rect\":\(crop)}")).damaged == 1, "crop \(crop)")
    }

    @Test func theJournalReplaysCropsAndCanvasesKeepTheirs() throws {
        var doc = Document(canvas: Canvas(width: 200, height: 100, crop: IntRect(x: 1, y: 2, width: 3, height: 4)))
        doc.add(Self.pen)
        doc.crop(to: IntRect(x: 20, y: 10, width: 100, height: 50))
        doc.crop(to: nil)
        doc.undo()
        let records = SessionJournal.records(reproducing: doc)
        #expect(records.contains(.crop(IntRect(x: 20, y: 10, width: 100, height: 50))) && records.contains(.crop(nil)))
        let data = records.map(SessionJournal.line).reduce(Data(), +)
        let read = SessionJournal.read(data)
        #expect(read.damaged == 0 && read.records == records)
        let replayed = try #require(SessionJournal.replay(data)).document
        #expect(replayed == doc)
        #expect(replayed.crop == IntRect(x: 20, y: 10, width: 100, height: 50))
        // A crop line that is not one is skipped, as any damaged line.
        let bad = Data("{\"t\":\"crop\",\"rect\":[5,5,1,1]}".utf8)
        let crc = String(CRC32.checksum(bad), radix: 16)
        let line = Data(("J1 " + String(repeating: "0", count: 8 - crc.count) + crc + " ").utf8) + bad + Data("\n".utf8)
        #expect(SessionJournal.read(line).damaged == 1)
    }

    @Test func snapshotsKeepCrops() throws {
        var doc = Document(canvas: Canvas(width: 200, height: 100, crop: IntRect(x: 1, y: 2, width: 3, height: 4)))
        doc.add(Self.pen)
        doc.crop(to: IntRect(x: 20, y: 10, width: 100, height: 50))
        doc.open(Canvas(width: 50, height: 50))
        doc.undo()
        let bytes = DocumentSnapshot.encode(doc)
        #expect(try bytes.withUnsafeBytes { try DocumentSnapshot.decode($0) } == doc)
    }
}
