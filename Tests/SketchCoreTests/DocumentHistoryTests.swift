import Testing
import SketchCore

/// The history as a list of snapshots of the stroke list and the index of the current one.
/// `kinds[i]` says how snapshot i was reached from snapshot i - 1.
private struct ReferenceHistory {
    enum Kind: Equatable { case start, add(Stroke), clear }

    var snapshots: [[Stroke]]
    var kinds: [Kind] = [.start]
    var index = 0

    init(initial: [Stroke]) { snapshots = [initial] }

    var current: [Stroke] { snapshots[index] }
    var canUndo: Bool { index > 0 }
    var canRedo: Bool { index < snapshots.count - 1 }
    var undoDepth: Int { index }
    var redoDepth: Int { snapshots.count - 1 - index }

    private mutating func record(_ snapshot: [Stroke], _ kind: Kind) {
        snapshots.removeSubrange((index + 1)...)
        kinds.removeSubrange((index + 1)...)
        snapshots.append(snapshot)
        kinds.append(kind)
        index += 1
    }

    mutating func add(_ stroke: Stroke) -> StrokeChange {
        record(current + [stroke], .add(stroke))
        return .appended(stroke)
    }

    /// Clearing an empty canvas records nothing (and keeps what could be redone).
    mutating func clear() -> StrokeChange? {
        guard !current.isEmpty else { return nil }
        record([], .clear)
        return .replacedAll
    }

    mutating func undo() -> StrokeChange? {
        guard canUndo else { return nil }
        let kind = kinds[index]
        index -= 1
        switch kind {
        case .add(let stroke): return .removedLast(stroke)
        case .clear: return .replacedAll
        case .start: Issue.record("undo past the start"); return nil
        }
    }

    mutating func redo() -> StrokeChange? {
        guard canRedo else { return nil }
        index += 1
        switch kinds[index] {
        case .add(let stroke): return .appended(stroke)
        case .clear: return .replacedAll
        case .start: Issue.record("redo onto the start"); return nil
        }
    }
}

@Suite("Document history")
struct DocumentHistoryTests {
    private static func randomStroke(_ rng: inout SplitMix64, serial: Int) -> Stroke {
        let tool: Tool = Bool.random(using: &rng) ? .pen : .line
        let count = tool == .line ? 2 : Int.random(in: 1...6, using: &rng)
        let points = (0..<count).map { _ in
            Point(Double.random(in: -50...850, using: &rng), Double.random(in: -50...650, using: &rng))
        }
        // The serial number in the width makes equal-looking strokes distinct.
        return Stroke(tool: tool, color: Color(word: UInt32.random(in: 0...UInt32.max, using: &rng)),
                      width: Double(serial % 64) + 1 + Double.random(in: 0..<1, using: &rng), points: points)
    }

    /// Compares everything the history shows; returns whether it all matched.
    @discardableResult
    private static func check(_ doc: Document, _ model: ReferenceHistory, seed: UInt64, step: Int,
                              sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let context: Comment = "seed \(seed), step \(step)"
        #expect(doc.strokes == model.current, context, sourceLocation: sourceLocation)
        #expect(doc.canUndo == model.canUndo, context, sourceLocation: sourceLocation)
        #expect(doc.canRedo == model.canRedo, context, sourceLocation: sourceLocation)
        #expect(doc.undoDepth == model.undoDepth, context, sourceLocation: sourceLocation)
        #expect(doc.redoDepth == model.redoDepth, context, sourceLocation: sourceLocation)
        return doc.strokes == model.current && doc.canUndo == model.canUndo && doc.canRedo == model.canRedo
            && doc.undoDepth == model.undoDepth && doc.redoDepth == model.redoDepth
    }

