import FoundationEssentials
import SketchCore
import SketchTranslation
import Glibc

/// The names of the temporary files the app writes, in one place, so that the ones a killed
/// process left behind can be told apart and removed (see `LeftoverFiles`). Each carries a
/// mark of the app's own, the writer's process id and 128 random bits, and only a name of
/// exactly that shape is taken for one of ours: a user's `.budget.2023.12.tmp` never is.
public enum TemporaryName {
    /// The longest file name the file systems take (NAME_MAX).
    static let maxNameBytes = 255
    static let mark = "sketchpad-"
    static let encoderPrefix = "sketchpad-encode-"
    /// The random part: 32 lowercase hex digits.
    static let randomDigits = 32

    /// Beside `path`, for an atomic write: `.NAME.sketchpad-PID-RANDOM.tmp`, with NAME shortened
    /// (on a character boundary) so the whole stays within NAME_MAX however long a valid NAME is.
    public static func beside(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let suffix = "." + mark + writerPart() + ".tmp"
        var stem = Substring(url.lastPathComponent)
        while 1 + PathBytes.encode(String(stem)).count + suffix.utf8.count > maxNameBytes { stem = stem.dropLast() }
        return url.deletingLastPathComponent().path + "/." + stem + suffix
    }

    /// In the temporary folder, for SDL_image's encoder: `sketchpad-encode-PID-RANDOM`.
    public static func forEncoder(in folder: String) -> String {
        folder + "/" + encoderPrefix + writerPart()
    }

    /// The process that wrote the temporary file called `name`, if the name is one of ours.
    public static func writer(of name: String) -> pid_t? {
        if name.hasPrefix(encoderPrefix) { return writer(inPart: name.dropFirst(encoderPrefix.count)) }
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marked = name.ranges(of: "." + mark).last,
              marked.lowerBound > name.index(after: name.startIndex) else { return nil }
        return writer(inPart: name[marked.upperBound...].dropLast(4))
    }

    /// `PID-RANDOM` for this process.
    private static func writerPart() -> String {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<randomDigits / 16).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
        return "\(getpid())-" + random
    }

    /// The pid of a `PID-RANDOM` part, when it is exactly that.
    private static func writer(inPart part: Substring) -> pid_t? {
        let pieces = part.split(separator: "-", omittingEmptySubsequences: false)
        guard pieces.count == 2, pieces[1].utf8.count == randomDigits,
              pieces[1].utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        let text = pieces[0]
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let n = pid_t(text), n > 0 else { return nil }
        return n
    }
}
