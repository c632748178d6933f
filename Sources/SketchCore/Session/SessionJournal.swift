import Foundation

/// The autosave journal: one line per edit, appended as it happens, each with its own
/// checksum. A line that fails its checksum (a torn last line, garbage, a flipped bit) is
/// skipped on its own: the lines after it still count. Replaying the lines rebuilds the
/// document with its undo history.
///
/// A line is `J1 <crc32 of the JSON, 8 hex digits> <JSON>`. The first line is either a `begin`
/// (a new drawing) or a `checkpoint` (the edits go on from the session's checkpoint of that
/// generation; see `SessionCheckpoint`).
public enum SessionJournal {
    public enum Record: Equatable, Sendable {
        /// A new drawing: the canvas, its background and the photo's absolute path.
        case begin(Canvas)
        /// The edits that follow go on from checkpoint `generation`.
        case checkpoint(generation: Int)
        case add(Stroke)
        case undo
        case redo
        case clear
        /// Another photo (or canvas) opened over the drawing, undoably.
        case open(Canvas)
        /// The stroke at `index` replaced by another (a text edited again), undoably.
        case replace(index: Int, Stroke)
        /// Several strokes replaced at once (moved or restyled together), undoably.
        case replaceMany([Int: Stroke])
        /// The strokes at these indices removed, undoably.
        case remove(Set<Int>)
        /// The part of the canvas kept changed (nil: all of it), undoably.
        case crop(IntRect?)
    }

    public static func line(_ record: Record) -> Data {
        let json: String
        switch record {
        case .begin(let c): json = canvasJSON("begin", c)
        case .checkpoint(let g): json = "{\"t\":\"checkpoint\",\"generation\":\(g)}"
        case .add(let s): json = "{\"t\":\"add\",\"stroke\":\(DocumentCodec.strokeJSON(s))}"
        case .undo: json = "{\"t\":\"undo\"}"
        case .redo: json = "{\"t\":\"redo\"}"
        case .clear: json = "{\"t\":\"clear\"}"
        case .open(let c): json = canvasJSON("open", c)
        case .replace(let i, let s): json = "{\"t\":\"replace\",\"index\":\(i),\"stroke\":\(DocumentCodec.strokeJSON(s))}"
        case .replaceMany(let changes):
            let sorted = changes.keys.sorted()
            json = "{\"t\":\"replaceMany\",\"indices\":[\(sorted.map(String.init).joined(separator: ","))],\"strokes\":["
                + sorted.map { DocumentCodec.strokeJSON(changes[$0]!) }.joined(separator: ",") + "]}"
        case .remove(let indices): json = "{\"t\":\"remove\",\"indices\":[\(indices.sorted().map(String.init).joined(separator: ","))]}"
        case .crop(let rect): json = "{\"t\":\"crop\",\"rect\":\(DocumentCodec.cropJSON(rect))}"
        }
        let crc = String(CRC32.checksum(json.utf8), radix: 16)
        return Data(("J1 " + String(repeating: "0", count: 8 - crc.count) + crc + " " + json + "\n").utf8)
    }

    private static func canvasJSON(_ type: String, _ c: Canvas) -> String {
        "{\"t\":\"\(type)\",\"width\":\(c.width),\"height\":\(c.height),\"background\":\"\(c.background.hexRGBA)\"" +
            (c.photoPath.map { ",\"photo\":\(DocumentCodec.quoted($0))" } ?? "") + (c.crop.map { ",\"crop\":" + DocumentCodec.cropJSON($0) } ?? "") + "}"
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
        return Lines(records: records, damaged: damaged, endsCleanly: data.isEmpty || data.last == UInt8(ascii: "\n"))
    }

