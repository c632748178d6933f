/// One undoable step.
enum Edit: Equatable, Sendable {
    case add(Stroke)
    case clear([Stroke])
    /// Another photo (or a blank canvas) opened over the drawing: what was there before, with
    /// its strokes, and what was opened.
    case open(previous: Canvas, strokes: [Stroke], next: Canvas)
    /// The stroke at `index` became another (a text edited again).
    case replace(index: Int, old: Stroke, new: Stroke)
    /// Several strokes became others at once (moved, restyled), each at its index.
    case replaceMany(indices: [Int], old: [Stroke], new: [Stroke])
    /// The strokes at `indices` (ascending) were taken out of the list.
    case remove(indices: [Int], strokes: [Stroke])
    /// The part of the canvas kept changed (see `Canvas.crop`); the strokes stay as they are.
    case crop(old: IntRect?, new: IntRect?)
    /// The picture turned or flipped: the canvas and its strokes before and after.
    case orient(previous: Canvas, strokes: [Stroke], next: Canvas, nextStrokes: [Stroke])
}

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

    /// `stroke` with the id `add` will give it (see `Stroke.id`).
    public func identified(_ stroke: Stroke) -> Stroke {
        var ids = strokeIDs
        return ids.identified(stroke)
    }

    /// Adds a finished stroke, giving it its id. A new edit forgets what could be redone, as in
    /// every editor.
    @discardableResult
    public mutating func add(_ stroke: Stroke) -> StrokeChange {
        let stroke = strokeIDs.identified(stroke)
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

    /// Puts `stroke` in place of the stroke at `index`, undoably (a text edited again); it takes
    /// that stroke's id. An index
    /// outside the strokes, or a stroke equal to the one there, records nothing.
    @discardableResult
    public mutating func replace(at index: Int, with stroke: Stroke) -> StrokeChange? {
        guard strokes.indices.contains(index), strokes[index] != stroke else { return nil }
        var stroke = stroke
        stroke.id = strokes[index].id
        undoStack.append(.replace(index: index, old: strokes[index], new: stroke))
        strokes[index] = stroke
        redoStack.removeAll()
        return .replacedAll
    }

    /// Puts each of `replacements` (index: stroke) in place, as one undoable step (strokes moved
    /// or restyled together). Indices outside the strokes, and strokes equal to those there, are
    /// left out; when nothing is left, nothing is recorded.
    @discardableResult
    public mutating func replace(_ replacements: [Int: Stroke]) -> StrokeChange? {
        let indices = replacements.keys.sorted().filter { strokes.indices.contains($0) && strokes[$0] != replacements[$0] }
        guard !indices.isEmpty else { return nil }
        let old = indices.map { strokes[$0] }
        let new = indices.map { i in
            var s = replacements[i]!
            s.id = strokes[i].id
            return s
        }
        undoStack.append(.replaceMany(indices: indices, old: old, new: new))
        for (i, s) in zip(indices, new) { strokes[i] = s }
        redoStack.removeAll()
        return .replacedAll
    }

    /// Takes the strokes at `indices` out of the list, as one undoable step; the others keep
    /// their order. Indices outside the strokes are left out; with none left, nothing is recorded.
    @discardableResult
    public mutating func remove(at indices: Set<Int>) -> StrokeChange? {
        let sorted = indices.filter { strokes.indices.contains($0) }.sorted()
        guard !sorted.isEmpty else { return nil }
        undoStack.append(.remove(indices: sorted, strokes: sorted.map { strokes[$0] }))
        removeStrokes(at: sorted)
        redoStack.removeAll()
        return .replacedAll
    }

    private mutating func removeStrokes(at sorted: [Int]) {
        for i in sorted.reversed() where strokes.indices.contains(i) { strokes.remove(at: i) }
    }

    /// Puts `removed` back at `sorted` indices (the undo of a removal), ascending, so each
    /// index is where that stroke was in the list before.
    private mutating func insertStrokes(_ removed: [Stroke], at sorted: [Int]) {
        for (i, s) in zip(sorted, removed) { strokes.insert(s, at: min(i, strokes.count)) }
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
        case .replaceMany(let indices, let old, _):
            for (i, s) in zip(indices, old) where strokes.indices.contains(i) { strokes[i] = s }
            return .replacedAll
        case .remove(let indices, let removed):
            insertStrokes(removed, at: indices)
            return .replacedAll
        case .crop(let old, _):
            crop = old
            return .cropped
        case .orient(let previous, let previousStrokes, _, _):
            canvas = previous
            strokes = previousStrokes
            return .reoriented
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
        case .replaceMany(let indices, _, let new):
            for (i, s) in zip(indices, new) where strokes.indices.contains(i) { strokes[i] = s }
            return .replacedAll
        case .remove(let indices, _):
            removeStrokes(at: indices)
            return .replacedAll
        case .crop(_, let new):
            crop = new
            return .cropped
        case .orient(_, _, let next, let nextStrokes):
            canvas = next
            strokes = nextStrokes
            return .reoriented
        }
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
