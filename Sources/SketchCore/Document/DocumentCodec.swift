import FoundationEssentials

/// Why a `.sketch` document could not be read. The message is meant for a person; the caller
/// adds the file name.
public struct DocumentError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Reads and writes the `.sketch` format (JSON; see docs/documents.md). It writes version 2 and reads
/// versions 1 and 2: version 2 adds text, numbered markers, the filtering areas, filled shapes and
/// the crop (`"crop":[x0,y0,x1,y1]`, the corners of the part kept, in whole canvas pixels).
public enum DocumentCodec {
    public static let formatName = "sketchpad"
    public static let version = 2
    public static let readableVersions = 1...2

    /// Deeper nesting than any document has; refused before parsing, since a parser that
    /// recurses could run out of stack on a hostile file.
    public static let maxNesting = 32

    public static func decode(_ data: Data) throws -> Document {
        try checkStructure(data)
        let object: Any
        do {
            object = try JSONReader.read(data)
        } catch {
            throw DocumentError("invalid JSON (\(error))")
        }
        guard let root = object as? [String: Any] else { throw DocumentError("invalid document: the top level is not a JSON object") }
        guard let format = root["format"] as? String, format == formatName else {
            throw DocumentError("not a Sketchpad document: \"format\" must be \"\(formatName)\"")
        }
        guard let version = integer(root["version"]) else { throw DocumentError("invalid document: \"version\" is missing or not an integer") }
        guard readableVersions.contains(version) else {
            throw DocumentError("unsupported version \(version): this Sketchpad reads versions \(readableVersions.lowerBound) to \(readableVersions.upperBound)")
        }
        let width = try canvasSide(root["width"], "width")
        let height = try canvasSide(root["height"], "height")
        var background = Color.white
        if let value = root["background"] {
            guard let text = value as? String, let color = Color(hex: text) else {
                throw DocumentError("invalid \"background\": expected a colour like #RRGGBB or #RRGGBBAA")
            }
            background = color
        }
        var photo: String?
        if let value = root["photo"], !(value is JSONNull) {
            guard let text = value as? String, !text.isEmpty else { throw DocumentError("invalid \"photo\": expected a file path") }
            photo = text
        }
        let crop = try crop(root["crop"], width: width, height: height)
        var strokes: [Stroke] = []
        if let value = root["strokes"] {
            guard let list = value as? [Any] else { throw DocumentError("invalid \"strokes\": expected a list") }
            strokes.reserveCapacity(list.count)
            for (index, item) in list.enumerated() { strokes.append(try stroke(item, index: index)) }
        }
        try decodePictures(of: strokes)
        return Document(canvas: Canvas(width: width, height: height, background: background, photoPath: photo, crop: crop), strokes: strokes).reoriented(by: try orientation(root))
    }

