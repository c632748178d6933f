import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Pixelate and blur against references in numpy (filter_reference.py), and what they leave of
/// the area: no detail that can be recovered.
@Suite struct FilterToolTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("filter_reference.py").path

    /// The sample photo with strokes on it, and the same with `filter` over (30, 20)-(170, 110).
    static func render(_ tool: Tool, size: Double) throws -> (under: RGBAImage, filtered: RGBAImage) {
        let photo = try TestPNG.read(TestPaths.samplePhoto).scaled(toWidth: 200, height: 150)
        var doc = Document(width: 200, height: 150)
        doc.add(Stroke(tool: .pen, color: Color(red: 0, green: 40, blue: 220), width: 5, points: [Point(20, 30), Point(180, 100)]))
        let under = DocumentRenderer.render(doc, photo: photo)
        doc.add(Stroke(tool: tool, color: .clear, width: size, points: [Point(30.2, 19.8), Point(170, 110.4)]))
        return (under, DocumentRenderer.render(doc, photo: photo))
    }

    static func reference(_ kind: String, _ under: RGBAImage, size: Int) throws -> RGBAImage {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-filter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.png").path, output = dir.appendingPathComponent("out.png").path
        try TestPNG.write(under, to: input)
        let run = try runProcess("/usr/bin/python3", [script, kind, input, output, "30", "20", "170", "110", String(size)])
        try #require(run.status == 0, "the numpy reference failed (are python3-numpy and python3-cairo installed?): \(run.stderr)")
        return try TestPNG.read(output)
    }

    @Test(arguments: [12, 7, 30])
    func pixelateIsEachBlocksMean(block: Int) throws {
        let (under, ours) = try Self.render(.pixelate, size: Double(block))
        let reference = try Self.reference("pixelate", under, size: block)
        let diff = ours.difference(from: reference)
        // Means rounded here and in numpy may differ by one level where one is near .5.
        #expect(diff.maxChannel <= 1, "pixelate differs from the block means by up to \(diff.maxChannel)")
        #expect(ours[29, 50] == under[29, 50] && ours[170, 60] == under[170, 60], "nothing outside the rectangle changes")
        #expect(ours[30, 20] != under[30, 20])
    }

    /// Three box blurs stand in for the Gaussian: within 6 levels of it everywhere, and within
    /// half a level on average.
    @Test(arguments: [12, 5, 25])
    func blurIsAGaussianOfTheRadius(radius: Int) throws {
        let (under, ours) = try Self.render(.blur, size: Double(radius))
        let reference = try Self.reference("blur", under, size: radius)
        let diff = ours.difference(from: reference)
        #expect(diff.maxChannel <= 6 && diff.meanChannel <= 0.5, "blur differs from the Gaussian by up to \(diff.maxChannel), \(diff.meanChannel) on average")
        #expect(ours[29, 50] == under[29, 50] && ours[170, 60] == under[170, 60], "nothing outside the rectangle changes")
    }

    /// Two pictures that differ only inside the area are the same once it is pixelated: what
    /// Save, Export and Copy write holds nothing of what was there but its blocks' means.
    @Test func nothingOfTheAreaIsLeftButItsBlocksMeans() {
        // Two drawings that differ only inside the area.
        var a = Document(width: 96, height: 96), b = a
        a.add(Stroke(tool: .pen, color: .black, width: 3, points: [Point(30, 30), Point(40, 45), Point(50, 30)]))
        b.add(Stroke(tool: .pen, color: .black, width: 3, points: [Point(30, 45), Point(40, 30), Point(50, 45)]))
        let hide = Stroke(tool: .pixelate, color: .clear, width: 48, points: [Point(0, 0), Point(96, 96)])
        a.add(hide); b.add(hide)
        let ra = DocumentRenderer.render(a, photo: nil), rb = DocumentRenderer.render(b, photo: nil)
        // Each 48 px block holds one flat colour: the strokes' shapes are gone.
        for image in [ra, rb] {
            for y in 0..<96 { for x in 0..<96 where image[x, y] != image[x / 48 * 48, y / 48 * 48] { Issue.record("(\(x), \(y)) differs in its block") } }
        }
        #expect(Set(ra.pixels).count > 1, "the blocks with ink are darker than those without")
    }

    /// A filter drawn in a piece (a panned view draws only the strips it uncovers) writes that
    /// piece as the whole filter would, whichever of its blocks and rows the piece misses, and
    /// nothing else.
    @Test(arguments: [Tool.pixelate, Tool.blur])
    func aFilterDrawnInAPieceIsThatPieceOfTheWholeFilter(tool: Tool) throws {
        let photo = try TestPNG.read(TestPaths.samplePhoto).scaled(toWidth: 64, height: 64)
        let rect = IntRect(x: 3, y: 5, width: 58, height: 50)
        func filtered(writing area: IntRect) -> RGBAImage {
            var image = photo
            if tool == .pixelate { image.averageBlocks(rect, block: 8, writing: area) } else { image.gaussian(rect, radius: 4, writing: area) }
            return image
        }
        let whole = filtered(writing: photo.bounds)
        for strip in [IntRect(x: 0, y: 40, width: 64, height: 9), IntRect(x: 44, y: 0, width: 20, height: 64), IntRect(x: 0, y: 58, width: 64, height: 6)] {
            let piece = filtered(writing: strip)
            for y in 0..<64 {
                for x in 0..<64 {
                    let inStrip = x >= strip.x && x < strip.maxX && y >= strip.y && y < strip.maxY
                    let expected = inStrip ? whole[x, y] : photo[x, y]
                    try #require(piece[x, y] == expected, "(\(x), \(y)) of \(strip) differs from the filter drawn whole")
                }
            }
        }
    }
}
