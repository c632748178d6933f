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

    /// The `sketchpad` executable built next to the test bundle.
    public static var sketchpadBinary: String {
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

/// The outcome of running a program.
public struct ProcessResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Standard output as bytes (a picture written there).
    public var stdoutData: Data
}

/// Runs a program to completion and returns its exit status and output.
public func runProcess(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ProcessResult {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    if let environment { p.environment = environment }
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return ProcessResult(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self), stdoutData: o)
}
