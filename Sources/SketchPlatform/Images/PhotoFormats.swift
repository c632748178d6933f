import SketchCore

/// A photo format Sketchpad opens. These are exactly the formats whose header gives the
/// picture's size before decoding (see `ImageHeader`); a file in any other format is refused
/// by its content, whatever its name, even where SDL2_image could decode it (SVG, PNM, TGA,
/// XCF, ...), since their size could not be checked first.
public enum PhotoFormat: String, CaseIterable, Sendable {
    case png, jpeg, gif, bmp, webp, tiff, heic, avif

    public var name: String {
        switch self {
        case .png: return "PNG"
        case .jpeg: return "JPEG"
        case .gif: return "GIF"
        case .bmp: return "BMP"
        case .webp: return "WebP"
        case .tiff: return "TIFF"
        case .heic: return "HEIC"
        case .avif: return "AVIF"
        }
    }

    public var extensions: [String] {
        switch self {
        case .png: return ["png"]
        case .jpeg: return ["jpg", "jpeg", "jpe"]
        case .gif: return ["gif"]
        case .bmp: return ["bmp"]
        case .webp: return ["webp"]
        case .tiff: return ["tif", "tiff"]
        // HEIF files of any codec but AV1 take the iPhone's name; .hif is Canon's and Fujifilm's.
        case .heic: return ["heic", "heif", "hif"]
        case .avif: return ["avif"]
        }
    }

    /// "PNG, JPEG, GIF, BMP, WebP, TIFF, HEIC and AVIF" (or "or AVIF"), for messages and help.
    public static func list(_ conjunction: String = "and") -> String {
        let names = allCases.map(\.name)
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names.last!
    }
}

/// The photo formats by file extension, for the picker.
public enum PhotoFormats {
    public static let extensions: Set<String> = Set(PhotoFormat.allCases.flatMap(\.extensions))

    public static func isPhoto(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
