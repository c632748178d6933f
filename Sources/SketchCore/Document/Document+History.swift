/// What an edit did to the list of strokes, so a cache can follow without re-reading it all.
public enum StrokeChange: Equatable, Sendable {
    /// A stroke was appended at the end.
    case appended(Stroke)
    /// The last stroke was removed.
    case removedLast(Stroke)
    /// The whole list was replaced (a clear, or the undo of one), or some strokes in it
    /// (replaced, removed, or put back).
    case replacedAll
    /// The canvas itself changed (an open, or its undo), and with it every stroke.
    case replacedCanvas
    /// The part of the canvas kept changed (a crop, or its undo); the strokes did not.
    case cropped
    /// The picture was turned or flipped (or that undone): the canvas, its photo and every stroke.
    case reoriented
}

/// The history: the steps to undo and to redo, each an edit (see `DocumentEdit`; each kind, with
/// the method that makes it, is a file in `Edits/`).
extension Document {
    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    public var undoDepth: Int { undoStack.count }
    public var redoDepth: Int { redoStack.count }
    /// Whether there is anything here a user could lose: strokes, or steps to undo or redo.
    public var hasWork: Bool { !strokes.isEmpty || canUndo || canRedo }

    /// Makes `edit` and keeps it to undo. A new edit forgets what could be redone, as in every
    /// editor.
    mutating func record(_ edit: any DocumentEdit) -> StrokeChange {
        let change = edit.apply(to: &self)
        undoStack.append(Edit(edit))
        redoStack.removeAll()
        return change
    }

    @discardableResult
    public mutating func undo() -> StrokeChange? {
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        return edit.base.revert(on: &self)
    }

    @discardableResult
    public mutating func redo() -> StrokeChange? {
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        return edit.base.apply(to: &self)
    }
}

/// How a journal line names a stroke: by its id (every line written now), or by its place in
/// the list (journals of older versions).
public enum StrokeAddress: Hashable, Sendable {
    case id(Int)
    case index(Int)
}

extension Document {
    /// Where the stroke `address` names is in the list, if it is there: a stroke whose adding
    /// was lost (a damaged journal line) is not, and what names it is passed over.
    public func index(of address: StrokeAddress) -> Int? {
        switch address {
        case .index(let i): return strokes.indices.contains(i) ? i : nil
        case .id(let id): return strokes.lastIndex { $0.id == id }
        }
    }
}
