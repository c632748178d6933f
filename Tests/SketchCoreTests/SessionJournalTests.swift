import Foundation
@testable import SketchCore
import Testing

@Suite struct SessionJournalTests {
    static let red = Color(red: 229, green: 57, blue: 53)

    static func records() -> [SessionJournal.Record] {
        var r: [SessionJournal.Record] = [.begin(Canvas(width: 600, height: 400, photoPath: "/home/a/Pictures/beach \"1\".jpg"))]
        for i in 0..<6 {
            r.append(.add(Stroke(tool: i % 2 == 0 ? .pen : .arrow, color: red, width: 6, points: [Point(Double(i) * 10.25, 3), Point(40, 50.5)])))
        }
        r += [.undo(step: nil), .undo(step: nil), .redo(step: nil), .clear, .undo(step: nil), .add(Stroke(tool: .ellipse, color: .black, width: 2, points: [Point(1, 2), Point(30, 40)]))]
        r += [.open(Canvas(width: 300, height: 200, background: .black, photoPath: nil)), .add(Stroke(tool: .pen, color: red, width: 3, points: [Point(5, 5)])),
              .undo(step: nil), .undo(step: nil), .redo(step: nil), .undo(step: nil)]
        return r
    }

    static func expectedDocument(_ records: [SessionJournal.Record]) -> Document? {
        var doc: Document?
        for r in records { SessionJournal.apply(r, to: &doc) }
        return doc
    }

    static func data(_ lines: [Data]) -> Data { lines.reduce(Data(), +) }

    /// Strokes moved, restyled and removed together: each one step, undone and redone by replay.
    @Test func replacingAndRemovingSeveralStrokesReplay() throws {
        var records: [SessionJournal.Record] = [.begin(Canvas(width: 100, height: 100))]
        records += (0..<5).map { .add(Stroke(tool: .pen, color: Self.red, width: 2, points: [Point(Double($0), 1)])) }
        records += Self.selectRecords + [.undo(step: nil)]
        let replay = try #require(SessionJournal.replay(Self.data(records.map(SessionJournal.line))))
        #expect(replay.damagedLines == 0)
        let doc = replay.document
        #expect(doc.strokes.count == 5 && doc.strokes[0].tool == .rectangle && doc.strokes[3].text == "a \"b\"\nc")
        #expect(doc.strokes[1].points == [Point(1, 1)] && doc.undoDepth == 6 && doc.canRedo)
        var redone = doc
        redone.redo()
        #expect(redone.strokes.map(\.points) == [[Point(1, 1)], [Point(7, 8)]])
    }

    @Test func replayRebuildsTheDocumentWithItsHistory() throws {
        let records = Self.records()
        let replay = try #require(SessionJournal.replay(Self.data(records.map(SessionJournal.line))))
        #expect(replay.document == Self.expectedDocument(records))
        #expect(replay.records == records.count && replay.damagedLines == 0)
        #expect(replay.document.width == 600 && replay.document.strokes.count == 6, "the open was undone: the first canvas is back with its strokes")
        #expect(replay.document.canRedo && replay.document.undoDepth == 6)
    }

    @Test func aTornTailAtAnyByteLosesAtMostTheLastRecord() {
        let records = Self.records()
        let lines = records.map { SessionJournal.line($0) }
        let data = Self.data(lines)
        var boundaries: [Int] = [0]
        for l in lines { boundaries.append(boundaries.last! + l.count) }
        for cut in 0...data.count {
            let replay = SessionJournal.replay(data.prefix(cut))
            // The records whose line (without its newline) is complete survive.
            let whole = boundaries.dropFirst().filter { $0 - 1 <= cut }.count
            if whole == 0 {
                #expect(replay == nil, "cut at \(cut)")
            } else {
                #expect(replay?.document == Self.expectedDocument(Array(records.prefix(whole))), "cut at \(cut)")
                #expect(SessionJournal.read(data.prefix(cut)).endsCleanly == boundaries.contains(cut), "cut at \(cut)")
            }
        }
    }

    /// One flipped byte spoils one line: the lines after it, whose checksums are fine, still count.
    @Test func aDamagedLineIsSkippedAndTheLinesAfterItKept() throws {
        let records = Self.records()
        for damaged in 1..<records.count {
            var lines = records.map { SessionJournal.line($0) }
            lines[damaged][lines[damaged].count / 2] ^= 0x01
            let replay = try #require(SessionJournal.replay(Self.data(lines)))
            var kept = records
            kept.remove(at: damaged)
            #expect(replay.document == Self.expectedDocument(kept), "line \(damaged) damaged")
            #expect(replay.damagedLines == 1 && replay.records == records.count - 1)
        }
    }

    /// Garbage in the middle (what a full disk or another writer leaves) costs its own lines only.
    @Test func garbageBetweenLinesIsSkipped() throws {
        let records = Self.records()
        let lines = records.map { SessionJournal.line($0) }
        let garbage = Data("xx\u{0}\u{1}not a record\n\nJ1 00000000 {\"t\":\"undo\"}\nJ1 zz".utf8) + Data([0xFF, 0xFE]) + Data("\n".utf8)
        let data = Self.data(Array(lines.prefix(5))) + garbage + Self.data(Array(lines.dropFirst(5)))
        let replay = try #require(SessionJournal.replay(data))
        #expect(replay.document == Self.expectedDocument(records))
        #expect(replay.damagedLines == 3)
    }

