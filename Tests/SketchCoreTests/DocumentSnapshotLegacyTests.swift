import Foundation
@testable import SketchCore
import Testing

/// Checkpoints an older Sketchpad wrote still read: the bytes here are what version 6 wrote
/// (the last with a byte of flags per stroke) and hand-made ones of versions 1 to 5, each read
/// by the code of that time to the strokes below. And a checkpoint holding an attribute this
/// reader does not know reads, without it.
@Suite struct DocumentSnapshotLegacyTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                               0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0x7A, 0x12, 0x33, 0x01]

    /// The document the version 6 bytes hold: every flag of the old stroke form, and a step undone.
    static func document() throws -> Document {
        var doc = Document(width: 64, height: 48, background: Color(red: 1, green: 2, blue: 3, alpha: 4), photoPath: "/p.jpg")
        let red = Color(red: 200, green: 30, blue: 40, alpha: 180)
        var pen = Stroke(tool: .pen, color: red, width: 2.5, points: [Point(1, 2), Point(3.5, 4)])
        pen.dash = Dash(on: 2, off: 1.5)
        doc.add(pen)
        var arrow = Stroke(tool: .arrow, color: red, width: 3, points: [Point(5, 6), Point(7, 8)])
        arrow.heads = .both
        doc.add(arrow)
        var rect = Stroke(tool: .rectangle, color: red, width: 4, points: [Point(1, 1), Point(20, 30)], fill: Color(red: 1, green: 2, blue: 3, alpha: 4))
        rect.radius = 12.5
        doc.add(rect)
        var text = Stroke(tool: .text, color: red, width: 24, points: [Point(9, 9)], text: "Déjà\nzwei")
        text.background = .white
        text.outline = .black
        doc.add(text)
        doc.add(Stroke(tool: .marker, color: red, width: 6, points: [Point(30, 30)], number: 7))
        var image = Stroke(tool: .image, color: .clear, width: 1, points: [Point(0, 0), Point(3, 2)])
        image.image = try EmbeddedImage.read(png: png)
        doc.add(image)
        doc.add(Stroke(tool: .blur, color: .clear, width: 12, points: [Point(2, 2), Point(10, 10)]))
        doc.undo()
        return doc
    }

    static let version6 = """
        534b44530640000000300000000302010401060000002f702e6a706700010700000000281ec8b4000000000000044002000000000000000000f03f00
        000000000000400000000000000c400000000000001040080000000000000040000000000000f83f010000000000000002281ec8b400000000000008
        4002000000000000000000144000000000000018400000000000001c40000000000000204010020000000000000003281ec8b4000000000000104002
        000000000000000000f03f000000000000f03f00000000000034400000000000003e4024030201040000000000002940030000000000000007281ec8
        b400000000000038400100000000000000000022400000000000002240810b00000044c3a96ac3a00a7a77656903ffffffff000000ff040000000000
        000008281ec8b40000000000001840010000000000000000003e400000000000003e40020700000005000000000000000c00000000000000000000f0
        3f020000000000000000000000000000000000000000000000000008400000000000000040402100000089504e470d0a1a0a0000000d494844520000
        00030000000208060000007a12330106000000000000000a000000000000000000002840020000000000000000000040000000000000004000000000
        000024400000000000002440000700000000000000060000000000000001000000020000000300000004000000050000000600000000000000000001
        0000000002000000000300000000040000000005000000010000000006000000
        """

    /// Versions 1 to 5: a canvas of 32×16 with a dashed pen stroke (solid before version 5, which
    /// added dashes) and, from version 2, a text "hi"; ids 5 and 9 from version 4, else 1 and 2.
    static let older: [UInt8: String] = [
        1: "534b4453012000000010000000ffffffff000100000000281ec8b4000000000000044002000000000000000000f03f00000000000000400000000000000c40000000000000104001000000000000000000000000000000",
        2: "534b4453022000000010000000ffffffff000200000000281ec8b4000000000000044002000000000000000000f03f00000000000000400000000000000c4000000000000010400007000000ff00000000000038400100000000000000000022400000000000002240010200000068690200000000000000010000000000000000000000",
        3: "534b4453032000000010000000ffffffff00000200000000281ec8b4000000000000044002000000000000000000f03f00000000000000400000000000000c4000000000000010400007000000ff00000000000038400100000000000000000022400000000000002240010200000068690200000000000000010000000000000000000000",
        4: "534b4453042000000010000000ffffffff00000200000000281ec8b4000000000000044002000000000000000000f03f00000000000000400000000000000c40000000000000104000050000000000000007000000ff000000000000384001000000000000000000224000000000000022400102000000686909000000000000000200000000000000010000000000000000000000",
        5: "534b4453052000000010000000ffffffff00000200000000281ec8b4000000000000044002000000000000000000f03f00000000000000400000000000000c400000000000001040080000000000000040000000000000f83f050000000000000007000000ff000000000000384001000000000000000000224000000000000022400102000000686909000000000000000200000000000000010000000000000000000000",
    ]

    static func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.filter(\.isHexDigit))
        return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
    }

    static func read(_ bytes: [UInt8]) throws -> Document { try bytes.withUnsafeBytes { try DocumentSnapshot.decode($0) } }

    @Test func aVersion6CheckpointReadsWithEveryAttributeAndItsHistory() throws {
        let bytes = Self.bytes(Self.version6)
        #expect(bytes[4] == 6)
        let back = try Self.read(bytes), expected = try Self.document()
        #expect(back == expected)
        #expect(back.undoDepth == expected.undoDepth && back.redoDepth == expected.redoDepth)
        try #require(back.strokes.count == expected.strokes.count)
        for (a, b) in zip(back.strokes, expected.strokes) {
            #expect(StrokeAttributeRoundTripTests.fields(a) == StrokeAttributeRoundTripTests.fields(b), "\(a.tool)")
        }
        var redone = back
        redone.redo()
        #expect(redone.strokes.last?.tool == .blur)
        // Written again, it is the current version and reads the same.
        let again = DocumentSnapshot.encode(back)
        #expect(again[4] == DocumentSnapshot.version && DocumentSnapshot.version == 8)
        #expect(try Self.read(again) == back)
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt8])
    func olderCheckpointsRead(version: UInt8) throws {
        let bytes = Self.bytes(Self.older[version]!)
        #expect(bytes[4] == version)
        let back = try Self.read(bytes)
        #expect(back.width == 32 && back.height == 16)
        var pen = Stroke(tool: .pen, color: Color(red: 200, green: 30, blue: 40, alpha: 180), width: 2.5, points: [Point(1, 2), Point(3.5, 4)])
        if version >= 5 { pen.dash = Dash(on: 2, off: 1.5) }
        var expected = [pen]
        if version >= 2 { expected.append(Stroke(tool: .text, color: .black, width: 24, points: [Point(9, 9)], text: "hi")) }
        #expect(back.strokes == expected)
        #expect(back.strokes.map(\.id) == (version >= 4 ? [5, 9] : [1, 2]).prefix(expected.count).map { $0 })
    }

    /// A stroke record of a tag this reader does not know (an attribute a later Sketchpad added)
    /// is passed over by its length; the stroke reads with what it knows.
    @Test func anUnknownAttributeIsSkippedByItsLength() throws {
        var w = ByteWriter()
        w.append(Array("SKDS".utf8)); w.u8(DocumentSnapshot.version)
        w.u32(32); w.u32(16); w.u32(0xFFFF_FFFF); w.u8(0); w.u8(0); w.u8(1)
        w.u32(1)
        w.u8(UInt8(Tool.allCases.firstIndex(of: .line)!)); w.u64(3)
        w.u8(StrokeAttribute.width.record.tag); w.u32(8); w.f64(4)
        w.u8(250); w.u32(5); w.append([1, 2, 3, 4, 5])
        w.u8(StrokeAttribute.points.record.tag); w.u32(32); w.f64(1); w.f64(2); w.f64(3); w.f64(4)
        w.u8(0)
        w.u32(1); w.u32(0); w.u32(0); w.u32(0)
        let back = try Self.read(w.bytes)
        #expect(back.strokes == [Stroke(tool: .line, color: .clear, width: 4, points: [Point(1, 2), Point(3, 4)])])
        #expect(back.strokes.first?.id == 3)
    }

    /// A record whose bytes do not fit what its attribute holds is refused, not misread.
    @Test func aRecordOfTheWrongLengthIsRefused() throws {
        var w = ByteWriter()
        w.append(Array("SKDS".utf8)); w.u8(DocumentSnapshot.version)
        w.u32(32); w.u32(16); w.u32(0xFFFF_FFFF); w.u8(0); w.u8(0); w.u8(1)
        w.u32(1)
        w.u8(0); w.u64(1)
        w.u8(StrokeAttribute.width.record.tag); w.u32(9); w.f64(4); w.u8(0)
        w.u8(0)
        w.u32(1); w.u32(0); w.u32(0); w.u32(0)
        #expect(throws: ByteReadError.self) { try Self.read(w.bytes) }
    }
}
