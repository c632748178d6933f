/// A stroke added at the end of the list: drawn, typed, or pasted (a pasted image is a stroke
/// of the image tool, so pasting is this edit too).
struct AddStroke: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 0
    static let snapshotVersion: UInt8 = 1
    var stroke: Stroke

    func apply(to document: inout Document) -> StrokeChange {
        document.strokes.append(stroke)
        return .appended(stroke)
    }

    func revert(on document: inout Document) -> StrokeChange { .removedLast(document.strokes.removeLast()) }

    func write(to steps: inout SnapshotStepWriter) { steps.stroke(stroke) }
    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit { AddStroke(stroke: try steps.stroke()) }

    var journalRecord: SessionJournal.Record { .add(stroke) }
    var stepKey: StepKey { StepKey(kind: "add", tokens: [String(stroke.id)]) }
    var name: String { stroke.tool.label }
}

extension Document {
    /// `stroke` with the id `add` will give it (see `Stroke.id`).
    public func identified(_ stroke: Stroke) -> Stroke {
        var ids = strokeIDs
        return ids.identified(stroke)
    }

    /// Adds a finished stroke, giving it its id.
    @discardableResult
    public mutating func add(_ stroke: Stroke) -> StrokeChange {
        record(AddStroke(stroke: strokeIDs.identified(stroke)))
    }

    /// How many of the newest undo steps are added strokes, back to the last clear or open:
    /// those are exactly the last strokes of `strokes`, in order.
    public var addsSinceLastClear: Int {
        undoStack.reversed().prefix { $0.base is AddStroke }.count
    }
}
