import Foundation
import TestSupport
import Testing

/// What the program links: FoundationEssentials without Foundation's ICU half, as the CMake
/// build that ships links it, no HEIF codec (libheif is opened when a HEIF is), no libzip or
/// the libcrypto it links (opened when a drawing is), and no SDL2_image or the libtiff it links
/// (opened when a GIF, BMP, WebP or TIFF is).
@Suite(.waitsOnProcesses) struct LeanLaunchTests {
    /// The shared libraries the program under test names in its dynamic section.
    static func needed(_ program: String) throws -> [String] {
        let r = try runProcess("/usr/bin/readelf", ["-d", program])
        try #require(r.status == 0, "\(r.stderr)")
        return r.stdout.split(separator: "\n").compactMap { line in
            guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    @Test func theProgramLinksNeitherFoundationsICUNorAHEIFCodec() throws {
        let needed = try Self.needed(TestPaths.sketchpadBinary)
        #expect(needed.contains("libc.so.6"), "\(needed)")
        for unwanted in ["libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
                         "libheif", "libx265", "libaom", "libdav1d", "libde265", "libzip", "libcrypto", "libSDL2_image", "libtiff"] {
            #expect(!needed.contains { $0.hasPrefix(unwanted) }, "\(TestPaths.sketchpadBinary) links \(unwanted): \(needed)")
        }
    }
}
