import Foundation
import SketchCore
import SketchPlatform
import SketchRaster

/// Long self-crossing strokes of 200,000 points on a 1000x800 canvas, 6 px wide and translucent,
/// drawn by Sketchpad and by pycairo in the same run: the medians and their ratio. cairo's time
/// comes from Scripts/cairo-stroke-time (python3-cairo) stroking the same document.
/// - scribble: a random walk in 2.5 px steps, as a hand scribbling for a long time; it crosses
///   itself thousands of times.
/// - zigzag: back and forth across the canvas, every segment crossing its neighbours' joins.
@MainActor
enum StrokeScenario {
    static let points = 200_000

    static func run(_ report: inout Report) {
        for (name, stroke) in [("scribble", scribble()), ("zigzag", zigzag())] {
            let document = Document(width: 1000, height: 800, strokes: [stroke])
            let renderer = StrokeRenderer()
            var image = RGBAImage(width: document.width, height: document.height, fill: .white)
            report.measure("stroke", "200k-point \(name), Sketchpad", unit: "stroke", runs: 5) {
                image = RGBAImage(width: document.width, height: document.height, fill: .white)
                renderer.draw(stroke, transform: .identity, into: &image)
            }
            let ours = report.rows.last!.median
            let path = BenchEnvironment.folder + "/\(name).sketch"
            guard (try? DocumentCodec.encode(document).write(to: URL(fileURLWithPath: path))) != nil,
                  let script = AssetLocator.folder().map({ ($0 as NSString).deletingLastPathComponent + "/Scripts/cairo-stroke-time" }),
                  let cairo = try? timeWithCairo(script: script, document: path, runs: 5) else {
                StandardStreams.printError("sketchpad-bench: cairo's time needs python3-cairo and Scripts/cairo-stroke-time (Scripts/install-deps --test)")
                return
            }
            report.record("stroke", "200k-point \(name), pycairo", unit: "stroke", median: cairo.median, p99: cairo.p99)
            report.record("stroke", "200k-point \(name), Sketchpad / pycairo (x1000)", unit: "ns", median: ours / cairo.median * 1000, p99: ours / cairo.median * 1000)
        }
    }

    static let color = Color(red: 30, green: 136, blue: 229, alpha: 192)

    static func scribble() -> Stroke {
        var rng = SplitMix64(seed: 7)
        var p = Point(500, 400), heading = 0.0
        var pts: [Point] = []
        for _ in 0..<points {
            heading += (rng.unit() - 0.5) * 0.6
            p = Point(min(max(p.x + 2.5 * cos(heading), 20), 980), min(max(p.y + 2.5 * sin(heading), 20), 780))
            pts.append(p)
        }
        return Stroke(tool: .pen, color: color, width: 6, points: pts)
    }

    static func zigzag() -> Stroke {
        let pts = (0..<points).map { i in Point(i % 2 == 0 ? 10 : 990, 10 + 780 * Double(i) / Double(points)) }
        return Stroke(tool: .pen, color: color, width: 6, points: pts)
    }

    static func timeWithCairo(script: String, document: String, runs: Int) throws -> (median: Double, p99: Double)? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: script)
        p.arguments = [document, String(runs)]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard p.terminationStatus == 0, numbers.count == 2 else { return nil }
        return (numbers[0], numbers[1])
    }
}
