import FoundationEssentials
import SketchCore
import SketchPlatform
import SketchRaster
import SketchTranslation

/// `sketchpad --thumbnail IN OUT SIZE`: the file manager's thumbnailer
/// (share/thumbnailers/sketchpad.thumbnailer). Writes a PNG at most SIZE px a side: the
/// thumbnail a `.sketch` keeps (its photo left unread), else the document rendered small, else
/// the photo itself made small. Never opens a window.
enum ThumbnailCommand {
    static let name = "--thumbnail"
    static let synopsis: [TermPart] = [.placeholder("IN"), .placeholder("OUT"), .placeholder("SIZE")]
    /// The largest SIZE asked for: freedesktop's largest thumbnails are 1024 px.
    static let maxSide = 4096

    static func run(_ args: [String]) -> Int32 {
        guard args.count == 3, let side = Int(args[2]), (1...maxSide).contains(side) else {
            return RenderCommand.fail(tr("--thumbnail takes IN OUT SIZE, SIZE a whole number of pixels from 1 to {limit}", ["limit": "\(maxSide)"]))
        }
        let (input, output) = (args[0], args[1])
        do {
            let picture = try thumbnail(of: input, side: side)
            try ImageFile.writePNG(DrawingFile.shrunk(picture, toFit: side), to: output, replacing: true)
            return 0
        } catch {
            return RenderCommand.fail("\(error)")
        }
    }

    /// The picture of `path`, about `side` px a side.
    static func thumbnail(of path: String, side: Int) throws -> RGBAImage {
        let head = try InputFile.read(path, limit: SketchContainer.maxInflatedBytes, noun: tr("a document or a photo"))
        if SketchContainer.isContainer(head) {
            if let png = try DrawingFile.thumbnailPNG(head, path: path) { return try ImageFile.decode(png, path: "\(path) (\(SketchContainer.thumbnailEntry))") }
            return try rendered(try DocumentFile.open(path), at: path, side: side)
        }
        if head.first == UInt8(ascii: "{") { return try rendered(try DocumentFile.open(path), at: path, side: side) }
        return try ImageFile.thumbnail(path, side: side)
    }

    /// The document rendered with its longer kept side `side` px.
    private static func rendered(_ opened: OpenedDocument, at path: String, side: Int) throws -> RGBAImage {
        let document = opened.document
        let scale = min(1, Double(side) / Double(max(document.kept.width, document.kept.height)))
        if let problem = DocumentLimits.workProblem(in: document, scale: scale) { throw PlatformError.file(path, reason: problem) }
        let photo = try opened.photo(at: path)
        return DocumentRenderer.render(document, photo: consume photo, scale: scale, text: try RenderCommand.textSource(for: document))
    }
}
