/// Several strokes that became others at once, each at its index: what `MoveStrokes` and
/// `RestyleStrokes` both are, and how checkpoints store both (one kind, 4, as before the two
/// were told apart). Which of the two a change is follows from its strokes, so a change reads
/// back from a checkpoint or a journal as the same edit it was.
struct StrokeReplacements: Equatable, Sendable {
    static let snapshotKind: UInt8 = 4
    static let snapshotVersion: UInt8 = 3
    /// Ascending indices into the strokes; `old` and `new` hold a stroke for each.
    var indices: [Int]
    var old: [Stroke]
    var new: [Stroke]

    /// The edit these replacements make: a move when only the strokes' points changed (moved
    /// or resized), a restyle when anything else about them did.
    var edit: any DocumentEdit {
        zip(old, new).allSatisfy(Self.onlyPointsDiffer) ? MoveStrokes(self) : RestyleStrokes(self)
    }

    private static func onlyPointsDiffer(_ old: Stroke, _ new: Stroke) -> Bool {
        var moved = old
        moved.points = new.points
        return moved == new
    }

    func apply(to document: inout Document) -> StrokeChange { put(new, into: &document) }
    func revert(on document: inout Document) -> StrokeChange { put(old, into: &document) }

    private func put(_ strokes: [Stroke], into document: inout Document) -> StrokeChange {
        for (i, s) in zip(indices, strokes) where document.strokes.indices.contains(i) { document.strokes[i] = s }
        return .replacedAll
    }

    func write(to steps: inout SnapshotStepWriter) {
        steps.indices(indices)
        steps.strokes(old)
        steps.strokes(new)
    }

    static func read(from steps: inout SnapshotStepReader) throws -> StrokeReplacements {
        let indices = try steps.indices(), old = try steps.strokes(), new = try steps.strokes()
        guard indices.count == old.count, old.count == new.count else { throw ByteReadError("a replacement of \(indices.count) strokes lists \(old.count) and \(new.count)") }
        return StrokeReplacements(indices: indices, old: old, new: new)
    }

    var journalRecord: SessionJournal.Record { .replaceMany(Dictionary(uniqueKeysWithValues: new.map { (.id($0.id), $0) })) }
    /// Journals name moves and restyles alike, as they did before the two were told apart.
    var stepKey: StepKey { StepKey(kind: "replaceMany", tokens: StepKey.versions(new)) }
}

extension Document {
    /// Puts each of `replacements` (index: stroke) in place, as one undoable step (strokes moved
    /// or restyled together). Indices outside the strokes, and strokes equal to those there, are
    /// left out; when nothing is left, nothing is recorded.
    @discardableResult
    public mutating func replace(_ replacements: [Int: Stroke]) -> StrokeChange? {
        let indices = replacements.keys.sorted().filter { strokes.indices.contains($0) && strokes[$0] != replacements[$0] }
        guard !indices.isEmpty else { return nil }
        let new = indices.map { i in
            var s = replacements[i]!
            s.id = strokes[i].id
            return s
        }
        return record(StrokeReplacements(indices: indices, old: indices.map { strokes[$0] }, new: new).edit)
    }
}
