import SketchApp
import SketchCore
import SketchRaster

/// The cost of one frame while drawing: a pointer move handled and the changed region
/// composited into the frame, at 1280x800 and 3840x2160. The naive mode repaints the whole
/// frame on every move.
@MainActor
enum FrameScenario {
    static func run(_ report: inout Report) {
        for (w, h) in [(1280, 800), (3840, 2160)] {
            let photo = BenchEnvironment.photo(width: w * 3 / 2, height: h * 3 / 2)
            for naive in [false, true] {
                let c = SketchController(services: BenchEnvironment.services, width: w, height: h)
                c.open(document: Document(width: photo.width, height: photo.height), photo: photo)
                _ = c.render()
                var samples: [Double] = []
                for stroke in 0..<6 {
                    var p = Point(Double(w) * 0.2, Double(h) * 0.2 + Double(stroke * 60))
                    c.handle(.pointerDown(.mouse, p))
                    _ = c.render()
                    for i in 0..<200 {
                        p = p + Point(3, i % 20 < 10 ? 1.5 : -1.5)
                        let t0 = BenchEnvironment.now()
                        c.handle(.pointerMoved(.mouse, p))
                        if naive { c.invalidateAll() }
                        _ = c.render()
                        samples.append(Double(BenchEnvironment.now() - t0))
                    }
                    c.handle(.pointerUp(.mouse, p))
                    _ = c.render()
                }
                let s = BenchEnvironment.stats(samples)
                report.record("frame", "\(naive ? "naive: full repaint" : "dirty region"), \(w)x\(h)", unit: "frame", median: s.median, p99: s.p99)
            }
        }
    }
}
