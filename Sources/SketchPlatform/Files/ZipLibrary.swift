import CZip
import FoundationEssentials
import SketchCore
import SketchTranslation

/// libzip, opened on the first drawing read or written (`sketchpad_zip_open`): the app links
/// none of it, so neither it nor the libcrypto it links is in memory at launch, and without it
/// only `.sketch` and `.ora` files are refused, saying what to install.
enum ZipLibrary {
    /// Opened once for the process, from libzip.so.4 or the file `SKETCHPAD_LIBZIP` names (a
    /// test names one that is not there, as on a machine without libzip4).
    private static let library = OnDemandLibrary(file: "libzip.so.4", override: "SKETCHPAD_LIBZIP", package: "libzip4",
                                                 opener: sketchpad_zip_open)

    /// libzip's functions, or the refusal of the file at `path` saying which package installs them.
    static func functions(for path: String) throws -> SketchpadZip {
        try library.functions(refusing: path) { package in
            tr("drawings are kept in ZIP containers through libzip, which is not installed: install the Debian package {package}",
               ["package": package])
        }
    }
}
