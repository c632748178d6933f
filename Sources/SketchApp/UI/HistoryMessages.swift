import SketchCore
import SketchTranslation

/// What Clear says it did, as a message at the bottom of the canvas. (Undo and Redo say what
/// they did with each edit's own name: `Document.undoMessage`.)
enum HistoryMessages {
    static func cleared(_ count: Int) -> String {
        trn("Cleared {count} stroke; {key} brings it back", "Cleared {count} strokes; {key} brings them back", count, ["key": CommandTable.key(.undo)])
    }
}
