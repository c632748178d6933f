import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Rendering in stripes on several threads gives exactly the pixels of one pass over the whole
/// picture: every tool, strokes crossing every stripe boundary, retracing themselves exactly
/// (ties between crossings), reaching outside the picture, over a photo scaled up, down or not.
@Suite struct StripeRenderTests {
    /// The whole picture in one pass, as it was made before stripes: the base, then each
    /// stroke drawn over all of it.
    static func wholePass(_ document: Document, photo: RGBAImage?, scale: Double) -> RGBAImage {
        let size = DocumentRenderer.outputSize(of: document, scale: scale)
        var image = RGBAImage(width: size.width, height: size.height, fill: document.background)
        if let photo { image.composite(photo.scaled(toWidth: size.width, height: size.height), at: 0, 0) }
        let under = document.strokes.contains { $0.tool == .eraser } ? image : nil
        let renderer = StrokeRenderer()
        for stroke in document.strokes { renderer.draw(stroke, transform: CanvasTransform(scale: scale), into: &image, base: under) }
        return image
    }

    static func photo(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var rng = SplitMix64(seed: 9)
        for i in 0..<image.pixels.count {
            let x = i % width, y = i / width
            // Partly translucent, so the background shows through it.
            let a: UInt32 = x < width / 6 ? 90 : 255
            image.pixels[i] = a << 24 | UInt32(x & 255) << 16 | UInt32(y & 255) << 8 | UInt32(rng.int(0..<256))
        }
        return image
    }

    static func document(seed: UInt64, width: Int, height: Int) -> Document {
        var doc = Document(width: width, height: height)
        doc.background = Color(red: 250, green: 240, blue: 200)
        var rng = SplitMix64(seed: seed)
        let tools: [Tool] = [.pen, .line, .arrow, .rectangle, .ellipse, .highlighter, .eraser]
        for i in 0..<60 {
            let tool = tools[i % tools.count]
            let color = Color(red: UInt8(rng.int(0..<256)), green: UInt8(rng.int(0..<256)), blue: UInt8(rng.int(0..<256)), alpha: UInt8(rng.int(60..<256)))
            var points: [Point] = []
            switch i % 4 {
            case 0:
                // Tall: from above the picture to below it, wandering.
                var p = Point(rng.double(0...Double(width)), -30)
                while p.y < Double(height) + 30 { points.append(p); p = p + Point(rng.double(-25...25), rng.double(5...40)) }
            case 1:
                // Retraced exactly, on whole pixels: edges that coincide and cross at the same x.
                let a = Point(Double(rng.int(0..<width)), Double(rng.int(0..<height))), b = Point(Double(rng.int(0..<width)), Double(rng.int(0..<height)))
                points = [a, b, a, b, Point(a.x, b.y), a]
            case 2:
                points = (0..<30).map { _ in Point(rng.double(-50...Double(width + 50)), rng.double(-50...Double(height + 50))) }
            default:
                // A vertical line on a whole pixel, drawn over a stripe boundary.
                let x = Double(rng.int(0..<width))
                points = [Point(x, 10), Point(x, Double(height) - 10)]
            }
            doc.add(Stroke(tool: tool, color: color, width: rng.double(1...40), points: points))
        }
        return doc
    }

    @Test(arguments: [(1.0, 517, 389), (0.61, 517, 389), (1.7, 300, 211)])
    func stripesAreExactlyTheWholePass(scale: Double, photoWidth: Int, photoHeight: Int) throws {
        let photo = Self.photo(width: photoWidth, height: photoHeight)
        for seed in [1, 2, 3] as [UInt64] {
            let doc = Self.document(seed: seed, width: 517, height: 389)
            let whole = Self.wholePass(doc, photo: photo, scale: scale)
            for threads in [1, 2, 3, 5] {
                let striped = DocumentRenderer.render(doc, photo: photo, scale: scale, threads: threads)
                #expect(striped == whole, "scale \(scale), seed \(seed), \(threads) stripes: \(striped.difference(from: whole))")
            }
        }
    }

    @Test func theDefaultUsesEveryCoreAndStillMatches() throws {
        let doc = Self.document(seed: 7, width: 800, height: 640)
        let photo = Self.photo(width: 800, height: 640)
        #expect(DocumentRenderer.render(doc, photo: photo) == Self.wholePass(doc, photo: photo, scale: 1))
    }

    /// The base alone (background and photo, no strokes), made in stripes, is the one pass's.
    @Test(arguments: [0.61, 1.0, 1.7])
    func theBaseInStripesIsTheOnePass(scale: Double) throws {
        var doc = Document(width: 517, height: 389)
        doc.background = Color(red: 250, green: 240, blue: 200)
        let photo = Self.photo(width: 700, height: 500)
        #expect(DocumentRenderer.base(of: doc, photo: photo, scale: scale) == Self.wholePass(doc, photo: photo, scale: scale))
    }

    @Test func progressRisesToOne() throws {
        let doc = Self.document(seed: 4, width: 640, height: 480)
        let reports = Locked<[Double]>([])
        _ = DocumentRenderer.render(doc, photo: nil, threads: 3) { share in
            reports.update { $0.append(share) }
        }
        let values = reports.value
        #expect(values.count >= 10 && values.count <= 100, "\(values.count) reports")
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 }, "\(values)")
        #expect(values.first! > 0 && values.last == 1)
    }
}
