import Foundation
@testable import SketchCore
import Testing

/// A damaged journal line loses only itself: lines name strokes by id and undos name their
/// step, so what comes after a lost line still edits the strokes it edited.
struct JournalDamageTests {
    static let red = Color(red: 229, green: 57, blue: 53)

    /// Records as the app's session writes them: each edit's record made from the document
    /// just before the edit, then the edit made.
    struct Writer {
        var document = Document(width: 200, height: 100)
        var records: [SessionJournal.Record]

        init() { records = [.begin(document.canvas)] }

        mutating func add(_ s: Stroke) { let s = document.identified(s); records.append(.add(s)); document.add(s) }
        mutating func undo() { guard document.canUndo else { return }; records.append(.undo(step: document.undoStepKey)); document.undo() }
        mutating func redo() { guard document.canRedo else { return }; records.append(.redo(step: document.redoStepKey)); document.redo() }
        mutating func clear() { guard !document.strokes.isEmpty else { return }; records.append(.clear); document.clear() }
        mutating func replace(_ i: Int, _ s: Stroke) {
            guard document.strokes[i] != s else { return }
            records.append(.replace(.id(document.strokes[i].id), s)); document.replace(at: i, with: s)
        }
        mutating func remove(_ indices: Set<Int>) {
            let real = indices.filter(document.strokes.indices.contains)
            guard !real.isEmpty else { return }
            records.append(.remove(Set(real.map { .id(document.strokes[$0].id) }))); document.remove(at: real)
        }
        var data: Data { records.map(SessionJournal.line).reduce(Data(), +) }
    }

    static func pen(_ x: Double) -> Stroke { Stroke(tool: .pen, color: red, width: 3, points: [Point(x, 10), Point(x + 5, 20)]) }

    static func damaged(_ w: Writer, line: Int) -> Document? {
        var lines = w.records.map(SessionJournal.line)
        lines[line][lines[line].count / 2] ^= 0x01
        return SessionJournal.replay(lines.reduce(Data(), +))?.document
    }

    /// The case a journal naming strokes by index got wrong: the first stroke's line is lost,
    /// then the second stroke is removed and the third recoloured. The removal must take the
    /// second, not the third, and the recolour must reach the third.
    @Test func editsAfterALostStrokeReachTheStrokesTheyNamed() throws {
        var w = Writer()
        for x in [10.0, 50, 90] { w.add(Self.pen(x)) }
        w.remove([1])
        var recoloured = w.document.strokes[1]
        recoloured.color = .black
        w.replace(1, recoloured)
        let doc = try #require(Self.damaged(w, line: 1))
        #expect(doc.strokes.map(\.points) == [Self.pen(90).points], "the second is removed, the third is kept")
        #expect(doc.strokes.first?.color == .black, "the recolour reached the third stroke")
        #expect(doc.strokes.first?.id == w.document.strokes[1].id)
    }

    /// A lost undo does not make the next undo take back the wrong step: it takes back the
    /// step it named, with the one the lost line undid above it.
    @Test func anUndoAfterALostUndoTakesBackTheStepItNamed() throws {
        var w = Writer()
        for x in [10.0, 50, 90] { w.add(Self.pen(x)) }
        w.undo()
        w.undo()
        let doc = try #require(Self.damaged(w, line: 4))
        #expect(doc == w.document, "both undos are made: the second takes the first's step with it")
        #expect(doc.strokes.map(\.id) == [1] && doc.redoDepth == 2)
    }

    /// An undo of a stroke whose line was lost takes back nothing.
    @Test func anUndoOfALostStrokeTakesBackNothing() throws {
        var w = Writer()
        for x in [10.0, 50] { w.add(Self.pen(x)) }
        w.undo()
        let doc = try #require(Self.damaged(w, line: 2))
        #expect(doc.strokes.map(\.id) == [1], "the first stroke stays")
    }

