import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster

/// Saving: the screenshot of a 1920x1080 canvas, and a full-resolution export of a 4000x3000
/// photo with strokes; and a frame drawn while an export runs, to show it does not freeze.
@MainActor
enum SaveScenario {
    static func run(_ report: inout Report) {
        let screen = BenchEnvironment.photo(width: 1920, height: 1080)
        var shots: [Double] = []
        for i in 0..<5 {
            let t0 = BenchEnvironment.now()
            try! ImageFile.writePNG(screen, to: BenchEnvironment.folder + "/shot-\(getpid())-\(i)-\(t0).png")
            shots.append(Double(BenchEnvironment.now() - t0))
        }
        let s = BenchEnvironment.stats(shots)
        report.record("save", "screenshot 1920x1080: encode PNG + atomic write", unit: "op", median: s.median, p99: s.p99)

        let photo = BenchEnvironment.photo(width: 4000, height: 3000)
        var doc = BenchEnvironment.document(strokes: 100, width: 4000, height: 3000)
        doc.photoPath = "photo.jpg"
        var exports: [Double] = []
        for i in 0..<3 {
            let t0 = BenchEnvironment.now()
            let image = DocumentRenderer.render(doc, photo: photo)
            try! ImageFile.writePNG(image, to: BenchEnvironment.folder + "/export-\(getpid())-\(i)-\(t0).png")
            exports.append(Double(BenchEnvironment.now() - t0))
        }
        let e = BenchEnvironment.stats(exports)
        report.record("save", "export 4000x3000: render + encode PNG + write", unit: "op", median: e.median, p99: e.p99)

        // Frames while a full-resolution export runs in the background.
        let c = SketchController(services: BenchEnvironment.services, width: 1920, height: 1080)
        c.open(document: doc, photo: photo)
        _ = c.render()
        var p = Point(400, 400)
        c.handle(.pointerDown(.mouse, p))
        c.save(fullResolution: true)
        var frames: [Double] = []
        for i in 0..<300 {
            p = p + Point(2, i % 20 < 10 ? 1 : -1)
            let t0 = BenchEnvironment.now()
            c.handle(.pointerMoved(.mouse, p))
            _ = c.render()
            frames.append(Double(BenchEnvironment.now() - t0))
        }
        c.handle(.pointerUp(.mouse, p))
        c.waitForBackgroundWork()
        let f = BenchEnvironment.stats(frames)
        report.record("save", "drawing frame while an export runs, 1920x1080", unit: "frame", median: f.median, p99: f.p99)
    }
}
