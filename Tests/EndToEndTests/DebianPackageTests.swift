import Foundation
import SketchPlatform
import TestSupport
import Testing

extension DesktopCitizenTests {
    /// The .deb that CPack builds from the CMake build: what it holds, what it depends on, and
    /// that its program runs where there is no Swift toolchain. It shares DesktopCitizenTests'
    /// serial order, so it never packs the build folder while another test installs from it.
    @Suite(.waitsOnProcesses) struct DebianPackageTests {
        func package() throws -> DebianPackage { try DebianPackage.shared.get() }

        @Test func itHoldsTheAppItsDesktopFilesAndItsLicences() throws {
            let entries = try package().entries()
            let paths = Set(entries.map(\.path))
            for file in ["usr/bin/sketchpad",
                         "usr/share/applications/org.sketchpad.Sketchpad.desktop",
                         "usr/share/metainfo/org.sketchpad.Sketchpad.metainfo.xml",
                         "usr/share/icons/hicolor/scalable/apps/org.sketchpad.Sketchpad.svg",
                         "usr/share/icons/hicolor/256x256/apps/org.sketchpad.Sketchpad.png",
                         "usr/share/man/man1/sketchpad.1.gz",
                         "usr/share/doc/sketchpad/copyright", "usr/share/doc/sketchpad/LICENSE",
                         "usr/share/sketchpad/fonts/DejaVuSans.ttf", "usr/share/sketchpad/fonts/DejaVuSans-LICENSE.txt",
                         "usr/share/sketchpad/sample.png", "usr/share/sketchpad/SOURCES.md",
                         "usr/share/locale/zh_CN/LC_MESSAGES/sketchpad.mo", "usr/share/locale/de/LC_MESSAGES/sketchpad.mo",
                         "usr/share/mime/packages/org.sketchpad.Sketchpad.xml",
                         "usr/share/icons/hicolor/scalable/mimetypes/application-x-sketchpad.svg",
                         "usr/share/thumbnailers/sketchpad.thumbnailer",
                         "usr/lib/sketchpad/" + WaylandWindowLoader.fileName] {
                #expect(paths.contains(file), "the package lacks /\(file)")
            }
            #expect(!paths.contains { $0.contains("sketchpad-bench") }, "the benchmarks are in the package")
            #expect(paths.filter { $0.hasPrefix("usr/bin/") } == ["usr/bin/sketchpad"])
            #expect(!paths.contains { $0.hasSuffix(".desktop") && !$0.hasPrefix("usr/share/applications/") }, "a desktop entry outside applications/")
            for entry in entries {
                #expect(entry.path.hasPrefix("usr"), "/\(entry.path) is outside /usr")
                #expect(entry.owner == "root/root", "/\(entry.path) belongs to \(entry.owner)")
                let expected = entry.mode.hasPrefix("d") || entry.path == "usr/bin/sketchpad" ? "rwxr-xr-x" : "rw-r--r--"
                #expect(entry.mode.dropFirst() == expected, "/\(entry.path) is \(entry.mode)")
            }
        }

