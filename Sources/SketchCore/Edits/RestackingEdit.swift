/// An edit that is only a `Restack`: bringing to the front and sending to the back differ in
/// their kind byte, their end of the list and what they are called, so the rest is shared here.
protocol RestackingEdit: DocumentEdit, Equatable {
    /// Whether the strokes go above every other (true) or below.
    static var toFront: Bool { get }
    var restack: Restack { get }
    init(restack: Restack)
}

extension RestackingEdit {
    static var snapshotVersion: UInt8 { 8 }

    func apply(to document: inout Document) -> StrokeChange { restack.apply(to: &document) }
    func revert(on document: inout Document) -> StrokeChange { restack.revert(on: &document) }

    func write(to steps: inout SnapshotStepWriter) { restack.write(to: &steps) }
    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit {
        Self(restack: try Restack.read(from: &steps, toFront: toFront))
    }

    var journalRecord: SessionJournal.Record { restack.journalRecord }
    var stepKey: StepKey { restack.stepKey }
}

extension Document {
    /// Records `Edit` for the strokes at `indices`; nothing when they are at its end already.
    mutating func restack<Edit: RestackingEdit>(_ indices: Set<Int>, as _: Edit.Type) -> StrokeChange? {
        Restack.of(indices, in: strokes, toFront: Edit.toFront).map { record(Edit(restack: $0)) }
    }
}
