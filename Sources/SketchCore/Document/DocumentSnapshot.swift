/// A document with its whole undo history as compact bytes, for the session's checkpoints:
/// reading one back costs a copy of its points, not a parse of every edit. Each stroke is
/// stored once, however many steps of the history hold it, and comes back shared the same way.
///
/// Layout (little-endian): "SKDS" 1, canvas, the stroke table, the current strokes, the undo
/// steps and the redo steps, as indices into the table. Colours are u32 words 0xAARRGGBB.
/// Version 2 follows each stroke's points with a byte of flags (1 text, 2 number, 4 fill) and
/// the values they announce, and adds the step `replace`. Version 3 follows each canvas with its
/// crop (a byte 0, or 1 and four u32: x, y, width, height) and adds the steps `replaceMany` (4),
/// `remove` (5) and `crop` (6). Version 4 follows each stroke's flags with its id (u64; see
/// `Stroke.id`); older versions' strokes get the ids 1, 2… in table order. Version 5 adds the
/// flags 8 dash (two f64), 16 both heads, 32 radius (f64) and 64 image (its PNG: u32 length,
/// bytes), 128 a text's backdrop (a byte: 1 background, 2 outline, then their u32 colours).
/// Version 6 follows each crop with the canvas's orientation (a byte: the EXIF number) and adds
/// the step `orient` (7: canvas, strokes, canvas, strokes). Version 7 stores each stroke's
/// attributes as tagged records (`DocumentSnapshot+Stroke.swift`) in place of the flags, which
/// had no bit left. Version 8 adds the steps `bringToFront` (8) and `sendToBack` (9): indices,
/// strokes. Versions 1 to 6 are still read (`DocumentSnapshot+LegacyStroke.swift`).
public enum DocumentSnapshot {
    static let magic: [UInt8] = Array("SKDS".utf8)
    /// Whether a `[Point]` in memory is exactly the stored form (x then y, little-endian
    /// doubles), so points are copied a stroke at a time rather than one number at a time.
    static let pointsAreRawPairs = MemoryLayout<Point>.size == 16 && MemoryLayout<Point>.stride == 16
        && MemoryLayout<Point>.offset(of: \Point.x) == 0 && MemoryLayout<Point>.offset(of: \Point.y) == 8 && 1.littleEndian == 1
    static let version: UInt8 = 8

    public static func encode(_ document: Document) -> [UInt8] {
        var w = ByteWriter()
        encode(document, into: &w)
        return w.bytes
    }

    public static func encode(_ document: Document, into w: inout ByteWriter) {
        _ = encode(document, into: &w, photoNames: nil)
    }

    /// The snapshot with every canvas's photo (the current one and those of the history) under
    /// the name `photoNames` maps it to; nil when a canvas names a photo it does not map.
    public static func encode(_ document: Document, renamingPhotos photoNames: [String: String]) -> [UInt8]? {
        var w = ByteWriter()
        return encode(document, into: &w, photoNames: photoNames) ? w.bytes : nil
    }

    private static func encode(_ document: Document, into w: inout ByteWriter, photoNames: [String: String]?) -> Bool {
        var steps = SnapshotStepWriter()
        steps.photoNames = photoNames
        let current = document.strokes.map { steps.table.index(of: $0) }
        writeSteps([document.undoStack, document.redoStack], into: &steps)
        let table = steps.table
        w.reserve(64 + table.pointCount * 16 + table.strokes.count * 32 + current.count * 4 + steps.bytes.bytes.count)
        w.append(magic)
        w.u8(version)
        writeCanvas(steps.renamed(document.canvas), &w)
        w.u32(UInt32(table.strokes.count))
        for s in table.strokes { writeStroke(s, &w) }
        writeIndices(current, &w)
        w.append(steps.bytes.bytes)
        return !steps.namedOther
    }

    public static func decode(_ raw: UnsafeRawBufferPointer) throws -> Document {
        try decode(raw, renamingPhotos: nil)
    }

    /// The document, its canvases' photos read under the names `photoNames` maps them to.
    public static func decode(_ raw: UnsafeRawBufferPointer, renamingPhotos photoNames: [String: String]?) throws -> Document {
        var r = ByteReader(raw)
        guard Array(try r.bytes(4)) == magic else { throw ByteReadError("not a document snapshot") }
        let storedVersion = try r.u8()
        guard (1...version).contains(storedVersion) else { throw ByteReadError("a document snapshot of another version") }
        let hasCrops = storedVersion >= 3
        let orientations = storedVersion >= 6
        let canvas = try readCanvas(&r, crop: hasCrops, orientation: orientations)
        var table: [Stroke] = []
        let strokeCount = try r.count(itemSize: storedVersion >= 7 ? minimumStrokeSize : minimumLegacyStrokeSize)
        table.reserveCapacity(strokeCount)
        for _ in 0..<strokeCount {
            table.append(storedVersion >= 7 ? try readStroke(&r) : try readLegacyStroke(&r, version: storedVersion, index: table.count))
        }
        func strokes() throws -> [Stroke] {
            let n = try r.count(itemSize: 4)
            return try (0..<n).map { _ in
                let i = Int(try r.u32())
                guard i < table.count else { throw ByteReadError("stroke \(i) is not in the table") }
                return table[i]
            }
        }
        var document = Document(canvas: renamed(canvas, photoNames), strokes: try strokes())
        for stroke in table { document.strokeIDs.saw(stroke.id) }
        var steps = SnapshotStepReader(bytes: r, table: table, version: storedVersion, photoNames: photoNames)
        (document.undoStack, document.redoStack) = try readSteps(from: &steps)
        r = steps.bytes
        guard r.remaining == 0 else { throw ByteReadError("\(r.remaining) bytes after the document") }
        return document
    }

