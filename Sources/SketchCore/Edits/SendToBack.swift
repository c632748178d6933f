import SketchTranslation

/// Strokes put below every other, in their own order (see `Restack`).
struct SendToBack: RestackingEdit {
    static let snapshotKind: UInt8 = 9
    static let toFront = false
    var restack: Restack

    var name: String { trn("sending {count} stroke to the back", "sending {count} strokes to the back", restack.indices.count) }
}

extension Document {
    /// Puts the strokes at `indices` below every other, keeping their order, as one undoable
    /// step. Nothing is recorded when they are the bottommost already.
    @discardableResult
    public mutating func sendToBack(_ indices: Set<Int>) -> StrokeChange? {
        restack(indices, as: SendToBack.self)
    }

    /// Whether `restack` would change anything: the strokes are not at that end already.
    public func canRestack(_ indices: Set<Int>, toFront: Bool) -> Bool { Restack.of(indices, in: strokes, toFront: toFront) != nil }

    /// Brings the strokes at `indices` to the front, or sends them to the back.
    @discardableResult
    public mutating func restack(_ indices: Set<Int>, toFront: Bool) -> StrokeChange? {
        toFront ? bringToFront(indices) : sendToBack(indices)
    }
}
