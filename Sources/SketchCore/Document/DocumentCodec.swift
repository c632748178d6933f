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

    /// One stroke as the format writes it.
    static func strokeJSON(_ s: Stroke) -> String {
        var out = "{\"tool\":\"\(s.tool.id)\","
        if s.tool.hasColor { out += "\"color\":\"\(s.color.hexRGBA)\"," }
        out += "\"width\":\(number(s.width)),\"points\":["
        // Appended piece by piece into room made up front: a journal line is written for
        // every stroke as it ends.
        out.reserveCapacity(out.utf8.count + s.points.count * 40 + 2)
        for (j, p) in s.points.enumerated() {
            out.append(j > 0 ? ",[" : "[")
            out.append(number(p.x))
            out.append(",")
            out.append(number(p.y))
            out.append("]")
        }
        out.append("]")
        if let text = s.text { out += ",\"text\":" + quoted(text) }
        if let n = s.number { out += ",\"number\":\(n)" }
        if let fill = s.fill { out += ",\"fill\":\"\(fill.hexRGBA)\"" }
        out += styleJSON(s)
        if let image = s.image { out += imageJSON(image) }
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
        var color = Color.clear
        if dict["color"] == nil, let defaultColor = tool.defaultColor {
            color = defaultColor
        } else if tool.hasColor {
            guard let colorText = dict["color"] as? String, let c = Color(hex: colorText) else {
                throw DocumentError("\(label): \"color\" must be a colour like #RRGGBB or #RRGGBBAA")
            }
            color = c
        }
        // A kind whose box is all it is may leave its width out.
        guard let width = real(dict["width"]) ?? (!tool.hasOwnWidth && dict["width"] == nil ? 1 : nil) else {
            throw DocumentError("\(label): \"width\" is missing or not a number")
        }
        guard let rawPoints = dict["points"] as? [Any] else { throw DocumentError("\(label): \"points\" must be a list of [x, y] pairs") }
        var points: [Point] = []
        points.reserveCapacity(rawPoints.count)
        for (j, raw) in rawPoints.enumerated() {
            guard let pair = raw as? [Any], pair.count == 2, let x = real(pair[0]), let y = real(pair[1]) else {
                throw DocumentError("\(label), point \(j + 1): expected [x, y] with two numbers")
            }
            points.append(Point(x, y))
        }
        var stroke = Stroke(tool: tool, color: color, width: width, points: points)
        if tool == .text {
            guard let text = dict["text"] as? String else { throw DocumentError("\(label): a text needs \"text\", a string") }
            stroke.text = text
        }
        if tool.numbered {
            guard let n = integer(dict["number"]) else { throw DocumentError("\(label): a marker needs \"number\", a whole number") }
            stroke.number = n
        }
        if tool.canFill, let value = dict["fill"] {
            guard let text = value as? String, let fill = Color(hex: text) else {
                throw DocumentError("\(label): \"fill\" must be a colour like #RRGGBB or #RRGGBBAA")
            }
            stroke.fill = fill
        }
        try readLineStyle(dict, into: &stroke, label: label)
        try readImage(dict, into: &stroke, label: label)
        return try validated(stroke, label: label)
    }

    /// The stroke if its values are ones a document may hold, else why not. Every reader of
    /// strokes (documents, the journal's fast path) goes through here.
    static func validated(_ stroke: Stroke, label: String) throws -> Stroke {
        guard stroke.width.isFinite, stroke.width > 0 else { throw DocumentError("\(label): width must be a finite number above 0, not \(stroke.width)") }
        for (j, p) in stroke.points.enumerated() where !p.isFinite {
            throw DocumentError("\(label), point \(j + 1): coordinates must be finite numbers")
        }
        if let n = stroke.tool.pointCount {
            guard stroke.points.count == n else {
                throw DocumentError("\(label): a \(stroke.tool.id) has exactly \(n) point\(n == 1 ? "" : "s"), not \(stroke.points.count)")
            }
        } else {
            guard !stroke.points.isEmpty else { throw DocumentError("\(label): a \(stroke.tool.id) stroke needs at least one point") }
        }
        if stroke.tool == .text {
            guard let text = stroke.text else { throw DocumentError("\(label): a text needs \"text\"") }
            guard text.unicodeScalars.count <= DocumentLimits.maxTextLength else {
                throw DocumentError("\(label): the text is over the limit of \(DocumentLimits.maxTextLength) characters")
            }
            guard stroke.width <= DocumentLimits.maxTextSize else {
                throw DocumentError("\(label): text size \(number(stroke.width)) is over the limit of \(number(DocumentLimits.maxTextSize)) px")
            }
        }
        if stroke.tool.numbered {
            guard let n = stroke.number, (1...DocumentLimits.maxMarkerNumber).contains(n) else {
                throw DocumentError("\(label): a marker's number must be 1 to \(DocumentLimits.maxMarkerNumber)")
            }
        }
        if let dash = stroke.dash, !dash.isValid {
            throw DocumentError("\(label): \"dash\" [\(number(dash.on)), \(number(dash.off))] must be a dash of 0 to \(number(Dash.maxLength)) widths "
                + "and a gap above 0 and up to \(number(Dash.maxLength)), together at least half a width")
        }
        if let radius = stroke.radius, !(radius.isFinite && radius >= 0 && radius <= DocumentLimits.maxCoordinate) {
            throw DocumentError("\(label): \"radius\" must be 0 to \(number(DocumentLimits.maxCoordinate)) px, not \(number(radius))")
        }
        if stroke.tool == .image && stroke.image == nil { throw DocumentError("\(label): an image needs its picture (\"data\")") }
        var kept = stroke
        if stroke.tool != .image { kept.image = nil }
        if !stroke.tool.canDash { kept.dash = nil }
        if stroke.tool != .arrow { kept.heads = .end }
        if stroke.tool != .rectangle { kept.radius = nil }
        if stroke.tool != .text { kept.text = nil; kept.background = nil; kept.outline = nil }
        if !stroke.tool.numbered { kept.number = nil }
        if !stroke.tool.canFill { kept.fill = nil }
        if !stroke.tool.hasColor { kept.color = .clear }
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
        return "\(v)"
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