    /// `canvas` with its photo under the name `photoNames` maps it to, if it maps it.
    static func renamed(_ canvas: Canvas, _ photoNames: [String: String]?) -> Canvas {
        guard let photoNames, let path = canvas.photoPath, let name = photoNames[path] else { return canvas }
        var out = canvas
        out.photoPath = name
        return out
    }

    static func writeCanvas(_ c: Canvas, _ w: inout ByteWriter) {
        w.u32(UInt32(c.width)); w.u32(UInt32(c.height)); w.u32(word(c.background))
        w.u8(c.photoPath == nil ? 0 : 1)
        if let p = c.photoPath { w.string(p) }
        writeCrop(c.crop, &w)
        w.u8(UInt8(c.orientation.exif))
    }

    static func writeCrop(_ crop: IntRect?, _ w: inout ByteWriter) {
        w.u8(crop == nil ? 0 : 1)
        if let c = crop { for v in [c.x, c.y, c.width, c.height] { w.u32(UInt32(v)) } }
    }

    static func readCanvas(_ r: inout ByteReader, crop hasCrop: Bool, orientation orientations: Bool) throws -> Canvas {
        let width = Int(try r.u32()), height = Int(try r.u32())
        guard Document.isValidSize(width: width, height: height) else { throw ByteReadError("canvas size \(width)x\(height) is out of range") }
        let background = color(try r.u32())
        let photo = try r.u8() == 0 ? nil : try r.string()
        var canvas = Canvas(width: width, height: height, background: background, photoPath: photo)
        if hasCrop, let crop = try readCrop(&r) {
            guard canvas.canCrop(to: crop) else { throw ByteReadError("crop \(crop) is outside the canvas") }
            canvas.crop = crop
        }
        if orientations {
            let exif = Int(try r.u8())
            guard let o = Orientation(exif: exif) else { throw ByteReadError("orientation \(exif) is not one of 1 to 8") }
            canvas.orientation = o
        }
        return canvas
    }

    static func readCrop(_ r: inout ByteReader) throws -> IntRect? {
        guard try r.u8() != 0 else { return nil }
        let x = Int(try r.u32()), y = Int(try r.u32()), w = Int(try r.u32()), h = Int(try r.u32())
        let rect = IntRect(x: x, y: y, width: w, height: h)
        guard !rect.isEmpty, w <= Document.maxSide, h <= Document.maxSide else { throw ByteReadError("crop \(rect) is empty or too large") }
        return rect
    }

    private static func word(_ c: Color) -> UInt32 {
        UInt32(c.alpha) << 24 | UInt32(c.red) << 16 | UInt32(c.green) << 8 | UInt32(c.blue)
    }

    private static func color(_ w: UInt32) -> Color {
        Color(red: UInt8(w >> 16 & 0xFF), green: UInt8(w >> 8 & 0xFF), blue: UInt8(w & 0xFF), alpha: UInt8(w >> 24))
    }

    private static func writeIndices(_ list: [Int], _ w: inout ByteWriter) {
        w.u32(UInt32(list.count))
        for i in list { w.u32(UInt32(i)) }
    }
}

/// Strokes numbered once each. The history holds the same stroke in several places (the
/// strokes, its `add` step, every `clear` after it); they share their points' storage, which
/// identifies them without comparing every point.
struct StrokeTable {
    private(set) var strokes: [Stroke] = []
    private(set) var pointCount = 0
    private var byStorage: [UnsafeRawPointer: [Int]] = [:]

    mutating func index(of stroke: Stroke) -> Int {
        let key = stroke.points.withUnsafeBufferPointer { $0.count > 0 ? $0.baseAddress.map(UnsafeRawPointer.init) : nil }
        if let key, let found = byStorage[key]?.first(where: { strokes[$0] == stroke && strokes[$0].id == stroke.id }) { return found }
        strokes.append(stroke)
        pointCount += stroke.points.count
        if let key { byStorage[key, default: []].append(strokes.count - 1) }
        return strokes.count - 1
    }
}
