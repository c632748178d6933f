import Foundation
import SketchPlatform
import SketchRaster

/// Golden images beside the tests, in a `Snapshots` folder next to the calling file. They are
/// written only when SKETCHPAD_RECORD_SNAPSHOTS=1, and a recording run fails on purpose, so a
/// golden is never recorded silently.
public enum Snapshot {
    public static var recording: Bool { ProcessInfo.processInfo.environment["SKETCHPAD_RECORD_SNAPSHOTS"] == "1" }

    /// Nil when `image` matches the golden `name` within `tolerance` per channel; otherwise why not.
    public static func mismatch(_ image: RGBAImage, named name: String, tolerance: Int = 0, file: String = #filePath) -> String? {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots")
        return mismatch(image, at: folder.appendingPathComponent(name + ".png").path, tolerance: tolerance)
    }

    /// The same, for a golden image anywhere (README's screenshot, for one).
    public static func mismatch(_ image: RGBAImage, at path: String, tolerance: Int = 0) -> String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if recording {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: path)
                try ImageFile.writePNG(image, to: path)
            } catch {
                return "could not record \(path): \(error)"
            }
            return "recorded \(path); run again without SKETCHPAD_RECORD_SNAPSHOTS to compare"
        }
        let golden: RGBAImage
        do { golden = try ImageFile.load(path) } catch {
            return "no golden image \(path) (\(error)); record it with SKETCHPAD_RECORD_SNAPSHOTS=1"
        }
        guard golden.width == image.width, golden.height == image.height else {
            return "\(name): size \(image.width)x\(image.height) differs from the golden \(golden.width)x\(golden.height)"
        }
        let diff = image.difference(from: golden)
        guard diff.maxChannel > tolerance else { return nil }
        let actual = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-actual.png").path
        try? FileManager.default.removeItem(atPath: actual)
        try? ImageFile.writePNG(image, to: actual)
        return "\(name): \(diff.differing) channel values differ, by up to \(diff.maxChannel) (tolerance \(tolerance)); actual image: \(actual)"
    }
}
