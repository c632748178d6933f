import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster

/// `sketchpad render DOC -o OUT.png [--scale S]`: the document, photo first, as a PNG (or a
/// JPEG for OUT.jpg; `-o -` writes the PNG to standard output).
enum RenderCommand {
    static var usage: String { tr("usage:") + " sketchpad render DOC.sketch -o OUT.png [--scale S]" }

    static func run(_ args: [String]) -> Int32 {
        var input: String?, output: String?, scale = 1.0
        var i = 0
        while i < args.count {
            let a = args[i]
            switch a {
            case "-o", "--output":
                guard i + 1 < args.count else { return fail(tr("{option} needs a file name", ["option": a]) + "\n\(usage)") }
                output = args[i + 1]; i += 2
            case "--scale", "-s":
                guard i + 1 < args.count, let s = Double(args[i + 1]), s.isFinite, s > 0 else {
                    return fail(tr("--scale needs a number above 0") + "\n\(usage)")
                }
                scale = s; i += 2
            case "-h", "--help":
                print(usage); return 0
            default:
                if a.hasPrefix("-") && a != "-" { return fail(tr("unknown option {option}", ["option": a]) + "\n\(usage)") }
                guard input == nil else { return fail(tr("one document at a time (got {first} and {second})", ["first": input!, "second": a]) + "\n\(usage)") }
                input = a; i += 1
            }
        }
        guard let input else { return fail(tr("no document given") + "\n\(usage)") }
        guard let output else { return fail(tr("no output file given (-o OUT.png)") + "\n\(usage)") }
        do {
            let document = try DocumentFile.read(input)
            // Everything that can refuse the document is checked before the photo is decoded.
            if case .failure(let e) = DocumentLimits.outputSize(width: document.width, height: document.height, scale: scale) {
                return fail("\(input): \(e.message)")
            }
            let photoPath = document.photoPath.map { DocumentFile.resolve($0, relativeTo: input) }
            let destination = try OutputFile.destination(output, inputs: [input] + (photoPath.map { [$0] } ?? []))
            let photo = try DocumentFile.photo(of: document, at: input)
            let image = DocumentRenderer.render(document, photo: photo, scale: scale, text: try textSource(for: document))
            try OutputFile.write(image, to: destination)
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    /// The font for the document's texts and marker numbers; none is opened for a document
    /// without them.
    static func textSource(for document: Document) throws -> TextBlockSource? {
        guard document.strokes.contains(where: { $0.tool == .text || $0.tool == .marker }) else { return nil }
        guard let assets = AssetLocator.folder() else { throw PlatformError.font(AssetLocator.marker, reason: "the assets folder was not found") }
        return try TrueTypeGlyphs(fontPath: assets + "/" + AssetLocator.marker)
    }

    static func fail(_ message: String) -> Int32 {
        StandardStreams.printError("sketchpad: \(message)")
        return 2
    }
}
