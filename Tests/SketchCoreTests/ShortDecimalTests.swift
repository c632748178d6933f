import Foundation
@testable import SketchCore
import Testing

/// A coordinate's text in documents and journal lines: `ShortDecimal` writes the binary
/// fractions points mostly are, and must write exactly what Swift's shortest printing does.
@Suite struct ShortDecimalTests {
    /// What `DocumentCodec.number` wrote before `ShortDecimal`: the general printing.
    static func general(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)"
    }

    /// Whole numbers of 2⁻ᵏ at every k up to 24, of every size up to 2⁴⁰, either sign; and
    /// doubles of any bit pattern. The text is the general one and reads back to the same bits.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomValuesAreWrittenAsTheGeneralPrintingWritesThem(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var fast = 0
        for n in 0..<40_000 {
            let v: Double
            if n % 4 == 3 {
                v = Double(bitPattern: rng.next())
                if !v.isFinite { continue }
            } else {
                let k = Int(rng.next() % 25), bits = 1 + Int(rng.next() % 40)
                let m = Double(rng.next() >> UInt64(64 - bits)) * (rng.next() % 2 == 0 ? 1 : -1)
                v = m / Double(1 << k)
            }
            let text = DocumentCodec.number(v)
            #expect(text == Self.general(v), "\(v.bitPattern)")
            #expect(Double(text)?.bitPattern == (v == 0 ? 0 : v.bitPattern), "\(text) reads back")
            if ShortDecimal.text(v) != nil { fast += 1 }
        }
        #expect(fast > 10_000, "most binary fractions take the fast way")
    }

    @Test func theEdgesOfTheFastWay() {
        let edges: [Double] = [0.5, -0.5, 0.25, 0.00390625, -0.00390625, 0.001953125, 315.125, 8589934591.5, 8589934592.5, 0.0000152587890625,
                               3.0000152587890625, 123456.0078125, 123456789.0078125, 0.1, 0.3333333333333333, 2.5e-300]
        for v in edges {
            #expect(DocumentCodec.number(v) == Self.general(v), "\(v)")
        }
        #expect(ShortDecimal.text(315.125) == "315.125")
        #expect(ShortDecimal.text(-0.00390625) == "-0.00390625")
        #expect(ShortDecimal.text(2) == "2.0", "as the general printing writes a whole double")
        #expect(ShortDecimal.text(0.1) == nil && ShortDecimal.text(0.001953125) == nil && ShortDecimal.text(8589934592.5) == nil)
        #expect(ShortDecimal.text(123456789.0078125) == nil, "16 significant digits: left to the general printing")
    }

    /// Journal lines of strokes on binary-fraction points read back to the same points, by the
    /// fast `add` reader and by the general parser.
    @Test func journalLinesOfRandomPointsRoundTrip() throws {
        var rng = SplitMix64(seed: 9)
        for n in 0..<500 {
            let scale = Double(1 << Int(rng.next() % 5))
            let points = (0..<(1 + Int(rng.next() % 80))).map { _ in
                Point(Double(Int(rng.next() % 400_000) - 200_000) / scale / 64, Double(Int(rng.next() % 400_000) - 200_000) / scale / 64)
            }
            let stroke = Stroke(tool: .pen, color: .black, width: 6, points: points)
            let json = Array(SessionJournal.line(.add(stroke)).dropFirst(12).dropLast())
            #expect(json.withUnsafeBufferPointer { JournalLineParser.add($0) } == stroke, "line \(n)")
            let object = try #require(try JSONReader.read(json) as? [String: Any])
            #expect(try DocumentCodec.stroke(object["stroke"]!, index: 0) == stroke, "line \(n), general parser")
            let replay = try #require(SessionJournal.replay(SessionJournal.line(.begin(Canvas(width: 10, height: 10))) + SessionJournal.line(.add(stroke))))
            #expect(replay.document.strokes == [stroke], "line \(n), replayed")
        }
    }
}
