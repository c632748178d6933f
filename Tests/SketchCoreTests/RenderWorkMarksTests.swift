import Foundation
import SketchCore
import Testing

/// What dashes, text outlines and pictures cost in the render work estimate: the dashes in the
/// output, the outline's distance transform, a picture's decoding and its part in view.
@Suite struct RenderWorkMarksTests {
    static func work(_ strokes: [Stroke], width: Int = 4000, height: Int = 3000) -> [Double] {
        RenderWork.ofStrokes(in: Document(width: width, height: height, strokes: strokes), scale: 1)
    }

    static func dotted(_ points: [Point], width: Double = 1) -> Stroke {
        var s = Stroke(tool: points.count == 2 ? .line : .pen, color: .black, width: width, points: points)
        s.dash = Dash(on: 0, off: 0.5)
        return s
    }

    /// A dotted line two million pixels long across a 100×100 canvas costs its dozen dots in
    /// view; across a 4000 px output, its 4,000 dots cost more than the solid line.
    @Test func aDashedLineCountsItsDashesInView() {
        let huge = Self.dotted([Point(-1e6, 50), Point(1e6, 50)], width: 6)
        #expect(Self.work([huge], width: 100, height: 100)[0] < 100_000)
        var solid = Self.dotted([Point(0, 50), Point(4000, 50)])
        let dots = Self.work([solid])[0]
        solid.dash = nil
        #expect(dots - Self.work([solid])[0] > 4_000 * 1_000, "\(dots)")
    }

    /// A dotted pen zigzagging over the picture makes the most dots a stroke is cut into
    /// (200,000, all in view): one is within the budget, fifteen are refused, naming the pen
    /// that takes the work past it.
    @Test func manyDotsInViewArePastTheBudget() throws {
        let zigzag = Self.dotted((0..<201).map { Point($0 % 2 == 0 ? 0 : 4000, Double($0) * 14) })
        #expect(DocumentLimits.workProblem(in: Document(width: 4000, height: 3000, strokes: [zigzag]), scale: 1) == nil)
        let message = try #require(DocumentLimits.workProblem(in: Document(width: 4000, height: 3000, strokes: Array(repeating: zigzag, count: 15)), scale: 1))
        #expect(message.contains(" (pen): the estimated render work reaches "), "\(message)")
    }

    static func text(outlined: Bool, at: Point = Point(0, 0)) -> Stroke {
        var s = Stroke(tool: .text, color: .black, width: 2000, points: [at], text: "WWWWWW")
        if outlined { s.outline = .white }
        return s
    }

    /// Nine texts of "WWWWWW" at 2000 px are within the budget; outlined, each adds its
    /// distance transform (over the band the output shows, grown by the outline's reach), and
    /// the third takes the document past it. An outline out of view costs nothing.
    @Test func anOutlineCountsItsDistanceTransform() {
        #expect(DocumentLimits.workProblem(in: Document(width: 4000, height: 3000, strokes: Array(repeating: Self.text(outlined: false), count: 9)), scale: 1) == nil)
        let outlined = Document(width: 4000, height: 3000, strokes: Array(repeating: Self.text(outlined: true), count: 9))
        #expect(DocumentLimits.workProblem(in: outlined, scale: 1)?.hasPrefix("stroke 3 (text): ") == true)
        let band = Double(4000 + 161 + 2 * 161) * Double(2400 + 2 * 161)
        let added = Self.work([Self.text(outlined: true)])[0] - Self.work([Self.text(outlined: false)])[0]
        #expect(added > band * 60 && added < band * 240, "\(added) for a band of \(band) px")
        #expect(Self.work([Self.text(outlined: true, at: Point(0, 4000))]) == [0])
    }

    static func picture(_ width: Int, _ height: Int, _ a: Point, _ b: Point) throws -> Stroke {
        func word(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        var s = Stroke(tool: .image, color: .clear, width: 1, points: [a, b])
        s.image = try EmbeddedImage.read(png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52] + word(width) + word(height) + [8, 6, 0, 0, 0])
        return s
    }

    /// A picture costs its decoding, all of it, wherever it is, and then the part of its box
    /// in the output: not what a pixelate of that box would.
    @Test func aPictureCostsItsDecodingAndItsPartInView() throws {
        let outside = Self.work([try Self.picture(16384, 7300, Point(5000, 0), Point(9000, 3000))])[0]
        let whole = Self.work([try Self.picture(16384, 7300, Point(0, 0), Point(4000, 3000))])[0]
        let half = Self.work([try Self.picture(16384, 7300, Point(2000, 0), Point(6000, 3000))])[0]
        #expect(outside > 16384 * 7300 * 5, "decoding 120 MP")
        #expect(whole - outside > 12e6 * 9 && abs((half - outside) * 2 - (whole - outside)) < 1)
        let small = Self.work([try Self.picture(40, 30, Point(0, 0), Point(4000, 3000))])[0]
        let pixelate = Self.work([Stroke(tool: .pixelate, color: .clear, width: 12, points: [Point(0, 0), Point(4000, 3000)])])[0]
        #expect(small > 3 * pixelate, "drawing a picture over the output is dearer than pixelating it")
        // Pictures drawn over and over the whole output take the document past the budget.
        let many = Document(width: 4000, height: 3000, strokes: Array(repeating: try Self.picture(40, 30, Point(0, 0), Point(4000, 3000)), count: 40))
        #expect(DocumentLimits.workProblem(in: many, scale: 1)?.contains(" (image): the estimated render work reaches ") == true)
    }
}
