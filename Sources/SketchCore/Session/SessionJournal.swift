import FoundationEssentials

/// The autosave journal: one line per edit, appended as it happens, each with its own
/// checksum. A line that fails its checksum (a torn last line, garbage, a flipped bit) is
/// skipped on its own: the lines after it still count. Replaying the lines rebuilds the
/// document with its undo history.
///
/// A line is `J1 <crc32 of the JSON, 8 hex digits> <JSON>`. The first line is either a `begin`
/// (a new drawing) or a `checkpoint` (the edits go on from the session's checkpoint of that
/// generation; see `SessionCheckpoint`).
///
/// So that a skipped line loses only itself, lines name strokes by their ids (`Stroke.id`),
/// never by their place in the list, and an undo or redo names the step it takes back
/// (`Document.undoStepKey`). Made again on a history that lost a line, an undo takes back that
/// step and the steps after it, which must have been undone before it (the lost line was one of
/// those undos), or nothing when that step was itself lost. Lines of older versions, which name
/// strokes by index and undo whatever is newest, are still read.
public enum SessionJournal {
    public enum Record: Equatable, Sendable {
        /// A new drawing: the canvas, its background and the photo's absolute path.
        case begin(Canvas)
        /// The edits that follow go on from checkpoint `generation`.
        case checkpoint(generation: Int)
        /// A stroke added, with its id.
        case add(Stroke)
        /// The step `step` names undone (nil: the newest, whatever it is).
        case undo(step: String?)
        /// The undone step `step` names made again (nil: the newest undone).
        case redo(step: String?)
        case clear
        /// Another photo (or canvas) opened over the drawing, undoably.
        case open(Canvas)
        /// A stroke replaced by another (a text edited again), undoably.
        case replace(StrokeAddress, Stroke)
        /// Several strokes replaced at once (moved or restyled together), undoably.
        case replaceMany([StrokeAddress: Stroke])
        /// These strokes removed, undoably.
        case remove(Set<StrokeAddress>)
        /// The part of the canvas kept changed (nil: all of it), undoably.
        case crop(IntRect?)
        /// The picture turned or flipped by a step, with the strokes placed apart from the turn
        /// (texts kept upright), undoably.
        case orient(Orientation, placed: [StrokeAddress: Stroke])
        /// These strokes put above every other (`toFront`) or below, undoably.
        case restack(Set<StrokeAddress>, toFront: Bool)
        /// A text being typed, as it is so far: a new one, or (`replacing`, an id) a text edited
        /// again. Nil: the text ended, and its own `add` or `replace` follows if it made one.
        /// A draft that no nil ends (the app was killed mid-text) is read as the edit it was
        /// becoming (see `settlingDrafts`), so typing is kept to the last batch.
        case draft(Stroke?, replacing: Int?)
        /// The drawing as it stood at `mark` was saved (written in full): a restore offer skips
        /// a session that ends there. Not an edit.
        case saved(HistoryMark)
    }

    public static func line(_ record: Record) -> Data {
        let json: String
        switch record {
        case .begin(let c): json = canvasJSON("begin", c)
        case .checkpoint(let g): json = "{\"t\":\"checkpoint\",\"generation\":\(g)}"
        case .add(let s): json = "{\"t\":\"add\",\"stroke\":\(DocumentCodec.strokeJSON(s))" + (s.id > 0 ? ",\"id\":\(s.id)}" : "}")
        case .undo(let step): json = "{\"t\":\"undo\"" + (step.map { ",\"step\":\(DocumentCodec.quoted($0))}" } ?? "}")
        case .redo(let step): json = "{\"t\":\"redo\"" + (step.map { ",\"step\":\(DocumentCodec.quoted($0))}" } ?? "}")
        case .clear: json = "{\"t\":\"clear\"}"
        case .open(let c): json = canvasJSON("open", c)
        case .replace(let a, let s): json = "{\"t\":\"replace\",\(addressJSON(a)),\"stroke\":\(DocumentCodec.strokeJSON(s))}"
        case .replaceMany(let changes):
            let sorted = changes.keys.sorted(by: StrokeAddress.inOrder)
            json = "{\"t\":\"replaceMany\",\(addressesJSON(sorted)),\"strokes\":["
                + sorted.map { DocumentCodec.strokeJSON(changes[$0]!) }.joined(separator: ",") + "]}"
        case .remove(let addresses): json = "{\"t\":\"remove\",\(addressesJSON(addresses.sorted(by: StrokeAddress.inOrder)))}"
        case .crop(let rect): json = "{\"t\":\"crop\",\"rect\":\(DocumentCodec.cropJSON(rect))}"
        case .orient(let step, let placed): json = orientJSON(step, placed)
        case .restack(let addresses, let toFront):
            json = "{\"t\":\"\(toFront ? "front" : "back")\",\(addressesJSON(addresses.sorted(by: StrokeAddress.inOrder)))}"
        case .saved(let mark): json = "{\"t\":\"saved\",\"depth\":\(mark.depth)" + (mark.newest.map { ",\"step\":\(DocumentCodec.quoted($0))}" } ?? "}")
        case .draft(let stroke, let replacing):
            json = "{\"t\":\"draft\"" + (stroke.map { ",\"stroke\":" + DocumentCodec.strokeJSON($0) } ?? "")
                + (replacing.map { ",\"replacing\":\($0)" } ?? "") + "}"
        }
        let crc = String(CRC32.checksum(json.utf8), radix: 16)
        return Data(("J1 " + String(repeating: "0", count: 8 - crc.count) + crc + " " + json + "\n").utf8)
    }

