/// One undoable step of a document's history, in one file of its own under `Edits/`: what it
/// does and undoes, how a checkpoint stores it, what journal line makes it again, the key that
/// names it and what undo and redo messages call it. `SnapshotStepKinds` lists the kinds for the
/// snapshot reader; nothing else lists them.
protocol DocumentEdit: Sendable {
    /// The byte a checkpoint's steps mark this kind with (see `SnapshotStepKinds`); it never
    /// changes, so that older checkpoints still read.
    static var snapshotKind: UInt8 { get }
    /// The first snapshot version whose steps may hold this kind.
    static var snapshotVersion: UInt8 { get }

    /// Makes the edit on `document`: first when it is made, then on each redo.
    func apply(to document: inout Document) -> StrokeChange
    /// Takes the edit back (an undo) from the document as `apply` left it.
    func revert(on document: inout Document) -> StrokeChange

    /// The step's record in a checkpoint, after its kind byte.
    func write(to steps: inout SnapshotStepWriter)
    /// The step `write` stored (of this type, but for the two kinds that share a byte; see
    /// `StrokeReplacements`).
    static func read(from steps: inout SnapshotStepReader) throws -> any DocumentEdit

    /// The journal line that makes the edit again (see `SessionJournal.records(reproducing:)`).
    var journalRecord: SessionJournal.Record { get }
    /// What names the step in undo and redo lines of the journal (see `StepKey`).
    var stepKey: StepKey { get }
    /// What undo and redo messages call the step, in the user's language (an added stroke by its
    /// tool's label, as the toolbar names it).
    var name: String { get }

    func isEqual(to other: any DocumentEdit) -> Bool
}

extension DocumentEdit where Self: Equatable {
    func isEqual(to other: any DocumentEdit) -> Bool { (other as? Self) == self }
}

/// A step in the history: an edit of any kind. The history holds edits as `any DocumentEdit`,
/// not as an enum with a case per kind, so that a kind is one file: an enum would want a case
/// here and a switch over the cases for each thing an edit does. This box only makes edits of
/// any kind comparable, so that documents compare history and all.
struct Edit: Equatable, Sendable {
    let base: any DocumentEdit

    init(_ base: any DocumentEdit) { self.base = base }

    static func == (a: Edit, b: Edit) -> Bool { a.base.isEqual(to: b.base) }
}
