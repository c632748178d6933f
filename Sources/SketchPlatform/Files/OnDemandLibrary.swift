import FoundationEssentials

/// A C library opened with dlopen the first time the app needs it, instead of linked (libheif,
/// libde265, libzip, SDL2_image): neither it nor what it links is in memory before then, and a machine
/// without it refuses only what needs it, naming the Debian package that installs it. Its
/// functions are the table its C target fills (`sketchpad_heif_open` and the others, each made
/// by CLibraryLoader's `SKETCHPAD_LIBRARY_OPENER` from the library's list of functions).
///
/// Making one opens the library: each wrapper keeps its own in a `static let`, which Swift
/// initialises once, on first use, under a lock, so the library is opened once for the process
/// whichever thread asks first.
struct OnDemandLibrary<Functions: Sendable>: Sendable {
    /// A C target's `open`: fills the table from the library dlopen finds by that file name, or
    /// is false with the problem set to dlopen's or dlsym's words.
    typealias Opener = (UnsafePointer<CChar>, UnsafeMutablePointer<Functions>, UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Bool

    /// Why the library could not be opened, in dlopen's or dlsym's words (for the log: the user
    /// is told which package to install instead).
    struct Missing: Error { var detail: String }

    /// The file name dlopen looked up: the environment variable's value when it is set (a test
    /// names a file that is not there, as on a machine without the package), else the default.
    let file: String

    /// The Debian package that installs the library.
    let package: String

    /// The functions, or why there are none.
    let opened: Result<Functions, Missing>

    /// Opens `file`, or the file `override` names in `environment`, through `opener`.
    init(file: String, override: String? = nil, package: String, opener: Opener,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.file = override.flatMap { environment[$0] } ?? file
        self.package = package
        // Room for the table, which Swift cannot make empty (its functions are never nil).
        let table = UnsafeMutablePointer<Functions>.allocate(capacity: 1)
        defer { table.deallocate() }
        var problem: UnsafePointer<CChar>?
        if opener(self.file, table, &problem) {
            opened = .success(table.pointee)
        } else {
            opened = .failure(Missing(detail: problem.map { String(cString: $0) } ?? self.file))
        }
    }

    /// The functions; nil when the library could not be opened.
    var functions: Functions? { try? opened.get() }

    /// The functions, or the refusal of the file at `path` with the reason `refusal` gives for
    /// the package (the wrapper's own words, which say what needs the library).
    func functions(refusing path: String, _ refusal: (_ package: String) -> String) throws -> Functions {
        guard let functions else { throw PlatformError.file(path, reason: refusal(package)) }
        return functions
    }
}
