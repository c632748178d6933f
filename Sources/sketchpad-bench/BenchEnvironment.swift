import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster

/// What the app-level scenarios share: real services (SDL2_ttf text, SDL2_image files) with
/// saves going to a temporary folder.
@MainActor
enum BenchEnvironment {
    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-bench-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static let glyphs: TrueTypeGlyphs = {
        guard let assets = AssetLocator.folder(), let glyphs = try? TrueTypeGlyphs(fontPath: assets + "/" + AssetLocator.marker) else {
            FileHandle.standardError.write(Data("sketchpad-bench: cannot find the app's font (set SKETCHPAD_ASSETS)\n".utf8))
            exit(2)
        }
        return glyphs
    }()

    /// The app's own services, saving into the benchmarks' folder; `journal` keeps the edits.
    static func services(journal: JournalFile? = nil) -> AppServices {
        .live(glyphs: glyphs, environment: ["HOME": folder], journal: journal, wake: Wake {}, picturesFolder: folder + "/Pictures")
    }

    static let services = services()

    /// A photo-like picture: smooth gradients with texture, so it compresses like a photo.
    static func photo(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var rng = SplitMix64(seed: 3)
        image.pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width {
                    let n = UInt32(rng.next() & 15)
                    let r = UInt32(x * 200 / width) + n, g = UInt32(y * 180 / height) + n, b = UInt32((x + y) * 120 / (width + height)) + 60
                    p[y * width + x] = 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
        }
        return image
    }

    /// `count` short random strokes over a canvas, as a document with their history; each a
    /// random walk of `points` points with steps up to 6 px.
    static func document(strokes count: Int, points: Int = 8, width: Int = 1600, height: Int = 1000) -> Document {
        var doc = Document(width: width, height: height)
        var rng = SplitMix64(seed: 11)
        for _ in 0..<count {
            var p = Point(rng.unit() * Double(width), rng.unit() * Double(height))
            var pts: [Point] = []
            for _ in 0..<points {
                pts.append(p)
                p = p + Point((rng.unit() - 0.5) * 12, (rng.unit() - 0.5) * 12)
            }
            let color = Color(red: UInt8(rng.next() & 255), green: UInt8(rng.next() & 255), blue: UInt8(rng.next() & 255), alpha: 255)
            doc.add(Stroke(tool: .pen, color: color, width: 2 + Double(rng.next() % 6), points: pts))
        }
        return doc
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Median and p99 of nanosecond samples.
    static func stats(_ samples: [Double]) -> (median: Double, p99: Double) {
        let s = samples.sorted()
        return (s[s.count / 2], s[min(s.count - 1, Int((Double(s.count) * 0.99).rounded(.up)) - 1)])
    }
}
