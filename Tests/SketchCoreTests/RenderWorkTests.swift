import Foundation
import SketchCore
import Testing

/// The estimate of a document's render work follows what the output can show, and a document
/// past the budget is refused naming the budget and the stroke that takes it there.
@Suite struct RenderWorkTests {
    static func blurs(_ count: Int, width: Int = 4000, height: Int = 3000) -> Document {
        var doc = Document(width: width, height: height)
        for i in 0..<count {
            let inset = Double(i % 7)
            doc.add(Stroke(tool: .blur, color: .clear, width: 6, points: [Point(5 + inset, 3), Point(Double(width) - 5 - inset, Double(height) - 3)]))
        }
        return doc
    }

    static func text(lines: Int, size: Double = 2000) -> Stroke {
        Stroke(tool: .text, color: .black, width: size, points: [Point(10, 10)],
               text: Array(repeating: "A", count: lines).joined(separator: "\n"))
    }

    @Test func pilesOfBlursAreRefusedAtTheStrokePastTheBudget() throws {
        let doc = Self.blurs(250)
        let work = RenderWork.ofStrokes(in: doc, scale: 1)
        var total = 0.0
        let past = try #require(work.indices.first { total += work[$0]; return total > DocumentLimits.maxRenderWork })
        let message = try #require(DocumentLimits.workProblem(in: doc, scale: 1))
        #expect(message.hasPrefix("stroke \(past + 1) (blur): the estimated render work reaches "), "\(message)")
        #expect(message.hasSuffix("over the budget of 4,000 million (about 4 s of rendering)"), "\(message)")
        #expect(past > 1 && past < 249)
    }

    @Test func theStrokeNamedIsTheOneThatCrossesTheBudgetWhateverItsTool() throws {
        var doc = Self.blurs(3)
        for _ in 0..<200 { doc.add(Stroke(tool: .pixelate, color: .clear, width: 12, points: [Point(0, 0), Point(4000, 3000)])) }
        let message = try #require(DocumentLimits.workProblem(in: doc, scale: 1))
        #expect(message.contains("(pixelate)") && message.hasPrefix("stroke "), "\(message)")
    }

    /// Nine blurs of a whole 4000x3000 picture are within the budget (about four seconds
    /// here), the tenth is past it.
    @Test func nineBlursOfTheWholePictureAreWithinTheBudget() {
        #expect(DocumentLimits.workProblem(in: Self.blurs(9), scale: 1) == nil)
        #expect(DocumentLimits.workProblem(in: Self.blurs(10), scale: 1)?.hasPrefix("stroke 10 (blur): ") == true)
    }

    /// 5,000 lines of 2000 px text cost the two that show in a 3000 px high output.
    @Test func aTextCountsTheLinesInViewOnly() {
        func work(_ stroke: Stroke) -> Double {
            var doc = Document(width: 4000, height: 3000)
            doc.add(stroke)
            return RenderWork.ofStrokes(in: doc, scale: 1)[0]
        }
        #expect(work(Self.text(lines: 5000)) == work(Self.text(lines: 2)))
        #expect(work(Self.text(lines: 2)) > work(Self.text(lines: 1)))
        var doc = Document(width: 4000, height: 3000)
        doc.add(Self.text(lines: 5000))
        #expect(DocumentLimits.workProblem(in: doc, scale: 1) == nil)
    }

    /// A filter counts its part in the output: one far larger than the picture costs what one
    /// over the picture does, one outside it nothing.
    @Test func aFilterCountsItsPartInTheOutput() {
        func work(_ a: Point, _ b: Point, tool: Tool = .blur) -> Double {
            var doc = Document(width: 800, height: 600)
            doc.add(Stroke(tool: tool, color: .clear, width: 6, points: [a, b]))
            return RenderWork.ofStrokes(in: doc, scale: 1)[0]
        }
        for tool in [Tool.blur, .pixelate] {
            #expect(work(Point(-1e6, -1e6), Point(1e6, 1e6), tool: tool) == work(Point(0, 0), Point(800, 600), tool: tool))
            #expect(work(Point(900, 0), Point(5000, 600), tool: tool) == 0)
            #expect(work(Point(0, 0), Point(400, 600), tool: tool) < work(Point(0, 0), Point(800, 600), tool: tool))
        }
    }

