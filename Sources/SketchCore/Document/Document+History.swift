/// One undoable step.
enum Edit: Equatable, Sendable {
    case add(Stroke)
    case clear([Stroke])
    /// Another photo (or a blank canvas) opened over the drawing: what was there before, with
    /// its strokes, and what was opened.
    case open(previous: Canvas, strokes: [Stroke], next: Canvas)
    /// The stroke at `index` became another (a text edited again).
    case replace(index: Int, old: Stroke, new: Stroke)
    /// The part of the canvas kept changed (see `Canvas.crop`); the strokes stay as they are.
    case crop(old: IntRect?, new: IntRect?)
}

/// What an edit did to the list of strokes, so a cache can follow without re-reading it all.
public enum StrokeChange: Equatable, Sendable {
    /// A stroke was appended at the end.
    case appended(Stroke)
    /// The last stroke was removed.
    case removedLast(Stroke)
    /// The whole list was replaced (a clear, or the undo of one), or one stroke in it.
    case replacedAll
    /// The canvas itself changed (an open, or its undo), and with it every stroke.
    case replacedCanvas
    /// The part of the canvas kept changed (a crop, or its undo); the strokes did not.
    case cropped
}

extension Document {
    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    public var undoDepth: Int { undoStack.count }
    /// How many of the newest undo steps are added strokes, back to the last clear or open:
    /// those are exactly the last strokes of `strokes`, in order.
    public var addsSinceLastClear: Int {
        var n = 0
        for edit in undoStack.reversed() {
            guard case .add = edit else { break }
            n += 1
        }
        return n
    }
    public var redoDepth: Int { redoStack.count }
    /// Whether the next undo goes back to another canvas (undoes an open).
    public var undoChangesCanvas: Bool {
        if case .open? = undoStack.last { return true }
        return false
    }
    /// Whether there is anything here a user could lose: strokes, or steps to undo or redo.
    public var hasWork: Bool { !strokes.isEmpty || canUndo || canRedo }

    /// Adds a finished stroke. A new edit forgets what could be redone, as in every editor.
    @discardableResult
    public mutating func add(_ stroke: Stroke) -> StrokeChange {
        strokes.append(stroke)
        undoStack.append(.add(stroke))
        redoStack.removeAll()
        return .appended(stroke)
    }

    /// Removes every stroke, undoably. Clearing an empty canvas records nothing.
    @discardableResult
    public mutating func clear() -> StrokeChange? {
        guard !strokes.isEmpty else { return nil }
        undoStack.append(.clear(strokes))
        strokes.removeAll()
        redoStack.removeAll()
        return .replacedAll
    }

    /// Starts over on another canvas (a photo opened over the drawing), undoably: the undo
    /// brings back the previous canvas with its strokes.
    @discardableResult
    public mutating func open(_ next: Canvas) -> StrokeChange {
        precondition(Self.isValidSize(width: next.width, height: next.height), "canvas size \(next.width)x\(next.height) is outside 1...\(Self.maxSide)")
        undoStack.append(.open(previous: canvas, strokes: strokes, next: next))
        canvas = next
        strokes.removeAll()
        redoStack.removeAll()
        return .replacedCanvas
    }

    /// Puts `stroke` in place of the stroke at `index`, undoably (a text edited again). An index
    /// outside the strokes, or a stroke equal to the one there, records nothing.
    @discardableResult
    public mutating func replace(at index: Int, with stroke: Stroke) -> StrokeChange? {
        guard strokes.indices.contains(index), strokes[index] != stroke else { return nil }
        undoStack.append(.replace(index: index, old: strokes[index], new: stroke))
        strokes[index] = stroke
        redoStack.removeAll()
        return .replacedAll
    }

    /// Keeps only `rect` of the canvas (nil: all of it again), undoably. A rectangle that is
    /// empty or leaves the canvas, or the crop there already, records nothing.
    @discardableResult
    public mutating func crop(to rect: IntRect?) -> StrokeChange? {
        guard rect != crop, rect.map(canvas.canCrop) ?? true else { return nil }
        undoStack.append(.crop(old: crop, new: rect))
        crop = rect
        redoStack.removeAll()
        return .cropped
    }

    @discardableResult
    public mutating func undo() -> StrokeChange? {
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        switch edit {
        case .add:
            let removed = strokes.removeLast()
            return .removedLast(removed)
        case .clear(let previous):
            strokes = previous
            return .replacedAll
        case .open(let previous, let previousStrokes, _):
            canvas = previous
            strokes = previousStrokes
            return .replacedCanvas
        case .replace(let index, let old, _):
            if strokes.indices.contains(index) { strokes[index] = old }
            return .replacedAll
        case .crop(let old, _):
            crop = old
            return .cropped
        }
    }

    @discardableResult
    public mutating func redo() -> StrokeChange? {
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        switch edit {
        case .add(let stroke):
            strokes.append(stroke)
            return .appended(stroke)
        case .clear:
            strokes.removeAll()
            return .replacedAll
        case .open(_, _, let next):
            canvas = next
            strokes.removeAll()
            return .replacedCanvas
        case .replace(let index, _, let new):
            if strokes.indices.contains(index) { strokes[index] = new }
            return .replacedAll
        case .crop(_, let new):
            crop = new
            return .cropped
        }
    }
}
