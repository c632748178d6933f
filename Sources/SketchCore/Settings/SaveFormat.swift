/// The file formats a picture is saved in: what a file name's extension says, what
/// `save.format` names, and what each keeps. Every place that picks a format by name asks here.
public enum SaveFormat: String, CaseIterable, Sendable {
    case png, jpeg, webp

    /// The quality `save.quality` takes (JPEG and WebP; 100 makes a WebP lossless).
    public static let qualityRange = 1...100
    public static let defaultQuality = 90

    /// The extension a saved file gets.
    public var fileExtension: String {
        switch self {
        case .png: return "png"
        case .jpeg: return "jpg"
        case .webp: return "webp"
        }
    }

    /// Every extension that names the format (lower case, without the dot).
    public var extensions: [String] {
        switch self {
        case .png: return ["png"]
        case .jpeg: return ["jpg", "jpeg", "jpe"]
        case .webp: return ["webp"]
        }
    }

    /// The format's own name, for people.
    public var name: String {
        switch self {
        case .png: return "PNG"
        case .jpeg: return "JPEG"
        case .webp: return "WebP"
        }
    }

    /// Whether a picture keeps its transparency in this format (JPEG has no alpha).
    public var keepsAlpha: Bool { self != .jpeg }

    /// The format a file named `fileName` is written in, by its extension (any case); nil when
    /// the extension names none.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        let ext = fileName[fileName.index(after: dot)...].lowercased()
        guard let format = Self.allCases.first(where: { $0.extensions.contains(ext) }) else { return nil }
        self = format
    }

    /// The extensions a file name may end in, as a message lists them: ".png, .jpg, … or .webp".
    public static var extensionList: String {
        let all = allCases.flatMap(\.extensions).map { "." + $0 }
        return all.dropLast().joined(separator: ", ") + " or " + all.last!
    }

    /// The names `save.format` takes, as a message lists them.
    public static var settingValues: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
