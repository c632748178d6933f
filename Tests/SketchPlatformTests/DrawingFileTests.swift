import Foundation
@testable import SketchCore
@testable import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The `.sketch` container: a round trip gives the same strokes (every tool with every
/// attribute, from the registry and the attribute schema), the same picture bit for bit, the
/// photo's own bytes, the crop, the orientation and the undo history; the layout is the one
/// other tools read (mimetype first and stored); a damaged or hostile container is refused,
/// naming the file and the reason.
@Suite struct DrawingFileTests {
    init() { EmbeddedImage.installLiveDecoder() }

    static let folder: String = {
        let path = NSTemporaryDirectory() + "sketchpad-drawing-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static let photoBytes: [UInt8] = try! ImageFile.encode(SaveEncoderTests.picture(width: 300, height: 200), as: .jpeg(quality: 90))

    /// Every tool of the registry with every attribute it takes set to its example, each
    /// stroke moved along so that they do not all lie on each other.
    static func everyStroke() -> [Stroke] {
        var strokes: [Stroke] = []
        for tool in Tool.allCases {
            var all = StrokeAttribute.blank(tool)
            for a in StrokeAttribute.all where tool.takes(a) { a.example(&all) }
            // The schema's example picture is a header only; a picture drawn needs the whole PNG.
            if tool.takes(.image) { all.image = try? EmbeddedImage.read(png: ImageFile.encode(SaveEncoderTests.picture(width: 12, height: 8), as: .png)) }
            let shift = Double(strokes.count % 5) * 30
            all.points = all.points.map { Point(x: $0.x + shift, y: $0.y + shift / 2) }
            strokes.append(all)
        }
        return strokes
    }

    static func drawing() -> Document {
        var document = Document(canvas: Canvas(width: 300, height: 200, photoPath: "/somewhere/holiday.JPG"))
        for stroke in everyStroke() { document.add(stroke) }
        document.crop(to: IntRect(x: 10, y: 5, width: 250, height: 180))
        return document
    }

    static func file(_ name: String) -> String { folder + "/" + name }

    @Test func everyToolAndAttributeComesBackWithTheSamePictureBitForBit() throws {
        let document = Self.drawing()
        #expect(Set(document.strokes.map(\.tool.id)) == Set(Tool.allCases.map(\.id)))
        let path = Self.file("round-trip.sketch")
        try DrawingFile.write(document, photo: (Self.photoBytes, "holiday.JPG"), thumbnail: RGBAImage(width: 40, height: 30, fill: .white), to: path, replacing: true)
        let opened = try DocumentFile.open(path)
        #expect(opened.isContainer && opened.keptHistory)
        #expect(opened.document.strokes == document.strokes)
        #expect(opened.document.crop == document.crop)
        #expect(opened.document.photoPath == "photo.jpg")
        #expect(opened.embeddedPhoto == Self.photoBytes, "the photo's own bytes, unconverted")
        let glyphs = try TrueTypeGlyphs(fontPath: TestPaths.font)
        let photo = try ImageFile.decode(Self.photoBytes, path: "photo")
        let expected = DocumentRenderer.render(document, photo: photo, scale: 1, text: glyphs)
        let got = DocumentRenderer.render(opened.document, photo: try opened.photo(at: path), scale: 1, text: glyphs)
        #expect(got.width == expected.width && got.height == expected.height)
        #expect(got.pixels == expected.pixels)
    }

    @Test func theOrientationAndTheHistoryComeBack() throws {
        var document = Self.drawing()
        document.orient(by: .turnedRight)
        let path = Self.file("turned.sketch")
        try DrawingFile.write(document, photo: (Self.photoBytes, "a.jpg"), thumbnail: nil, to: path, replacing: true)
        var opened = try DocumentFile.open(path).document
        #expect(opened.orientation == .turnedRight && opened.width == 200 && opened.height == 300)
        #expect(opened.undoDepth == document.undoDepth)
        opened.undo()
        document.undo()
        #expect(opened.orientation == .upright && opened.strokes == document.strokes)
    }

    @Test func theContainerIsLaidOutAsOpenRasterAndODF() throws {
        let bytes = try DrawingFile.make(Self.drawing(), photo: (Self.photoBytes, "x.jpeg"), thumbnail: RGBAImage(width: 600, height: 300, fill: .black), path: "x.sketch")
        // The first local header: signature, then method 0 (stored) at 8, the name at 30, the data after it.
        #expect(Array(bytes[0..<4]) == [0x50, 0x4B, 0x03, 0x04])
        #expect(bytes[8] == 0 && bytes[9] == 0)
        let nameLength = Int(bytes[26]) | Int(bytes[27]) << 8, extraLength = Int(bytes[28]) | Int(bytes[29]) << 8
        #expect(String(decoding: bytes[30..<(30 + nameLength)], as: UTF8.self) == "mimetype")
        let start = 30 + nameLength + extraLength
        #expect(String(decoding: bytes[start..<(start + 23)], as: UTF8.self) == "application/x-sketchpad")
        let listed = try ZipArchive.read(bytes, path: "x.sketch", maxEntries: 16, maxInflated: 1 << 30) { entries, _ in entries.map(\.name) }
        #expect(listed == ["mimetype", "document.json", "photo.jpeg", "Thumbnails/thumbnail.png", "history.skds"])
        let drawing = try DrawingFile.read(bytes, path: "x.sketch")
        let thumbnail = try ImageFile.decode(try #require(drawing.thumbnail), path: "thumbnail")
        #expect(thumbnail.width == 256 && thumbnail.height == 128)
    }

    /// A container made of `entries` as given, for the hostile cases.
    static func container(_ entries: [(String, [UInt8], Bool)]) throws -> [UInt8] {
        try ZipArchive.make(entries.map { ZipArchive.Entry(name: $0.0, bytes: $0.1, stored: $0.2) }, path: "hostile.sketch")
    }

    static let mimetype = ("mimetype", Array("application/x-sketchpad".utf8), true)
    static let plainDocument = ("document.json", Array(#"{"format":"sketchpad","version":2,"width":10,"height":10,"strokes":[]}"#.utf8), false)

    static func refusal(_ bytes: [UInt8]) -> String {
        do {
            _ = try DrawingFile.read(bytes, path: "hostile.sketch")
            return "read"
        } catch {
            return "\(error)"
        }
    }

    @Test func aPlainContainerIsRead() throws {
        let drawing = try DrawingFile.read(try Self.container([Self.mimetype, Self.plainDocument]), path: "plain.sketch")
        #expect(drawing.document.width == 10 && drawing.photo == nil && !drawing.keptHistory)
    }

    @Test func hostileContainersAreRefusedNamingTheFileAndTheReason() throws {
        let cases: [([(String, [UInt8], Bool)], String)] = [
            ([Self.mimetype, Self.plainDocument, ("../evil.png", [1], true)], "names a place outside the container"),
            ([Self.mimetype, Self.plainDocument, ("a/../../evil.png", [1], true)], "names a place outside the container"),
            ([Self.mimetype, Self.plainDocument, ("/etc/passwd", [1], true)], "has an absolute name"),
            ([Self.plainDocument, Self.mimetype], "its first entry is not the stored mimetype"),
            ([("mimetype", Array("application/x-sketchpad".utf8), false), Self.plainDocument], "its first entry is not the stored mimetype"),
            ([("mimetype", Array("application/zip".utf8), true), Self.plainDocument], "its first entry is not the stored mimetype"),
            ([Self.mimetype], "holds no document.json"),
            ([Self.mimetype, ("document.json", Array(#"{"format":"sketchpad","version":2,"width":10,"height":10,"photo":"../p.jpg"}"#.utf8), false)],
             "which the drawing does not hold"),
            ([Self.mimetype, ("document.json", Array(#"{"format":"sketchpad","version":2,"width":10,"height":10,"photo":"p.jpg"}"#.utf8), false)],
             "which the drawing does not hold"),
            ([Self.mimetype] + (0..<17).map { ("e\($0)", [UInt8](), true) }, "over the limit of 16"),
            ([Self.mimetype, ("document.json", Array("{\"format\":\"sketchpad\",\"version\":2,\"width\":0}".utf8), false)], "invalid \"width\" 0"),
        ]
        for (entries, reason) in cases {
            let message = Self.refusal(try Self.container(entries))
            #expect(message.hasPrefix("hostile.sketch: ") && message.contains(reason), "\(entries.map(\.0)): \(message)")
        }
        #expect(Self.refusal(Array("PK\u{3}\u{4}not a zip at all".utf8)) == "hostile.sketch: it is not a ZIP container, or it is damaged")
    }

    @Test func anEntryThatInflatesPastItsLimitIsRefusedBeforeItIsInflated() throws {
        let bomb = [UInt8](repeating: 0x20, count: SketchContainer.maxDocumentBytes + 1)
        let bytes = try Self.container([Self.mimetype, ("document.json", bomb, false)])
        #expect(bytes.count < 1 << 20, "a bomb: small on disk")
        #expect(Self.refusal(bytes).contains("its entry \"document.json\" inflates to 65 MB, over the limit of 64 MB"))
    }

    @Test func aDamagedEntryIsRefused() throws {
        var document = Self.plainDocument
        document.1 = Array(#"{"format":"sketchpad","version":2,"width":10,"height":10,"photo":"photo.jpg"}"#.utf8)
        var good = try Self.container([Self.mimetype, document, ("photo.jpg", Array(repeating: 7, count: 64), true)])
        #expect(Self.refusal(good) == "read")
        // The stored photo's bytes, changed: its CRC no longer holds.
        let found = try #require((0..<(good.count - 64)).first { i in good[i..<(i + 64)].allSatisfy { $0 == 7 } })
        good[found + 10] = 8
        #expect(Self.refusal(good).contains("its entry \"photo.jpg\" is damaged"))
    }

    @Test func renderReadsADrawingAndItsPhotoInside() throws {
        let path = Self.file("render.sketch")
        try DrawingFile.write(Self.drawing(), photo: (Self.photoBytes, "holiday.jpg"), thumbnail: nil, to: path, replacing: true)
        let opened = try DocumentFile.open(path)
        #expect(opened.photoFile(at: path) == nil, "the photo is inside, never a file beside it")
        let photo = try #require(try opened.photo(at: path))
        #expect(photo.width == 300 && photo.height == 200)
    }

    /// The history stands for document.json only while it goes with it: a document.json changed
    /// by another tool (its CRC no longer the one the history names) is what the file says.
    @Test func aDocumentChangedByAnotherToolWinsOverTheHistory() throws {
        let bytes = try DrawingFile.make(Self.drawing(), photo: (Self.photoBytes, "a.jpg"), thumbnail: nil, path: "x.sketch")
        let fast = try DrawingFile.read(bytes, path: "x.sketch")
        #expect(fast.keptHistory && fast.document.strokes == Self.drawing().strokes)
        let entries = try ZipArchive.read(bytes, path: "x.sketch", maxEntries: 16, maxInflated: 1 << 30) { listed, contents in
            try listed.map { ($0.name, try contents($0), $0.stored) }
        }
        let edited = ##"{"format":"sketchpad","version":2,"width":300,"height":200,"photo":"photo.jpg","strokes":[{"tool":"pen","color":"#000000FF","width":3,"points":[[1,1],[9,9]]}]}"##
        let rewritten = try Self.container(entries.map { $0.0 == "document.json" ? ($0.0, Array(edited.utf8), false) : $0 })
        let read = try DrawingFile.read(rewritten, path: "x.sketch")
        #expect(read.document.strokes.count == 1 && read.document.strokes[0].width == 3 && !read.keptHistory)
        #expect(read.document.crop == nil, "the crop the history had is not the edited document's")
    }
}
