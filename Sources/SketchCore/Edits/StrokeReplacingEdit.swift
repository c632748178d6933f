import SketchTranslation

/// An edit that is only a `StrokeReplacements`: a move and a restyle differ in what they are
/// called in code, not in what they do, store or say, so they share all of it here.
protocol StrokeReplacingEdit: DocumentEdit, Equatable {
    var changes: StrokeReplacements { get }
    init(_ changes: StrokeReplacements)
}

extension StrokeReplacingEdit {
    static var snapshotKind: UInt8 { StrokeReplacements.snapshotKind }
    static var snapshotVersion: UInt8 { StrokeReplacements.snapshotVersion }

    func apply(to document: inout Document) -> StrokeChange { changes.apply(to: &document) }
    func revert(on document: inout Document) -> StrokeChange { changes.revert(on: &document) }

    func write(to steps: inout SnapshotStepWriter) { changes.write(to: &steps) }
    /// A move or a restyle, whichever the stored strokes show (see `StrokeReplacements.edit`).
    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit { try StrokeReplacements.read(from: &steps).edit }

    var journalRecord: SessionJournal.Record { changes.journalRecord }
    var stepKey: StepKey { changes.stepKey }
    var name: String { trn("the change to {count} stroke", "the change to {count} strokes", changes.indices.count) }
}
