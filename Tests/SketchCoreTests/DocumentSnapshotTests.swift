import Foundation
@testable import SketchCore
import Testing

/// The binary snapshot that checkpoints hold: a document comes back equal, history and all,
/// with each stroke stored once; anything damaged is refused with an error, never a crash.
@Suite struct DocumentSnapshotTests {
    static func document(seed: UInt64, steps: Int = 400) -> Document {
        var rng = SplitMix64(seed: seed)
        var doc = Document(width: 640, height: 480, background: Color(red: 1, green: 2, blue: 3, alpha: 4), photoPath: "/home/a/ph\u{f6}to \"x\".jpg")
        for _ in 0..<steps {
            switch rng.next() % 13 {
            case 0..<6:
                let tool = Tool.allCases[Int(rng.next() % UInt64(Tool.allCases.count))]
                let n = tool.pointCount ?? 1 + Int(rng.next() % 40)
                let pts = (0..<n).map { _ in Point(rng.unit() * 640 - 3.3e-7, rng.unit() * 480 + 1e-9) }
                var stroke = Stroke(tool: tool, color: Color(word: UInt32(truncatingIfNeeded: rng.next())), width: 0.5 + rng.unit() * 30, points: pts,
                                    text: tool == .text ? "标注 \(rng.next() % 100)\nline" : nil, number: tool == .marker ? 1 + Int(rng.next() % 50) : nil,
                                    fill: tool.canFill && rng.next() % 2 == 0 ? Color(word: UInt32(truncatingIfNeeded: rng.next())) : nil)
                // The line styles, where the tool takes them.
                if tool.canDash, rng.next() % 2 == 0 { stroke.dash = Dash(on: rng.unit() * 3, off: 0.5 + rng.unit() * 3) }
                if tool == .arrow, rng.next() % 2 == 0 { stroke.heads = .both }
                if tool == .rectangle, rng.next() % 2 == 0 { stroke.radius = rng.unit() * 40 }
                if tool == .text, rng.next() % 2 == 0 { stroke.background = Color(word: UInt32(truncatingIfNeeded: rng.next())) }
                if tool == .text, rng.next() % 2 == 0 { stroke.outline = Color(word: UInt32(truncatingIfNeeded: rng.next())) }
                doc.add(stroke)
                if tool == .text, rng.next() % 2 == 0, let i = doc.strokes.indices.randomElement(using: &rng), doc.strokes[i].tool == .text {
                    doc.replace(at: i, with: Stroke(tool: .text, color: .black, width: 20, points: [Point(1, 2)], text: "edited"))
                }
            case 6, 7: doc.undo()
            case 8: doc.redo()
            case 9: doc.clear()
            case 10: doc.open(Canvas(width: 1 + Int(rng.next() % 500), height: 1 + Int(rng.next() % 500), photoPath: rng.next() % 2 == 0 ? nil : "/a.png"))
            case 11 where !doc.strokes.isEmpty:
                // Strokes moved together, or removed together (the Select tool).
                let picked = Set((0..<1 + Int(rng.next() % 3)).map { _ in Int(rng.next() % UInt64(doc.strokes.count)) })
                if rng.next() % 2 == 0 {
                    doc.replace(Dictionary(uniqueKeysWithValues: picked.map { ($0, doc.strokes[$0].translated(by: rng.unit() * 9, -rng.unit())) }))
                } else {
                    doc.remove(at: picked)
                }
            default:
                // A crop somewhere on the canvas, or none.
                let x = Int(rng.next() % UInt64(doc.width)), y = Int(rng.next() % UInt64(doc.height))
                doc.crop(to: rng.next() % 4 == 0 ? nil : IntRect(x: x, y: y, width: 1 + Int(rng.next() % UInt64(doc.width - x)),
                                                                height: 1 + Int(rng.next() % UInt64(doc.height - y))))
            }
        }
        return doc
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aDocumentComesBackEqualWithItsHistory(seed: UInt64) throws {
        let doc = Self.document(seed: seed)
        let bytes = DocumentSnapshot.encode(doc)
        let back = try bytes.withUnsafeBytes { try DocumentSnapshot.decode($0) }
        #expect(back == doc)
        #expect(back.undoDepth == doc.undoDepth && back.redoDepth == doc.redoDepth)
        var a = back, b = doc
        while a.canUndo { a.undo(); b.undo(); #expect(a == b) }
    }

    @Test func eachStrokeIsStoredOnce() throws {
        var doc = Document(width: 100, height: 100)
        let points = (0..<1000).map { Point(Double($0), 1) }
        for i in 0..<10 { doc.add(Stroke(tool: .pen, color: .black, width: Double(i + 1), points: points)) }
        doc.clear(); doc.undo(); doc.clear()
        // Ten strokes of 1000 points, held by the strokes, their add steps and two clears:
        // about 10 × 16 kB, not three or four times that.
        let bytes = DocumentSnapshot.encode(doc)
        #expect(bytes.count < 10 * 16_000 + 2_000, "\(bytes.count) bytes")
    }

    @Test func damagedSnapshotsAreRefusedNotCrashedOn() throws {
        let bytes = DocumentSnapshot.encode(Self.document(seed: 4, steps: 60))
        var rng = SplitMix64(seed: 5)
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            #expect(throws: ByteReadError.self) { try Array(bytes.prefix(cut)).withUnsafeBytes { _ = try DocumentSnapshot.decode($0) } }
        }
        for _ in 0..<2000 {
            var damaged = bytes
            damaged[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
            // A flipped byte may still decode (a point's value); it must never crash.
            _ = try? damaged.withUnsafeBytes { try DocumentSnapshot.decode($0) }
        }
    }
}