    @Test("random add/undo/redo/clear sequences follow the reference model",
          arguments: [1, 2, 3, 42, 2024, 0xDEAD_BEEF] as [UInt64])
    func randomSequences(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        // Half the runs start from a document that already has strokes (not undoable).
        let initial = seed.isMultiple(of: 2) ? [] : (0..<3).map { Self.randomStroke(&rng, serial: -$0 - 1) }
        var doc = Document(width: 800, height: 600, strokes: initial)
        var model = ReferenceHistory(initial: initial)
        Self.check(doc, model, seed: seed, step: 0)

        var failures = 0
        for step in 1...2_000 {
            let roll = Int.random(in: 0..<100, using: &rng)
            let expected: StrokeChange?, actual: StrokeChange?
            switch roll {
            case 0..<40:
                let stroke = Self.randomStroke(&rng, serial: step)
                expected = model.add(stroke)
                actual = doc.add(stroke)
            case 40..<70:
                expected = model.undo()
                actual = doc.undo()
            case 70..<92:
                expected = model.redo()
                actual = doc.redo()
            default:
                expected = model.clear()
                actual = doc.clear()
            }
            #expect(actual == expected, "seed \(seed), step \(step), roll \(roll)")
            let matched = Self.check(doc, model, seed: seed, step: step)
            if !matched || actual != expected { failures += 1 }
            if failures > 5 { break } // one divergence is enough to report; don't flood
        }
    }

    @Test("a new document has nothing to undo or redo")
    func fresh() {
        var doc = Document(width: 10, height: 10)
        #expect(!doc.canUndo)
        #expect(!doc.canRedo)
        #expect(doc.undo() == nil)
        #expect(doc.redo() == nil)
        #expect(doc.strokes.isEmpty)
    }

    @Test("clearing an empty canvas records nothing")
    func clearEmpty() {
        var doc = Document(width: 10, height: 10)
        #expect(doc.clear() == nil)
        #expect(!doc.canUndo)
        #expect(doc.undoDepth == 0)

        // Undone back to empty: a clear neither records an edit nor forgets the redo.
        let s = Stroke(tool: .pen, color: .black, width: 2, points: [Point(3, 4)])
        doc.add(s)
        doc.undo()
        #expect(doc.clear() == nil)
        #expect(doc.undoDepth == 0)
        #expect(doc.canRedo)
        #expect(doc.redo() == .appended(s))
        #expect(doc.strokes == [s])
    }

    @Test("clear is undoable and redoable")
    func clearUndoRedo() throws {
        let a = Stroke(tool: .pen, color: .black, width: 2, points: [Point(1.5, 2.5), Point(3, 4)])
        let b = Stroke(tool: .line, color: .white, width: 4, points: [Point(0, 0), Point(9, 9)])
        var doc = Document(width: 10, height: 10)
        doc.add(a)
        doc.add(b)
        #expect(doc.clear() == .replacedAll)
        #expect(doc.strokes.isEmpty)
        #expect(doc.canUndo)
        #expect(!doc.canRedo)

        #expect(doc.undo() == .replacedAll)
        #expect(doc.strokes == [a, b])
        #expect(doc.canRedo)

        #expect(doc.redo() == .replacedAll)
        #expect(doc.strokes.isEmpty)

        #expect(doc.undo() == .replacedAll)
        #expect(doc.undo() == .removedLast(b))
        #expect(doc.undo() == .removedLast(a))
        #expect(doc.undo() == nil)
        #expect(doc.strokes.isEmpty)
        #expect(doc.redo() == .appended(a))
        #expect(doc.redo() == .appended(b))
        #expect(doc.redo() == .replacedAll)
        #expect(doc.redo() == nil)
        #expect(doc.strokes.isEmpty)
    }

    @Test("clearing a document opened with strokes can be undone back to them")
    func clearInitialStrokes() {
        let s = Stroke(tool: .pen, color: .black, width: 2, points: [Point(5, 5)])
        var doc = Document(width: 10, height: 10, strokes: [s])
        #expect(!doc.canUndo)
        #expect(doc.clear() == .replacedAll)
        #expect(doc.undo() == .replacedAll)
        #expect(doc.strokes == [s])
        #expect(!doc.canUndo)
    }

