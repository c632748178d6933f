import Foundation

/// The names of the temporary files the app writes, in one place, so that the ones a killed
/// process left behind can be told apart and removed (see `LeftoverFiles`). Each carries the
/// writer's process id.
public enum TemporaryName {
    /// The longest file name the file systems take (NAME_MAX).
    static let maxNameBytes = 255

    /// Beside `path`, for an atomic write: `.NAME.PID.RAND.tmp`, with NAME shortened (on a
    /// character boundary) so the whole stays within NAME_MAX however long a valid NAME is.
    public static func beside(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let suffix = ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        var stem = Substring(url.lastPathComponent)
        while 1 + stem.utf8.count + suffix.utf8.count > maxNameBytes { stem = stem.dropLast() }
        return url.deletingLastPathComponent().path + "/." + stem + suffix
    }

    static let encoderPrefix = "sketchpad-encode-"

    /// In the temporary folder, for SDL_image's encoder: `sketchpad-encode-PID-UUID`.
    public static func forEncoder(in folder: String) -> String {
        folder + "/" + encoderPrefix + "\(getpid())-\(UUID().uuidString)"
    }

    /// The process that wrote the temporary file called `name`, if the name is one of ours.
    public static func writer(of name: String) -> pid_t? {
        if name.hasPrefix(encoderPrefix) {
            let rest = name.dropFirst(encoderPrefix.count)
            guard let dash = rest.firstIndex(of: "-") else { return nil }
            return pid(rest[..<dash])
        }
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        // .NAME.PID.RAND.tmp: NAME may hold dots itself, so count from the end.
        let parts = name.dropFirst().dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[0].isEmpty, UInt32(parts[parts.count - 1]) != nil else { return nil }
        return pid(parts[parts.count - 2])
    }

    private static func pid(_ text: Substring) -> pid_t? {
        guard !text.isEmpty, text.allSatisfy(\.isASCII), let n = pid_t(text), n > 0 else { return nil }
        return n
    }
}
