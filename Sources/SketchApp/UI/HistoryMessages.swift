import SketchCore
import SketchTranslation

/// What Undo, Redo and Clear say they did, as a message at the bottom of the canvas.
enum HistoryMessages {
    static func undone(_ step: HistoryStepKind) -> String { tr("Undone: {step}", ["step": name(step)]) }
    static func redone(_ step: HistoryStepKind) -> String { tr("Redone: {step}", ["step": name(step)]) }

    static func cleared(_ count: Int) -> String {
        trn("Cleared {count} stroke; {key} brings it back", "Cleared {count} strokes; {key} brings them back", count, ["key": CommandTable.key(.undo)])
    }

    static func name(_ step: HistoryStepKind) -> String {
        switch step {
        case .added(let tool): return tool.label
        case .cleared(let n): return trn("the clear of {count} stroke", "the clear of {count} strokes", n)
        case .opened: return tr("opening the photo")
        case .changed(let n): return trn("the change to {count} stroke", "the change to {count} strokes", n)
        case .removed(let n): return trn("the removal of {count} stroke", "the removal of {count} strokes", n)
        case .cropped: return tr("the crop")
        case .oriented: return tr("the turn or flip")
        }
    }
}
