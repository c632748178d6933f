import SketchTranslation

/// Strokes put below every other, in their own order (see `Restack`).
struct SendToBack: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 9
    static let snapshotVersion: UInt8 = 8
    var restack: Restack

    func apply(to document: inout Document) -> StrokeChange { restack.apply(to: &document) }
    func revert(on document: inout Document) -> StrokeChange { restack.revert(on: &document) }

    func write(to steps: inout SnapshotStepWriter) { restack.write(to: &steps) }
    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit {
        SendToBack(restack: try Restack.read(from: &steps, toFront: false))
    }

    var journalRecord: SessionJournal.Record { restack.journalRecord }
    var stepKey: StepKey { restack.stepKey }
    var name: String { trn("sending {count} stroke to the back", "sending {count} strokes to the back", restack.indices.count) }
}

extension Document {
    /// Puts the strokes at `indices` below every other, keeping their order, as one undoable
    /// step. Nothing is recorded when they are the bottommost already.
    @discardableResult
    public mutating func sendToBack(_ indices: Set<Int>) -> StrokeChange? {
        Restack.of(indices, in: strokes, toFront: false).map { record(SendToBack(restack: $0)) }
    }

    /// Whether `restack` would change anything: the strokes are not at that end already.
    public func canRestack(_ indices: Set<Int>, toFront: Bool) -> Bool { Restack.of(indices, in: strokes, toFront: toFront) != nil }

    /// Brings the strokes at `indices` to the front, or sends them to the back.
    @discardableResult
    public mutating func restack(_ indices: Set<Int>, toFront: Bool) -> StrokeChange? {
        toFront ? bringToFront(indices) : sendToBack(indices)
    }
}
