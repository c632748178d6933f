import CZip
import FoundationEssentials
import SketchCore
import SketchTranslation

/// libzip, opened on the first drawing read or written (`sketchpad_zip_open`): the app links
/// none of it, so neither it nor the libcrypto it links is in memory at launch, and without it
/// only `.sketch` and `.ora` files are refused, saying what to install.
enum ZipLibrary {
    /// The library's file name as dlopen looks it up; `SKETCHPAD_LIBZIP` names another (a test
    /// names one that is not there, as on a machine without libzip4).
    static let name = ProcessInfo.processInfo.environment["SKETCHPAD_LIBZIP"] ?? "libzip.so.4"

    /// The Debian package that installs it.
    static let package = "libzip4"

    /// Opened once for the process.
    private static let opened: SketchpadZip? = {
        var problem: UnsafePointer<CChar>?
        return sketchpad_zip_open(name, &problem)?.pointee
    }()

    /// libzip's functions, or the refusal of the file at `path` saying which package installs them.
    static func functions(for path: String) throws -> SketchpadZip {
        guard let zip = opened else {
            throw PlatformError.file(path, reason: tr("drawings are kept in ZIP containers through libzip, which is not installed: install the Debian package {package}",
                                                      ["package": package]))
        }
        return zip
    }
}
