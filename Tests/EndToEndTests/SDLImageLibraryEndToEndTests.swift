import Foundation
import TestSupport
import Testing

/// SDL2_image is opened with dlopen on the first GIF, BMP, WebP or TIFF: the running app maps
/// neither it nor the decoders it links (libtiff among them) before one opens; without it such
/// a picture is refused naming the package to install, and a PNG still renders.
@Suite(.waitsOnProcesses) struct SDLImageLibraryEndToEndTests {
    static let libraries = ["libSDL2_image", "libtiff"]

    /// A 40×30 BMP of the sample photo's top-left corner, written by ImageMagick into `folder`.
    static func bmp(in folder: String) throws -> String {
        let path = folder + "/corner.bmp"
        let r = try runProcess("/usr/bin/convert", [TestPaths.samplePhoto, "-crop", "40x30+0+0", "+repage", "BMP3:" + path])
        try #require(r.status == 0, "\(r.stderr)")
        return path
    }

    @Test func neitherSDLImageNorLibtiffIsMappedUntilABMPOpens() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("sdl-image-maps")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let png = try EndToEndTests.RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try png.xdo(["sleep", "0.3"])
        #expect(try MappedLibraries.among(Self.libraries, in: png.process.pid) == [], "a PNG open maps neither")
        let bmp = try EndToEndTests.RunningApp(server: server, home: home, arguments: [try Self.bmp(in: home)], title: "corner.bmp")
        let mapped = try MappedLibraries.once("libSDL2_image", among: Self.libraries, in: bmp.process.pid)
        #expect(mapped.contains("libSDL2_image"), "a BMP open maps SDL2_image")
    }

    @Test func withoutSDLImageABMPIsRefusedNamingThePackageAndAPNGStillRenders() throws {
        let folder = try TestPaths.temporaryFolder("sdl-image-missing")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = try Self.bmp(in: folder)
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: folder + "/sample.png")
        let missing = ["PATH": "/usr/bin:/bin", "HOME": folder, "SKETCHPAD_LIBSDL2_IMAGE": "libSDL2_image-not-installed.so.0", "LANG": "C", "LANGUAGE": ""]
        for (photo, works) in [("corner.bmp", false), ("sample.png", true)] {
            let doc = folder + "/doc.json", out = folder + "/out-\(photo).png"
            try Data(#"{"format":"sketchpad","version":1,"width":600,"height":400,"photo":"\#(photo)","strokes":[]}"#.utf8).write(to: URL(fileURLWithPath: doc))
            let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out], environment: missing)
            if works {
                #expect(r.status == 0, "\(r.stderr)")
                #expect(FileManager.default.fileExists(atPath: out))
            } else {
                #expect(r.status != 0)
                #expect(r.stderr.contains("BMP pictures are opened through SDL2_image, which is not installed: install the Debian package libsdl2-image-2.0-0"), "\(r.stderr)")
                #expect(!FileManager.default.fileExists(atPath: out))
            }
        }
        // With it, the same BMP renders.
        let doc = folder + "/doc.json", out = folder + "/with.png"
        try Data(#"{"format":"sketchpad","version":1,"width":40,"height":30,"photo":"corner.bmp","strokes":[]}"#.utf8).write(to: URL(fileURLWithPath: doc))
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out], environment: ["PATH": "/usr/bin:/bin", "HOME": folder, "LANG": "C", "LANGUAGE": ""])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try TestPNG.read(out).width == 40)
    }
}