    /// `"crop"`: nil when absent or null, else four whole numbers x0, y0, x1, y1 with the
    /// corners in order and (when its size is known) inside the canvas. The journal reads its
    /// crops with this too.
    static func crop(_ value: Any?, width: Int?, height: Int?) throws -> IntRect? {
        guard let value, !(value is JSONNull) else { return nil }
        guard let list = value as? [Any], list.count == 4 else {
            throw DocumentError("invalid \"crop\": expected [x0, y0, x1, y1], four whole numbers of pixels")
        }
        let corners = list.map(integer)
        guard let x0 = corners[0], let y0 = corners[1], let x1 = corners[2], let y1 = corners[3] else {
            throw DocumentError("invalid \"crop\": the corners must be whole numbers of pixels")
        }
        guard x0 < x1, y0 < y1 else {
            throw DocumentError("invalid \"crop\" [\(x0), \(y0), \(x1), \(y1)]: it is empty or inverted (x0 must be below x1 and y0 below y1)")
        }
        guard x0 >= 0, y0 >= 0, x1 <= width ?? x1, y1 <= height ?? y1 else {
            throw DocumentError("invalid \"crop\" [\(x0), \(y0), \(x1), \(y1)]: it leaves the \(width ?? 0)x\(height ?? 0) canvas")
        }
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// A crop as the format writes it, `[x0,y0,x1,y1]`, or `null` for none.
    static func cropJSON(_ rect: IntRect?) -> String {
        rect.map { "[\($0.x),\($0.y),\($0.maxX),\($0.maxY)]" } ?? "null"
    }

    public static func encode(_ oriented: Document) -> Data {
        let document = oriented.photoFrame
        var out = "{\"format\":\"\(formatName)\",\"version\":\(version),"
        out += "\"width\":\(document.width),\"height\":\(document.height),"
        out += "\"background\":\"\(document.background.hexRGBA)\","
        if let photo = document.photoPath { out += "\"photo\":\(quoted(photo))," }
        if let c = document.crop { out += "\"crop\":" + cropJSON(c) + "," }
        out += orientationJSON(oriented.orientation)
        out += "\"strokes\":["
        for (i, s) in document.strokes.enumerated() {
            out += i > 0 ? ",\n" : "\n"
            out += strokeJSON(s)
        }
        out += "]}\n"
        return Data(out.utf8)
    }

    /// One stroke as the format writes it: its tool, then each attribute's key in the order
    /// of `StrokeAttribute.all` (`DocumentForm`).
    static func strokeJSON(_ s: Stroke) -> String {
        var out = "{\"tool\":\"\(s.tool.id)\""
        for attribute in StrokeAttribute.all {
            guard let field = attribute.document.write(s) else { continue }
            out.append(",")
            out.append(field)
        }
        out.append("}")
        return out
    }

    static func stroke(_ item: Any, index: Int) throws -> Stroke {
        let label = "stroke \(index + 1)"
        guard let dict = item as? [String: Any] else { throw DocumentError("\(label): expected an object") }
        guard let toolName = dict["tool"] as? String else { throw DocumentError("\(label): \"tool\" is missing") }
        guard let tool = Tool(id: toolName) else {
            throw DocumentError("\(label): unknown tool \"\(toolName)\" (known: \(Tool.allCases.map(\.id).joined(separator: ", ")))")
        }
        // The keys of what the tool does not take are passed over.
        var stroke = StrokeAttribute.blank(tool)
        for attribute in StrokeAttribute.all where tool.takes(attribute) { try attribute.document.read(dict, &stroke, label) }
        return try validated(stroke, label: label)
    }

    /// The stroke if its values are ones a document may hold, else why not, with what its tool
    /// does not take cleared. Every reader of strokes (documents, the journal's fast path)
    /// goes through here.
    static func validated(_ stroke: Stroke, label: String) throws -> Stroke {
        for attribute in StrokeAttribute.all { try attribute.document.validate(stroke, label) }
        var kept = stroke
        for attribute in StrokeAttribute.all where !stroke.tool.takes(attribute) { attribute.storage.clear(&kept) }
        return kept
    }

    /// Refuses, before parsing, a document nested too deeply or holding more lists than
    /// `DocumentLimits.maxPoints` (each point is a list, and the parser spends memory on each).
    private static func checkStructure(_ data: Data) throws {
        var depth = 0, lists = 0, inString = false, escaped = false
        for b in data {
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch b {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxNesting { throw DocumentError("invalid document: nested deeper than \(maxNesting) levels") }
                if b == UInt8(ascii: "[") {
                    lists += 1
                    if lists > DocumentLimits.maxPoints {
                        throw DocumentError("it holds more than \(DocumentLimits.maxPoints) points (lists), over the limit of \(DocumentLimits.maxPoints)")
                    }
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }

    private static func canvasSide(_ value: Any?, _ key: String) throws -> Int {
        guard let side = integer(value) else { throw DocumentError("invalid \"\(key)\": expected a whole number of pixels") }
        guard side >= 1 else { throw DocumentError("invalid \"\(key)\" \(side): the canvas must be at least 1 px") }
        guard side <= Document.maxSide else {
            throw DocumentError("canvas \(key) \(side) px is over the limit of \(Document.maxSide) px a side")
        }
        return side
    }

    /// A JSON number (`JSONReader` gives booleans as `Bool`, never as a number).
    static func real(_ value: Any?) -> Double? {
        value as? Double
    }

    static func integer(_ value: Any?) -> Int? {
        guard let d = real(value), d.isFinite, d == d.rounded(), abs(d) < 1e15 else { return nil }
        return Int(d)
    }

    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return ShortDecimal.text(v) ?? "\(v)"
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
