import SketchTranslation

/// Every stroke taken away at once.
struct ClearStrokes: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 1
    static let snapshotVersion: UInt8 = 1
    /// The strokes there were.
    var strokes: [Stroke]

    func apply(to document: inout Document) -> StrokeChange {
        document.strokes.removeAll()
        return .replacedAll
    }

    func revert(on document: inout Document) -> StrokeChange {
        document.strokes = strokes
        return .replacedAll
    }

    func write(to steps: inout SnapshotStepWriter) { steps.strokes(strokes) }
    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit { ClearStrokes(strokes: try steps.strokes()) }

    var journalRecord: SessionJournal.Record { .clear }
    var stepKey: StepKey { StepKey(kind: "clear", tokens: StepKey.ids(strokes)) }
    var name: String { trn("the clear of {count} stroke", "the clear of {count} strokes", strokes.count) }
}

extension Document {
    /// Removes every stroke, undoably. Clearing an empty canvas records nothing.
    @discardableResult
    public mutating func clear() -> StrokeChange? {
        guard !strokes.isEmpty else { return nil }
        return record(ClearStrokes(strokes: strokes))
    }
}
