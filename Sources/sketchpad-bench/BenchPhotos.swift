import Foundation
import SketchCore
import SketchPlatform
import SketchRaster

/// Large JPEGs made as `../shared/tools/photo_bench.py` makes them (its `--texture noisy` and
/// `--texture photo`: the same size for a number of megapixels, the same colours, ImageMagick's
/// `convert -quality 90`), kept between runs in `$TMPDIR/sketchpad-bench-photos`. And the
/// helpers that time ImageMagick in the same run.
@MainActor
enum BenchPhotos {
    enum Texture: String {
        /// Every pixel random: the worst case for JPEG's entropy coding and for PNG's deflate.
        case noisy
        /// Smooth waves with sensor-like grain, as a phone picture.
        case photo
    }

    static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-bench-photos").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// photo_bench.py's size for `megapixels`: 3:2, e.g. 6000x4000 for 24.
    static func size(megapixels: Double) -> (width: Int, height: Int) {
        let w = Int((megapixels * 1e6 * 1.5).squareRoot())
        return (w, Int(megapixels * 1e6 / Double(w)))
    }

    /// The JPEG decoded whole, or nil with a message saying why.
    static func photo(width: Int, height: Int, texture: Texture) -> RGBAImage? {
        guard let path = jpeg(width: width, height: height, texture: texture) else { return nil }
        do { return try ImageFile.load(path) } catch {
            StandardStreams.printError("sketchpad-bench: \(error)")
            return nil
        }
    }

    /// The JPEG's path, made on first use; nil (and a message) without ImageMagick.
    static func jpeg(width: Int, height: Int, texture: Texture) -> String? {
        let path = folder + "/\(width)x\(height)-\(texture.rawValue).jpg"
        if FileManager.default.fileExists(atPath: path) { return path }
        let ppm = path + ".ppm"
        defer { unlink(ppm) }
        guard writePPM(pixels(width: width, height: height, texture: texture), to: ppm),
              run("/usr/bin/convert", [ppm, "-quality", "90", "jpg:" + path + ".part"]) != nil, rename(path + ".part", path) == 0 else {
            StandardStreams.printError("sketchpad-bench: the large photos need ImageMagick's convert (Scripts/install-deps --test)")
            return nil
        }
        return path
    }

    static func pixels(width: Int, height: Int, texture: Texture) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var rng = SplitMix64(seed: 1)
        /// A standard normal sample (Box-Muller).
        func normal() -> Double { (-2 * log(max(rng.unit(), 1e-12))).squareRoot() * cos(2 * .pi * rng.unit()) }
        func clip(_ v: Double) -> UInt32 { UInt32(min(255, max(0, v))) }
        image.pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width {
                    let r: UInt32, g: UInt32, b: UInt32
                    switch texture {
                    case .noisy:
                        r = 200 + UInt32(rng.next() % 40); g = UInt32(rng.next() % 50); b = 200 + UInt32(rng.next() % 40)
                    case .photo:
                        let base = (sin(Double(x) / 37) * cos(Double(y) / 53) + sin(Double(x + y) / 91)) * 15
                        r = clip(215 + base + 4 * normal()); g = clip(30 + base * 0.5 + 4 * normal()); b = clip(215 - base + 4 * normal())
                    }
                    p[y * width + x] = 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
        }
        return image
    }

    /// A binary PPM (opaque pictures) or PAM with alpha: what `convert` reads fastest.
    @discardableResult
    static func writePPM(_ image: RGBAImage, to path: String) -> Bool {
        let opaque = image.pixels.allSatisfy { $0 >= 0xFF00_0000 }
        let channels = opaque ? 3 : 4
        let header = opaque ? "P6\n\(image.width) \(image.height)\n255\n"
            : "P7\nWIDTH \(image.width)\nHEIGHT \(image.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
        var bytes = [UInt8](header.utf8)
        bytes.reserveCapacity(bytes.count + image.pixels.count * channels)
        for p in image.pixels {
            bytes.append(UInt8(p >> 16 & 255)); bytes.append(UInt8(p >> 8 & 255)); bytes.append(UInt8(p & 255))
            if !opaque { bytes.append(UInt8(p >> 24)) }
        }
        return FileManager.default.createFile(atPath: path, contents: Data(bytes))
    }

    /// Runs a program to its end; its wall-clock time in nanoseconds, or nil when it failed.
    static func run(_ program: String, _ arguments: [String]) -> Double? {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: program)
        p.arguments = arguments
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        let t0 = BenchEnvironment.now()
        guard (try? p.run()) != nil else { return nil }
        p.waitUntilExit()
        return p.terminationStatus == 0 ? Double(BenchEnvironment.now() - t0) : nil
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }
}
