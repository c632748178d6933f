import Foundation
import Testing
import SketchCore

@Suite("DocumentCodec")
struct DocumentCodecTests {
    private static func decode(_ json: String) throws -> Document {
        try DocumentCodec.decode(Data(json.utf8))
    }

    /// A valid version-1 document with `strokes` spliced in as raw JSON, and extra root keys.
    private static func document(strokes: String = "[]", root: String = "") -> String {
        "{\"format\":\"sketchpad\",\"version\":1,\"width\":640,\"height\":480\(root),\"strokes\":\(strokes)}"
    }

    /// A document with one stroke; each field is a JSON value written as it goes in (tool and
    /// colour are quoted here), and nil leaves the field out.
    private static func oneStroke(tool: String? = "pen", color: String? = "#000000", width: String? = "2", points: String? = "[[2,2]]") -> String {
        let fields = [tool.map { "\"tool\":\"\($0)\"" }, color.map { "\"color\":\"\($0)\"" },
                      width.map { "\"width\":\($0)" }, points.map { "\"points\":\($0)" }]
        return document(strokes: "[{" + fields.compactMap { $0 }.joined(separator: ",") + "}]")
    }

    /// Decoding `json` fails, with a message that contains every one of `parts`.
    private static func expectError(_ json: String, _ parts: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let doc = try decode(json)
            Issue.record("decoded \(json) to \(doc); expected an error containing \(parts)", sourceLocation: sourceLocation)
        } catch let error as DocumentError {
            for part in parts {
                #expect(error.message.contains(part), "message \(error.message.debugDescription) lacks \(part.debugDescription)",
                        sourceLocation: sourceLocation)
            }
            #expect(error.description == error.message, sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(json): threw \(type(of: error)) \(error), not a DocumentError", sourceLocation: sourceLocation)
        }
    }

    private static let sample: Document = {
        let strokes = [
            Stroke(tool: .pen, color: Color(red: 0xE5, green: 0x39, blue: 0x35), width: 6,
                   points: [Point(10.5, 20.25), Point(11.125, 21.0625), Point(1.0 / 3.0, 2.0 / 3.0),
                            Point(-3.75, 479.999), Point(639.5, 0.1), Point(0.000_001, 1e-9)]),
            Stroke(tool: .line, color: Color(red: 1, green: 2, blue: 3, alpha: 4), width: 2.5,
                   points: [Point(100.1, 200.2), Point(300.3, 400.4)]),
            Stroke(tool: .pen, color: .black, width: 64, points: [Point(320.75, 240.5)]),
            Stroke(tool: .pen, color: Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 0x80), width: 0.1,
                   points: [Point(12345.678, -9876.5432), Point(2, 3), Point(1e15 + 0.5, 1.5e-300)]),
        ]
        return Document(width: 640, height: 480, background: Color(red: 0x12, green: 0x34, blue: 0x56, alpha: 0x78),
                        photoPath: "Photos/\"quoted\" back\\slash/ünïcödé 写真 🖍️\ttab\nnewline\u{1}\u{7F}.jpg",
                        strokes: strokes)
    }()

    @Test("a document with several strokes survives encode then decode")
    func roundTrip() throws {
        let data = DocumentCodec.encode(Self.sample)
        let decoded = try DocumentCodec.decode(data)
        #expect(decoded == Self.sample)
        #expect(decoded.photoPath == Self.sample.photoPath)
        #expect(decoded.strokes.count == 4)
        // Encoding is stable.
        #expect(DocumentCodec.encode(decoded) == data)
        // The output is valid JSON with the format header.
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["format"] as? String == "sketchpad")
        #expect(object["photo"] as? String == Self.sample.photoPath)
        #expect(object["background"] as? String == "#12345678")
    }

    @Test("a document without photo or strokes round trips")
    func roundTripEmpty() throws {
        let doc = Document(width: 16384, height: 3)
        let decoded = try DocumentCodec.decode(DocumentCodec.encode(doc))
        #expect(decoded == doc)
        #expect(decoded.photoPath == nil)
        #expect(decoded.background == .white)
    }

    /// Coordinates are written with Swift's shortest round-trip form, so reading them back
    /// must give the very same Double, also for ones that need 17 significant digits.
    @Test("every coordinate and width reads back exactly", arguments: [5, 6] as [UInt64])
    func randomRoundTrips(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var mismatches: [String] = []
        var compared = 0
        for _ in 0..<50 {
            let strokes = (0..<Int.random(in: 1...8, using: &rng)).map { _ -> Stroke in
                let tool: Tool = Bool.random(using: &rng) ? .pen : .line
                let n = tool == .line ? 2 : Int.random(in: 1...20, using: &rng)
                // Away from 0 and 1: see `zeroAndOne` for those.
                let points = (0..<n).map { _ in Point(Double.random(in: 2...5000, using: &rng), Double.random(in: -5000 ... -2, using: &rng)) }
                return Stroke(tool: tool, color: Color(word: UInt32.random(in: 0...UInt32.max, using: &rng)),
                              width: Double.random(in: 2...64, using: &rng), points: points)
            }
            let doc = Document(width: Int.random(in: 2...4000, using: &rng), height: Int.random(in: 2...4000, using: &rng),
                               background: Color(word: UInt32.random(in: 0...UInt32.max, using: &rng)), strokes: strokes)
            let decoded = try DocumentCodec.decode(DocumentCodec.encode(doc))
            try #require(decoded.strokes.count == doc.strokes.count)
            #expect(decoded.width == doc.width && decoded.height == doc.height && decoded.background == doc.background)
            for (a, b) in zip(doc.strokes, decoded.strokes) {
                #expect(a.tool == b.tool && a.color == b.color)
                try #require(a.points.count == b.points.count)
                let written = [a.width] + a.points.flatMap { [$0.x, $0.y] }
                let read = [b.width] + b.points.flatMap { [$0.x, $0.y] }
                for (w, r) in zip(written, read) {
                    compared += 1
                    if w != r { mismatches.append("\(w) read back as \(r)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.count) of \(compared) numbers changed, e.g. \(mismatches.prefix(3))")
    }

    @Test("a 17-digit coordinate reads back exactly")
    func seventeenDigits() throws {
        let value = 3186.2032289068466 // needs all 17 digits; "\(value)" writes them all
        #expect("\(value)" == "3186.2032289068466")
        let doc = try Self.decode(Self.oneStroke(points: "[[\(value),2]]"))
        #expect(doc.strokes.first?.points.first?.x == value)
    }

    /// The numbers 0 and 1 are ordinary numbers: a point on the canvas edge, the thinnest pen
    /// (PenSettings allows width 1) and a 1 px canvas must all read back.
    @Test("the numbers 0 and 1 decode as numbers, and true/false do not")
    func zeroAndOne() throws {
        let doc = Document(width: 1, height: 1, strokes: [
            Stroke(tool: .pen, color: .black, width: 1, points: [Point(0, 0), Point(1, 1), Point(0, 1)]),
            Stroke(tool: .line, color: .black, width: 1, points: [Point(0.0, 0.5), Point(1.0, 0.5)]),
        ])
        #expect(try DocumentCodec.decode(DocumentCodec.encode(doc)) == doc)
        let written = try Self.decode(
            "{\"format\":\"sketchpad\",\"version\":1,\"width\":1,\"height\":1,\"strokes\":[{\"tool\":\"pen\",\"color\":\"#000000\",\"width\":1.0,\"points\":[[0,1],[1.0,0.0]]}]}")
        #expect(written.width == 1 && written.height == 1)
        #expect(written.strokes.first?.points == [Point(0, 1), Point(1, 0)])
        #expect(written.strokes.first?.width == 1)

        Self.expectError(Self.oneStroke(width: "true"),
                         "stroke 1", "\"width\" is missing or not a number")
        Self.expectError(Self.oneStroke(points: "[[false,2]]"),
                         "stroke 1, point 1", "expected [x, y] with two numbers")
        Self.expectError("{\"format\":\"sketchpad\",\"version\":true,\"width\":2,\"height\":2}", "\"version\" is missing or not an integer")
    }

    @Test("invalid JSON")
    func invalidJSON() {
        Self.expectError("{", "invalid JSON (")
        Self.expectError("", "invalid JSON (")
        Self.expectError("{\"format\":\"sketchpad\",", "invalid JSON (")
        Self.expectError("{\"format\" \"sketchpad\"}", "invalid JSON (")
        Self.expectError("not json at all", "invalid JSON (")
    }

    @Test("the top level must be an object", arguments: ["[]", "42", "\"sketchpad\"", "null", "true", "[{\"format\":\"sketchpad\"}]"])
    func topLevel(json: String) {
        Self.expectError(json, "invalid document: the top level is not a JSON object")
    }

    @Test("the format must be sketchpad", arguments: [
        "{\"format\":\"krita\",\"version\":1,\"width\":2,\"height\":2}",
        "{\"format\":\"Sketchpad\",\"version\":1,\"width\":2,\"height\":2}",
        "{\"format\":7,\"version\":1,\"width\":2,\"height\":2}",
        "{\"version\":1,\"width\":2,\"height\":2}",
    ])
    func format(json: String) {
        Self.expectError(json, "not a Sketchpad document", "\"format\" must be \"sketchpad\"")
    }

    @Test("version 3 is not read")
    func version3() {
        Self.expectError("{\"format\":\"sketchpad\",\"version\":3,\"width\":2,\"height\":2}",
                         "unsupported version 3", "reads versions 1 to 2")
        Self.expectError("{\"format\":\"sketchpad\",\"version\":0,\"width\":2,\"height\":2}", "unsupported version 0")
    }

    @Test("a missing or non-integer version", arguments: [
        "{\"format\":\"sketchpad\",\"width\":2,\"height\":2}",
        "{\"format\":\"sketchpad\",\"version\":\"1\",\"width\":2,\"height\":2}",
        "{\"format\":\"sketchpad\",\"version\":1.5,\"width\":2,\"height\":2}",
        "{\"format\":\"sketchpad\",\"version\":null,\"width\":2,\"height\":2}",
    ])
    func missingVersion(json: String) {
        Self.expectError(json, "\"version\" is missing or not an integer")
    }

    @Test("canvas sizes")
    func canvasSize() throws {
        Self.expectError("{\"format\":\"sketchpad\",\"version\":1,\"width\":16385,\"height\":2}",
                         "canvas width 16385 px is over the limit of 16384 px a side")
        Self.expectError("{\"format\":\"sketchpad\",\"version\":1,\"width\":2,\"height\":16385}", "canvas height 16385 px")
        Self.expectError("{\"format\":\"sketchpad\",\"version\":1,\"width\":2,\"height\":0}",
                         "invalid \"height\" 0: the canvas must be at least 1 px")
        Self.expectError("{\"format\":\"sketchpad\",\"version\":1,\"width\":-3,\"height\":2}", "invalid \"width\" -3")
        Self.expectError("{\"format\":\"sketchpad\",\"version\":1,\"width\":2.5,\"height\":2}",
                         "invalid \"width\": expected a whole number of pixels")
        Self.expectError("{\"format\":\"sketchpad\",\"version\":1,\"height\":2}", "invalid \"width\": expected a whole number")
        Self.expectError("{\"format\":\"sketchpad\",\"version\":1,\"width\":\"2\",\"height\":2}", "invalid \"width\"")
        let max = try Self.decode("{\"format\":\"sketchpad\",\"version\":1,\"width\":16384,\"height\":16384.0}")
        #expect(max.width == 16384 && max.height == 16384)
    }

    @Test("unknown tool")
    func unknownTool() {
        Self.expectError(Self.oneStroke(tool: "brush"),
                         "stroke 1", "unknown tool \"brush\"", "pen", "line")
        Self.expectError(Self.oneStroke(tool: nil), "stroke 1: \"tool\" is missing")
    }

    @Test("the error names the stroke it is about")
    func strokeIndex() {
        let good = "{\"tool\":\"pen\",\"color\":\"#000000\",\"width\":2,\"points\":[[2,2]]}"
        let bad = "{\"tool\":\"crayon\",\"color\":\"#000000\",\"width\":2,\"points\":[[2,2]]}"
        Self.expectError(Self.document(strokes: "[\(good),\(good),\(bad)]"), "stroke 3: unknown tool \"crayon\"")
    }

    @Test("stroke width must be above 0", arguments: ["0", "-1", "-0.5", "0.0", "-0.0"])
    func badWidth(width: String) {
        Self.expectError(Self.oneStroke(width: width),
                         "stroke 1", "width must be a finite number above 0")
    }

    @Test("stroke width must be a number")
    func widthNotNumber() {
        for width in ["\"6\"", "null", "[6]"] {
            Self.expectError(Self.oneStroke(width: width),
                             "stroke 1: \"width\" is missing or not a number")
        }
        Self.expectError(Self.oneStroke(width: nil),
                         "stroke 1: \"width\" is missing or not a number")
    }

    @Test("a point must be two numbers", arguments: ["[[\"a\",2]]", "[[2,null]]", "[[2]]", "[[2,3,4]]", "[2,3]", "[{\"x\":2,\"y\":3}]", "[[2,\"3\"]]"])
    func badPoint(points: String) {
        Self.expectError(Self.oneStroke(points: points),
                         "stroke 1, point 1: expected [x, y] with two numbers")
    }

    @Test("the point number is reported")
    func badPointIndex() {
        Self.expectError(Self.oneStroke(points: "[[2,2],[3,3],[4,\"x\"]]"),
                         "stroke 1, point 3")
    }

    /// The JSON reader itself rejects a number beyond Double's range ("the number 1e400 is beyond
    /// a double's range"), so the codec reports invalid JSON: no infinite coordinate or width
    /// gets into a document.
    @Test("huge numbers are rejected", arguments: ["1e400", "-1e400", "1E+999"])
    func hugeNumbers(number: String) {
        Self.expectError(Self.oneStroke(points: "[[\(number),2]]"),
                         "invalid JSON (")
        Self.expectError(Self.oneStroke(width: number),
                         "invalid JSON (")
        Self.expectError("{\"format\":\"sketchpad\",\"version\":1,\"width\":\(number),\"height\":2}", "invalid JSON (")
    }

    @Test("a line has exactly two points")
    func linePoints() {
        Self.expectError(Self.oneStroke(tool: "line", points: "[[2,2],[3,3],[4,4]]"),
                         "stroke 1: a line has exactly 2 points, not 3")
        Self.expectError(Self.oneStroke(tool: "line"),
                         "a line has exactly 2 points, not 1")
        Self.expectError(Self.oneStroke(tool: "line", points: "[]"),
                         "a line has exactly 2 points, not 0")
    }

    @Test("a pen stroke needs a point")
    func penNoPoints() {
        Self.expectError(Self.oneStroke(points: "[]"),
                         "stroke 1: a pen stroke needs at least one point")
        Self.expectError(Self.oneStroke(points: nil),
                         "stroke 1: \"points\" must be a list of [x, y] pairs")
    }

    @Test("other bad values")
    func otherBadValues() {
        Self.expectError(Self.oneStroke(color: "red"),
                         "stroke 1: \"color\" must be a colour like #RRGGBB or #RRGGBBAA")
        Self.expectError(Self.oneStroke(color: nil), "stroke 1: \"color\" must be")
        Self.expectError(Self.document(strokes: "[42]"), "stroke 1: expected an object")
        Self.expectError(Self.document(strokes: "{}"), "invalid \"strokes\": expected a list")
        Self.expectError(Self.document(root: ",\"background\":\"#12345\""), "invalid \"background\"")
        Self.expectError(Self.document(root: ",\"background\":255"), "invalid \"background\"")
        Self.expectError(Self.document(root: ",\"photo\":\"\""), "invalid \"photo\": expected a file path")
        Self.expectError(Self.document(root: ",\"photo\":42"), "invalid \"photo\"")
    }

    @Test("unknown keys are ignored, optional keys have defaults")
    func unknownKeys() throws {
        let json = """
        {"format":"sketchpad","version":1,"width":640,"height":480,"zoom":3,"author":{"name":"x"},
         "photo":null,
         "strokes":[{"tool":"pen","color":"#E53935","width":6,"points":[[10.5,20.5],[30,40]],"pressure":[0.2,0.4],"id":"s1"},
                    {"tool":"line","color":"#00000080","width":2.5,"points":[[2,3],[4,5]],"note":null}]}
        """
        let doc = try Self.decode(json)
        #expect(doc.width == 640 && doc.height == 480)
        #expect(doc.background == .white)
        #expect(doc.photoPath == nil)
        #expect(doc.strokes == [
            Stroke(tool: .pen, color: Color(red: 0xE5, green: 0x39, blue: 0x35), width: 6, points: [Point(10.5, 20.5), Point(30, 40)]),
            Stroke(tool: .line, color: Color(red: 0, green: 0, blue: 0, alpha: 0x80), width: 2.5, points: [Point(2, 3), Point(4, 5)]),
        ])
        #expect(!doc.canUndo && !doc.canRedo)

        let bare = try Self.decode("{\"format\":\"sketchpad\",\"version\":1,\"width\":3,\"height\":4}")
        #expect(bare.strokes.isEmpty)
        #expect(bare.background == .white)
    }
}
