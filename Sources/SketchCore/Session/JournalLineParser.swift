import FoundationEssentials
import Glibc

/// The journal's `add` lines read without a general JSON parser: a restore reads hundreds of
/// them, and `JSONReader` builds an array of boxed values for every point of every stroke.
/// Only the exact form `SessionJournal.line` writes is read here; anything else (a line from
/// another version, a hand edit) returns nil and goes to the general parser. The stroke is
/// checked as every stroke is (`DocumentCodec.validated`).
enum JournalLineParser {
    static func add(_ json: UnsafeBufferPointer<UInt8>) -> Stroke? {
        var r = Reader(bytes: json)
        guard r.expect("{\"t\":\"add\",\"stroke\":{\"tool\":\""), let toolName = r.string(), let tool = Tool(id: toolName),
              r.expect(",\"color\":\""), let colorText = r.string(), let color = Color(hex: colorText),
              r.expect(",\"width\":"), let width = r.number(), r.expect(",\"points\":[") else { return nil }
        var points: [Point] = []
        if !r.expect("]") {
            repeat {
                guard r.expect("["), let x = r.number(), r.expect(","), let y = r.number(), r.expect("]") else { return nil }
                points.append(Point(x, y))
            } while r.expect(",")
            guard r.expect("]") else { return nil }
        }
        guard r.expect("}") else { return nil }
        var id = 0
        if r.expect(",\"id\":") {
            guard let n = r.number(), n == n.rounded(), n >= 1, n <= Double(SessionJournal.maxStrokeID) else { return nil }
            id = Int(n)
        }
        guard r.expect("}"), r.atEnd, var stroke = try? DocumentCodec.validated(Stroke(tool: tool, color: color, width: width, points: points), label: "stroke") else { return nil }
        stroke.id = id
        return stroke
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        var atEnd: Bool { i == bytes.count }

        mutating func expect(_ literal: StaticString) -> Bool {
            let n = literal.utf8CodeUnitCount
            guard i + n <= bytes.count, memcmp(bytes.baseAddress! + i, literal.utf8Start, n) == 0 else { return false }
            i += n
            return true
        }

        /// Up to the closing quote; no escapes (tool names and colours have none).
        mutating func string() -> String? {
            let start = i
            while i < bytes.count && bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\") { return nil }
                i += 1
            }
            guard i < bytes.count else { return nil }
            defer { i += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        }

        /// A JSON number, read by Swift's `Double(_:)`: correctly rounded, as the writer's
        /// shortest form needs, and in the C locale whatever the user's is.
        mutating func number() -> Double? {
            let start = i
            while i < bytes.count, Self.isNumberByte(bytes[i]) { i += 1 }
            let n = i - start
            guard n > 0, n < 40, let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)) else { return nil }
            return value.isFinite ? value : nil
        }

        static func isNumberByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
                || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
        }
    }
}
