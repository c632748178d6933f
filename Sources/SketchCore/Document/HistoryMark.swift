import SketchTranslation

/// Where a document's history stands, to tell later whether it moved: the number of steps to
/// undo and the newest one's key. An undo and its redo come back to the same mark; any new
/// step makes another, since every step names fresh strokes or a new state.
public struct HistoryMark: Equatable, Sendable {
    public var depth: Int
    public var newest: String?

    public init(depth: Int, newest: String?) { self.depth = depth; self.newest = newest }

    /// A mark no document has: a drawing held to it always counts as changed.
    public static let never = HistoryMark(depth: -1, newest: nil)
}

extension Document {
    public var historyMark: HistoryMark { HistoryMark(depth: undoStack.count, newest: undoStepKey) }

    /// What Undo says it did, said before it does it: "Undone: " and the step it takes back;
    /// nil with nothing to undo.
    public var undoMessage: String? {
        undoStack.last.map { tr("Undone: {step}", ["step": $0.base.name]) }
    }

    /// What Redo says it did, said before it does it; nil with nothing to redo.
    public var redoMessage: String? {
        redoStack.last.map { tr("Redone: {step}", ["step": $0.base.name]) }
    }
}
