import Foundation

/// The autosave journal: one line per edit, appended as it happens, each with its own
/// checksum, so a crash or a kill can lose at most a torn last line and never corrupts what
/// came before. Replaying the lines rebuilds the document with its undo history.
///
/// A line is `J1 <crc32 of the JSON, 8 hex digits> <JSON>`.
public enum SessionJournal {
    public enum Record: Equatable, Sendable {
        /// A new drawing: the canvas, its background and the photo's absolute path.
        case begin(width: Int, height: Int, background: Color, photo: String?)
        case add(Stroke)
        case undo
        case redo
        case clear
    }

    public static func line(_ record: Record) -> Data {
        let json: String
        switch record {
        case .begin(let w, let h, let bg, let photo):
            json = "{\"t\":\"begin\",\"width\":\(w),\"height\":\(h),\"background\":\"\(bg.hexRGBA)\"" +
                (photo.map { ",\"photo\":\(DocumentCodec.quoted($0))" } ?? "") + "}"
        case .add(let s): json = "{\"t\":\"add\",\"stroke\":\(DocumentCodec.strokeJSON(s))}"
        case .undo: json = "{\"t\":\"undo\"}"
        case .redo: json = "{\"t\":\"redo\"}"
        case .clear: json = "{\"t\":\"clear\"}"
        }
        let crc = String(CRC32.checksum(json.utf8), radix: 16)
        return Data(("J1 " + String(repeating: "0", count: 8 - crc.count) + crc + " " + json + "\n").utf8)
    }

    /// What a journal holds.
    public struct Replay: Equatable {
        public var document: Document
        public var records: Int
        /// Lines at the end that could not be read (a torn or damaged tail), now ignored.
        public var damagedLines: Int
    }

    /// Rebuilds the session: the document of the last `begin` and every edit after it, up to
    /// the first line that fails its checksum. Nil when there is no `begin` to start from.
    public static func replay(_ data: Data) -> Replay? {
        var document: Document?
        var records = 0
        var damaged = 0
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (i, raw) in lines.enumerated() {
            if raw.isEmpty { continue }
            guard let record = parse(Data(raw)) else {
                damaged = lines[i...].filter { !$0.isEmpty }.count
                break
            }
            switch record {
            case .begin(let w, let h, let bg, let photo):
                document = Document(width: w, height: h, background: bg, photoPath: photo)
                records = 1
                continue
            case .add(let s): document?.add(s)
            case .undo: document?.undo()
            case .redo: document?.redo()
            case .clear: document?.clear()
            }
            if document != nil { records += 1 }
        }
        return document.map { Replay(document: $0, records: records, damagedLines: damaged) }
    }

    static func parse(_ line: Data) -> Record? {
        let bytes = [UInt8](line)
        guard bytes.count > 12, bytes[0] == UInt8(ascii: "J"), bytes[1] == UInt8(ascii: "1"), bytes[2] == 32, bytes[11] == 32,
              let crc = UInt32(String(decoding: bytes[3..<11], as: UTF8.self), radix: 16) else { return nil }
        let json = bytes[12...]
        guard CRC32.checksum(json) == crc,
              let object = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
              let type = object["t"] as? String else { return nil }
        switch type {
        case "begin":
            guard let w = (object["width"] as? NSNumber)?.intValue, let h = (object["height"] as? NSNumber)?.intValue,
                  (1...Document.maxSide).contains(w), (1...Document.maxSide).contains(h),
                  let bg = (object["background"] as? String).flatMap(Color.init(hex:)) else { return nil }
            return .begin(width: w, height: h, background: bg, photo: object["photo"] as? String)
        case "add":
            guard let s = object["stroke"], let stroke = try? DocumentCodec.stroke(s, index: 0) else { return nil }
            return .add(stroke)
        case "undo": return .undo
        case "redo": return .redo
        case "clear": return .clear
        default: return nil
        }
    }
}
