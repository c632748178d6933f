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

    /// The relative relocations the dynamic linker reads at each launch are packed (DT_RELR):
    /// as RELA entries the Swift metadata's take 1 MB, all of it read and so resident.
    @Test func theProgramPacksItsRelativeRelocations() throws {
        let r = try runProcess("/usr/bin/readelf", ["-SW", TestPaths.sketchpadBinary])
        try #require(r.status == 0, "\(r.stderr)")
        /// The size of the section `name`, from its line of readelf's table.
        func size(_ name: String) -> Int? {
            guard let line = r.stdout.split(separator: "\n").first(where: { $0.contains(" " + name + " ") }) else { return nil }
            let fields = line.split(separator: " ")
            guard let at = fields.firstIndex(where: { $0 == name }), fields.count > at + 4 else { return nil }
            return Int(fields[at + 4], radix: 16)
        }
        #expect((size(".relr.dyn") ?? 0) > 0, "\(TestPaths.sketchpadBinary) has no .relr.dyn")
        #expect((size(".rela.dyn") ?? 0) < 64 * 1024, "\(TestPaths.sketchpadBinary)'s .rela.dyn is \(size(".rela.dyn") ?? -1) bytes")
    }

    /// README's run command (SwiftPM) links the program as the CMake build that ships does.
    @Test func bothBuildsLinkTheProgramAlike() throws {
        let package = try String(contentsOf: TestPaths.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let cmake = try String(contentsOf: TestPaths.repository.appendingPathComponent("Sources/sketchpad/CMakeLists.txt"), encoding: .utf8)
        for flag in ["-use-ld=lld", "pack-relative-relocs", "--icf=all", "--gc-sections"] {
            // SwiftPM's release link drops unreferenced sections itself.
            if flag != "--gc-sections" { #expect(package.contains("\"\(flag)\""), "Package.swift's link lacks \(flag)") }
            #expect(cmake.contains(flag), "Sources/sketchpad/CMakeLists.txt's link lacks \(flag)")
        }
    }
}