    @Test("a new edit forgets what could be redone")
    func newEditDropsRedo() {
        let a = Stroke(tool: .pen, color: .black, width: 2, points: [Point(1, 1)])
        let b = Stroke(tool: .pen, color: .black, width: 3, points: [Point(2, 2)])
        var doc = Document(width: 10, height: 10)
        doc.add(a)
        doc.undo()
        #expect(doc.canRedo)
        doc.add(b)
        #expect(!doc.canRedo)
        #expect(doc.redo() == nil)
        #expect(doc.strokes == [b])
    }
}

@Suite struct OpenOverADrawingTests {
    @Test func openingAnotherCanvasIsOneUndoableStep() {
        let red = Color(red: 200, green: 0, blue: 0)
        var doc = Document(width: 600, height: 400, photoPath: "/a.png")
        doc.add(Stroke(tool: .pen, color: red, width: 4, points: [Point(1, 1), Point(9, 9)]))
        doc.add(Stroke(tool: .pen, color: red, width: 4, points: [Point(2, 1), Point(9, 9)]))
        let before = doc
        #expect(doc.open(Canvas(width: 30, height: 20, photoPath: "/b.png")) == .replacedCanvas)
        #expect(doc.width == 30 && doc.height == 20 && doc.photoPath == "/b.png" && doc.strokes.isEmpty)
        #expect(doc.undoChangesCanvas)
        doc.add(Stroke(tool: .pen, color: red, width: 1, points: [Point(3, 3)]))
        doc.undo()
        #expect(doc.undo() == .replacedCanvas)
        #expect(doc.canvas == before.canvas && doc.strokes == before.strokes, "the previous photo with its strokes")
        #expect(doc.undoDepth == 2)
        doc.undo()
        #expect(doc.strokes.count == 1 && doc.width == 600)
        doc.redo()
        #expect(doc.redo() == .replacedCanvas)
        #expect(doc.width == 30 && doc.strokes.isEmpty)
        doc.redo()
        #expect(doc.strokes.count == 1)
    }
}

/// Several strokes replaced or removed at once (the Select tool's moves, restyles and deletes).
@Suite struct SeveralStrokesAtOnceTests {
    static let strokes = (0..<5).map { Stroke(tool: .pen, color: .black, width: 2, points: [Point(Double($0), 0)]) }

    @Test func replacingSeveralIsOneStepAndKeepsTheOrder() {
        var doc = Document(width: 50, height: 50)
        Self.strokes.forEach { doc.add($0) }
        let before = doc.strokes
        let moved = [1: before[1].translated(by: 10, 5), 3: before[3].translated(by: -1, 0.5), 9: before[0], 4: before[4]]
        #expect(doc.replace(moved) == .replacedAll)
        #expect(doc.strokes == [before[0], moved[1]!, before[2], moved[3]!, before[4]], "out-of-range and unchanged entries are left out")
        #expect(doc.undoDepth == 6 && doc.strokes[1].points == [Point(11, 5)])
        doc.undo()
        #expect(doc.strokes == before)
        doc.redo()
        #expect(doc.strokes[3] == moved[3]!)
        #expect(doc.replace([2: before[2]]) == nil && doc.undoDepth == 6, "a replacement that changes nothing records nothing")
    }

    @Test func removingSeveralIsOneStepAndUndoPutsThemBackInPlace() {
        var doc = Document(width: 50, height: 50)
        Self.strokes.forEach { doc.add($0) }
        #expect(doc.remove(at: [4, 0, 2, 17]) == .replacedAll)
        #expect(doc.strokes == [Self.strokes[1], Self.strokes[3]])
        #expect(doc.remove(at: [9]) == nil && doc.undoDepth == 6)
        doc.undo()
        #expect(doc.strokes == Self.strokes, "each back at its own place")
        doc.redo()
        #expect(doc.strokes == [Self.strokes[1], Self.strokes[3]])
        doc.add(Self.strokes[0])
        doc.undo(); doc.undo()
        #expect(doc.strokes == Self.strokes)
    }
}
