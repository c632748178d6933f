import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Dashes are cut only where the picture can show them: the pattern is carried over the rest
/// of the line by arithmetic, so a line a million pixels long makes only the few dashes in
/// view, and those are exactly the whole line's there, pixel for pixel.
@Suite struct DashClipTests {
    /// The dashes of `whole` whose centre line has a point in `box`.
    static func reaching(_ box: CullBox, of whole: [[Point]]) -> [[Point]] {
        whole.filter { piece in zip(piece, piece.dropFirst()).contains { box.crosses($0, $1) } }
    }

    /// A dotted line from x = −1,000,000 to 1,000,000 across a 100×100 box: the whole line has
    /// 200,000 dots (the most one stroke is cut into), the box a handful, the same ones.
    @Test func aMillionPixelLineMakesOnlyTheDashesInView() {
        let line = [Point(-1e6, 50), Point(1e6, 50.5)]
        let whole = Dasher.pieces(line, closed: false, on: 0, off: 1)
        let box = CullBox(IntRect(x: 0, y: 0, width: 100, height: 100), margin: 3)
        let seen = Dasher.pieces(line, closed: false, on: 0, off: 1, cull: box)
        #expect(whole.count >= Dash.maxDashes && whole.count <= Dash.maxDashes + 1, "\(whole.count)")
        #expect(seen.count > 5 && seen.count < 20, "\(seen.count) dots made")
        #expect(seen == Self.reaching(box, of: whole))
    }

    /// The same for a pen of many points and a closed rectangle, with dashes longer than the
    /// segments: the dashes made are the whole line's that reach the box, to the last bit.
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func theDashesMadeAreTheWholeLinesThatReachTheBox(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<40 {
            let reach = [300.0, 5000, 1e6][rng.int(0..<3)]
            let points = (0..<rng.int(2..<40)).map { _ in Point(rng.double(-reach...reach), rng.double(-reach...reach)) }
            let width = rng.double(0.5...30)
            let on = rng.double(0...8) * width, off = rng.double(0.2...8) * width
            let closed = rng.int(0..<3) == 0
            let box = CullBox(IntRect(x: rng.int(-200..<200), y: rng.int(-200..<200), width: rng.int(1..<300), height: rng.int(1..<300)), margin: width / 2 + 2)
            let whole = Dasher.pieces(points, closed: closed, on: on, off: off)
            let seen = Dasher.pieces(points, closed: closed, on: on, off: off, cull: box)
            #expect(seen.count <= whole.count)
            #expect(seen == Self.reaching(box, of: whole), "seed \(seed): \(points) closed \(closed) on \(on) off \(off)")
        }
    }

    /// Random dashed lines, pens, arrows, rectangles (square and round) and ellipses reaching
    /// far outside a small picture, at several scales: drawn with the clip, they are the same
    /// picture as drawn whole.
    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func clippedDashesLookTheSameAsTheWholeLines(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let tools: [Tool] = [.pen, .line, .arrow, .rectangle, .ellipse]
        var drew = 0
        for _ in 0..<16 {
            let tool = tools[rng.int(0..<tools.count)]
            let count = tool.pointCount ?? rng.int(2..<14)
            let reach = [150.0, 2000, 40000][rng.int(0..<3)]
            let points = (0..<count).map { _ in Point(rng.double(-reach...reach), rng.double(-reach...reach)) }
            var stroke = Stroke(tool: tool, color: Color(red: 20, green: 90, blue: 200, alpha: 180), width: [rng.double(0.5...6), rng.double(6...60)][rng.int(0..<2)], points: points)
            stroke.dash = Dash(on: rng.double(0...6), off: rng.double(0.5...6))
            if tool == .rectangle && rng.int(0..<2) == 0 { stroke.radius = rng.double(0...reach) }
            let r = DocumentLimitTests.clippedAndWhole(stroke, scale: rng.double(0.25...3), size: (120, 90))
            #expect(r.clipped == r.whole, "seed \(seed): \(stroke)")
            if r.clipped != RGBAImage(width: 120, height: 90, fill: .white) { drew += 1 }
        }
        #expect(drew > 0, "seed \(seed): some of the strokes show")
    }

    /// Through the renderer: the million-pixel dotted line and pen build a few dozen edges in a
    /// 100×100 picture and draw its dots there.
    @Test func theRendererBuildsOnlyTheDotsInView() {
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
        for tool in [Tool.line, .pen] {
            var stroke = Stroke(tool: tool, color: red, width: 4, points: [Point(-1e6, 50), Point(1e6, 50)])
            stroke.dash = Dash(on: 0, off: 0.5)
            let r = DocumentLimitTests.clippedAndWhole(stroke, scale: 1, size: (100, 100))
            #expect(r.edges < 2_000, "\(tool): \(r.edges) edges")
            #expect(r.clipped == r.whole)
            #expect(r.clipped != RGBAImage(width: 100, height: 100, fill: .white))
        }
    }
}

extension CullBox {
    /// Whether the segment `a`–`b` has a point in the box.
    func crosses(_ a: Point, _ b: Point) -> Bool {
        var t0 = 0.0, t1 = 1.0
        let d = b - a
        for (p, q) in [(-d.x, a.x - minX), (d.x, maxX - a.x), (-d.y, a.y - minY), (d.y, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return false }
            } else if p < 0 { t0 = max(t0, q / p) } else { t1 = min(t1, q / p) }
        }
        return t0 <= t1
    }
}
