import SketchTranslation

/// Another photo (or a blank canvas) opened over the drawing: what was there before, with its
/// strokes, and what was opened.
struct OpenCanvas: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 2
    static let snapshotVersion: UInt8 = 1
    var previous: DrawingState
    var next: Canvas

    func apply(to document: inout Document) -> StrokeChange {
        DrawingState(canvas: next, strokes: []).put(in: &document)
        return .replacedCanvas
    }

    func revert(on document: inout Document) -> StrokeChange {
        previous.put(in: &document)
        return .replacedCanvas
    }

    func write(to steps: inout SnapshotStepWriter) {
        previous.write(to: &steps)
        steps.canvas(next)
    }

    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit {
        OpenCanvas(previous: try .read(from: &steps), next: try steps.canvas())
    }

    var journalRecord: SessionJournal.Record { .open(next) }
    var stepKey: StepKey { StepKey(kind: "open", tokens: [StepKey.token(next)]) }
    var name: String { tr("opening the photo") }
}

extension Document {
    /// Starts over on another canvas (a photo opened over the drawing), undoably: the undo
    /// brings back the previous canvas with its strokes.
    @discardableResult
    public mutating func open(_ next: Canvas) -> StrokeChange {
        precondition(Self.isValidSize(width: next.width, height: next.height), "canvas size \(next.width)x\(next.height) is outside 1...\(Self.maxSide)")
        return record(OpenCanvas(previous: DrawingState(canvas: canvas, strokes: strokes), next: next))
    }

    /// Whether the next undo goes back to another canvas (undoes an open).
    public var undoChangesCanvas: Bool { undoStack.last?.base is OpenCanvas }
}
