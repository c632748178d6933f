import Foundation

/// The .deb that `cpack -G DEB` makes from README's CMake build folder, built once per test run
/// into a temporary folder and unpacked there.
public struct DebianPackage: Sendable {
    /// The .deb file.
    public let path: String
    /// Where its files were unpacked (`dpkg-deb -x`): `root + "/usr/bin/sketchpad"` and so on.
    public let root: String
    /// `cpack`'s output, for messages.
    public let log: String

    public struct Failure: Error, CustomStringConvertible, Sendable { public var description: String }

    /// Built on first use; a failure is reported by every test that asks for it.
    public static let shared: Result<DebianPackage, Failure> = Result { try build() }.mapError { ($0 as? Failure) ?? Failure(description: "\($0)") }

    /// Where the package was built, removed when the test process ends.
    static let temporaryFolder = Locked<String?>(nil)

    /// The CMake build folder that README's test command makes.
    public static var buildFolder: String { TestPaths.repository.appendingPathComponent("build").path }

    static func build() throws -> DebianPackage {
        let build = buildFolder
        guard let cache = try? String(contentsOfFile: build + "/CMakeCache.txt", encoding: .utf8) else {
            throw Failure(description: "no CMake build in \(build); README's test command makes one first")
        }
        // The package is built from this folder, so it must be the package's configuration.
        guard cache.contains("SKETCHPAD_STATIC_SWIFT_RUNTIME:BOOL=ON") else {
            throw Failure(description: "\(build) is configured with SKETCHPAD_STATIC_SWIFT_RUNTIME off; the package links the Swift runtime in")
        }
        let out = try TestPaths.temporaryFolder("deb")
        // The package and its unpacked files serve every test of the run, then go.
        temporaryFolder.value = out
        atexit { if let folder = DebianPackage.temporaryFolder.value { try? FileManager.default.removeItem(atPath: folder) } }
        // cpack builds what is out of date first (its preinstall step), then stages, strips and packs.
        let log = out + "/cpack.log"
        let cpack = try Subprocess("/usr/bin/cpack", ["-G", "DEB", "--config", build + "/CPackConfig.cmake", "-B", out], output: .file(log), error: .sameAsOutput)
        let status = try cpack.wait(timeout: 1200).status
        let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        guard status == 0 else { throw Failure(description: "cpack exited with \(status): \(output)") }
        let debs = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".deb") }
        guard debs.count == 1 else { throw Failure(description: "cpack made \(debs) in \(out), not one .deb") }
        try? FileManager.default.removeItem(atPath: out + "/_CPack_Packages")
        let root = out + "/root"
        let unpack = try runProcess("/usr/bin/dpkg-deb", ["-x", out + "/" + debs[0], root])
        guard unpack.status == 0 else { throw Failure(description: "dpkg-deb -x failed: \(unpack.stderr)") }
        return DebianPackage(path: out + "/" + debs[0], root: root, log: output)
    }

    /// A control field (`dpkg-deb -f`), or "" when it is missing.
    public func field(_ name: String) throws -> String {
        try runProcess("/usr/bin/dpkg-deb", ["-f", path, name]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// One entry of the package's data archive, as `dpkg-deb -c` lists it.
    public struct Entry: Equatable, Sendable {
        public var mode: String
        public var owner: String
        public var path: String
    }

    /// Every file and folder in the package, paths without the leading "./" and trailing "/".
    public func entries() throws -> [Entry] {
        let listing = try runProcess("/usr/bin/dpkg-deb", ["-c", path])
        guard listing.status == 0 else { throw Failure(description: "dpkg-deb -c failed: \(listing.stderr)") }
        return listing.stdout.split(separator: "\n").compactMap { line in
            // drwxr-xr-x root/root         0 2026-11-30 09:49 ./usr/
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { return nil }
            var path = String(fields[5])
            if path.hasPrefix("./") { path.removeFirst(2) }
            if path.hasSuffix("/") { path.removeLast() }
            return Entry(mode: String(fields[0]), owner: String(fields[1]), path: path)
        }.filter { !$0.path.isEmpty && $0.path != "." }
    }

    /// The folder the Swift toolchain is installed in (the one this test process's own Swift
    /// runtime comes from), e.g. /opt/swift.
    public static func toolchainFolder() throws -> String {
        // Read to its end: String(contentsOfFile:) stops after the first page of a /proc file.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { throw Failure(description: "cannot read /proc/self/maps") }
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        guard let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
              let slash = line.firstIndex(of: "/"),
              let usr = line[slash...].range(of: "/usr/lib/swift/") else {
            throw Failure(description: "this test process has no libswiftCore.so mapped from a toolchain")
        }
        return String(line[slash..<usr.lowerBound])
    }

    /// Runs `program` in a mount namespace of its own where the Swift toolchain's folder is
    /// empty, as on a machine without it. A user namespace makes that possible without root.
    public static func runWithoutToolchain(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ProcessResult {
        let empty = try TestPaths.temporaryFolder("no-toolchain")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let script = #"mount --bind "$1" "$2" || exit 96; if ls -A "$2" | grep -q .; then exit 97; fi; shift 2; exec "$@""#
        return try runProcess("/usr/bin/unshare", ["--map-root-user", "--mount", "--propagation", "private", "/bin/sh", "-c", script, "sh", empty, try toolchainFolder(), program] + arguments, environment: environment)
    }
}
