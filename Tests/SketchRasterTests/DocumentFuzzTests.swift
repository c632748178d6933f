import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Malformed documents, made by mutating a valid one: every one decodes or throws, never
/// crashes or hangs, and every one that decodes within the limits is rendered, each within a
/// time limit, all within a memory limit (what `sketchpad render` would do with it), and its
/// pixels checked: the background wherever no stroke can reach, and the same whether the
/// picture is made in one stripe or several. `SKETCHPAD_FUZZ_DOCUMENTS` sets how many
/// documents (20,000 by default, what CI runs), shared among `parts` runs of their own seeds
/// side by side, so that no single test is the run's longest; the seeds make them repeat.
@Suite struct DocumentFuzzTests {
    static var iterations: Int { ProcessInfo.processInfo.environment["SKETCHPAD_FUZZ_DOCUMENTS"].flatMap(Int.init) ?? 20_000 }
    /// The runs the documents are shared among; the first has the seed a single run had.
    static let parts = 4
    /// The most one document may take to render: the goal for any document (a normal one takes
    /// well under a millisecond here), so only a blow-up can reach it.
    static let secondsPerDocument = 3.0
    /// The most the process may grow while rendering them all.
    static let megabytes = 600

    /// Numbers a mutation puts in place of one in the document: the edges of every limit, and
    /// far past them.
    static let extremes = ["0", "-0", "1e-300", "0.5", "16384", "16385", "1000000", "1000001", "-1000000", "4e13", "9e18",
                           "1e19", "1e308", "-1e308", "123456789012345678901234567890"]

