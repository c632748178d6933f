/// The undo and redo steps of a checkpoint (see `DocumentSnapshot`): each a byte for its kind
/// (`DocumentEdit.snapshotKind`), then the record the edit writes, which names strokes by their
/// place in the snapshot's stroke table.
extension DocumentSnapshot {
    /// Writes the undo steps, then the redo steps, each list after its count.
    static func writeSteps(_ stacks: [[Edit]], into steps: inout SnapshotStepWriter) {
        for stack in stacks {
            steps.bytes.u32(UInt32(stack.count))
            for edit in stack {
                steps.bytes.u8(type(of: edit.base).snapshotKind)
                edit.base.write(to: &steps)
            }
        }
    }

    /// The undo steps and the redo steps as `writeSteps` wrote them.
    static func readSteps(from steps: inout SnapshotStepReader) throws -> (undo: [Edit], redo: [Edit]) {
        var stacks: [[Edit]] = []
        for _ in 0..<2 {
            let n = try steps.bytes.count(itemSize: 5)
            var edits: [Edit] = []
            edits.reserveCapacity(n)
            for _ in 0..<n {
                let kind = try steps.bytes.u8()
                edits.append(Edit(try SnapshotStepKinds.read(kind: kind, from: &steps)))
            }
            stacks.append(edits)
        }
        return (stacks[0], stacks[1])
    }
}

/// Where an edit writes its checkpoint record: the bytes, and the table that numbers strokes.
struct SnapshotStepWriter {
    var bytes = ByteWriter()
    var table = StrokeTable()
    /// When set, each canvas's photo is written under the name it maps to (a photo inside a
    /// `.sketch` container); `namedOther` tells that a canvas named a photo the map lacks.
    var photoNames: [String: String]?
    private(set) var namedOther = false

    /// A stroke, as its place in the table.
    mutating func stroke(_ stroke: Stroke) { bytes.u32(UInt32(table.index(of: stroke))) }

    /// A list of strokes: its count, then each stroke's place in the table.
    mutating func strokes(_ list: [Stroke]) { indices(list.map { table.index(of: $0) }) }

    /// A list of numbers (indices into the document's strokes): its count, then each.
    mutating func indices(_ list: [Int]) {
        bytes.u32(UInt32(list.count))
        for i in list { bytes.u32(UInt32(i)) }
    }

    mutating func canvas(_ canvas: Canvas) { DocumentSnapshot.writeCanvas(renamed(canvas), &bytes) }

    /// `canvas` with its photo under the name `photoNames` gives it.
    mutating func renamed(_ canvas: Canvas) -> Canvas {
        guard let photoNames, let path = canvas.photoPath else { return canvas }
        var out = canvas
        out.photoPath = photoNames[path]
        if out.photoPath == nil { namedOther = true }
        return out
    }

    mutating func crop(_ crop: IntRect?) { DocumentSnapshot.writeCrop(crop, &bytes) }
}

/// Where an edit reads its checkpoint record back: the bytes after its kind, the snapshot's
/// stroke table and its version (which says how canvases were stored).
struct SnapshotStepReader {
    var bytes: ByteReader
    let table: [Stroke]
    let version: UInt8
    /// Each canvas's photo read under the name this maps it to (see the writer's).
    var photoNames: [String: String]?

    /// The stroke at `index` of the table.
    func stroke(at index: Int) throws -> Stroke {
        guard index < table.count else { throw ByteReadError("stroke \(index) is not in the table") }
        return table[index]
    }

    /// A number as `SnapshotStepWriter` writes one.
    mutating func number() throws -> Int { Int(try bytes.u32()) }

    mutating func stroke() throws -> Stroke { try stroke(at: try number()) }

    mutating func strokes() throws -> [Stroke] {
        try (0..<bytes.count(itemSize: 4)).map { _ in try stroke() }
    }

    mutating func indices() throws -> [Int] {
        try (0..<bytes.count(itemSize: 4)).map { _ in try number() }
    }

    mutating func canvas() throws -> Canvas {
        DocumentSnapshot.renamed(try DocumentSnapshot.readCanvas(&bytes, crop: version >= 3, orientation: version >= 6), photoNames)
    }
    mutating func crop() throws -> IntRect? { try DocumentSnapshot.readCrop(&bytes) }
}
