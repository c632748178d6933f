// swift-tools-version:6.0
import PackageDescription

/// Release builds are SwiftPM's `-O` with every check kept (overflow, bounds, preconditions):
/// the parsers, codecs, command line and controller never run without them. Only the pixel
/// loops (SketchRaster) are built `-Ounchecked`, where `sketchpad-bench` shows it pays (README,
/// Performance); CMakeLists.txt does the same.
let pixelLoops: [SwiftSetting] = [.unsafeFlags(["-Ounchecked"], .when(configuration: .release)), .unsafeFlags(["-O"], .when(configuration: .debug))]
/// The pixel loops and the canvas are optimised in debug builds too: unoptimised, they make the
/// tests (the million-event fuzzer above all) ten times slower, and they are the code least
/// often stepped through in a debugger.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]
/// The program is linked as CMakeLists.txt links the one that ships (see
/// Sources/sketchpad/CMakeLists.txt): by the toolchain's lld, its relative relocations packed
/// (DT_RELR: 8 KB instead of 1 MB read at every launch) and identical functions folded. Debug
/// builds too, so that the tests of the debug program see the same.
let shippedLink: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "--icf=all"],
                                                 .when(platforms: [.linux]))]

let package = Package(
    name: "Sketchpad",
    products: [
        .executable(name: "sketchpad", targets: ["sketchpad"]),
        .executable(name: "sketchpad-bench", targets: ["sketchpad-bench"]),
        // What SDL loads as the Vulkan loader of the app's Wayland window, so that it loads no
        // EGL and Mesa for it (Sources/WaylandWindowLoader).
        .library(name: "sketchpad-wayland-window", type: .dynamic, targets: ["WaylandWindowLoader"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev", "libfontconfig-dev", "libx11-dev", "libxext-dev", "libxrandr-dev"])]
        ),
        .systemLibrary(
            name: "CWayland",
            path: "Sources/CWayland",
            pkgConfig: "wayland-client",
            providers: [.apt(["libwayland-dev"])]
        ),
        // wayland-scanner's code for fractional-scale-v1, viewporter, wlr-screencopy-unstable-v1 and
        // xdg-output-unstable-v1 (Scripts/wayland-protocols).
        .target(name: "CWaylandProtocols", dependencies: ["CWayland"], exclude: ["CMakeLists.txt", "protocols"]),
        .systemLibrary(name: "CNettle", path: "Sources/CNettle", pkgConfig: "nettle", providers: [.apt(["nettle-dev"])]),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // libjpeg's scanline API: part of a big JPEG decoded for a view at full resolution.
        .target(name: "CJPEGRegion", exclude: ["CMakeLists.txt"]),
        .target(name: "WaylandWindowLoader", exclude: ["CMakeLists.txt"]),
        // fontconfig: a fallback font (Noto Sans CJK) for the characters DejaVu Sans lacks.
        .systemLibrary(name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // FriBiDi: the Unicode bidi algorithm, for right-to-left text (Hebrew, Arabic) mixed with Latin.
        .systemLibrary(name: "CLcms2", path: "Sources/CLcms2", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
        // libwebp and libwebpmux: pictures saved as WebP, with the sRGB profile in their ICCP chunk.
        .systemLibrary(name: "CWebP", path: "Sources/CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CFribidi", path: "Sources/CFribidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libpng: the tests' PNGs without SDL, and an encoder sketchpad-bench measures against the app's own.
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CSPNG", path: "Sources/CSPNG", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        // dlopen and dlsym for the libraries opened on first use (CHeif's, CZip's and CSDLImage's
        // tables): one C function, in a target of its own so that SwiftPM and CMake both compile it once.
        .target(name: "CLibraryLoader", exclude: ["CMakeLists.txt"]),
        // libheif: HEIC/HEIF and AVIF photos (through libde265 and dav1d), opened with dlopen on
        // the first one (its header only at build time: libheif-dev).
        .target(name: "CHeif", dependencies: ["CLibraryLoader"], exclude: ["CMakeLists.txt"]),
        // libdbus: the desktop portal's light or dark preference, read and followed on the session bus.
        .systemLibrary(name: "CDBus", path: "Sources/CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // libzip: the .sketch drawing's ZIP container (mimetype first and stored, as OpenRaster and ODF).
        .target(name: "CZip", dependencies: ["CLibraryLoader"], exclude: ["CMakeLists.txt"]),
        // SDL2_image: GIF, BMP, WebP and TIFF photos, opened with dlopen on the first one (its
        // header only at build time: libsdl2-image-dev).
        .target(name: "CSDLImage", dependencies: ["CLibraryLoader"], exclude: ["CMakeLists.txt"]),
        // glibc's gettext: the header only, the functions are in libc.
        .systemLibrary(name: "CGettext", path: "Sources/CGettext"),
        // glibc's prctl, behind an inline function (it is variadic): the header only.
        .systemLibrary(name: "CProcessControl", path: "Sources/CProcessControl"),
        .target(name: "SketchCore", dependencies: ["SketchTranslation"], exclude: ["CMakeLists.txt"]),
        .target(name: "SketchRaster", dependencies: ["SketchCore"], exclude: ["CMakeLists.txt"], swiftSettings: pixelLoops),
        // tr and trn: the texts in the user's language, through the translator the program
        // installs at start (SketchPlatform's is gettext's); no C library.
        .target(name: "SketchTranslation", exclude: ["CMakeLists.txt"]),
        .target(name: "SketchPlatform", dependencies: ["CSDL2", "CWayland", "CWaylandProtocols", "CFontconfig", "CFribidi", "CNettle", "CTurboJPEG", "CJPEGRegion", "CZlib", "CSPNG", "CLcms2", "CWebP", "CHeif", "CDBus", "CZip", "CSDLImage", "CGettext", "CProcessControl", "SketchCore", "SketchRaster", "SketchTranslation"], exclude: ["CMakeLists.txt"]),
        .target(name: "SketchApp", dependencies: ["SketchCore", "SketchRaster", "SketchTranslation"], exclude: ["CMakeLists.txt"], swiftSettings: optimisedInDebug),
        // SketchApp's clients made from SketchPlatform's parts (`AppServices.live`), and the
        // controller driven by its event loop: the one library that sees both.
        .target(name: "SketchAppLive", dependencies: ["SketchCore", "SketchRaster", "SketchTranslation", "SketchPlatform", "SketchApp"], exclude: ["CMakeLists.txt"]),
        .executableTarget(
            name: "sketchpad",
            dependencies: ["SketchCore", "SketchRaster", "SketchTranslation", "SketchPlatform", "SketchApp", "SketchAppLive", "SketchpadCatalogues"],
            exclude: ["CMakeLists.txt"],
            linkerSettings: shippedLink),
        // The translations, beside the program (see catalogues.c for why a C target holds them).
        .target(name: "SketchpadCatalogues", plugins: ["CompileCatalogues"]),
        // po/*.po → the program's resources, through Debian's msgfmt (gettext).
        .plugin(name: "CompileCatalogues", capability: .buildTool()),
        .executableTarget(
            name: "sketchpad-bench",
            dependencies: ["CPNG", "CSPNG", "SketchCore", "SketchRaster", "SketchPlatform", "SketchApp", "SketchAppLive"],
            exclude: ["CMakeLists.txt"]),
        // Tests. SketchAppTests links no SDL at all: the controller runs on TestSupport's
        // machine in memory. libpng reads and writes the tests' PNGs without SDL.
        // Counts every close(2) in the test process that fails with EBADF, and fails the run
        // at exit when there was one (see close_watch.c).
        .target(name: "CloseWatch", path: "Tests/CloseWatch"),
        .target(
            name: "TestSupport",
            dependencies: ["CPNG", "CloseWatch", "SketchCore", "SketchRaster", "SketchApp"],
            path: "Tests/TestSupport"),
        .testTarget(name: "SketchCoreTests", dependencies: ["CloseWatch", "SketchCore", "SketchTranslation"]),
        .testTarget(name: "SketchTranslationTests", dependencies: ["SketchTranslation"]),
        .testTarget(
            name: "SketchRasterTests",
            dependencies: ["SketchCore", "SketchRaster", "TestSupport"],
            exclude: ["Snapshots", "cairo_reference.py"]),
        .testTarget(
            name: "SketchAppTests",
            dependencies: ["SketchCore", "SketchRaster", "SketchApp", "TestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "SketchPlatformTests",
            dependencies: ["CSDL2", "CLcms2", "CWebP", "CTurboJPEG", "CLibraryLoader", "SketchCore", "SketchRaster", "SketchPlatform", "SketchApp", "SketchAppLive", "TestSupport"],
            exclude: ["Snapshots"]),
        // The command line's tables, and the documents made from them.
        .testTarget(name: "SketchpadTests", dependencies: ["sketchpad", "SketchApp", "TestSupport"]),
        // The built programs from outside: the app under Xvfb and sway, its command line, the
        // packages and documents that ship with it.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["SketchCore", "SketchRaster", "SketchPlatform", "SketchApp", "TestSupport"],
            exclude: ["fake_portal.py", "wm_close.py", "fake_screenshot_portal.py", "cursor_image.py"]),
    ],
    swiftLanguageModes: [.v6]
)