        @Test func itsDependsAreComputedAndAreDebiansOwnLibraries() throws {
            let deb = try package()
            let depends = try deb.field("Depends")
            // dpkg-shlibdeps names each library's package with the version the program needs.
            for library in ["libsdl2-2.0-0 (>=", "libsdl2-image-2.0-0 (>=", "libsdl2-ttf-2.0-0 (>=", "libc6 (>=", "libx11-6", "libwayland-client0 (>=", "libfontconfig1 (>=", "libfribidi0 (>=",
                            "libturbojpeg0 (>=", "libjpeg62-turbo (>=", "libspng0 (>=", "liblcms2-2 (>=", "libwebp7 (>=", "libwebpmux3 (>=", "libheif1 (>=", "libdbus-1-3 (>=", "libzip4 (>="] {
                #expect(depends.contains(library), "Depends lacks \(library): \(depends)")
            }
            #expect(!depends.lowercased().contains("swift") && !depends.lowercased().contains("foundation"), "Depends: \(depends)")
            #expect(try deb.field("Recommends").contains("fonts-noto-cjk"), "Chinese, Japanese and Korean text need a fallback font")
            let version = try runProcess(TestPaths.sketchpadBinary, ["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect("sketchpad " + (try deb.field("Version")) == version)
            #expect(try deb.field("Package") == "sketchpad" && deb.field("Section") == "graphics")
            #expect(deb.path.hasSuffix("/sketchpad_\(try deb.field("Version"))_\(try deb.field("Architecture")).deb"))
            let metainfo = try String(contentsOfFile: deb.root + "/usr/share/metainfo/org.sketchpad.Sketchpad.metainfo.xml", encoding: .utf8)
            #expect(Metainfo.values("url", in: metainfo).first == (try deb.field("Homepage")))
            #expect(try deb.field("Description").hasPrefix(Metainfo.values("summary", in: metainfo).first ?? "?"))
        }

        /// The program carries no ICU: the shipped targets use FoundationEssentials, so the
        /// installed binary stays small and the package with it; linked by lld (relocations
        /// packed, sections collected, functions folded), it is under 16 MB.
        @Test func itsProgramIsSmallAndHoldsNoICU() throws {
            let deb = try package()
            let program = deb.root + "/usr/bin/sketchpad"
            let size = try #require(try FileManager.default.attributesOfItem(atPath: program)[.size] as? Int)
            #expect(size <= 16_000_000, "the installed program is \(size) bytes")
            let packed = try #require(try FileManager.default.attributesOfItem(atPath: deb.path)[.size] as? Int)
            #expect(packed <= 6_000_000, "the .deb is \(packed) bytes")
            let symbols = try runProcess("/usr/bin/nm", ["-D", "--defined-only", program]).stdout
                + runProcess("/usr/bin/readelf", ["-s", "-W", program]).stdout
            for marker in ["_FoundationICU", "ucal_open", "ubrk_open", "uloc_getDefault", "FoundationInternationalization"] {
                #expect(!symbols.contains(marker), "the program holds \(marker)")
            }
            let strings = try runProcess("/usr/bin/grep", ["-c", "icudt", program]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(strings == "0", "the program holds ICU's data (icudt)")
            let ldd = try runProcess("/usr/bin/ldd", [program]).stdout
            #expect(!ldd.lowercased().contains("icu"), "\(ldd)")
        }

        /// The Wayland window's loader is a library of one function, private to the program,
        /// needing nothing but libc.
        @Test func itsWaylandWindowLoaderExportsOneFunction() throws {
            let deb = try package()
            let library = deb.root + "/usr/lib/sketchpad/" + WaylandWindowLoader.fileName
            let exported = try runProcess("/usr/bin/nm", ["-D", "--defined-only", library]).stdout
                .split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) }
            #expect(exported == ["vkGetInstanceProcAddr"], "it exports \(exported)")
            let needed = try runProcess("/usr/bin/readelf", ["-d", library]).stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
            #expect(needed.count == 1 && needed[0].contains("libc.so.6"), "\(needed)")
        }

        /// Only Debian's libraries, found where Debian keeps them: no RUNPATH into the
        /// toolchain, no Swift runtime library needed, and the program draws with the
        /// toolchain's folder emptied.
        @Test func itsProgramRunsWithoutTheSwiftToolchain() throws {
            let deb = try package()
            let program = deb.root + "/usr/bin/sketchpad"
            let dynamic = try runProcess("/usr/bin/readelf", ["-d", program])
            #expect(dynamic.status == 0, "\(dynamic.stderr)")
            #expect(!dynamic.stdout.contains("RPATH") && !dynamic.stdout.contains("RUNPATH"), "\(dynamic.stdout)")
            let needed = dynamic.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
            #expect(needed.count >= 4)
            for line in needed {
                #expect(!line.contains("swift") && !line.contains("Foundation") && !line.contains("dispatch") && !line.contains("BlocksRuntime"), "\(line)")
            }
            let ldd = try runProcess("/usr/bin/ldd", [program], environment: ["PATH": "/usr/bin:/bin"])
            let toolchain = try DebianPackage.toolchainFolder()
            #expect(!ldd.stdout.contains("not found") && !ldd.stdout.contains(toolchain), "\(ldd.stdout)")

            let home = try TestPaths.temporaryFolder("deb-home")
            defer { try? FileManager.default.removeItem(atPath: home) }
            let environment = ["HOME": home, "PATH": "/usr/bin:/bin"]
            let paths = try DebianPackage.runWithoutToolchain(program, ["--paths"], environment: environment)
            #expect(paths.status == 0, "\(paths.stderr)")
            #expect(paths.stdout.contains("assets: \(deb.root)/usr/share/sketchpad"), "\(paths.stdout)")
            #expect(paths.stdout.contains("wayland window loader: \(deb.root)/usr/lib/sketchpad/\(WaylandWindowLoader.fileName)"), "\(paths.stdout)")
            // Foundation's JSON, SDL_image's PNG decoder and encoder, the rasterizer: the icon
            // document renders to the committed icon, pixel for pixel.
            let render = try DebianPackage.runWithoutToolchain(program, ["render", TestPaths.assets + "/icons/icon.sketch", "-o", home + "/icon.png"], environment: environment)
            #expect(render.status == 0, "\(render.stderr)")
            let rendered = try ImageFile.load(home + "/icon.png"), committed = try ImageFile.load(TestPaths.assets + "/icons/org.sketchpad.Sketchpad.png")
            #expect(rendered == committed)
        }

        @Test func itsMetainfoDesktopEntryManPageAndCopyrightAreTheTrees() throws {
            let deb = try package()
            let share = deb.root + "/usr/share"
            let validate = try runProcess("/usr/bin/appstreamcli", ["validate", "--no-net", share + "/metainfo/org.sketchpad.Sketchpad.metainfo.xml"])
            #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
            let desktop = try runProcess("/usr/bin/desktop-file-validate", [share + "/applications/org.sketchpad.Sketchpad.desktop"])
            #expect(desktop.status == 0 && desktop.stdout.isEmpty, "\(desktop.stdout)\(desktop.stderr)")
            #expect(FileManager.default.contentsEqual(atPath: share + "/doc/sketchpad/LICENSE", andPath: TestPaths.repository.appendingPathComponent("LICENSE").path), "LICENSE differs from the tree's")
            // The desktop entry and the metainfo are the tree's, merged with po/'s translations.
            for (installed, source, mode) in [("metainfo/org.sketchpad.Sketchpad.metainfo.xml", "Assets/org.sketchpad.Sketchpad.metainfo.xml", "--xml"),
                                              ("applications/org.sketchpad.Sketchpad.desktop", "Assets/org.sketchpad.Sketchpad.desktop", "--desktop")] {
                let merged = try Translations.merged(source, mode: mode)
                #expect(try String(contentsOfFile: share + "/" + installed, encoding: .utf8) == merged, "\(installed) is not \(source) with po/'s translations")
                #expect(merged.contains("在照片上绘画") && merged.contains("Auf einem Foto zeichnen"), "\(installed) lacks the Chinese or German summary")
            }
            let man = try runProcess("/bin/gzip", ["-dc", share + "/man/man1/sketchpad.1.gz"])
            #expect(man.stdout == (try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/sketchpad.1"), encoding: .utf8)))

            // Debian's machine-readable copyright: the app's licence, word for word, and each
            // bundled work's.
            let copyright = try String(contentsOfFile: share + "/doc/sketchpad/copyright", encoding: .utf8)
            #expect(copyright.hasPrefix("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"))
            let license = try String(contentsOf: TestPaths.repository.appendingPathComponent("LICENSE"), encoding: .utf8)
            let terms = license[license.range(of: "Permission is hereby granted")!.lowerBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            let asDEP5 = terms.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? " ." : " " + $0 }.joined(separator: "\n")
            #expect(copyright.contains("License: Expat\n" + asDEP5), "the copyright file lacks LICENSE's terms")
            for paragraph in ["Files: *\nCopyright: 2026 The Sketchpad authors\nLicense: Expat",
                              "Files: Assets/sample.png\n", "License: CC0-1.0", "Files: Assets/fonts/DejaVuSans.ttf\n",
                              "License: bitstream-vera", "Files: usr/bin/sketchpad\n", "License: Apache-2.0-with-Swift-runtime-exception\n", "License: Unicode-3.0\n"] {
                #expect(copyright.contains(paragraph), "the copyright file lacks \(paragraph)")
            }
        }
    }
}
