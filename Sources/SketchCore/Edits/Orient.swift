import SketchTranslation

/// The picture turned or flipped: the canvas (its crop and orientation with it) and its
/// strokes, before and after.
struct Orient: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 7
    static let snapshotVersion: UInt8 = 6
    var previous: DrawingState
    var next: DrawingState

    func apply(to document: inout Document) -> StrokeChange {
        next.put(in: &document)
        return .reoriented
    }

    func revert(on document: inout Document) -> StrokeChange {
        previous.put(in: &document)
        return .reoriented
    }

    func write(to steps: inout SnapshotStepWriter) {
        previous.write(to: &steps)
        next.write(to: &steps)
    }

    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit {
        Orient(previous: try .read(from: &steps), next: try .read(from: &steps))
    }

    /// The turn, with the strokes that were placed apart from it (texts kept upright).
    var journalRecord: SessionJournal.Record {
        let step = previous.canvas.orientation.inverse.then(next.canvas.orientation)
        var placed: [StrokeAddress: Stroke] = [:]
        let (width, height) = (previous.canvas.width, previous.canvas.height)
        for (old, new) in zip(previous.strokes, next.strokes) where old.oriented(by: step, width: width, height: height) != new {
            placed[.id(new.id)] = new
        }
        return .orient(step, placed: placed)
    }

    var stepKey: StepKey { StepKey(kind: "orient", tokens: [StepKey.token(previous.canvas) + ">" + StepKey.token(next.canvas)]) }
    var name: String { tr("the turn or flip") }
}

extension Document {
    /// Turns or flips the whole picture by `step`, as one undoable step: the canvas, the crop
    /// and every stroke. `placed` puts strokes of the turned picture in place of the ones
    /// turned with it (by index: texts kept upright over what they were written on). The
    /// upright step records nothing.
    @discardableResult
    public mutating func orient(by step: Orientation, placed: [Int: Stroke] = [:]) -> StrokeChange? {
        guard !step.isUpright else { return nil }
        var turned = strokes.map { $0.oriented(by: step, width: width, height: height) }
        for (i, stroke) in placed where turned.indices.contains(i) {
            var s = stroke
            s.id = turned[i].id
            turned[i] = s
        }
        return record(Orient(previous: DrawingState(canvas: canvas, strokes: strokes), next: DrawingState(canvas: canvas.oriented(by: step), strokes: turned)))
    }
}
