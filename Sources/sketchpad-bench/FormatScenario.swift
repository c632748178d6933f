import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster

/// Save in each format: a 24 MP photo with 100 strokes (`ExportScenario.document`) rendered,
/// encoded and written atomically, as Ctrl+S does, as PNG (the export of old), JPEG at quality
/// 90 and WebP at 90; each timed in the same run, with its file's size and its time and size
/// against the PNG's.
@MainActor
enum FormatScenario {
    static func run(_ report: inout Report) {
        let cases: [(String, BenchPhotos.Texture)] = [("24 MP phone-like", .photo), ("24 MP noisy", .noisy)]
        for (label, texture) in cases {
            guard let photo = BenchPhotos.photo(width: 6000, height: 4000, texture: texture) else { return }
            let doc = ExportScenario.document(width: 6000, height: 4000)
            var out = 0
            func measure(_ format: SaveFormat) -> (median: Double, p99: Double, bytes: Int) {
                var size = 0
                let t = ExportScenario.median(runs: 3) {
                    out += 1
                    let target = BenchEnvironment.folder + "/format-\(out).\(format.fileExtension)"
                    try! ImageFile.write(DocumentRenderer.render(doc, photo: photo), to: target, options: ImageWriter.Options(quality: 90))
                    size = BenchPhotos.fileSize(target)
                    unlink(target)
                }
                return (t.median, t.p99, size)
            }
            let png = measure(.png)
            report.record("formats", "\(label): PNG (render + encode + write, \(BenchPhotos.megabytes(png.bytes)))", unit: "op", median: png.median, p99: png.p99)
            for format in [SaveFormat.jpeg, .webp] {
                let m = measure(format)
                report.record("formats", "\(label): \(format.name) q90 (render + encode + write, \(BenchPhotos.megabytes(m.bytes)))",
                              unit: "op", median: m.median, p99: m.p99)
                report.recordValue("formats", "\(label): \(format.name) q90 time / PNG", m.median / png.median, unit: "x")
                report.recordValue("formats", "\(label): \(format.name) q90 size / PNG", Double(m.bytes) / Double(png.bytes), unit: "x")
            }
        }
    }
}
