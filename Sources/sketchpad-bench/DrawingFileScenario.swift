import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster

/// One-file drawings (`.sketch`) of a 24 MP JPEG with 1,000 strokes and their history: the save
/// (`DrawingFile.write`, the photo's bytes read and copied in) beside the photo's copy alone;
/// the open to the first view (the drawing read, its photo decoded to fit a 1600x1000 window)
/// beside the photo's own; and the file manager's thumbnailer (`sketchpad --thumbnail`, the
/// program beside this one) against the size of the file.
@MainActor
enum DrawingFileScenario {
    static func run(_ report: inout Report) {
        let size = BenchPhotos.size(megapixels: 24)
        guard let photoPath = BenchPhotos.jpeg(width: size.width, height: size.height, texture: .photo) else { return }
        var document = BenchEnvironment.document(strokes: 1000, width: size.width, height: size.height)
        document.photoPath = photoPath
        let view = RGBAImage(width: 1600, height: 1000, fill: .white)
        let drawing = BenchEnvironment.folder + "/bench.sketch", copy = BenchEnvironment.folder + "/photo-copy.jpg"
        let drawings = DrawingClient.live(journal: nil)
        report.measure("sketch", "photo copy alone (24 MP JPEG, read + atomic write)", unit: "op", runs: 7) {
            let bytes = try! InputFile.read(photoPath, limit: InputFile.maxPhotoBytes, noun: "a photo")
            try! AtomicFile.write(bytes, to: copy, replacing: true)
        }
        report.measure("sketch", "save .sketch (24 MP JPEG, 1,000 strokes and history)", unit: "op", runs: 7) {
            try! drawings.write(document, view, drawing)
        }
        report.recordValue("sketch", ".sketch file size", Double(BenchPhotos.fileSize(drawing)) / 1e6, unit: "MB")
        let window = (width: 1600, height: 1000)
        report.measure("sketch", "first view of the photo alone", unit: "op", runs: 7) {
            _ = try! PhotoClient.live.loadFitting(photoPath, window)
        }
        report.measure("sketch", "read the .sketch alone (DocumentFile.open)", unit: "op", runs: 7) {
            _ = try! DocumentFile.open(drawing)
        }
        report.measure("sketch", "first view of the .sketch (read, photo fitted)", unit: "op", runs: 7) {
            let opened = try! drawings.open(drawing)
            _ = try! PhotoClient.live.loadFitting(opened.document.photoPath!, window)
        }
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sketchpad").path
        var times: [Double] = []
        for _ in 0..<7 {
            guard let t = BenchPhotos.run(program, ["--thumbnail", drawing, BenchEnvironment.folder + "/thumb.png", "256"]) else {
                StandardStreams.printError("sketchpad-bench: \(program) --thumbnail failed")
                return
            }
            times.append(t)
        }
        let s = BenchEnvironment.stats(times)
        report.record("sketch", "sketchpad --thumbnail of the .sketch (process, 256 px)", unit: "op", median: s.median, p99: s.p99)
    }
}
