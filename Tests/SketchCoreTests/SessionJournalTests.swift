import Foundation
@testable import SketchCore
import Testing

@Suite struct SessionJournalTests {
    static func records() -> [SessionJournal.Record] {
        let red = Color(red: 229, green: 57, blue: 53)
        var r: [SessionJournal.Record] = [.begin(width: 600, height: 400, background: .white, photo: "/home/a/Pictures/beach \"1\".jpg")]
        for i in 0..<6 {
            r.append(.add(Stroke(tool: i % 2 == 0 ? .pen : .arrow, color: red, width: 6, points: [Point(Double(i) * 10.25, 3), Point(40, 50.5)])))
        }
        r += [.undo, .undo, .redo, .clear, .undo, .add(Stroke(tool: .ellipse, color: .black, width: 2, points: [Point(1, 2), Point(30, 40)]))]
        return r
    }

    static func expectedDocument(_ records: [SessionJournal.Record]) -> Document? {
        var doc: Document?
        for r in records {
            switch r {
            case .begin(let w, let h, let bg, let photo): doc = Document(width: w, height: h, background: bg, photoPath: photo)
            case .add(let s): doc?.add(s)
            case .undo: doc?.undo()
            case .redo: doc?.redo()
            case .clear: doc?.clear()
            }
        }
        return doc
    }

    @Test func replayRebuildsTheDocumentWithItsHistory() throws {
        let records = Self.records()
        let data = records.reduce(Data()) { $0 + SessionJournal.line($1) }
        let replay = try #require(SessionJournal.replay(data))
        #expect(replay.document == Self.expectedDocument(records))
        #expect(replay.records == records.count && replay.damagedLines == 0)
        #expect(replay.document.canUndo && replay.document.undoDepth == 6)
    }

    @Test func aTornTailAtAnyByteLosesAtMostTheLastRecord() {
        let records = Self.records()
        let lines = records.map { SessionJournal.line($0) }
        let data = lines.reduce(Data(), +)
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
            }
        }
    }

    @Test func aDamagedRecordStopsTheReplayThere() throws {
        let records = Self.records()
        var lines = records.map { SessionJournal.line($0) }
        lines[4][lines[4].count - 5] ^= 0x01
        let replay = try #require(SessionJournal.replay(lines.reduce(Data(), +)))
        #expect(replay.document == Self.expectedDocument(Array(records.prefix(4))))
        #expect(replay.damagedLines == records.count - 4)
    }

    @Test func crcMatchesZlib() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }
}
