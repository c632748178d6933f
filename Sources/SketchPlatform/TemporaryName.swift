import Foundation

/// The names of the temporary files the app writes, in one place, so that the ones a killed
/// process left behind can be told apart and removed (see `LeftoverFiles`). Each carries the
/// writer's process id.
public enum TemporaryName {
    /// Beside `path`, for an atomic write: `.NAME.PID.RAND.tmp`.
    public static func beside(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().path + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
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
