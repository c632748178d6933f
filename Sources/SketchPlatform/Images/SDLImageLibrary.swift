import CSDLImage
import FoundationEssentials
import SketchCore
import SketchTranslation

/// SDL2_image, opened on the first GIF, BMP, WebP or TIFF decoded (`sketchpad_sdl_image_open`):
/// the app links none of it, so neither it nor the decoders it links (libtiff, libjpeg,
/// libjbig, libLerc, libdeflate) are in memory at launch, and without it only those formats are
/// refused, saying what to install. It uses the libSDL2 the app has already loaded.
enum SDLImageLibrary {
    /// Opened once for the process, from libSDL2_image-2.0.so.0 or the file `SKETCHPAD_LIBSDL2_IMAGE`
    /// names (a test names one that is not there, as on a machine without libsdl2-image-2.0-0).
    private static let library = OnDemandLibrary(file: "libSDL2_image-2.0.so.0", override: "SKETCHPAD_LIBSDL2_IMAGE",
                                                 package: "libsdl2-image-2.0-0", opener: sketchpad_sdl_image_open)

    /// The functions once the library opened (nil when it is missing).
    static var loaded: SketchpadSDLImage? { library.functions }

    /// Why the library could not be opened, in dlopen's or dlsym's words.
    static var missing: String {
        if case .failure(let missing) = library.opened { return missing.detail }
        return ""
    }

    /// SDL2_image's functions, or the refusal of the file at `path` saying which package installs them.
    static func functions(for format: PhotoFormat, path: String) throws -> SketchpadSDLImage {
        try library.functions(refusing: path) { package in
            tr("{format} pictures are opened through SDL2_image, which is not installed: install the Debian package {package}",
               ["format": format.name, "package": package])
        }
    }
}
