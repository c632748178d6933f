import SketchTranslation

/// Strokes put above every other, in their own order (see `Restack`).
struct BringToFront: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 8
    static let snapshotVersion: UInt8 = 8
    var restack: Restack

    func apply(to document: inout Document) -> StrokeChange { restack.apply(to: &document) }
    func revert(on document: inout Document) -> StrokeChange { restack.revert(on: &document) }

    func write(to steps: inout SnapshotStepWriter) { restack.write(to: &steps) }
    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit {
        BringToFront(restack: try Restack.read(from: &steps, toFront: true))
    }

    var journalRecord: SessionJournal.Record { restack.journalRecord }
    var stepKey: StepKey { restack.stepKey }
    var name: String { trn("bringing {count} stroke to the front", "bringing {count} strokes to the front", restack.indices.count) }
}

extension Document {
    /// Puts the strokes at `indices` above every other, keeping their order, as one undoable
    /// step. Nothing is recorded when they are the topmost already.
    @discardableResult
    public mutating func bringToFront(_ indices: Set<Int>) -> StrokeChange? {
        Restack.of(indices, in: strokes, toFront: true).map { record(BringToFront(restack: $0)) }
    }
}
