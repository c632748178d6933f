/// JSON's `null`, as it appears in the values `JSONReader` returns.
public struct JSONNull: Equatable, Sendable {
    public static let null = JSONNull()
}

/// Why a text is not JSON, with where it went wrong (line and column count from 1).
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public var description: String
}

/// Reads JSON (RFC 8259) into plain Swift values: `[String: Any]`, `[Any]`, `String`,
/// `Double`, `Bool` and `JSONNull`. Numbers are read by `Double(_:)`, so the decimal text gives
/// the nearest double in any locale; one beyond Double's range is an error rather than infinity. The reader
/// recurses once per level, so callers bound the nesting first (`maxDepth` is a second guard).
public enum JSONReader {
    public static let maxDepth = 512

    public static func read(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> Any {
        let copy = Array(bytes)
        return try copy.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> Any in
            var cursor = Cursor(bytes: buffer)
            cursor.skipSpace()
            let value = try cursor.value(depth: 0)
            cursor.skipSpace()
            if cursor.position < buffer.count { throw cursor.fail("unexpected text after the JSON value") }
            return value
        }
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var atEnd: Bool { position >= bytes.count }
        var current: UInt8 { bytes[position] }

        mutating func skipSpace() {
            while !atEnd, [0x20, 0x09, 0x0A, 0x0D].contains(current) { position += 1 }
        }

        func fail(_ what: String) -> JSONSyntaxError {
            var line = 1, column = 1
            for b in bytes[..<min(position, bytes.count)] {
                if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            }
            return JSONSyntaxError(description: "\(what) at line \(line), column \(column)")
        }

        func unexpected() -> JSONSyntaxError {
            if atEnd { return fail("the text ends too soon") }
            let b = current
            let shown = (0x21...0x7E).contains(b) ? "'\(Character(Unicode.Scalar(b)))'" : "byte \(b)"
            return fail("unexpected \(shown)")
        }

        mutating func expect(_ literal: StaticString, value: Any) throws(JSONSyntaxError) -> Any {
            let start = position
            for b in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) {
                guard !atEnd, current == b else { position = start; throw unexpected() }
                position += 1
            }
            return value
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> Any {
            guard !atEnd else { throw unexpected() }
            switch current {
            case UInt8(ascii: "{"): return try object(depth: depth + 1)
            case UInt8(ascii: "["): return try array(depth: depth + 1)
            case UInt8(ascii: "\""): return try string()
            case UInt8(ascii: "t"): return try expect("true", value: true)
            case UInt8(ascii: "f"): return try expect("false", value: false)
            case UInt8(ascii: "n"): return try expect("null", value: JSONNull.null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw unexpected()
            }
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> [String: Any] {
            guard depth <= JSONReader.maxDepth else { throw fail("nested deeper than \(JSONReader.maxDepth) levels") }
            position += 1
            var out: [String: Any] = [:]
            skipSpace()
            if !atEnd, current == UInt8(ascii: "}") { position += 1; return out }
            while true {
                skipSpace()
                guard !atEnd, current == UInt8(ascii: "\"") else { throw unexpected() }
                let key = try string()
                skipSpace()
                guard !atEnd, current == UInt8(ascii: ":") else { throw unexpected() }
                position += 1
                skipSpace()
                out[key] = try value(depth: depth)
                skipSpace()
                guard !atEnd else { throw unexpected() }
                if current == UInt8(ascii: ",") { position += 1; continue }
                if current == UInt8(ascii: "}") { position += 1; return out }
                throw unexpected()
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> [Any] {
            guard depth <= JSONReader.maxDepth else { throw fail("nested deeper than \(JSONReader.maxDepth) levels") }
            position += 1
            var out: [Any] = []
            skipSpace()
            if !atEnd, current == UInt8(ascii: "]") { position += 1; return out }
            while true {
                skipSpace()
                out.append(try value(depth: depth))
                skipSpace()
                guard !atEnd else { throw unexpected() }
                if current == UInt8(ascii: ",") { position += 1; continue }
                if current == UInt8(ascii: "]") { position += 1; return out }
                throw unexpected()
            }
        }

        mutating func number() throws(JSONSyntaxError) -> Double {
            let start = position
            func digits(_ c: inout Cursor) -> Int {
                let from = c.position
                while !c.atEnd, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c.current) { c.position += 1 }
                return c.position - from
            }
            if current == UInt8(ascii: "-") { position += 1 }
            let leadingZero = !atEnd && current == UInt8(ascii: "0")
            let whole = digits(&self)
            guard whole > 0, !(leadingZero && whole > 1) else { throw fail("invalid number") }
            if !atEnd, current == UInt8(ascii: ".") {
                position += 1
                guard digits(&self) > 0 else { throw fail("invalid number") }
            }
            if !atEnd, current | 0x20 == UInt8(ascii: "e") {
                position += 1
                if !atEnd, current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard digits(&self) > 0 else { throw fail("invalid number") }
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard let value = Double(text), value.isFinite else { position = start; throw fail("the number \(text) is beyond a double's range") }
            return value
        }

        mutating func string() throws(JSONSyntaxError) -> String {
            position += 1
            var utf8: [UInt8] = []
            while true {
                guard !atEnd else { throw fail("a string is not closed") }
                let b = current
                if b == UInt8(ascii: "\"") { position += 1; break }
                if b < 0x20 { throw fail("a control character in a string") }
                if b != UInt8(ascii: "\\") { utf8.append(b); position += 1; continue }
                position += 1
                guard !atEnd else { throw fail("a string is not closed") }
                let escape = current
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: try unicodeEscape())
                default: position -= 1; throw fail("an invalid escape in a string")
                }
            }
            guard let text = String(validating: utf8, as: UTF8.self) else { throw fail("a string that is not UTF-8") }
            return text
        }

        /// `\uXXXX`, or a surrogate pair of two, as UTF-8.
        mutating func unicodeEscape() throws(JSONSyntaxError) -> String.UTF8View {
            var unit = try hex4()
            if (0xD800...0xDBFF).contains(unit) {
                guard position + 1 < bytes.count, current == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw fail("a lone surrogate in a string")
                }
                position += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw fail("a lone surrogate in a string") }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw fail("a lone surrogate in a string")
            }
            guard let scalar = Unicode.Scalar(unit) else { throw fail("an invalid escape in a string") }
            return String(Character(scalar)).utf8
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            guard position + 4 <= bytes.count else { throw fail("an invalid escape in a string") }
            var unit: UInt32 = 0
            for _ in 0..<4 {
                let b = current | 0x20
                let digit: UInt8
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
                default: throw fail("an invalid escape in a string")
                }
                unit = unit << 4 | UInt32(digit)
                position += 1
            }
            return unit
        }
    }
}
