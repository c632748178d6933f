import SketchTranslation

/// The strokes at `indices` (ascending) taken out of the list together; the others keep their
/// order.
struct RemoveStrokes: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 5
    static let snapshotVersion: UInt8 = 3
    var indices: [Int]
    var strokes: [Stroke]

    func apply(to document: inout Document) -> StrokeChange {
        for i in indices.reversed() where document.strokes.indices.contains(i) { document.strokes.remove(at: i) }
        return .replacedAll
    }

    /// Puts the strokes back in ascending order, so each index is where that stroke was before.
    func revert(on document: inout Document) -> StrokeChange {
        for (i, s) in zip(indices, strokes) { document.strokes.insert(s, at: min(i, document.strokes.count)) }
        return .replacedAll
    }

    func write(to steps: inout SnapshotStepWriter) {
        steps.indices(indices)
        steps.strokes(strokes)
    }

    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit {
        let indices = try steps.indices(), list = try steps.strokes()
        guard indices.count == list.count else { throw ByteReadError("a removal of \(indices.count) strokes lists \(list.count)") }
        return RemoveStrokes(indices: indices, strokes: list)
    }

    var journalRecord: SessionJournal.Record { .remove(Set(strokes.map { .id($0.id) })) }
    var stepKey: StepKey { StepKey(kind: "remove", tokens: StepKey.ids(strokes)) }
    var name: String { trn("the removal of {count} stroke", "the removal of {count} strokes", indices.count) }
}

extension Document {
    /// Takes the strokes at `indices` out of the list, as one undoable step; the others keep
    /// their order. Indices outside the strokes are left out; with none left, nothing is recorded.
    @discardableResult
    public mutating func remove(at indices: Set<Int>) -> StrokeChange? {
        let sorted = indices.filter { strokes.indices.contains($0) }.sorted()
        guard !sorted.isEmpty else { return nil }
        return record(RemoveStrokes(indices: sorted, strokes: sorted.map { strokes[$0] }))
    }
}
