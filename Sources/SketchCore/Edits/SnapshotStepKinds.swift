/// The kinds of edit, by the byte that marks each in a checkpoint's steps: the one list of edit
/// kinds there is, which the snapshot reader needs to know what type a byte reads as.
enum SnapshotStepKinds {
    static let all: [any DocumentEdit.Type] = [
        AddStroke.self, ClearStrokes.self, OpenCanvas.self, ReplaceStroke.self, MoveStrokes.self,
        RestyleStrokes.self, RemoveStrokes.self, CropCanvas.self, Orient.self, BringToFront.self, SendToBack.self,
    ]

    /// The step of kind `kind` at the reader's place. A kind newer than the snapshot's version
    /// is not one it can hold.
    static func read(kind: UInt8, from steps: inout SnapshotStepReader) throws -> any DocumentEdit {
        guard let type = byKind[kind], steps.version >= type.snapshotVersion else { throw ByteReadError("unknown step \(kind)") }
        return try type.read(from: &steps)
    }

    /// Moved and restyled strokes share their byte, and either reads both (`StrokeReplacements`).
    private static let byKind = Dictionary(all.map { ($0.snapshotKind, $0) }, uniquingKeysWith: { first, _ in first })
}
