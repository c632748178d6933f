import FoundationEssentials
import Glibc
import SketchCore
import SketchTranslation

/// What the process was started with, its bytes kept (`PathBytes`): Foundation's
/// `CommandLine.arguments` and `ProcessInfo.environment` turn bytes that are not UTF-8 into
/// U+FFFD, which would lose a Latin-1 photo's name or a home folder's.
public enum ProcessEnvironment {
    /// The arguments, the program's name first.
    public static func arguments() -> [String] {
        (0..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { PathBytes.decode(cString: $0) } }
    }

    /// The environment's variables and values.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
            // Split on the byte, before decoding: a value may start with a combining mark.
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = PathBytes.decode(bytes[..<equals])
                if variables[name] == nil { variables[name] = PathBytes.decode(bytes[(equals + 1)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// The folder for temporary files: `$TMPDIR` when it is absolute, else `/tmp`.
    public static func temporaryFolder(_ environment: [String: String] = current()) -> String {
        guard var folder = environment["TMPDIR"], folder.hasPrefix("/") else { return "/tmp" }
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }
}
