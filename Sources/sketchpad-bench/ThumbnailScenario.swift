import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster

/// The picker's thumbnails: phone-like JPEGs of 12 and 24 MP and a 1920x1080 PNG made 32 px
/// (64 at a scale of 2) through `PhotoClient.live.thumbnail` (a JPEG decoded at the smallest
/// DCT scale that covers the size, then area-averaged), beside decoding the file whole and
/// shrinking that (what a thumbnail would cost without the DCT scaling).
@MainActor
enum ThumbnailScenario {
    static func run(_ report: inout Report) {
        var files: [(label: String, path: String)] = []
        for megapixels in [12.0, 24] {
            let size = BenchPhotos.size(megapixels: megapixels)
            guard let path = BenchPhotos.jpeg(width: size.width, height: size.height, texture: .photo) else { return }
            files.append(("\(Int(megapixels)) MP JPEG (\(size.width)x\(size.height))", path))
        }
        let png = BenchEnvironment.folder + "/thumbnail-1920x1080.png"
        guard (try? ImageFile.writePNG(BenchEnvironment.photo(width: 1920, height: 1080), to: png, replacing: true)) != nil else { return }
        files.append(("1920x1080 PNG", png))
        for (label, path) in files {
            for side in [32, 64] {
                let ways: [(String, () -> RGBAImage)] = [
                    ("PhotoClient.live.thumbnail", { try! PhotoClient.live.thumbnail(path, side) }),
                    ("whole decode + shrink", { PhotoClient.shrink(try! ImageFile.load(path), toFit: side) }),
                ]
                for (way, make) in ways {
                    var times: [Double] = []
                    for _ in 0..<5 {
                        let t0 = BenchEnvironment.now()
                        let image = make()
                        times.append(Double(BenchEnvironment.now() - t0))
                        precondition(max(image.width, image.height) == side)
                    }
                    let s = BenchEnvironment.stats(times)
                    report.record("thumbnails", "\(label) to \(side) px: \(way)", unit: "op", median: s.median, p99: s.p99)
                }
            }
        }
    }
}
