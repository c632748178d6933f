import FoundationEssentials
import Glibc
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import SketchTranslation

/// What `sketchpad render` was asked for.
struct RenderOptions: Equatable {
    var input: String?
    var output: String?
    var scale = 1.0
}

/// `sketchpad render DOC -o OUT.png [--scale S]`: the document, photo first, as a PNG (or a
/// JPEG for OUT.jpg, a WebP for OUT.webp, at quality 90; `-o -` writes the PNG to standard output).
enum RenderCommand {
    static let name = "render"
    static let synopsis: [TermPart] = [.placeholder("DOC.sketch"), .literal("-o"), .placeholder("OUT.png"), .optional([.literal("--scale"), .placeholder("S")])]
    typealias Option = CommandOption<RenderOptions>

    /// Its options; they are described by the synopsis and the `render` entry of `sketchpad`'s.
    static let table = CommandTable<RenderOptions>(
        synopses: [[.literal(name)] + synopsis],
        options: [
            Option(names: ["-o", "--output"], value: .required("OUT.png"), effect: .set { o, spelling, value throws(UsageErrorMessage) in
                o.output = try Option.needed(value, tr("{option} needs a file name", ["option": spelling]))
            }),
            Option(names: ["--scale", "-s"], value: .required("S"), effect: .set { o, _, value throws(UsageErrorMessage) in
                guard let scale = value.flatMap(Double.init), scale.isFinite, scale > 0 else { throw UsageErrorMessage(tr("--scale needs a number above 0")) }
                o.scale = scale
            }),
            Option(names: ["-h", "--help"], effect: .answer { usage }),
        ],
        positional: { o, argument throws(UsageErrorMessage) in
            if let input = o.input { throw UsageErrorMessage(tr("one document at a time (got {first} and {second})", ["first": input, "second": argument])) }
            o.input = argument
        },
        inlineValues: false)

    static var usage: String { table.usage("sketchpad") }

    /// The options, nil when one answered (its text already printed), or what is wrong.
    static func parse(_ args: [String]) -> Result<RenderOptions?, UsageErrorMessage> {
        table.run(args, from: RenderOptions()) { o throws(UsageErrorMessage) in
            guard o.input != nil else { throw UsageErrorMessage(tr("no document given")) }
            guard o.output != nil else { throw UsageErrorMessage(tr("no output file given (-o OUT.png)")) }
        }
    }

    static func run(_ args: [String]) -> Int32 {
        let options: RenderOptions
        switch parse(args) {
        case .failure(let message): return fail("\(message)\n\(usage)")
        case .success(nil): return 0
        case .success(let parsed?): options = parsed
        }
        guard let input = options.input, let output = options.output else { return 2 }
        let scale = options.scale
        do {
            let opened = try DocumentFile.open(input)
            let document = opened.document
            // Everything that can refuse the document is checked before the photo is decoded; the
            // output is what the crop keeps.
            if case .failure(let e) = DocumentLimits.outputSize(width: document.kept.width, height: document.kept.height, scale: scale) {
                return fail("\(input): \(e.message)")
            }
            if let problem = DocumentLimits.workProblem(in: document, scale: scale) { return fail("\(input): \(problem)") }
            let photoPath = opened.photoFile(at: input)
            if OpenRasterFile.isOpenRasterName(output) {
                // Two layers, the photo and the drawing (at the document's size).
                let photo = try opened.photo(at: input)
                try OpenRasterFile.write(document, photo: photo, text: try textSource(for: document), to: output)
                return 0
            }
            let destination = try OutputFile.destination(output, inputs: [input] + (photoPath.map { [$0] } ?? []))
            let photo = try opened.photo(at: input)
            let text = try textSource(for: document)
            try MemoryCheck.requireRender(of: document, photo: photo, scale: scale, for: tr("the rendered picture"))
            // Given up here, so that the picture is drawn on the photo where it is.
            let image = DocumentRenderer.render(document, photo: consume photo, scale: scale, text: text)
            try OutputFile.write(image, to: destination, matte: document.canvas.matte)
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    /// The font for the document's texts and marker numbers; none is opened for a document
    /// without them.
    static func textSource(for document: Document) throws -> TextBlockSource? {
        guard document.strokes.contains(where: { $0.tool.shape == .text || $0.tool.numbered }) else { return nil }
        guard let assets = AssetLocator.folder() else { throw PlatformError.font(AssetLocator.marker, reason: "the assets folder was not found") }
        return try TrueTypeGlyphs(fontPath: assets + "/" + AssetLocator.marker)
    }

    static func fail(_ message: String) -> Int32 {
        StandardStreams.printError("sketchpad: \(message)")
        return 2
    }
}
