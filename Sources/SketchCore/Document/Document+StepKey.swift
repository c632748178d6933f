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
    public var undoStepKey: String? { undoStack.last.map { $0.base.stepKey.description } }
    /// The key of the step `redo()` would make again.
    public var redoStepKey: String? { redoStack.last.map { $0.base.stepKey.description } }

    /// How many undos take back the newest step that `key` names (every step after it first, as
    /// in any linear history); nil when no step to undo matches it.
    public func undosReaching(_ key: String) -> Int? {
        guard let wanted = StepKey(key) else { return nil }
        return undoStack.lastIndex { $0.base.stepKey.matches(wanted) }.map { undoStack.count - $0 }
    }

    /// How many redos make again the undone step that `key` names; nil when none matches it.
    public func redosReaching(_ key: String) -> Int? {
        guard let wanted = StepKey(key) else { return nil }
        return redoStack.lastIndex { $0.base.stepKey.matches(wanted) }.map { redoStack.count - $0 }
    }
}

extension StepKey {
    /// The strokes' ids.
    static func ids(_ strokes: [Stroke]) -> Set<String> { Set(strokes.map { String($0.id) }) }

    /// Each stroke's id with a checksum of what it is, for strokes that may be replaced more
    /// than once.
    static func versions(_ strokes: [Stroke]) -> Set<String> {
        Set(strokes.map { "\($0.id):" + String(CRC32.checksum(DocumentCodec.strokeJSON($0).utf8), radix: 16) })
    }

    /// A canvas: its size, a checksum of its photo's path, its crop and its orientation.
    static func token(_ c: Canvas) -> String {
        "\(c.width)x\(c.height)/" + String(CRC32.checksum((c.photoPath ?? "").utf8), radix: 16) + "/" + token(c.crop)
            + (c.orientation.isUpright ? "" : "/\(c.orientation.exif)")
    }

    /// A crop, or `all` for none.
    static func token(_ r: IntRect?) -> String { r.map { "\($0.x).\($0.y).\($0.width).\($0.height)" } ?? "all" }
}
