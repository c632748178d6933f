import Foundation
import SketchCore
import Testing

/// Malformed documents, made by mutating a valid one: every one decodes or throws, never
/// crashes or hangs. SKETCHPAD_FUZZ_ITERATIONS makes the run longer; the seed makes it repeat.
@Suite struct DocumentFuzzTests {
    static var iterations: Int { ProcessInfo.processInfo.environment["SKETCHPAD_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 20_000 }

    @Test func mutatedDocumentsNeverCrash() {
        var doc = Document(width: 300, height: 200, photoPath: "a.jpg")
        doc.add(Stroke(tool: .pen, color: .black, width: 3, points: [Point(1, 2), Point(3.5, 4), Point(10, 12)]))
        doc.add(Stroke(tool: .rectangle, color: Color(red: 1, green: 2, blue: 3, alpha: 4), width: 8, points: [Point(5, 5), Point(50, 40)]))
        let valid = [UInt8](DocumentCodec.encode(doc))
        var state: UInt64 = 0x5EED
        func next() -> Int { state = state &* 6364136223846793005 &+ 1442695040888963407; return Int(state >> 33) }
        let alphabet = Array("{}[]\":,-0123456789.eE+ \ntrufalsn\\#ABCDEF".utf8)
        var decoded = 0, rejected = 0
        for _ in 0..<Self.iterations {
            var bytes = valid
            for _ in 0..<(1 + next() % 4) {
                switch next() % 5 {
                case 0: bytes[next() % bytes.count] = UInt8(next() % 256)
                case 1: bytes[next() % bytes.count] = alphabet[next() % alphabet.count]
                case 2: bytes.insert(alphabet[next() % alphabet.count], at: next() % bytes.count)
                case 3: if bytes.count > 2 { bytes.remove(at: next() % bytes.count) }
                default: bytes = Array(bytes.prefix(next() % bytes.count + 1))
                }
            }
            do {
                let d = try DocumentCodec.decode(Data(bytes))
                #expect(d.width >= 1 && d.width <= Document.maxSide && d.strokes.allSatisfy { $0.width > 0 && $0.points.allSatisfy(\.isFinite) })
                decoded += 1
            } catch is DocumentError {
                rejected += 1
            } catch {
                Issue.record("an error that is not a DocumentError: \(error)")
            }
        }
        #expect(decoded + rejected == Self.iterations && rejected > 0)
    }

    @Test func deepNestingIsRefusedNotParsed() {
        let deep = Data((String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8)
        #expect(throws: DocumentError.self) { try DocumentCodec.decode(deep) }
        let inStrokes = Data(("{\"format\":\"sketchpad\",\"version\":1,\"width\":5,\"height\":5,\"strokes\":" + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}").utf8)
        #expect(throws: DocumentError.self) { try DocumentCodec.decode(inStrokes) }
    }
}
