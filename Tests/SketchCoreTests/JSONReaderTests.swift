import Foundation
import SketchCore
import Testing

/// `JSONReader` against Foundation's JSONSerialization, the reader it replaces: the same
/// values for what both accept, a refusal for what JSON forbids, and exact numbers.
@Suite struct JSONReaderTests {
    static func read(_ text: String) throws -> Any { try JSONReader.read(Array(text.utf8)) }

    /// Plain Swift values, compared through their JSON form so nesting and types both count.
    static func same(_ ours: Any, _ foundation: Any) -> Bool {
        switch (ours, foundation) {
        case (let a as [String: Any], let b as [String: Any]):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { same(value, $0) } ?? false }
        case (let a as [Any], let b as [Any]):
            return a.count == b.count && zip(a, b).allSatisfy(same)
        case (let a as String, let b as String): return a == b
        case (let a as Bool, let b as NSNumber): return String(cString: b.objCType) == "c" && a == b.boolValue
        case (let a as Double, let b as NSNumber):
            let expected = (b as? NSDecimalNumber).flatMap { Double($0.stringValue) } ?? b.doubleValue
            return String(cString: b.objCType) != "c" && a == expected
        case (is JSONNull, is NSNull): return true
        default: return false
        }
    }

    static let accepted = [
        #"{"format":"sketchpad","version":2,"width":640,"height":480,"strokes":[{"tool":"pen","points":[[1,2],[3.25,-4e2]]}]}"#,
        #"[]"#, #"{}"#, #" [ 1 , 2 ] "#, #"0"#, #"-0.5"#, #"1E+3"#, #"true"#, #"false"#, #"null"#, #"[null,true,false]"#,
        #""\u00e9\ud83d\udcf7 \"\\\/\b\f\n\r\t""#, #""写真""#, #"{"a":{"b":{"c":[[[]]]}}}"#,
        #"[0.1,0.2,0.30000000000000004,123456789.123456789,2.2250738585072014e-308,1.7976931348623157e308]"#,
        #"{"dup":1,"dup":2}"#, "\t\n\r [1]\n",
    ]

    @Test(arguments: accepted)
    func readsWhatFoundationReads(text: String) throws {
        let foundation = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        let ours = try Self.read(text)
        #expect(Self.same(ours, foundation), "\(text): \(ours) is not \(foundation)")
    }

    static let refused = [
        "", "{", "[1,]", "[1 2]", "{\"a\" 1}", "{\"a\":}", "{1:2}", "[01]", "[1.]", "[.5]", "[1e]", "[+1]", "[-]",
        "\"open", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00x\"", "\"tab\there\"", "[1] x", "tru", "nul", "[NaN]",
        "[1e400]", "[-1e400]", "{\"a\":1,}", "'a'",
    ]

    @Test(arguments: refused)
    func refusesWhatIsNotJSON(text: String) {
        #expect(throws: JSONSyntaxError.self, "\(text) was read") { try Self.read(text) }
    }

    @Test func refusesBytesThatAreNotUTF8InAString() {
        #expect(throws: JSONSyntaxError.self) { try JSONReader.read([0x22, 0x63, 0xE9, 0x22]) }
    }

    @Test func saysWhereTheTextWentWrong() throws {
        do {
            _ = try Self.read("{\n  \"a\": [1, 2,,]\n}")
            Issue.record("the text was read")
        } catch {
            #expect("\(error)" == "unexpected ',' at line 2, column 14")
        }
        do {
            _ = try Self.read("[1,")
            Issue.record("the text was read")
        } catch {
            #expect("\(error)" == "the text ends too soon at line 1, column 4")
        }
    }

    /// Every double's shortest text reads back as that double, as the document writer needs.
    @Test func numbersReadBackExactly() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let value = Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random() ? 1 : -1)
            let read = try #require(try Self.read("[\(value)]") as? [Any])
            #expect(read.first as? Double == value, "\(value)")
        }
    }

    @Test func refusesNestingBeyondItsBound() {
        let deep = String(repeating: "[", count: JSONReader.maxDepth + 1) + String(repeating: "]", count: JSONReader.maxDepth + 1)
        #expect(throws: JSONSyntaxError.self) { try Self.read(deep) }
        let allowed = String(repeating: "[", count: JSONReader.maxDepth) + String(repeating: "]", count: JSONReader.maxDepth)
        #expect(throws: Never.self) { try Self.read(allowed) }
    }
}
