import SketchTranslation

/// The part of the canvas kept changed (see `Canvas.crop`); the strokes stay as they are.
struct CropCanvas: DocumentEdit, Equatable {
    static let snapshotKind: UInt8 = 6
    static let snapshotVersion: UInt8 = 3
    var old: IntRect?
    var new: IntRect?

    func apply(to document: inout Document) -> StrokeChange {
        document.crop = new
        return .cropped
    }

    func revert(on document: inout Document) -> StrokeChange {
        document.crop = old
        return .cropped
    }

    func write(to steps: inout SnapshotStepWriter) {
        steps.crop(old)
        steps.crop(new)
    }

    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit { CropCanvas(old: try steps.crop(), new: try steps.crop()) }

    var journalRecord: SessionJournal.Record { .crop(new) }
    var stepKey: StepKey { StepKey(kind: "crop", tokens: [StepKey.token(new)]) }
    var name: String { tr("the crop") }
}

extension Document {
    /// Keeps only `rect` of the canvas (nil: all of it again), undoably. A rectangle that is
    /// empty or leaves the canvas, or the crop there already, records nothing.
    @discardableResult
    public mutating func crop(to rect: IntRect?) -> StrokeChange? {
        guard rect != crop, rect.map(canvas.canCrop) ?? true else { return nil }
        return record(CropCanvas(old: crop, new: rect))
    }
}
