import Foundation
import TestSupport
import Testing

/// `sketchpad render` of a document whose photo is a 24 MP progressive JPEG, in an address
/// space too small for it: refused with exit status 2, nothing written, and a message in the
/// app's words that says what to do, never libjpeg's ("Insufficient memory (case 4)").
@Suite(.waitsOnProcesses) struct RenderMemoryTests {
    static let advice = "close other programs, or open a smaller photo"

    /// A 24 MP progressive JPEG (4:4:4) and its document, in `folder`.
    static func bigProgressivePhoto(in folder: String) throws -> (photo: String, document: String) {
        let photo = folder + "/big.jpg", document = folder + "/big.sketch"
        let convert = try runProcess("/usr/bin/convert", ["-size", "6000x4000", "gradient:red-blue", "-sampling-factor", "1x1", "-interlace", "Plane",
                                                          "-quality", "92", photo])
        try #require(convert.status == 0, "\(convert.stderr)")
        try Data(#"{"format":"sketchpad","version":1,"width":6000,"height":4000,"photo":"big.jpg","strokes":[]}"#.utf8).write(to: URL(fileURLWithPath: document))
        return (photo, document)
    }

    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["MALLOC_ARENA_MAX"] = "1"
        environment["LANG"] = "C"
        environment["LC_ALL"] = "C"
        environment.removeValue(forKey: "LANGUAGE")
        return environment
    }

    /// Limits from the one that renders down in steps smaller than libjpeg's share (a
    /// progressive 4:4:4 picture keeps 144 MB of coefficients beside its 92 MB of pixels), so
    /// one of them leaves room for the pixels and not for libjpeg; the process's own size
    /// (debug or release, this machine's libraries) sets where that falls.
    @Test func libjpegRefusedMemoryIsSaidInTheAppsWords() throws {
        let folder = try TestPaths.temporaryFolder("render-memory")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (photo, document) = try Self.bigProgressivePhoto(in: folder)
        let out = folder + "/out.png", environment = Self.environment
        var messages: [(megabytes: Int, said: String)] = []
        for megabytes in stride(from: 480, through: 144, by: -24) {
            try? FileManager.default.removeItem(atPath: out)
            // A small output: the photo is still decoded whole, the picture drawn from it is not.
            let r = try runProcess("/usr/bin/prlimit", ["--as=\(megabytes << 20)", "--", TestPaths.sketchpadBinary, "render", document, "-o", out, "--scale", "0.05"],
                                   environment: environment)
            if r.status == 0 { continue }
            #expect(r.status == 2, "\(megabytes) MB: status \(r.status), \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(megabytes) MB: nothing written")
            messages.append((megabytes, r.stderr))
            if r.stderr.contains("not enough memory to decode it") || r.stderr.contains("photo's pixels") { break }
        }
        let decoding = try #require(messages.first { $0.said.contains("not enough memory to decode it") },
                                    "no limit left libjpeg short of memory: \(messages)")
        #expect(decoding.said == "sketchpad: \(document): its photo \(photo): not enough memory to decode it; \(Self.advice)\n", "\(decoding)")
        for (megabytes, said) in messages {
            #expect(said.hasSuffix(Self.advice + "\n") && !said.contains("Insufficient") && !said.contains("case"), "\(megabytes) MB: \(said)")
        }
    }

    /// libjpeg's own memory limit (JPEGMEM) reached: memory too, not damage ("Backing store
    /// not supported" was said to be damaged data).
    @Test func libjpegsMemoryLimitIsSaidAsMemory() throws {
        let folder = try TestPaths.temporaryFolder("render-memory")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (photo, document) = try Self.bigProgressivePhoto(in: folder)
        var environment = Self.environment
        environment["JPEGMEM"] = "10M"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", document, "-o", folder + "/out.png", "--scale", "0.05"], environment: environment)
        #expect(r.status == 2 && r.stderr == "sketchpad: \(document): its photo \(photo): not enough memory to decode it; \(Self.advice)\n", "\(r.status): \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }
}
