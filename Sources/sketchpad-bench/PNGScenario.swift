import Foundation
import SketchCore
import SketchPlatform
import SketchRaster

/// PNG encoders side by side, time and size, on what the app writes: the screenshot of a
/// 1920x1080 canvas and full-resolution exports of 24 MP photos (noisy and phone-like) with
/// 100 strokes. SDL_image's IMG_SavePNG (what the app used), libpng and libspng at fast zlib
/// levels with fixed or adaptive filters, and `PNGEncoder` (stripes deflated in parallel) on
/// one thread and on all. Every output is first decoded back (SDL_image's libpng) and
/// compared with the picture, pixel for pixel; a candidate that fails is reported, not timed.
enum PNGScenario {
    typealias Candidate = (name: String, encode: (RGBAImage) throws -> [UInt8])

    static var candidates: [Candidate] {
        var list: [Candidate] = [("SDL_image IMG_SavePNG (zlib default level)", { try ImageFile.encodePNGWithSDLImage($0) })]
        let settings: [(Int32, PNGCandidates.Filters)] = [(1, .up), (2, .up), (3, .up), (2, .sub), (2, .paeth), (2, .all), (6, .all)]
        for (level, filters) in settings {
            list.append(("libpng level \(level), \(filters)", { PNGCandidates.libpng($0, level: level, filters: filters) }))
        }
        for (level, filters) in settings {
            list.append(("libspng level \(level), \(filters)", { PNGCandidates.libspng($0, level: level, filters: filters) }))
        }
        list.append(("PNGEncoder 1 thread, level 2, up", { try PNGEncoder(level: 2, filter: .up, threads: 1).encode($0) }))
        let ours: [(Int, PNGFilter?, PNGEncoder.Strategy)] = [
            (1, .up, .standard), (2, .up, .standard), (3, .up, .standard), (2, .sub, .standard), (2, .paeth, .standard),
            (2, nil, .standard), (1, .up, .runLength), (6, nil, .standard),
        ]
        for (level, filter, strategy) in ours {
            let name = "PNGEncoder all cores, level \(level), \(filter.map { "\($0)" } ?? "adaptive")\(strategy == .standard ? "" : ", \(strategy)")"
            list.append((name, { try PNGEncoder(level: level, filter: filter, strategy: strategy).encode($0) }))
        }
        return list
    }

    static func run(_ report: inout Report) {
        var pictures: [(String, RGBAImage, Int)] = [("screenshot 1920x1080", BenchEnvironment.photo(width: 1920, height: 1080), 7)]
        for texture in [BenchPhotos.Texture.noisy, .photo] {
            guard let path = BenchPhotos.jpeg(width: 6000, height: 4000, texture: texture), let photo = try? ImageFile.load(path) else { break }
            pictures.append(("24 MP \(texture.rawValue) export", DocumentRenderer.render(ExportScenario.document(width: 6000, height: 4000), photo: photo), 3))
        }
        for (label, picture, runs) in pictures {
            let raw = picture.width * picture.height * 3
            for candidate in candidates {
                let bytes: [UInt8]
                do { bytes = try candidate.encode(picture) } catch {
                    StandardStreams.printError("sketchpad-bench: \(candidate.name) failed on the \(label): \(error)")
                    continue
                }
                guard (try? ImageFile.decodeWithSDLImage(bytes, format: .png, path: "png")) == picture else {
                    StandardStreams.printError("sketchpad-bench: \(candidate.name) wrote a PNG that does not decode to the \(label)")
                    continue
                }
                let size = String(format: "%.1f MB, %.0f %%", Double(bytes.count) / 1e6, Double(bytes.count) * 100 / Double(raw))
                // The check above was the warm-up.
                let t = ExportScenario.median(runs: runs) { _ = try? candidate.encode(picture) }
                report.record("png", "\(label): \(candidate.name) (\(size))", unit: "op", median: t.median, p99: t.p99)
            }
        }
    }
}
