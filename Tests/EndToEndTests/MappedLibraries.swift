import Foundation
import TestSupport

/// The shared libraries a running app maps, for the tests that hold a library to being opened
/// only when first needed (libheif, libzip, SDL2_image).
enum MappedLibraries {
    /// Those of `names` (the start of a library's file name, as `libheif`) mapped into the
    /// process `pid` now.
    static func among(_ names: [String], in pid: Int32) throws -> [String] {
        // Read whole with cat: a /proc file states no size, and a one-read load of it can stop
        // short, leaving out the libraries mapped at the higher addresses.
        let maps = try runProcess("/bin/cat", ["/proc/\(pid)/maps"]).stdout
        return names.filter { maps.contains("/" + $0) }
    }

    /// Those of `names` mapped into `pid` once `awaited` is, or after 30 s without it: the file
    /// that needs it opens in the background after the window shows, slowly on a loaded machine.
    static func once(_ awaited: String, among names: [String], in pid: Int32) throws -> [String] {
        var mapped: [String] = []
        for _ in 0..<300 where !mapped.contains(awaited) {
            mapped = try among(names, in: pid)
            if !mapped.contains(awaited) { usleep(100_000) }
        }
        return mapped
    }
}