    /// Makes a journalled edit again on `target`. `begin` and `checkpoint` start or mark a
    /// journal and edit nothing. The one place records become edits: documents, the app's
    /// session on a restore, and the tests all replay through here.
    public static func replay<Target: JournalReplaying>(_ record: Record, on target: inout Target) {
        switch record {
        case .begin, .checkpoint: break
        case .add(let s): target.replayAdd(s)
        case .undo: target.replayUndo()
        case .redo: target.replayRedo()
        case .clear: target.replayClear()
        case .open(let c): target.replayOpen(c)
        case .replace(let i, let s): target.replayReplace(at: i, with: s)
        case .replaceMany(let changes): target.replayReplace(changes)
        case .remove(let indices): target.replayRemove(at: indices)
        case .crop(let rect): target.replayCrop(to: rect)
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
        for r in records { apply(r, to: &document) }
        return document
    }

    /// What a journal that starts with `begin` holds.
    public struct Replay: Equatable {
        public var document: Document
        /// Records applied, the `begin` included.
        public var records: Int
        /// Lines that could not be read, skipped.
        public var damagedLines: Int
    }

    /// Rebuilds a session from its journal: the document of the `begin` and every readable
    /// edit after it. Nil when the journal has no `begin` to start from.
    public static func replay(_ data: Data) -> Replay? {
        let lines = read(data)
        var document: Document?
        var applied = 0
        for record in lines.records {
            if case .begin = record { applied = 0 }
            apply(record, to: &document)
            if document != nil { applied += 1 }
        }
        return document.map { Replay(document: $0, records: applied, damagedLines: lines.damaged) }
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
              let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
              let type = object["t"] as? String else { return nil }
        switch type {
        case "begin", "open":
            guard let w = (object["width"] as? NSNumber)?.intValue, let h = (object["height"] as? NSNumber)?.intValue,
                  Document.isValidSize(width: w, height: h),
                  let bg = (object["background"] as? String).flatMap(Color.init(hex:)) else { return nil }
            var canvas = Canvas(width: w, height: h, background: bg, photoPath: object["photo"] as? String)
            guard let crop = readCrop(object["crop"], in: canvas) else { return nil }
            canvas.crop = crop
            return type == "begin" ? .begin(canvas) : .open(canvas)
        case "crop":
            guard let crop = readCrop(object["rect"]) else { return nil }
            return .crop(crop)
        case "checkpoint":
            guard let g = (object["generation"] as? NSNumber)?.intValue, g > 0 else { return nil }
            return .checkpoint(generation: g)
        case "add":
            guard let s = object["stroke"], let stroke = try? DocumentCodec.stroke(s, index: 0) else { return nil }
            return .add(stroke)
        case "replace":
            guard let i = (object["index"] as? NSNumber)?.intValue, i >= 0, let s = object["stroke"],
                  let stroke = try? DocumentCodec.stroke(s, index: 0) else { return nil }
            return .replace(index: i, stroke)
        case "replaceMany":
            guard let indices = object["indices"] as? [NSNumber], let list = object["strokes"] as? [Any], indices.count == list.count,
                  !indices.isEmpty, indices.allSatisfy({ $0.intValue >= 0 }), Set(indices.map(\.intValue)).count == indices.count else { return nil }
            var changes: [Int: Stroke] = [:]
            for (i, s) in zip(indices, list) {
                guard let stroke = try? DocumentCodec.stroke(s, index: 0) else { return nil }
                changes[i.intValue] = stroke
            }
            return .replaceMany(changes)
        case "remove":
            guard let indices = object["indices"] as? [NSNumber], !indices.isEmpty, indices.allSatisfy({ $0.intValue >= 0 }) else { return nil }
            return .remove(Set(indices.map(\.intValue)))
        case "undo": return .undo
        case "redo": return .redo
        case "clear": return .clear
        default: return nil
        }
    }
}

extension SessionJournal {
    /// The records that rebuild `document` with its whole history: a `begin` with the canvas
    /// the history starts on, the undo steps made again in order, then the redo steps made and
    /// undone. Strokes a document starts with, before any step, come as added strokes.
    public static func records(reproducing document: Document) -> [Record] {
        var bottom = document
        while bottom.canUndo { bottom.undo() }
        func forward(_ edit: Edit) -> Record {
            switch edit {
            case .add(let s): return .add(s)
            case .clear: return .clear
            case .open(_, _, let next): return .open(next)
            case .replace(let i, _, let new): return .replace(index: i, new)
            case .replaceMany(let indices, _, let new): return .replaceMany(Dictionary(uniqueKeysWithValues: zip(indices, new)))
            case .remove(let indices, _): return .remove(Set(indices))
            case .crop(_, let new): return .crop(new)
            }
        }
        var out: [Record] = [.begin(bottom.canvas)] + bottom.strokes.map { .add($0) }
        out += document.undoStack.map(forward)
        out += document.redoStack.reversed().map(forward)
        out += Array(repeating: .undo, count: document.redoStack.count)
        return out
    }
}

/// Something journalled edits can be made again on (see `SessionJournal.replay`).
public protocol JournalReplaying {
    mutating func replayAdd(_ stroke: Stroke)
    mutating func replayUndo()
    mutating func replayRedo()
    mutating func replayClear()
    mutating func replayOpen(_ canvas: Canvas)
    mutating func replayReplace(at index: Int, with stroke: Stroke)
    mutating func replayReplace(_ changes: [Int: Stroke])
    mutating func replayRemove(at indices: Set<Int>)
    mutating func replayCrop(to rect: IntRect?)
}

extension Document: JournalReplaying {
    public mutating func replayAdd(_ stroke: Stroke) { add(stroke) }
    public mutating func replayUndo() { undo() }
    public mutating func replayRedo() { redo() }
    public mutating func replayClear() { clear() }
    public mutating func replayOpen(_ canvas: Canvas) { open(canvas) }
    public mutating func replayReplace(at index: Int, with stroke: Stroke) { replace(at: index, with: stroke) }
    public mutating func replayReplace(_ changes: [Int: Stroke]) { replace(changes) }
    public mutating func replayRemove(at indices: Set<Int>) { remove(at: indices) }
    public mutating func replayCrop(to rect: IntRect?) { crop(to: rect) }
}
