import Foundation
import SketchCore
import SketchPlatform
import SketchRaster

/// Exporting at full resolution: a photo with 100 strokes rendered, encoded as PNG and written
/// atomically, as the app's Ctrl+Shift+S does; before (one thread, SDL_image's IMG_SavePNG
/// through a temporary file) and now (stripes on every core, `PNGEncoder.standard` in memory),
/// against ImageMagick's `convert` writing the same pixels to PNG from a PPM, timed in the
/// same run. Also the peak memory the export adds.
@MainActor
enum ExportScenario {
    static func run(_ report: inout Report) {
        let cases: [(String, Int, Int, BenchPhotos.Texture)] = [
            ("24 MP noisy", 6000, 4000, .noisy), ("24 MP phone-like", 6000, 4000, .photo),
            ("12 MP (4000x3000) noisy", 4000, 3000, .noisy), ("48 MP (8000x6000) noisy", 8000, 6000, .noisy),
        ]
        for (label, width, height, texture) in cases {
            guard let photo = BenchPhotos.photo(width: width, height: height, texture: texture) else { return }
            let doc = document(width: width, height: height)
            let runs = width * height > 30_000_000 ? 2 : 3
            var out = 0
            func next() -> String { out += 1; return BenchEnvironment.folder + "/export-\(out).png" }
            let before = median(runs: width * height > 30_000_000 ? 1 : runs) {
                let image = DocumentRenderer.render(doc, photo: photo, threads: 1)
                let target = next()
                try! AtomicFile.write(try! ImageFile.encodePNGWithSDLImage(image), to: target, replacing: false)
                unlink(target)
            }
            report.record("export", "\(label): before (1 thread, SDL_image PNG via a file)", unit: "op", median: before.median, p99: before.p99)
            resetPeakMemory()
            let rssBefore = memory("VmRSS")
            var size = 0
            let now = median(runs: runs) {
                let target = next()
                try! ImageFile.writePNG(DocumentRenderer.render(doc, photo: photo), to: target)
                size = BenchPhotos.fileSize(target)
                unlink(target)
            }
            let added = memory("VmHWM") - rssBefore
            report.record("export", "\(label): now (render + encode + write, \(BenchPhotos.megabytes(size)))", unit: "op", median: now.median, p99: now.p99)
            report.recordValue("export", "\(label): now, peak memory added", Double(added) / 1024, unit: "MB")
            let image = DocumentRenderer.render(doc, photo: photo)
            let render = median(runs: runs) { _ = DocumentRenderer.render(doc, photo: photo) }
            let encode = median(runs: runs) { _ = try! ImageFile.encode(image, as: .png) }
            report.record("export", "\(label): now, render only", unit: "op", median: render.median, p99: render.p99)
            report.record("export", "\(label): now, encode only", unit: "op", median: encode.median, p99: encode.p99)
            let ppm = BenchEnvironment.folder + "/export.ppm", converted = BenchEnvironment.folder + "/convert.png"
            BenchPhotos.writePPM(image, to: ppm)
            var times: [Double] = []
            for _ in 0..<runs {
                unlink(converted)
                guard let t = BenchPhotos.run("/usr/bin/convert", [ppm, converted]) else { break }
                times.append(t)
            }
            unlink(ppm)
            guard !times.isEmpty else {
                StandardStreams.printError("sketchpad-bench: the export comparison needs ImageMagick's convert (Scripts/install-deps --test)")
                continue
            }
            let convert = BenchEnvironment.stats(times)
            report.record("export", "\(label): ImageMagick convert PPM -> PNG (\(BenchPhotos.megabytes(BenchPhotos.fileSize(converted))))",
                          unit: "op", median: convert.median, p99: convert.p99)
            unlink(converted)
            report.recordValue("export", "\(label): now / convert", now.median / convert.median, unit: "x")
            report.recordValue("export", "\(label): before / convert", before.median / convert.median, unit: "x")
        }
    }

    /// 100 strokes across a photo, sized for it: pens, broad tints, arrows, lines and shapes,
    /// each a random walk of 40 points in steps of up to a fiftieth of the photo's width.
    static func document(width: Int, height: Int) -> Document {
        var doc = Document(width: width, height: height, photoPath: "photo.jpg")
        var rng = SplitMix64(seed: 21)
        let tools: [Tool] = [.pen, .pen, .pen, Tool.allCases.first { $0.marking == .highlight }!, .arrow, .line, .rectangle, .ellipse]
        let step = Double(width) / 50
        for i in 0..<100 {
            var p = Point(rng.unit() * Double(width), rng.unit() * Double(height))
            var points: [Point] = []
            for _ in 0..<40 {
                points.append(p)
                p = p + Point((rng.unit() - 0.5) * step, (rng.unit() - 0.5) * step)
            }
            let color = Color(red: UInt8(rng.next() & 255), green: UInt8(rng.next() & 255), blue: UInt8(rng.next() & 255), alpha: 255)
            doc.add(Stroke(tool: tools[i % tools.count], color: color, width: Double(width) / 500 * (1 + rng.unit() * 4), points: points))
        }
        return doc
    }

    static func median(runs: Int, _ body: () -> Void) -> (median: Double, p99: Double) {
        var samples: [Double] = []
        for _ in 0..<runs {
            let t0 = BenchEnvironment.now()
            body()
            samples.append(Double(BenchEnvironment.now() - t0))
        }
        return BenchEnvironment.stats(samples)
    }

    /// Resets the kernel's high-water mark of this process's resident memory (VmHWM).
    static func resetPeakMemory() {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else { return }
        _ = write(fd, "5", 1)
        close(fd)
    }

    /// A field of /proc/self/status, in kB.
    static func memory(_ field: String) -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }
}
