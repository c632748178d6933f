import SketchTranslation

/// Strokes put above every other, in their own order (see `Restack`).
struct BringToFront: RestackingEdit {
    static let snapshotKind: UInt8 = 8
    static let toFront = true
    var restack: Restack

    var name: String { trn("bringing {count} stroke to the front", "bringing {count} strokes to the front", restack.indices.count) }
}

extension Document {
    /// Puts the strokes at `indices` above every other, keeping their order, as one undoable
    /// step. Nothing is recorded when they are the topmost already.
    @discardableResult
    public mutating func bringToFront(_ indices: Set<Int>) -> StrokeChange? {
        restack(indices, as: BringToFront.self)
    }
}
