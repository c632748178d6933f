import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster

/// A 100 % view of a 24 MP JPEG (noisy and phone-like) in a 1600x1000 window: the part the
/// view holds (the view and half of it again on each side) decoded by itself, as the app does
/// in the background after Ctrl+1 or a pan, beside decoding the whole photo (as it did).
@MainActor
enum RegionScenario {
    static func run(_ report: inout Report) {
        let area = Layout(width: 1600, height: 1000, panelOpen: false).canvasArea
        for texture in [BenchPhotos.Texture.noisy, .photo] {
            let size = BenchPhotos.size(megapixels: 24)
            guard let path = BenchPhotos.jpeg(width: size.width, height: size.height, texture: texture),
                  let source = try? PhotoClient.live.loadFitting(path, (area.width, area.height)).source, let decode = source.region else { return }
            let label = "24 MP \(texture.rawValue) (\(size.width)x\(size.height))"
            // The view centred, then the part a pan to the photo's corner asks for.
            let centred = IntRect(x: (size.width - area.width) / 2, y: (size.height - area.height) / 2, width: area.width, height: area.height)
            let parts = [("centre", centred.partDecodedForView), ("bottom right", IntRect(x: size.width - 2 * area.width, y: size.height - 2 * area.height,
                                                                                           width: 2 * area.width, height: 2 * area.height))]
            var ways: [(String, () -> RGBAImage)] = parts.map { name, rect in
                ("part for a 100 % view, \(name) (\(rect.width)x\(rect.height))", { decode(rect, 1)!.pixels.image })
            }
            ways.append(("whole photo", { try! source.image() }))
            for (way, make) in ways {
                var times: [Double] = []
                var megabytes = 0.0
                for _ in 0..<5 {
                    let t0 = BenchEnvironment.now()
                    let image = make()
                    times.append(Double(BenchEnvironment.now() - t0))
                    megabytes = Double(image.width * image.height * 4) / 1e6
                }
                let s = BenchEnvironment.stats(times)
                report.record("region", "\(label): \(way), \(String(format: "%.0f", megabytes)) MB of pixels", unit: "op", median: s.median, p99: s.p99)
            }
        }
    }
}
