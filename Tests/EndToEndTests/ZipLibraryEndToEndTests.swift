import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// libzip is opened with dlopen on the first drawing read or written: the running app maps
/// neither it nor the libcrypto it links before then; without it a `.sketch` is refused
/// naming the package to install, and a plain document still renders.
@Suite(.waitsOnProcesses) struct ZipLibraryEndToEndTests {
    static let libraries = ["libzip", "libcrypto"]

    @Test func neitherLibzipNorLibcryptoIsMappedUntilADrawingOpens() throws {
        let server = try XServer()
        let home = try TestPaths.temporaryFolder("zip-maps")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let png = try EndToEndTests.RunningApp(server: server, home: home, arguments: [TestPaths.samplePhoto], title: "sample.png")
        try png.xdo(["sleep", "0.3"])
        #expect(try MappedLibraries.among(Self.libraries, in: png.process.pid) == [], "a PNG open maps neither")
        let drawing = try SketchFileDesktopTests.drawing(in: home)
        let sketch = try EndToEndTests.RunningApp(server: server, home: home, arguments: [drawing], title: "x.sketch")
        let mapped = try MappedLibraries.once("libzip", among: Self.libraries, in: sketch.process.pid)
        #expect(mapped.contains("libzip"), "a drawing open maps libzip")
    }

    @Test func withoutLibzipADrawingIsRefusedNamingThePackageAndADocumentStillRenders() throws {
        let folder = try TestPaths.temporaryFolder("zip-missing")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let drawing = try SketchFileDesktopTests.drawing(in: folder)
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: folder + "/sample.png")
        let plain = folder + "/plain.json"
        try Data(#"{"format":"sketchpad","version":1,"width":600,"height":400,"photo":"sample.png","strokes":[]}"#.utf8).write(to: URL(fileURLWithPath: plain))
        let missing = ["PATH": "/usr/bin:/bin", "HOME": folder, "SKETCHPAD_LIBZIP": "libzip-not-installed.so.4", "LANG": "C", "LANGUAGE": ""]
        let refused = try runProcess(TestPaths.sketchpadBinary, ["render", drawing, "-o", folder + "/out.png"], environment: missing)
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("libzip, which is not installed: install the Debian package libzip4"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
        let rendered = try runProcess(TestPaths.sketchpadBinary, ["render", plain, "-o", folder + "/plain.png"], environment: missing)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/plain.png"))
    }
}
