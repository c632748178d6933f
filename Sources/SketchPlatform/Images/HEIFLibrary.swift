import CHeif
import FoundationEssentials
import SketchCore
import SketchTranslation

/// libheif, opened on the first HEIF decoded (`sketchpad_heif_open`): the app links none of
/// it, so neither it nor its codecs (x265, aom, dav1d, de265) are in memory before then, and
/// without it only HEIF photos are refused, saying what to install.
enum HEIFLibrary {
    /// The library's file name as dlopen looks it up; `SKETCHPAD_LIBHEIF` names another (a test
    /// names one that is not there, as on a machine without libheif1).
    static let name = ProcessInfo.processInfo.environment["SKETCHPAD_LIBHEIF"] ?? "libheif.so.1"

    /// The Debian package that installs it.
    static let package = "libheif1"

    /// Opened once for the process; libheif's decoders registered with it.
    private static let opened: Result<SketchpadHeif, Missing> = {
        let result = open(name)
        if case .success(let heif) = result { _ = heif.heif_init(nil) }
        return result
    }()

    /// The functions once the library opened (nil before, or when it is missing).
    static var loaded: SketchpadHeif? { try? opened.get() }

    /// Why the library could not be opened, in dlopen's words (for the log).
    struct Missing: Error { var detail: String }

    /// `library` opened and every function the app calls found in it.
    static func open(_ library: String) -> Result<SketchpadHeif, Missing> {
        var problem: UnsafePointer<CChar>?
        guard let table = sketchpad_heif_open(library, &problem) else {
            return .failure(Missing(detail: problem.map { String(cString: $0) } ?? library))
        }
        return .success(table.pointee)
    }

    /// libheif's functions, or the refusal of the file at `path` saying which package installs them.
    static func functions(for format: PhotoFormat, path: String) throws -> SketchpadHeif {
        switch opened {
        case .success(let heif): return heif
        case .failure: throw PlatformError.file(path, reason: missingReason(format))
        }
    }

    /// What a user is told when a HEIF cannot be decoded for want of libheif.
    static func missingReason(_ format: PhotoFormat) -> String {
        tr("{format} photos are opened through libheif, which is not installed: install the Debian package {package}",
           ["format": format.name, "package": package])
    }
}