    private static func addressJSON(_ a: StrokeAddress) -> String {
        switch a {
        case .id(let id): return "\"id\":\(id)"
        case .index(let i): return "\"index\":\(i)"
        }
    }

    /// Ids (`"ids"`), or indices for an older journal's records (`"indices"`); never a mix,
    /// since a journal names its strokes one way.
    static func addressesJSON(_ list: [StrokeAddress]) -> String {
        let ids = list.compactMap { if case .id(let id) = $0 { id } else { nil } }
        if ids.count == list.count { return "\"ids\":[\(ids.map(String.init).joined(separator: ","))]" }
        let indices = list.compactMap { if case .index(let i) = $0 { i } else { nil } }
        return "\"indices\":[\(indices.map(String.init).joined(separator: ","))]"
    }

    private static func canvasJSON(_ type: String, _ c: Canvas) -> String {
        "{\"t\":\"\(type)\",\"width\":\(c.width),\"height\":\(c.height),\"background\":\"\(c.background.hexRGBA)\"" +
            (c.photoPath.map { ",\"photo\":\(DocumentCodec.quoted($0))" } ?? "") + (c.crop.map { ",\"crop\":" + DocumentCodec.cropJSON($0) } ?? "")
            + (c.orientation.isUpright ? "" : ",\"orientation\":\(c.orientation.exif)") + "}"
    }

    /// A crop as the document format reads it (`DocumentCodec.crop`); nil when it is not one.
    private static func readCrop(_ value: Any?, in canvas: Canvas? = nil) -> IntRect?? {
        guard case .success(let rect) = Result(catching: { try DocumentCodec.crop(value, width: canvas?.width, height: canvas?.height) }) else { return nil }
        return .some(rect)
    }

    /// The records of a journal's bytes, in order, without the lines that could not be read.
    public struct Lines: Equatable, Sendable {
        public var records: [Record]
        /// Lines that failed their checksum or did not parse, skipped.
        public var damaged: Int
        /// Whether the bytes end at the end of a line: more lines can be appended after them.
        public var endsCleanly: Bool
    }

