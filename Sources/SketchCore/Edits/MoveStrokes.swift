import SketchTranslation

/// Strokes moved (or resized) together with the Select tool: only their points changed.
struct MoveStrokes: DocumentEdit, Equatable {
    static let snapshotKind = StrokeReplacements.snapshotKind
    static let snapshotVersion = StrokeReplacements.snapshotVersion
    var changes: StrokeReplacements

    init(_ changes: StrokeReplacements) { self.changes = changes }

    func apply(to document: inout Document) -> StrokeChange { changes.apply(to: &document) }
    func revert(on document: inout Document) -> StrokeChange { changes.revert(on: &document) }

    func write(to steps: inout SnapshotStepWriter) { changes.write(to: &steps) }
    /// A move or a restyle, whichever the stored strokes show (see `StrokeReplacements.edit`).
    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit { try StrokeReplacements.read(from: &steps).edit }

    var journalRecord: SessionJournal.Record { changes.journalRecord }
    var stepKey: StepKey { changes.stepKey }
    var name: String { trn("the change to {count} stroke", "the change to {count} strokes", changes.indices.count) }
}
