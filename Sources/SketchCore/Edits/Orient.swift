import SketchTranslation

/// The picture turned or flipped: the canvas (its crop and orientation with it) and its
/// strokes, before and after.
struct Orient: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 7
    static let snapshotVersion: UInt8 = 6
    var previous: Canvas
    var strokes: [Stroke]
    var next: Canvas
    var nextStrokes: [Stroke]

    func apply(to document: inout Document) -> StrokeChange {
        document.canvas = next
        document.strokes = nextStrokes
        return .reoriented
    }

    func revert(on document: inout Document) -> StrokeChange {
        document.canvas = previous
        document.strokes = strokes
        return .reoriented
    }

    func write(to steps: inout SnapshotStepWriter) {
        steps.canvas(previous)
        steps.strokes(strokes)
        steps.canvas(next)
        steps.strokes(nextStrokes)
    }

    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit {
        Orient(previous: try steps.canvas(), strokes: try steps.strokes(), next: try steps.canvas(), nextStrokes: try steps.strokes())
    }

    /// The turn, with the strokes that were placed apart from it (texts kept upright).
    var journalRecord: SessionJournal.Record {
        let step = previous.orientation.inverse.then(next.orientation)
        var placed: [StrokeAddress: Stroke] = [:]
        for (old, new) in zip(strokes, nextStrokes) where old.oriented(by: step, width: previous.width, height: previous.height) != new {
            placed[.id(new.id)] = new
        }
        return .orient(step, placed: placed)
    }

    var stepKey: StepKey { StepKey(kind: "orient", tokens: [StepKey.token(previous) + ">" + StepKey.token(next)]) }
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
        return record(Orient(previous: canvas, strokes: strokes, next: canvas.oriented(by: step), nextStrokes: turned))
    }
}