    public static func read(_ data: Data) -> Lines {
        var records: [Record] = []
        var damaged = 0
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end > start {
                    if let record = parse(UnsafeBufferPointer(rebasing: bytes[start..<end])) { records.append(record) } else { damaged += 1 }
                }
                start = end + 1
            }
        }
        return Lines(records: settlingDrafts(records), damaged: damaged, endsCleanly: data.isEmpty || data.last == UInt8(ascii: "\n"))
    }

    /// Makes a journalled edit again on `target`. `begin` and `checkpoint` start or mark a
    /// journal and edit nothing. The one place records become edits: documents, the app's
    /// session on a restore, and the tests all replay through here.
    public static func replay<Target: JournalReplaying>(_ record: Record, on target: inout Target) {
        switch record {
        case .begin, .checkpoint, .draft, .saved: break
        case .add(let s): target.replayAdd(s)
        case .undo(let step): target.replayUndo(step: step)
        case .redo(let step): target.replayRedo(step: step)
        case .clear: target.replayClear()
        case .open(let c): target.replayOpen(c)
        case .replace(let a, let s): target.replayReplace(a, with: s)
        case .replaceMany(let changes): target.replayReplace(changes)
        case .remove(let addresses): target.replayRemove(addresses)
        case .crop(let rect): target.replayCrop(to: rect)
        case .orient(let step, let placed): target.replayOrient(by: step, placed: placed)
        case .restack(let addresses, let toFront): target.replayRestack(addresses, toFront: toFront)
        }
    }

    /// Applies one record to the document it edits; `begin` starts a new one.
    public static func apply(_ record: Record, to document: inout Document?) {
        if case .begin(let c) = record {
            document = Document(canvas: c)
        } else if document != nil {
            replay(record, on: &document!)
        }
    }

    /// The document `records` make, from the `begin` among them; nil without one.
    public static func document(_ records: [Record]) -> Document? {
        var document: Document?
        for r in settlingDrafts(records) { apply(r, to: &document) }
        return document
    }

    /// The most an id may be: far beyond any drawing, and still exact as a JSON number.
    static let maxStrokeID = 1 << 50

    static func strokeID(_ value: Any?) -> Int? {
        guard let n = whole(value), (1...maxStrokeID).contains(n) else { return nil }
        return n
    }

    /// A JSON number that is a whole number a journal can hold; nil for anything else.
    static func whole(_ value: Any?) -> Int? {
        guard let d = value as? Double, d == d.rounded(), abs(d) <= Double(1 << 53) else { return nil }
        return Int(d)
    }

    /// The stroke a line names (`id`, or `index` in older journals), or the strokes (`ids` or
    /// `indices`), nil when the line names none or names one wrongly.
    static func address(_ object: [String: Any], one: Bool) -> [StrokeAddress]? {
        if one {
            if let id = object["id"] { return strokeID(id).map { [.id($0)] } }
            guard let i = whole(object["index"]), i >= 0 else { return nil }
            return [.index(i)]
        }
        if let ids = object["ids"] as? [Any] {
            let parsed = ids.compactMap(strokeID)
            return parsed.count == ids.count && !parsed.isEmpty ? parsed.map { .id($0) } : nil
        }
        guard let list = object["indices"] as? [Any], !list.isEmpty else { return nil }
        let indices = list.compactMap(whole)
        guard indices.count == list.count, indices.allSatisfy({ $0 >= 0 }) else { return nil }
        return indices.map { .index($0) }
    }

    static func parse(_ line: Data) -> Record? {
        line.withUnsafeBytes { parse($0.bindMemory(to: UInt8.self)) }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Record? {
        guard bytes.count > 12, bytes[0] == UInt8(ascii: "J"), bytes[1] == UInt8(ascii: "1"), bytes[2] == 32, bytes[11] == 32,
              let crc = UInt32(String(decoding: UnsafeBufferPointer(rebasing: bytes[3..<11]), as: UTF8.self), radix: 16) else { return nil }
        let json = UnsafeBufferPointer(rebasing: bytes[12...])
        guard CRC32.checksum(UnsafeRawBufferPointer(json)) == crc else { return nil }
        if let stroke = JournalLineParser.add(json) { return .add(stroke) }
        guard
              let object = (try? JSONReader.read(json)) as? [String: Any],
              let type = object["t"] as? String else { return nil }
        switch type {
        case "begin", "open":
            guard let w = whole(object["width"]), let h = whole(object["height"]),
                  Document.isValidSize(width: w, height: h),
                  let bg = (object["background"] as? String).flatMap(Color.init(hex:)) else { return nil }
            var canvas = Canvas(width: w, height: h, background: bg, photoPath: object["photo"] as? String)
            if let value = object["orientation"] { guard let o = whole(value).flatMap(Orientation.init(exif:)) else { return nil }; canvas.orientation = o }
            guard let crop = readCrop(object["crop"], in: canvas) else { return nil }
            canvas.crop = crop
            return type == "begin" ? .begin(canvas) : .open(canvas)
        case "crop":
            guard let crop = readCrop(object["rect"]) else { return nil }
            return .crop(crop)
        case "saved":
            guard let depth = whole(object["depth"]), depth >= 0 else { return nil }
            let step = object["step"] as? String
            guard step != nil || object["step"] == nil else { return nil }
            return .saved(HistoryMark(depth: depth, newest: step))
        case "checkpoint":
            guard let g = whole(object["generation"]), g > 0 else { return nil }
            return .checkpoint(generation: g)
        case "add":
            guard let s = object["stroke"], var stroke = try? DocumentCodec.stroke(s, index: 0) else { return nil }
            if object["id"] != nil {
                guard let id = strokeID(object["id"]) else { return nil }
                stroke.id = id
            }
            return .add(stroke)
        case "replace":
            guard let address = address(object, one: true)?.first, let s = object["stroke"],
                  let stroke = try? DocumentCodec.stroke(s, index: 0) else { return nil }
            return .replace(address, stroke)
        case "replaceMany":
            guard let addresses = address(object, one: false), let list = object["strokes"] as? [Any], addresses.count == list.count,
                  Set(addresses).count == addresses.count else { return nil }
            var changes: [StrokeAddress: Stroke] = [:]
            for (a, s) in zip(addresses, list) {
                guard let stroke = try? DocumentCodec.stroke(s, index: 0) else { return nil }
                changes[a] = stroke
            }
            return .replaceMany(changes)
        case "remove":
            guard let addresses = address(object, one: false) else { return nil }
            return .remove(Set(addresses))
        case "draft":
            var stroke: Stroke?
            if let s = object["stroke"] {
                guard let read = try? DocumentCodec.stroke(s, index: 0), read.tool.shape == .text else { return nil }
                stroke = read
            }
            var replacing: Int?
            if object["replacing"] != nil {
                guard let id = strokeID(object["replacing"]) else { return nil }
                replacing = id
            }
            return .draft(stroke, replacing: replacing)
        case "undo", "redo":
            var step: String?
            if let value = object["step"] {
                guard let key = value as? String else { return nil }
                step = key
            }
            return type == "undo" ? .undo(step: step) : .redo(step: step)
        case "clear": return .clear
        case "orient": return orientRecord(object)
        case "front", "back":
            guard let addresses = address(object, one: false) else { return nil }
            return .restack(Set(addresses), toFront: type == "front")
        default: return nil
        }
    }
}
