/// Where a document's history stands, to tell later whether it moved: the number of steps to
/// undo and the newest one's key. An undo and its redo come back to the same mark; any new
/// step makes another, since every step names fresh strokes or a new state.
public struct HistoryMark: Equatable, Sendable {
    public var depth: Int
    public var newest: String?

    /// A mark no document has: a drawing held to it always counts as changed.
    public static let never = HistoryMark(depth: -1, newest: nil)
}

/// What an undo or a redo takes back or makes again, to say so in a word.
public enum HistoryStepKind: Equatable, Sendable {
    case added(Tool)
    case cleared(strokes: Int)
    case opened
    case changed(strokes: Int)
    case removed(strokes: Int)
    case cropped
    case oriented
}

extension Document {
    public var historyMark: HistoryMark { HistoryMark(depth: undoStack.count, newest: undoStepKey) }

    /// The step `undo()` would take back.
    public var undoStepKind: HistoryStepKind? { undoStack.last.map(Self.kind) }
    /// The step `redo()` would make again.
    public var redoStepKind: HistoryStepKind? { redoStack.last.map(Self.kind) }

    static func kind(_ edit: Edit) -> HistoryStepKind {
        switch edit {
        case .add(let stroke): return .added(stroke.tool)
        case .clear(let strokes): return .cleared(strokes: strokes.count)
        case .open: return .opened
        case .replace: return .changed(strokes: 1)
        case .replaceMany(let indices, _, _): return .changed(strokes: indices.count)
        case .remove(let indices, _): return .removed(strokes: indices.count)
        case .crop: return .cropped
        case .orient: return .oriented
        }
    }
}
