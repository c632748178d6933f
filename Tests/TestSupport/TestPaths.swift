import Foundation

/// Where things are while the tests run.
public enum TestPaths {
    /// The repository's root folder.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static var assets: String { repository.appendingPathComponent("Assets").path }
    public static var font: String { assets + "/fonts/DejaVuSans.ttf" }
    public static var samplePhoto: String { assets + "/sample.png" }
    /// The shared photos, when the repository sits beside ../shared (as on the team's machines and CI).
    public static var sharedPhotos: String { repository.deletingLastPathComponent().appendingPathComponent("shared/photos").path }

    /// The `sketchpad` the end-to-end tests run: `SKETCHPAD_TEST_APP` when set (README's test
    /// command points it at the CMake build, the program that ships; a relative path is from
    /// the repository), else the one SwiftPM built next to the test bundle.
    public static var sketchpadBinary: String {
        if let chosen = ProcessInfo.processInfo.environment["SKETCHPAD_TEST_APP"], !chosen.isEmpty {
            return chosen.hasPrefix("/") ? chosen : repository.appendingPathComponent(chosen).path
        }
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundle, bundle.deletingLastPathComponent()] {
            let p = candidate.appendingPathComponent("sketchpad").path
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        return repository.appendingPathComponent(".build/debug/sketchpad").path
    }

    /// A fresh temporary folder.
    public static func temporaryFolder(_ label: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sketchpad-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }
}
