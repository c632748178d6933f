/// What names an undo step in the journal, so that an undo or redo made again on a history that
/// lost a line (a damaged journal) takes back the step it took back then, or nothing, never
/// another.
///
/// A key is the kind of step and the strokes it touched: ids, with a checksum of the new stroke
/// where a stroke may be replaced more than once. A step made again may touch fewer or more
/// strokes than when the line was written (the lost line added one, or removed one), so keys
/// match when their kinds agree and their tokens overlap. That picks out one step: among the
/// steps that can be undone, a stroke is added once, and cleared or removed at most once.
public struct StepKey: Equatable, Sendable, CustomStringConvertible {
    public var kind: String
    public var tokens: Set<String>

    /// The key as a journal line holds it: the kind, then the tokens, sorted, with commas.
    public var description: String { tokens.isEmpty ? kind : kind + " " + tokens.sorted().joined(separator: ",") }

    public init(kind: String, tokens: Set<String>) { self.kind = kind; self.tokens = tokens }

    public init?(_ text: String) {
        let parts = text.split(separator: " ", maxSplits: 1)
        guard let kind = parts.first, !kind.isEmpty else { return nil }
        self.kind = String(kind)
        tokens = parts.count > 1 ? Set(parts[1].split(separator: ",").map(String.init)) : []
    }

    public func matches(_ other: StepKey) -> Bool {
        kind == other.kind && (tokens.isEmpty && other.tokens.isEmpty || !tokens.isDisjoint(with: other.tokens))
    }
}

extension Document {
    /// The key of the step `undo()` would take back.
    public var undoStepKey: String? { undoStack.last.map { Self.key($0).description } }
    /// The key of the step `redo()` would make again.
    public var redoStepKey: String? { redoStack.last.map { Self.key($0).description } }

    /// How many undos take back the newest step that `key` names (every step after it first, as
    /// in any linear history); nil when no step to undo matches it.
    public func undosReaching(_ key: String) -> Int? {
        guard let wanted = StepKey(key) else { return nil }
        return undoStack.lastIndex { Self.key($0).matches(wanted) }.map { undoStack.count - $0 }
    }

    /// How many redos make again the undone step that `key` names; nil when none matches it.
    public func redosReaching(_ key: String) -> Int? {
        guard let wanted = StepKey(key) else { return nil }
        return redoStack.lastIndex { Self.key($0).matches(wanted) }.map { redoStack.count - $0 }
    }

    static func key(_ edit: Edit) -> StepKey {
        func ids(_ strokes: [Stroke]) -> Set<String> { Set(strokes.map { String($0.id) }) }
        /// Each new stroke's id with a checksum of what it became.
        func versions(_ strokes: [Stroke]) -> Set<String> {
            Set(strokes.map { "\($0.id):" + String(CRC32.checksum(DocumentCodec.strokeJSON($0).utf8), radix: 16) })
        }
        func canvas(_ c: Canvas) -> String {
            "\(c.width)x\(c.height)/" + String(CRC32.checksum((c.photoPath ?? "").utf8), radix: 16) + "/" + crop(c.crop)
                + (c.orientation.isUpright ? "" : "/\(c.orientation.exif)")
        }
        func crop(_ r: IntRect?) -> String { r.map { "\($0.x).\($0.y).\($0.width).\($0.height)" } ?? "all" }
        switch edit {
        case .add(let s): return StepKey(kind: "add", tokens: [String(s.id)])
        case .clear(let strokes): return StepKey(kind: "clear", tokens: ids(strokes))
        case .open(_, _, let next): return StepKey(kind: "open", tokens: [canvas(next)])
        case .replace(_, _, let new): return StepKey(kind: "replace", tokens: versions([new]))
        case .replaceMany(_, _, let new): return StepKey(kind: "replaceMany", tokens: versions(new))
        case .remove(_, let removed): return StepKey(kind: "remove", tokens: ids(removed))
        case .crop(_, let new): return StepKey(kind: "crop", tokens: [crop(new)])
        case .orient(let previous, _, let next, _): return StepKey(kind: "orient", tokens: [canvas(previous) + ">" + canvas(next)])
        }
    }
}
