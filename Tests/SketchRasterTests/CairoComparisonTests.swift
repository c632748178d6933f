import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The rasterizer against pycairo (Debian's python3-cairo), the reference vector library:
/// mean absolute difference at most 0.5/255 per channel, and at least 99.5 % of channel
/// values within 16/255.
@Suite struct CairoComparisonTests {
    static let referenceScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("cairo_reference.py").path

    /// Renders `document` here and with cairo; returns (mean |diff| in 1/255, fraction within 16/255).
    static func compare(_ document: Document, scale: Double = 1, name: String) throws -> (mean: Double, within: Double) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-cairo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let docPath = dir.appendingPathComponent("\(name).sketch").path
        let refPath = dir.appendingPathComponent("\(name)-cairo.png").path
        try DocumentCodec.encode(document).write(to: URL(fileURLWithPath: docPath))
        let cairo = try runProcess("/usr/bin/python3", [referenceScript, docPath, refPath, String(scale)])
        try #require(cairo.status == 0, "pycairo reference failed (is python3-cairo installed?): \(cairo.stderr)")
        let reference = try TestPNG.read(refPath)
        let ours = DocumentRenderer.render(document, photo: nil, scale: scale)
        try #require(reference.width == ours.width && reference.height == ours.height)
        var total = 0, within = 0, count = 0
        for i in 0..<ours.pixels.count {
            let a = ours.pixels[i], b = reference.pixels[i]
            for shift: UInt32 in [0, 8, 16, 24] {
                let d = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                total += d
                if d <= 16 { within += 1 }
                count += 1
            }
        }
        return (Double(total) / Double(count), Double(within) / Double(count))
    }

    static func randomDocument(seed: UInt64, tools: [Tool] = [.pen, .line]) -> Document {
        var rng = SplitMix64(seed: seed)
        var doc = Document(width: 240, height: 180)
        for _ in 0..<12 {
            let tool = tools[rng.int(0..<tools.count)]
            let width = rng.double(1...30)
            let color = Color(red: UInt8(rng.int(0..<256)), green: UInt8(rng.int(0..<256)), blue: UInt8(rng.int(0..<256)),
                              alpha: UInt8(rng.int(60..<256)))
            var pts: [Point] = []
            if tool.isTwoPoint {
                pts = [Point(rng.double(-10...250), rng.double(-10...190)), Point(rng.double(-10...250), rng.double(-10...190))]
            } else {
                let count = rng.int(1..<40)
                var p = Point(rng.double(0...240), rng.double(0...180))
                for _ in 0..<count {
                    pts.append(p)
                    p = p + Point(rng.double(-25...25), rng.double(-25...25))
                }
            }
            doc.add(Stroke(tool: tool, color: color, width: width, points: pts))
        }
        return doc
    }

    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func randomStrokeSetsMatchCairo(seed: UInt64) throws {
        let result = try Self.compare(Self.randomDocument(seed: seed), name: "random-\(seed)")
        #expect(result.mean <= 0.5, "mean difference \(result.mean)/255")
        #expect(result.within >= 0.995, "only \(result.within * 100) % within 16/255")
    }

    @Test(arguments: 11...16 as ClosedRange<UInt64>)
    func linesRectanglesAndEllipsesMatchCairo(seed: UInt64) throws {
        let result = try Self.compare(Self.randomDocument(seed: seed, tools: [.line, .rectangle, .ellipse]), name: "shapes-\(seed)")
        #expect(result.mean <= 0.5, "mean difference \(result.mean)/255")
        #expect(result.within >= 0.995, "only \(result.within * 100) % within 16/255")
    }

    @Test func translucentZigZagOverlappingItselfMatchesCairo() throws {
        var doc = Document(width: 200, height: 160)
        var pts: [Point] = []
        for i in 0..<12 { pts.append(Point(20 + Double(i % 2) * 150 + Double(i) * 1.5, 15 + Double(i) * 11.3)) }
        pts += [Point(100, 10), Point(100, 150), Point(30.25, 80.5), Point(180, 80.5)]
        doc.add(Stroke(tool: .pen, color: Color(red: 20, green: 60, blue: 220, alpha: 110), width: 18, points: pts))
        let result = try Self.compare(doc, name: "zigzag")
        #expect(result.mean <= 0.5, "mean difference \(result.mean)/255")
        #expect(result.within >= 0.995, "only \(result.within * 100) % within 16/255")
    }

    @Test func scaledRenderMatchesCairo() throws {
        let result = try Self.compare(Self.randomDocument(seed: 99), scale: 1.75, name: "scaled")
        #expect(result.mean <= 0.5, "mean difference \(result.mean)/255")
        #expect(result.within >= 0.995, "only \(result.within * 100) % within 16/255")
    }
}

/// Dashes, rounded corners and double-headed arrows against cairo's (`set_dash`, `arc`).
extension CairoComparisonTests {
    static func styledDocument(seed: UInt64, tools: [Tool]) -> Document {
        var rng = SplitMix64(seed: seed)
        let styled = randomDocument(seed: seed, tools: tools).strokes.map { stroke -> Stroke in
            var s = stroke
            if s.tool.canDash && rng.int(0..<4) > 0 { s.dash = Dash(on: rng.double(0...4), off: rng.double(0.6...4)) }
            if s.tool == .rectangle && rng.int(0..<3) > 0 { s.radius = rng.double(0...60) }
            if s.tool == .rectangle && rng.int(0..<3) == 0 { s.fill = s.color.withAlpha(UInt8(rng.int(40..<200))) }
            if s.tool == .arrow { s.heads = rng.int(0..<2) == 0 ? .both : .end }
            return s
        }
        return Document(width: 240, height: 180, strokes: styled)
    }

    @Test(arguments: 21...28 as ClosedRange<UInt64>)
    func dashedLinesAndRoundedCornersMatchCairo(seed: UInt64) throws {
        let doc = Self.styledDocument(seed: seed, tools: [.pen, .line, .rectangle, .ellipse])
        #expect(doc.strokes.contains { $0.dash != nil })
        let result = try Self.compare(doc, name: "styled-\(seed)")
        #expect(result.mean <= 0.5, "mean difference \(result.mean)/255")
        #expect(result.within >= 0.995, "only \(result.within * 100) % within 16/255")
    }

    @Test(arguments: 31...34 as ClosedRange<UInt64>)
    func arrowsWithOneOrTwoHeadsMatchCairo(seed: UInt64) throws {
        let doc = Self.styledDocument(seed: seed, tools: [.arrow])
        #expect(doc.strokes.contains { $0.heads == .both })
        let result = try Self.compare(doc, name: "arrows-\(seed)")
        #expect(result.mean <= 0.5, "mean difference \(result.mean)/255")
        #expect(result.within >= 0.995, "only \(result.within * 100) % within 16/255")
    }

    @Test func aDashedRoundedRectangleScaledMatchesCairo() throws {
        var doc = Document(width: 200, height: 150)
        var s = Stroke(tool: .rectangle, color: Color(red: 30, green: 90, blue: 200, alpha: 200), width: 7,
                       points: [Point(170.5, 20.25), Point(25, 130)], fill: Color(red: 250, green: 200, blue: 40, alpha: 120))
        s.dash = Dash.standard
        s.radius = 24
        doc.add(s)
        let result = try Self.compare(doc, scale: 1.5, name: "rounded-dashed")
        #expect(result.mean <= 0.5, "mean difference \(result.mean)/255")
        #expect(result.within >= 0.995, "only \(result.within * 100) % within 16/255")
    }
}
