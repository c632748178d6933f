import Foundation
import SketchRaster

/// Golden images beside the tests, in a `Snapshots` folder next to the calling file. They are
/// written only when SKETCHPAD_RECORD_SNAPSHOTS=1, and a recording run fails on purpose, so a
/// golden is never recorded silently.
public enum Snapshot {
    public static var recording: Bool { ProcessInfo.processInfo.environment["SKETCHPAD_RECORD_SNAPSHOTS"] == "1" }

    /// How far an image may be from its golden.
    public struct Tolerance: Sendable {
        /// The largest difference of a channel that still counts as equal.
        public var maxChannel: Int
        /// The fraction of pixels that may differ by more, by any amount (text drawn by another
        /// FreeType moves a few edge pixels of each glyph).
        public var differingPixels: Double

        public init(maxChannel: Int, differingPixels: Double = 0) {
            self.maxChannel = maxChannel; self.differingPixels = differingPixels
        }

        public static let exact = Tolerance(maxChannel: 0)
    }

    /// Nil when `image` matches the golden `name` within `tolerance`; otherwise why not.
    public static func mismatch(_ image: RGBAImage, named name: String, tolerance: Tolerance = .exact, file: String = #filePath) -> String? {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots")
        return mismatch(image, at: folder.appendingPathComponent(name + ".png").path, tolerance: tolerance)
    }

    /// The same, for a golden image anywhere (README's screenshot, for one).
    public static func mismatch(_ image: RGBAImage, at path: String, tolerance: Tolerance = .exact) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if recording {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: path)
                try TestPNG.write(image, to: path)
            } catch {
                return "could not record \(path): \(error)"
            }
            return "recorded \(path); run again without SKETCHPAD_RECORD_SNAPSHOTS to compare"
        }
        let golden: RGBAImage
        do { golden = try TestPNG.read(path) } catch {
            return "no golden image \(path) (\(error)); record it with SKETCHPAD_RECORD_SNAPSHOTS=1"
        }
        guard golden.width == image.width, golden.height == image.height else {
            return "\(name): size \(image.width)x\(image.height) differs from the golden \(golden.width)x\(golden.height)"
        }
        let beyond = pixelsBeyond(tolerance.maxChannel, image, golden)
        let allowed = Int(Double(image.pixels.count) * tolerance.differingPixels)
        guard beyond > allowed else { return nil }
        let diff = image.difference(from: golden)
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png").path
        try? FileManager.default.removeItem(atPath: actual)
        try? TestPNG.write(image, to: actual)
        return "\(name): \(beyond) pixels differ by more than \(tolerance.maxChannel) (up to \(diff.maxChannel)), \(allowed) may; actual image: \(actual)"
    }

    /// How many pixels have a channel that differs by more than `limit`.
    static func pixelsBeyond(_ limit: Int, _ a: RGBAImage, _ b: RGBAImage) -> Int {
        var count = 0
        for i in 0..<a.pixels.count where a.pixels[i] != b.pixels[i] {
            let x = a.pixels[i], y = b.pixels[i]
            for shift: UInt32 in [0, 8, 16, 24] where abs(Int((x >> shift) & 0xFF) - Int((y >> shift) & 0xFF)) > limit {
                count += 1
                break
            }
        }
        return count
    }
}
