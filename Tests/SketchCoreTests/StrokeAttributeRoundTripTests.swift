import Foundation
@testable import SketchCore
import Testing

/// Every attribute a stroke can carry survives every way a drawing is kept: the document file
/// (JSON), the checkpoint (the binary snapshot) and the journal (its lines, read back and
/// replayed). Strokes are compared stored property by stored property, found by reflection,
/// not by `==` (which lists the attributes by hand), and a check fails when a stored property
/// is set away from its default by none of the strokes made here: add an attribute and this
/// suite asks for it in `styled`, then fails until every serializer keeps it.
@Suite struct StrokeAttributeRoundTripTests {
    /// A PNG header (signature and IHDR) of a 3×2 picture: enough for a picture stroke, which
    /// is decoded only when drawn.
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0x7A, 0x12, 0x33, 0x01]

    /// Strokes of `tool` with every attribute it takes away from its default (attributes that
    /// exclude each other, such as a text's box and outline, in strokes of their own).
    static func styled(_ tool: Tool, id: inout Int) throws -> [Stroke] {
        let n = tool.pointCount ?? 5
        // The filters and pictures draw no colour of their own: files and the journal keep none.
        let color = [.pixelate, .blur, .image].contains(tool) ? Color.clear : Color(red: 200, green: 30, blue: 40, alpha: 180)
        var s = Stroke(tool: tool, color: color, width: 7.25,
                       points: (0..<n).map { Point(10 + 13.5 * Double($0), 20 + 7.25 * Double($0 % 3)) })
        if tool == .text { s.text = "Déjà 标注\nzwei" }
        if tool.takes(.number) { s.number = 17 }
        if tool.canFill { s.fill = Color(red: 1, green: 2, blue: 3, alpha: 4) }
        if tool.canDash { s.dash = Dash(on: 2, off: 1.5) }
        if tool == .arrow { s.heads = .both }
        if tool == .rectangle { s.radius = 12.5 }
        if tool == .image { s.image = try EmbeddedImage.read(png: png) }
        var variants = [s]
        if tool == .text {
            var boxed = s, outlined = s
            boxed.background = Color(red: 250, green: 250, blue: 250, alpha: 200)
            outlined.outline = Color(red: 0, green: 0, blue: 0, alpha: 255)
            variants = [boxed, outlined]
        }
        return variants.map { v in
            var v = v
            id += 1
            v.id = id
            return v
        }
    }

    static func allStyled(withPictures: Bool = true) throws -> [Stroke] {
        var id = 100
        return try Tool.allCases.filter { withPictures || $0 != .image }.flatMap { try styled($0, id: &id) }
    }

    /// A stroke's stored properties by name, each as text (a picture as its PNG bytes).
    static func fields(_ stroke: Stroke, keepingID: Bool = true) -> [String: String] {
        var out: [String: String] = [:]
        for child in Mirror(reflecting: stroke).children {
            guard let label = child.label, keepingID || label != "id" else { continue }
            if let image = child.value as? EmbeddedImage { out[label] = "png \(image.png)" } else { out[label] = String(describing: child.value) }
        }
        return out
    }

    @Test func everyStoredAttributeIsSetByAStrokeHere() throws {
        let plain = Self.fields(Stroke(tool: .pen, color: .black, width: 1, points: [Point(0, 0)]))
        let styled = try Self.allStyled().map { Self.fields($0) }
        #expect(plain.count >= 14, "\(plain.keys.sorted())")
        for label in plain.keys.sorted() {
            #expect(styled.contains { $0[label] != plain[label] },
                    "no stroke here sets \(label): set it in `styled` for the tools that take it, so every serializer is checked to keep it")
        }
    }

    /// Pictures are left out here: reading a document decodes its pictures, and SketchCore has
    /// no PNG decoder (`EmbeddedImageTests` and `RenderCommandTests` keep them through files).
    @Test func theDocumentFileKeepsEveryAttribute() throws {
        var doc = Document(width: 400, height: 300)
        let strokes = try Self.allStyled(withPictures: false)
        for s in strokes { doc.add(s) }
        let back = try DocumentCodec.decode(DocumentCodec.encode(doc))
        try #require(back.strokes.count == strokes.count)
        // A document file names no stroke ids: the app gives them as it reads.
        for (a, b) in zip(strokes, back.strokes) {
            #expect(Self.fields(a, keepingID: false) == Self.fields(b, keepingID: false), "\(a.tool) in the document file")
        }
    }

    @Test func theCheckpointKeepsEveryAttribute() throws {
        var doc = Document(width: 400, height: 300)
        let strokes = try Self.allStyled()
        for s in strokes { doc.add(s) }
        let bytes = DocumentSnapshot.encode(doc)
        let back = try bytes.withUnsafeBytes { try DocumentSnapshot.decode($0) }
        try #require(back.strokes.count == strokes.count)
        for (a, b) in zip(strokes, back.strokes) { #expect(Self.fields(a) == Self.fields(b), "\(a.tool) in the checkpoint") }
    }

    @Test func theJournalKeepsEveryAttribute() throws {
        var doc = Document(width: 400, height: 300)
        let strokes = try Self.allStyled()
        for s in strokes { doc.add(s) }
        let lines = SessionJournal.records(reproducing: doc).reduce(Data()) { $0 + SessionJournal.line($1) }
        let read = SessionJournal.read(lines)
        #expect(read.damaged == 0)
        let back = try #require(SessionJournal.document(read.records))
        try #require(back.strokes.count == strokes.count)
        for (a, b) in zip(doc.strokes, back.strokes) { #expect(Self.fields(a) == Self.fields(b), "\(a.tool) in the journal") }
    }
}
