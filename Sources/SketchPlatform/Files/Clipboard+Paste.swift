import FoundationEssentials
import Glibc
import SketchCore
import SketchRaster
import SketchTranslation

/// Reads the desktop's clipboard through wl-paste (Wayland) or xclip (X11): first the types it
/// offers, then an image if it has one (a PNG first), else its text.
extension Clipboard {
    /// The most a paste reads: a PNG of the whole photo budget, uncompressed.
    public static let pasteLimit = PixelBudget.maxPixels * 4 + (1 << 20)

    /// The reader to use in this environment, and its arguments for listing the types and for
    /// reading one type.
    static func reader(environment: [String: String]) -> (path: String, list: [String], read: (String) -> [String])? {
        if environment["WAYLAND_DISPLAY"] != nil, let wl = find("wl-paste", environment: environment) {
            return (wl, ["--list-types"], { ["--no-newline", "--type", $0] })
        }
        if environment["DISPLAY"] != nil, let x = find("xclip", environment: environment) {
            return (x, ["-selection", "clipboard", "-t", "TARGETS", "-o"], { ["-selection", "clipboard", "-t", $0, "-o"] })
        }
        return nil
    }

    /// The text types, most wanted first.
    static let textTypes = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain", "STRING", "TEXT"]

    /// What the clipboard holds: its PNG, else its text; nil when it is empty or holds neither.
    /// Throws, saying why, when no reader is installed or the reader fails.
    public static func paste(environment: [String: String], timeout: Double = Clipboard.timeout) throws -> ClipboardContent? {
        guard let reader = reader(environment: environment) else {
            throw PlatformError.clipboard(reason: tr("neither wl-paste nor xclip is installed (Debian packages wl-clipboard, xclip)"))
        }
        let name = PathName.last(reader.path)
        func run(_ arguments: [String]) throws -> HelperProcess.Result {
            do {
                return try HelperProcess.run(reader.path, arguments: arguments, environment: environment, input: [], timeout: timeout, outputLimit: pasteLimit)
            } catch let failure as HelperProcess.Failure {
                throw PlatformError.clipboard(reason: failure.description)
            }
        }
        // An empty clipboard is an error to both readers ("No selection", "target not available").
        let listed = try run(reader.list)
        guard listed.exitStatus == 0 else { return nil }
        let types = Set(String(decoding: listed.output, as: UTF8.self).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .blanks) })
        if let type = imageType(among: types) {
            let read = try run(reader.read(type))
            try check(read, name: name)
            do {
                return try image(read.output)
            } catch {
                throw PlatformError.clipboard(reason: "\(error)")
            }
        }
        guard let type = textTypes.first(where: types.contains) else { return nil }
        let read = try run(reader.read(type))
        try check(read, name: name)
        return .text(String(decoding: read.output, as: UTF8.self))
    }

    /// The image type to read: PNG when offered, else the first other picture type (not SVG,
    /// which is drawn, not decoded). What the bytes are is told by their content, not the type.
    static func imageType(among types: Set<String>) -> String? {
        if types.contains("image/png") { return "image/png" }
        return types.sorted().first { $0.hasPrefix("image/") && !$0.hasPrefix("image/svg") }
    }

    /// The pasted bytes decoded, with the PNG the drawing keeps of them: the bytes themselves
    /// when they are a PNG, else the decoded pixels encoded as one, so that what is kept (the
    /// journal, a document) is what is shown, whatever the clipboard called its type.
    static func image(_ bytes: [UInt8]) throws -> ClipboardContent {
        let pixels = try ImageFile.decode(bytes, path: tr("the image on the clipboard"))
        if ImageHeader.format(of: bytes) == .png { return .image(png: bytes, pixels: pixels) }
        return .image(png: try PNGEncoder.standard.encode(pixels), pixels: pixels)
    }

    /// Throws, saying what the helper said, when it was killed or failed.
    static func check(_ result: HelperProcess.Result, name: String) throws {
        let said = result.message.isEmpty ? "" : ": \(result.message)"
        if let signal = result.signal {
            throw PlatformError.clipboard(reason: tr("{name} was killed by signal {signal} ({signalName}){said}", ["name": name, "signal": signal, "signalName": String(cString: strsignal(signal)), "said": said]))
        }
        if let status = result.exitStatus, status != 0 {
            throw PlatformError.clipboard(reason: tr("{name} failed with exit status {status}{said}", ["name": name, "status": status, "said": said]))
        }
    }
}