    /// Random sessions, each line damaged in turn: every stroke of the real drawing that the
    /// damaged line did not touch is in the restored one, unchanged, and nothing else changes
    /// but what that line, or a step it undid or redid, touched.
    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func aDamagedLineLosesOnlyItself(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var w = Writer()
        for _ in 0..<80 {
            switch rng.next() % 10 {
            case 0..<4: w.add(Self.pen(Double(rng.next() % 150)))
            case 4, 5: w.undo()
            case 6: w.redo()
            case 7 where rng.next() % 4 == 0: w.clear()
            case 8 where !w.document.strokes.isEmpty:
                let i = Int(rng.next() % UInt64(w.document.strokes.count))
                w.replace(i, w.document.strokes[i].translated(by: 1.5, 2))
            case 9 where !w.document.strokes.isEmpty:
                w.remove([Int(rng.next() % UInt64(w.document.strokes.count))])
            default: break
            }
        }
        let truth = w.document
        #expect(SessionJournal.replay(w.data)?.document == truth)
        // The ids each record touches: its own, and those of the steps an undo or redo names.
        var before = Document(width: 200, height: 100)
        for (k, record) in w.records.enumerated() where k > 0 {
            let touched = Self.touched(record, on: before)
            SessionJournal.replay(record, on: &before)
            let doc = try #require(Self.damaged(w, line: k))
            let restored = Dictionary(doc.strokes.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for stroke in truth.strokes where !touched.contains(stroke.id) {
                #expect(restored[stroke.id] == stroke, "seed \(seed), line \(k) (\(record)) damaged: stroke \(stroke.id) kept as it was")
            }
            #expect(Set(doc.strokes.map(\.id)).count == doc.strokes.count, "no id twice")
        }
    }

    /// The ids of strokes `record` changes on `document`, with every stroke of the steps an
    /// undo or redo of it passes through; a clear touches them all.
    static func touched(_ record: SessionJournal.Record, on document: Document) -> Set<Int> {
        func ids(_ edits: ArraySlice<Edit>) -> Set<Int> {
            var out = Set<Int>()
            for e in edits {
                switch e.base {
                case let e as AddStroke: out.insert(e.stroke.id)
                case let e as ClearStrokes: out.formUnion(e.strokes.map(\.id))
                case let e as RemoveStrokes: out.formUnion(e.strokes.map(\.id))
                case let e as ReplaceStroke: out.insert(e.old.id)
                case let e as MoveStrokes: out.formUnion(e.changes.old.map(\.id))
                case let e as RestyleStrokes: out.formUnion(e.changes.old.map(\.id))
                case let e as OpenCanvas: out.formUnion(e.previous.strokes.map(\.id))
                case is CropCanvas: break
                case let e as Orient: out.formUnion(e.previous.strokes.map(\.id))
                default: Issue.record("an edit of a kind this test does not know: \(e.base)")
                }
            }
            return out
        }
        switch record {
        case .add(let s): return [s.id]
        case .clear: return Set(document.strokes.map(\.id))
        case .replace(let a, _): return [document.index(of: a).map { document.strokes[$0].id } ?? -1]
        case .remove(let list): return Set(list.compactMap { document.index(of: $0).map { document.strokes[$0].id } })
        case .undo(let step): return ids(document.undoStack.suffix(step.flatMap(document.undosReaching) ?? 0))
        case .redo(let step): return ids(document.redoStack.suffix(step.flatMap(document.redosReaching) ?? 0))
        default: return Set(document.strokes.map(\.id))
        }
    }

    /// Checkpoints keep each stroke's id, in the history too, so lines after one still name
    /// the right strokes; a checkpoint of an older version numbers its strokes in table order.
    @Test func checkpointsKeepStrokeIDs() throws {
        var w = Writer()
        for x in [10.0, 50, 90] { w.add(Self.pen(x)) }
        w.remove([0])
        w.undo()
        w.undo()
        let back = try DocumentSnapshot.encode(w.document).withUnsafeBytes { try DocumentSnapshot.decode($0) }
        #expect(back == w.document)
        #expect(back.strokes.map(\.id) == w.document.strokes.map(\.id))
        var redone = back
        redone.redo()
        #expect(redone.strokes.map(\.id) == [1, 2, 3], "the undone stroke comes back with its id")
        var next = back
        next.add(Self.pen(120))
        #expect(next.strokes.last?.id == 4, "a new stroke gets an id no stroke of the history has")
    }
}
