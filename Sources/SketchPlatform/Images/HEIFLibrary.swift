import CHeif
import FoundationEssentials
import SketchCore
import SketchTranslation

/// libheif, opened on the first HEIF decoded (`sketchpad_heif_open`): the app links none of
/// it, so neither it nor its codecs (x265, aom, dav1d, de265) are in memory before then, and
/// without it only HEIF photos are refused, saying what to install.
enum HEIFLibrary {
    /// Opened once for the process, from libheif.so.1 or the file `SKETCHPAD_LIBHEIF` names (a
    /// test names one that is not there, as on a machine without libheif1); libheif's decoders
    /// registered with it before any decode.
    private static let library: OnDemandLibrary<SketchpadHeif> = {
        let library = OnDemandLibrary(file: "libheif.so.1", override: "SKETCHPAD_LIBHEIF", package: "libheif1",
                                      opener: sketchpad_heif_open)
        _ = library.functions?.heif_init(nil)
        return library
    }()

    /// The functions once the library opened (nil when it is missing).
    static var loaded: SketchpadHeif? { library.functions }

    /// libheif's functions, or the refusal of the file at `path` saying which package installs them.
    static func functions(for format: PhotoFormat, path: String) throws -> SketchpadHeif {
        try library.functions(refusing: path) { package in
            tr("{format} photos are opened through libheif, which is not installed: install the Debian package {package}",
               ["format": format.name, "package": package])
        }
    }
}