    /// The budget is checked at the scale asked and over what the crop keeps.
    @Test func theWorkFollowsTheScaleAndTheCrop() {
        let doc = Self.blurs(100)
        #expect(DocumentLimits.workProblem(in: doc, scale: 1) != nil)
        #expect(DocumentLimits.workProblem(in: doc, scale: 0.25) == nil)
        var cropped = doc
        cropped.canvas.crop = IntRect(x: 0, y: 0, width: 400, height: 300)
        #expect(DocumentLimits.workProblem(in: cropped, scale: 1) == nil)
    }

    /// Outlines count their pixels in the output: a pen a million px wide costs the output
    /// once, and filled shapes piled on the whole picture add up past the budget.
    @Test func outlinesAndFillsCountTheirPixelsInTheOutput() {
        var doc = Document(width: 1000, height: 800)
        doc.add(Stroke(tool: .pen, color: .black, width: 1_000_000, points: [Point(100, 100), Point(500, 400)]))
        #expect(DocumentLimits.workProblem(in: doc, scale: 1) == nil)
        let fill = Stroke(tool: .rectangle, color: .black, width: 4, points: [Point(0, 0), Point(1000, 800)], fill: .black)
        for _ in 0..<400 { doc.add(fill) }
        #expect(DocumentLimits.workProblem(in: doc, scale: 1)?.contains("(rectangle)") == true)
    }

    /// A line in view is laid out whole: one too long for its size is refused, naming it, though
    /// the same line out of view costs nothing.
    @Test func aHugeLineInViewIsRefusedNamingIt() throws {
        var doc = Document(width: 4000, height: 3000)
        doc.add(Stroke(tool: .text, color: .black, width: 100, points: [Point(10, 10)], text: "short\n" + String(repeating: "W", count: 9000)))
        let message = try #require(DocumentLimits.workProblem(in: doc, scale: 1))
        #expect(message == "stroke 1 (text): line 2 would be laid out in about 108 million pixels, over the limit of 30 million a line", "\(message)")
        var below = Document(width: 4000, height: 3000)
        below.add(Stroke(tool: .text, color: .black, width: 100, points: [Point(10, 3000)], text: String(repeating: "W", count: 9000)))
        #expect(DocumentLimits.workProblem(in: below, scale: 1) == nil)
    }

    /// A stroke scattered over the picture, each segment crossing thousands of others, counts
    /// its crossings; back and forth across it, or wandering in small steps, it is within.
    @Test func aScatteredStrokeCountsItsCrossings() throws {
        var seed: UInt64 = 7
        func unit() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var scattered = Document(width: 4000, height: 3000)
        scattered.add(Stroke(tool: .pen, color: .black, width: 6, points: (0..<20_000).map { _ in Point(unit() * 4000, unit() * 3000) }))
        let message = try #require(DocumentLimits.workProblem(in: scattered, scale: 1))
        #expect(message.hasPrefix("stroke 1 (pen): "), "\(message)")
        var zigzag = Document(width: 1000, height: 800)
        zigzag.add(Stroke(tool: .pen, color: .black, width: 6, points: (0..<200_000).map { Point($0 % 2 == 0 ? 10 : 990, 10 + 780 * Double($0) / 200_000) }))
        #expect(DocumentLimits.workProblem(in: zigzag, scale: 1) == nil)
        var walk = Document(width: 1000, height: 800)
        var p = Point(500, 400), heading = 0.0
        walk.add(Stroke(tool: .pen, color: .black, width: 6, points: (0..<200_000).map { _ in
            heading += (unit() - 0.5) * 0.6
            p = Point(min(max(p.x + 2.5 * cos(heading), 20), 980), min(max(p.y + 2.5 * sin(heading), 20), 780))
            return p
        }))
        #expect(DocumentLimits.workProblem(in: walk, scale: 1) == nil)
    }
}
