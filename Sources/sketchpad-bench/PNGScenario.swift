import Foundation
import SketchCore
import SketchPlatform
import SketchRaster

/// PNG encoders side by side, time and size, on what the app writes: the screenshot of a
/// 1920x1080 canvas (the save scenario's picture, and a phone-like photo fitted with strokes),
/// a drawing on a blank canvas and its checkpoint layer, and full-resolution exports of 24 MP
/// photos (noisy and phone-like) with 100 strokes. SDL_image's IMG_SavePNG (what the app used), libpng and libspng at fast zlib
/// levels with fixed or adaptive filters, and `PNGEncoder` (stripes deflated in parallel) on
/// one thread and on all. Every output is first decoded back (SDL_image's libpng) and
/// compared with the picture, pixel for pixel; a candidate that fails is reported, not timed.
@MainActor
enum PNGScenario {
    typealias Candidate = (name: String, encode: (RGBAImage) throws -> [UInt8])

    static var candidates: [Candidate] {
        var list: [Candidate] = [("SDL_image IMG_SavePNG (zlib default level)", { try ImageFile.encodePNGWithSDLImage($0) })]
        let settings: [(Int32, PNGCandidates.Filters, PNGCandidates.Strategy)] = [
            (1, .up, .standard), (2, .up, .standard), (3, .up, .standard), (2, .paeth, .standard), (2, .all, .standard),
            (6, .all, .standard), (1, .up, .runLength),
        ]
        for (level, filters, strategy) in settings {
            let name = "level \(level), \(filters)\(strategy == .runLength ? ", rle" : "")"
            list.append(("libpng " + name, { PNGCandidates.libpng($0, level: level, filters: filters, strategy: strategy) }))
            list.append(("libspng " + name, { PNGCandidates.libspng($0, level: level, filters: filters, strategy: strategy) }))
        }
        let ours: [(Int, PNGFilter?, PNGEncoder.Strategy, Int?)] = [
            (2, .up, .standard, 1), (1, .up, .runLength, 1),
            (1, .up, .standard, nil), (2, .up, .standard, nil), (3, .up, .standard, nil), (2, .paeth, .standard, nil),
            (2, nil, .standard, nil), (6, nil, .standard, nil),
            (1, .up, .runLength, nil), (1, .sub, .runLength, nil), (1, .paeth, .runLength, nil), (1, nil, .runLength, nil),
        ]
        for (level, filter, strategy, threads) in ours {
            let name = "PNGEncoder \(threads == 1 ? "1 thread" : "all cores"), level \(level), \(filter.map { "\($0)" } ?? "adaptive")"
                + (strategy == .standard ? "" : ", \(strategy)")
            list.append((name, { try PNGEncoder(level: level, filter: filter, strategy: strategy, threads: threads).encode($0) }))
        }
        return list
    }

    static func run(_ report: inout Report) {
        var pictures: [(String, RGBAImage, Int)] = [("screenshot 1920x1080", BenchEnvironment.photo(width: 1920, height: 1080), 7)]
        // A drawing on a blank canvas, and the same strokes as a checkpoint keeps them (a transparent layer).
        var drawing = BenchEnvironment.document(strokes: 400, points: 64, width: 1920, height: 1080)
        pictures.append(("drawing on a blank 1920x1080 canvas", DocumentRenderer.render(drawing, photo: nil), 7))
        drawing.background = .clear
        pictures.append(("its strokes as a transparent 1920x1080 layer", DocumentRenderer.render(drawing, photo: nil), 7))
        let strokes = ExportScenario.document(width: 6000, height: 4000)
        for texture in [BenchPhotos.Texture.noisy, .photo] {
            guard let photo = BenchPhotos.photo(width: 6000, height: 4000, texture: texture) else { break }
            if texture == .photo {
                // What Save captures of it in a 1920x1080 window: the photo fitted, with its strokes.
                pictures.append(("screenshot 1620x1080 of the phone-like photo", DocumentRenderer.render(strokes, photo: photo, scale: 0.27), 7))
            }
            pictures.append(("24 MP \(texture.rawValue) export", DocumentRenderer.render(strokes, photo: photo), 3))
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
