/// Strokes taken out of the list together and put back at one end of it, above every other
/// (to the front) or below (to the back), keeping their order among themselves; the others keep
/// theirs. `BringToFront` and `SendToBack` are this, each its own undoable kind.
struct Restack: Equatable, Sendable {
    /// Where the strokes were, ascending.
    var indices: [Int]
    /// The strokes moved, in that order.
    var strokes: [Stroke]
    var toFront: Bool

    /// Where the moved strokes are once it is made: the end of the list, or its start.
    func placed(count: Int) -> Range<Int> { toFront ? count - indices.count..<count : 0..<indices.count }

    func apply(to document: inout Document) -> StrokeChange {
        for i in indices.reversed() where document.strokes.indices.contains(i) { document.strokes.remove(at: i) }
        document.strokes.insert(contentsOf: strokes, at: toFront ? document.strokes.count : 0)
        return .replacedAll
    }

    /// Takes the moved strokes from their end and puts each back where it was.
    func revert(on document: inout Document) -> StrokeChange {
        let range = placed(count: document.strokes.count)
        guard range.lowerBound >= 0 else { return .replacedAll }
        document.strokes.removeSubrange(range)
        for (i, s) in zip(indices, strokes) { document.strokes.insert(s, at: min(i, document.strokes.count)) }
        return .replacedAll
    }

    func write(to steps: inout SnapshotStepWriter) {
        steps.indices(indices)
        steps.strokes(strokes)
    }

    static func read(from steps: inout SnapshotStepReader, toFront: Bool) throws -> Restack {
        let indices = try steps.indices(), list = try steps.strokes()
        guard indices.count == list.count else { throw ByteReadError("a restack of \(indices.count) strokes lists \(list.count)") }
        return Restack(indices: indices, strokes: list, toFront: toFront)
    }

    var journalRecord: SessionJournal.Record { .restack(Set(strokes.map { .id($0.id) }), toFront: toFront) }
    var stepKey: StepKey { StepKey(kind: toFront ? "front" : "back", tokens: StepKey.ids(strokes)) }

    /// The restack of the strokes at `indices` of `strokes`, or nil when it would change
    /// nothing (they are the topmost already, or the bottommost).
    static func of(_ indices: Set<Int>, in strokes: [Stroke], toFront: Bool) -> Restack? {
        let sorted = indices.filter { strokes.indices.contains($0) }.sorted()
        let restack = Restack(indices: sorted, strokes: sorted.map { strokes[$0] }, toFront: toFront)
        guard !sorted.isEmpty, sorted != Array(restack.placed(count: strokes.count)) else { return nil }
        return restack
    }
}