    static var peakMegabytes: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
    }

    @Test(arguments: 0..<DocumentFuzzTests.parts) func mutatedDocumentsDecodeOrAreRefusedAndRenderWithinLimits(part: Int) throws {
        var doc = Document(width: 300, height: 200, photoPath: "a.jpg")
        doc.add(Stroke(tool: .pen, color: .black, width: 3, points: [Point(1, 2), Point(3.5, 4), Point(10, 12)]))
        doc.add(Stroke(tool: .rectangle, color: Color(red: 1, green: 2, blue: 3, alpha: 4), width: 8, points: [Point(5, 5), Point(50, 40)]))
        doc.add(Stroke(tool: .ellipse, color: .black, width: 2, points: [Point(30, 20), Point(250, 180)]))
        doc.add(Stroke(tool: .eraser, color: .black, width: 12, points: [Point(100, 100), Point(120, 90)]))
        doc.add(Stroke(tool: .text, color: .black, width: 20, points: [Point(10, 10)], text: "标注\nText"))
        doc.add(Stroke(tool: .marker, color: .black, width: 8, points: [Point(60, 60)], number: 3))
        doc.add(Stroke(tool: .pixelate, color: .clear, width: 12, points: [Point(10, 10), Point(90, 70)]))
        doc.add(Stroke(tool: .blur, color: .clear, width: 12, points: [Point(100, 10), Point(190, 70)]))
        doc.add(Stroke(tool: .rectangle, color: .black, width: 2, points: [Point(5, 5), Point(50, 40)], fill: Color(red: 9, green: 8, blue: 7, alpha: 100)))
        let valid = [UInt8](DocumentCodec.encode(doc))
        var rng = SplitMix64(seed: 0x5EED + UInt64(part))
        func next() -> Int { Int(rng.next() >> 33) }
        let alphabet = Array("{}[]\":,-0123456789.eE+ \ntrufalsn\\#ABCDEF".utf8)
        var decoded = 0, rejected = 0, refusedByLimits = 0, rendered = 0, checkedPixels = 0
        let glyphs = TestGlyphs()
        var slowest = 0.0
        let startMegabytes = Self.peakMegabytes
        let iterations = Self.iterations / Self.parts
        for _ in 0..<iterations {
            var bytes = valid
            for _ in 0..<(1 + next() % 4) {
                switch next() % 6 {
                case 0: bytes[next() % bytes.count] = UInt8(next() % 256)
                case 1: bytes[next() % bytes.count] = alphabet[next() % alphabet.count]
                case 2: bytes.insert(alphabet[next() % alphabet.count], at: next() % bytes.count)
                case 3: if bytes.count > 2 { bytes.remove(at: next() % bytes.count) }
                case 4: Self.replaceNumber(in: &bytes, at: next() % bytes.count, with: Self.extremes[next() % Self.extremes.count])
                default: bytes = Array(bytes.prefix(next() % bytes.count + 1))
                }
            }
            do {
                let d = try DocumentCodec.decode(Data(bytes))
                #expect(d.width >= 1 && d.width <= Document.maxSide && d.strokes.allSatisfy { $0.width > 0 && $0.points.allSatisfy(\.isFinite) })
                decoded += 1
                // As `sketchpad render` does: refused past a limit, rendered otherwise.
                guard DocumentLimits.problem(in: d) == nil,
                      case .success = DocumentLimits.outputSize(width: d.width, height: d.height, scale: 1) else { refusedByLimits += 1; continue }
                let start = DispatchTime.now().uptimeNanoseconds
                let image = DocumentRenderer.render(d, photo: nil, text: glyphs)
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                slowest = max(slowest, seconds)
                #expect(seconds <= Self.secondsPerDocument, "a document took \(seconds) s to render: \(String(decoding: bytes, as: UTF8.self))")
                try #require(image.width == d.width && image.height == d.height)
                checkedPixels += try Self.checkBackground(of: image, document: d, samples: 64, seed: UInt64(decoded))
                if d.width * d.height <= 1 << 20 {
                    try #require(DocumentRenderer.render(d, photo: nil, text: glyphs, threads: 1) == image,
                                 "one stripe and several differ: \(String(decoding: bytes, as: UTF8.self))")
                }
                rendered += 1
            } catch is DocumentError {
                rejected += 1
            } catch {
                Issue.record("an error that is not a DocumentError: \(error)")
            }
        }
        // Each kind of outcome happens, so the mutations reach every branch above.
        #expect(rejected > 0 && refusedByLimits > 0 && rendered > iterations / 50 && checkedPixels > rendered * 4,
                "\(rejected) rejected, \(refusedByLimits) past a limit, \(rendered) rendered, \(checkedPixels) pixels checked")
        #expect(Self.peakMegabytes - startMegabytes <= Self.megabytes, "the process grew by \(Self.peakMegabytes - startMegabytes) MB; slowest render \(slowest) s")
    }

    /// Checks the picture's corners and `samples` pixels spread by a seed: each one that no
    /// stroke can reach (its points' box grown by a generous bound on its ink: three times the
    /// width for the wide tools, plus an arrow head, plus a text's run) is the background. Returns how many were
    /// checked.
    static func checkBackground(of image: RGBAImage, document: Document, samples: Int, seed: UInt64) throws -> Int {
        var rng = SplitMix64(seed: seed)
        let reaches = document.strokes.map { stroke -> (Double, Double, Double, Double) in
            // Pixelate and blur write only inside their rectangle, a text right of and below its
            // point (added below), a marker in its disc.
            let r: Double
            switch stroke.tool.shape {
            case .area, .text: r = 2
            case .marker: r = max(stroke.width * 1.5, 12) + 2
            default: r = stroke.width * 11.5 + 12
            }
            let xs = stroke.points.map(\.x), ys = stroke.points.map(\.y)
            // A text runs right and down from its point: at most an em a character, two a line.
            let text = stroke.text ?? ""
            let across = stroke.width * Double(text.count), down = stroke.width * 2 * Double(text.split(separator: "\n").count)
            return (xs.min()! - r, ys.min()! - r, xs.max()! + r + across, ys.max()! + r + down)
        }
        let corners = [(0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1)]
        var checked = 0
        for (x, y) in corners + (0..<samples).map({ _ in (rng.int(0..<image.width), rng.int(0..<image.height)) }) {
            let px = Double(x), py = Double(y)
            guard !reaches.contains(where: { px + 1 >= $0.0 && px <= $0.2 && py + 1 >= $0.1 && py <= $0.3 }) else { continue }
            try #require(image[x, y] == document.background, "(\(x), \(y)) is not the background, though no stroke reaches it")
            checked += 1
        }
        return checked
    }

    /// Replaces the number around `index` (if any) with `text`.
    static func replaceNumber(in bytes: inout [UInt8], at index: Int, with text: String) {
        func isNumeric(_ b: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "e") || b == UInt8(ascii: "+") }
        guard index < bytes.count, isNumeric(bytes[index]) else { return }
        var start = index, end = index
        while start > 0 && isNumeric(bytes[start - 1]) { start -= 1 }
        while end + 1 < bytes.count && isNumeric(bytes[end + 1]) { end += 1 }
        bytes.replaceSubrange(start...end, with: Array(text.utf8))
    }

    @Test func deepNestingIsRefusedNotParsed() {
        let deep = Data((String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8)
        #expect(throws: DocumentError.self) { try DocumentCodec.decode(deep) }
        let inStrokes = Data(("{\"format\":\"sketchpad\",\"version\":1,\"width\":5,\"height\":5,\"strokes\":" + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}").utf8)
        #expect(throws: DocumentError.self) { try DocumentCodec.decode(inStrokes) }
    }
}
