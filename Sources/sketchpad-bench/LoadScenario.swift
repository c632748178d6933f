import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster

/// Opening a photo: JPEGs of 12, 24 and 48 MP made as photo_bench.py makes them (noisy and
/// phone-like), decoded whole through SDL2_image (as the app did) and through libjpeg-turbo,
/// and through libjpeg-turbo at the DCT scale that covers the photo's fit in a 1280x800
/// window; each then brought to that fit with the area average the canvas uses.
@MainActor
enum LoadScenario {
    static func run(_ report: inout Report) {
        let layout = Layout(width: 1280, height: 800, panelOpen: false)
        for texture in [BenchPhotos.Texture.noisy, .photo] {
            for megapixels in [12.0, 24, 48] {
                let size = BenchPhotos.size(megapixels: megapixels)
                guard let path = BenchPhotos.jpeg(width: size.width, height: size.height, texture: texture),
                      let bytes = try? InputFile.read(path, limit: InputFile.maxPhotoBytes, noun: "a photo") else { return }
                let fit = layout.fit(canvasWidth: size.width, canvasHeight: size.height).rect
                let label = "\(Int(megapixels)) MP \(texture.rawValue) (\(size.width)x\(size.height), \(BenchPhotos.megabytes(bytes.count)))"
                let ways: [(String, () -> RGBAImage)] = [
                    ("SDL_image whole", { try! ImageFile.decodeWithSDLImage(bytes, format: .jpeg, path: path) }),
                    ("libjpeg-turbo whole", { try! ImageFile.decode(bytes, path: path) }),
                    ("libjpeg-turbo scaled", { try! ImageFile.decodePhoto(bytes, path: path, fitting: (fit.width, fit.height)).image }),
                ]
                for (way, decode) in ways {
                    var decoding: [Double] = [], shown: [Double] = []
                    var decodedSize = ""
                    for _ in 0..<(megapixels >= 48 ? 3 : 5) {
                        let t0 = BenchEnvironment.now()
                        let image = decode()
                        let t1 = BenchEnvironment.now()
                        _ = image.scaled(toWidth: fit.width, height: fit.height)
                        let t2 = BenchEnvironment.now()
                        decoding.append(Double(t1 - t0)); shown.append(Double(t2 - t0))
                        decodedSize = "\(image.width)x\(image.height)"
                    }
                    let d = BenchEnvironment.stats(decoding), s = BenchEnvironment.stats(shown)
                    report.record("load", "\(label): \(way) decode (\(decodedSize))", unit: "op", median: d.median, p99: d.p99)
                    report.record("load", "\(label): \(way) decode + fit to \(fit.width)x\(fit.height)", unit: "op", median: s.median, p99: s.p99)
                }
            }
        }
    }
}
