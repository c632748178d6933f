import SketchTranslation

/// The stroke at `index` became another: a text edited again.
struct ReplaceStroke: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 3
    static let snapshotVersion: UInt8 = 2
    var index: Int
    var old: Stroke
    var new: Stroke

    func apply(to document: inout Document) -> StrokeChange {
        if document.strokes.indices.contains(index) { document.strokes[index] = new }
        return .replacedAll
    }

    func revert(on document: inout Document) -> StrokeChange {
        if document.strokes.indices.contains(index) { document.strokes[index] = old }
        return .replacedAll
    }

    func write(to steps: inout SnapshotStepWriter) {
        steps.bytes.u32(UInt32(index))
        steps.stroke(old)
        steps.stroke(new)
    }

    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit {
        let index = try steps.number(), old = try steps.number(), new = try steps.number()
        guard old < steps.table.count, new < steps.table.count else { throw ByteReadError("stroke \(max(old, new)) is not in the table") }
        return ReplaceStroke(index: index, old: steps.table[old], new: steps.table[new])
    }

    var journalRecord: SessionJournal.Record { .replace(.id(new.id), new) }
    var stepKey: StepKey { StepKey(kind: "replace", tokens: StepKey.versions([new])) }
    var name: String { trn("the change to {count} stroke", "the change to {count} strokes", 1) }
}

extension Document {
    /// Puts `stroke` in place of the stroke at `index`, undoably (a text edited again); it takes
    /// that stroke's id. An index outside the strokes, or a stroke equal to the one there,
    /// records nothing.
    @discardableResult
    public mutating func replace(at index: Int, with stroke: Stroke) -> StrokeChange? {
        guard strokes.indices.contains(index), strokes[index] != stroke else { return nil }
        var stroke = stroke
        stroke.id = strokes[index].id
        return record(ReplaceStroke(index: index, old: strokes[index], new: stroke))
    }
}
