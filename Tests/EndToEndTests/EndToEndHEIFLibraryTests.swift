import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// libheif is opened with dlopen on the first HEIF: the running app maps none of it, nor its
/// codecs, before one opens; without it a HEIC is refused naming the package to install, and
/// everything else works.
extension EndToEndTests {
    /// libheif and every codec it brings, as their files are named.
    static let heifLibraries = ["libheif", "libx265", "libaom", "libdav1d", "libde265"]

    @Test func noHEIFCodecIsMappedUntilAHEIFOpens() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("heif-maps")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let png = try RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try png.xdo(["sleep", "0.3"])
        #expect(try MappedLibraries.among(Self.heifLibraries, in: png.process.pid) == [], "a PNG open maps no HEIF codec")
        let heic = try RunningApp(server: server, home: home, arguments: [try Self.quartersHEIC(in: home)], title: "quarters.heic")
        let mapped = try MappedLibraries.once("libheif", among: Self.heifLibraries, in: heic.process.pid)
        #expect(mapped.contains("libheif"), "a HEIC open maps libheif")
    }

    @Test func withoutLibheifAHEICIsRefusedNamingThePackageAndAPNGStillRenders() throws {
        let folder = try TestPaths.temporaryFolder("heif-missing")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.quartersHEIC(in: folder)
        try TestPNG.write(RGBAImage(width: 60, height: 40, fill: .white), to: folder + "/white.png")
        let missing = ["SKETCHPAD_LIBHEIF": "libheif-not-installed.so.1", "LANG": "C", "LANGUAGE": ""]
        for (photo, works) in [("quarters.heic", false), ("white.png", true)] {
            let doc = folder + "/doc.sketch", out = folder + "/out-\(photo).png"
            try Data(#"{"format":"sketchpad","version":1,"width":600,"height":400,"photo":"\#(photo)","strokes":[]}"#.utf8).write(to: URL(fileURLWithPath: doc))
            let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out], environment: ["PATH": "/usr/bin:/bin", "HOME": folder].merging(missing) { $1 })
            if works {
                #expect(r.status == 0, "\(r.stderr)")
                #expect(FileManager.default.fileExists(atPath: out))
            } else {
                #expect(r.status != 0)
                #expect(r.stderr.contains("HEIC photos are opened through libheif, which is not installed: install the Debian package libheif1"), "\(r.stderr)")
                #expect(!FileManager.default.fileExists(atPath: out))
            }
        }
    }
}
