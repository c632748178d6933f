import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster

/// Saving: the screenshot of a 1920x1080 canvas, encoded as PNG and written atomically, before
/// (SDL_image's IMG_SavePNG through a temporary file) and now (`PNGEncoder.standard`); and a
/// frame drawn while a Save of a 4000x3000 photo (at its own size) runs, to show it does not
/// freeze. `export` measures exports, `png` the encoders.
@MainActor
enum SaveScenario {
    static func run(_ report: inout Report) {
        let screen = BenchEnvironment.photo(width: 1920, height: 1080)
        var out = 0
        func next() -> String { out += 1; return BenchEnvironment.folder + "/shot-\(out).png" }
        let ways: [(String, () -> Void)] = [
            ("before: SDL_image PNG via a file + atomic write", { try! AtomicFile.write(try! ImageFile.encodePNGWithSDLImage(screen), to: next(), replacing: false) }),
            ("now: encode PNG + atomic write", { try! ImageFile.writePNG(screen, to: next()) }),
        ]
        for (name, save) in ways {
            let s = ExportScenario.median(runs: 7, save)
            report.record("save", "screenshot 1920x1080, \(name)", unit: "op", median: s.median, p99: s.p99)
        }

        // Frames while Save writes the whole picture in the background.
        let photo = BenchEnvironment.photo(width: 4000, height: 3000)
        var doc = BenchEnvironment.document(strokes: 100, width: 4000, height: 3000)
        doc.photoPath = "photo.jpg"
        let c = SketchController(services: BenchEnvironment.services, width: 1920, height: 1080)
        c.open(document: doc, photo: photo)
        _ = c.render()
        var p = Point(400, 400)
        c.handle(.pointerDown(.mouse, p))
        c.save()
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
        report.record("save", "drawing frame while Save writes the whole picture, 1920x1080", unit: "frame", median: f.median, p99: f.p99)
    }
}