    static let selectRecords: [SessionJournal.Record] = [
        .replaceMany([.index(0): Stroke(tool: .rectangle, color: red, width: 4, points: [Point(1.5, 2), Point(30, 40.125)], fill: .black),
                      .index(3): Stroke(tool: .text, color: .black, width: 20, points: [Point(7, 8)], text: "a \"b\"\nc")]),
        .remove([.index(4), .index(0), .index(2)]),
    ]

    @Test func everyRecordSurvivesItsLine() {
        for record in Self.records() + Self.selectRecords + [.checkpoint(generation: 7)] {
            #expect(SessionJournal.read(SessionJournal.line(record)).records == [record])
        }
    }

    /// The records that start a journal from a document rebuild it exactly: strokes, canvases,
    /// the undo and the redo history.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func recordsReproducingADocumentRebuildIt(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var doc = Document(width: 50, height: 40)
        for _ in 0..<300 {
            switch rng.next() % 10 {
            case 0..<4: doc.add(Stroke(tool: .pen, color: Self.red, width: 2, points: [Point(rng.unit() * 50, rng.unit() * 40)]))
            case 4, 5: doc.undo()
            case 6: doc.redo()
            case 7: doc.clear()
            case 9 where !doc.strokes.isEmpty:
                let i = Int(rng.next() % UInt64(doc.strokes.count))
                if rng.next() % 2 == 0 { doc.replace([i: doc.strokes[i].translated(by: 3.25, -1)]) } else { doc.remove(at: [i, i + 1]) }
            case 8 where rng.next() % 3 == 0: doc.open(Canvas(width: 10 + Int(rng.next() % 90), height: 10 + Int(rng.next() % 90), photoPath: "/p\(rng.next() % 4).png"))
            default: break
            }
            var rebuilt: Document?
            for r in SessionJournal.records(reproducing: doc) { SessionJournal.apply(r, to: &rebuilt) }
            #expect(rebuilt == doc)
        }
    }

    /// The fast reading of `add` lines gives the stroke the general JSON parser gives, to the
    /// last bit of every coordinate; lines in any other form go to the general parser.
    @Test func addLinesReadFastAreReadExactly() throws {
        var rng = SplitMix64(seed: 77)
        for n in 0..<2000 {
            var pts: [Point] = []
            for _ in 0..<(1 + Int(rng.next() % 12)) {
                let special = [0, -0.0, 1e-05, 5e+20, 123456789.125, -3.3e-300, 1.0 / 3, 16384, 0.1 + 0.2]
                func value() -> Double {
                    switch rng.next() % 3 {
                    case 0: return special[Int(rng.next() % UInt64(special.count))]
                    case 1: return (rng.unit() - 0.5) * 40_000
                    default:
                        let d = Double(bitPattern: rng.next())
                        return d.isFinite ? d : 1
                    }
                }
                pts.append(Point(value(), value()))
            }
            let tool: Tool = n % 5 == 0 ? .arrow : .pen
            if tool.isTwoPoint { pts = [pts[0], pts.count > 1 ? pts[1] : pts[0]] }
            let stroke = Stroke(tool: tool, color: Color(word: UInt32(truncatingIfNeeded: rng.next())), width: 0.5 + rng.unit() * 60, points: pts)
            let line = SessionJournal.line(.add(stroke))
            let json = Array(line.dropFirst(12).dropLast())
            let fast = json.withUnsafeBufferPointer { JournalLineParser.add($0) }
            #expect(fast == stroke, "line \(n)")
            let object = try #require(try JSONReader.read(json) as? [String: Any])
            #expect(try DocumentCodec.stroke(object["stroke"]!, index: 0) == stroke, "line \(n), general parser")
        }
        let spaced = "{ \"t\": \"add\", \"stroke\": {\"tool\": \"pen\", \"color\": \"#000000\", \"width\": 2, \"points\": [[1, 2]]} }"
        #expect(Array(spaced.utf8).withUnsafeBufferPointer { JournalLineParser.add($0) } == nil)
        let crc = String(CRC32.checksum(Array(spaced.utf8)), radix: 16)
        let line = Data(("J1 " + String(repeating: "0", count: 8 - crc.count) + crc + " " + spaced + "\n").utf8)
        #expect(SessionJournal.read(line).records == [.add(Stroke(tool: .pen, color: .black, width: 2, points: [Point(1, 2)]))])
        for bad in ["{\"t\":\"add\",\"stroke\":{\"tool\":\"pen\",\"color\":\"#000000FF\",\"width\":inf,\"points\":[[1,2]]}}",
                    "{\"t\":\"add\",\"stroke\":{\"tool\":\"pen\",\"color\":\"#000000FF\",\"width\":2,\"points\":[]}}",
                    "{\"t\":\"add\",\"stroke\":{\"tool\":\"line\",\"color\":\"#000000FF\",\"width\":2,\"points\":[[1,2]]}}",
                    "{\"t\":\"add\",\"stroke\":{\"tool\":\"pen\",\"color\":\"#000000FF\",\"width\":0x10,\"points\":[[1,2]]}}"] {
            #expect(Array(bad.utf8).withUnsafeBufferPointer { JournalLineParser.add($0) } == nil, "\(bad)")
        }
    }

    @Test func crcMatchesZlib() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        var rng = SplitMix64(seed: 9)
        let bytes = (0..<1000).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        for n in [0, 1, 7, 8, 9, 63, 64, 999, 1000] {
            let slice = Array(bytes.prefix(n))
            #expect(slice.withUnsafeBytes { CRC32.checksum($0) } == CRC32.checksum(slice), "\(n) bytes")
        }
        let whole = bytes.withUnsafeBytes { CRC32.checksum($0) }
        let split = bytes.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[500...]), continuing: CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[..<500]))) }
        #expect(whole == split)
    }
}
