import Foundation
import SketchCore
import SketchPlatform
import SketchRaster

/// `sketchpad render DOC -o OUT.png [--scale S]`: the document, photo first, as a PNG.
enum RenderCommand {
    static let usage = "usage: sketchpad render DOC.sketch -o OUT.png [--scale S]"

    static func run(_ args: [String]) -> Int32 {
        var input: String?, output: String?, scale = 1.0
        var i = 0
        while i < args.count {
            let a = args[i]
            switch a {
            case "-o", "--output":
                guard i + 1 < args.count else { return fail("\(a) needs a file name\n\(usage)") }
                output = args[i + 1]; i += 2
            case "--scale", "-s":
                guard i + 1 < args.count, let s = Double(args[i + 1]), s.isFinite, s > 0 else {
                    return fail("--scale needs a number above 0\n\(usage)")
                }
                scale = s; i += 2
            case "-h", "--help":
                print(usage); return 0
            default:
                if a.hasPrefix("-") && a != "-" { return fail("unknown option \(a)\n\(usage)") }
                guard input == nil else { return fail("one document at a time (got \(input!) and \(a))\n\(usage)") }
                input = a; i += 1
            }
        }
        guard let input else { return fail("no document given\n\(usage)") }
        guard let output else { return fail("no output file given (-o OUT.png)\n\(usage)") }
        do {
            let loaded = try DocumentFile.load(input)
            let size = DocumentRenderer.outputSize(of: loaded.document, scale: scale)
            guard size.width <= Document.maxSide, size.height <= Document.maxSide else {
                return fail("\(input): at scale \(scale) the output would be \(size.width)x\(size.height), over \(Document.maxSide) px a side")
            }
            let image = DocumentRenderer.render(loaded.document, photo: loaded.photo, scale: scale)
            let bytes = try ImageFile.encode(image, as: .png)
            try AtomicFile.write(bytes, to: output, replacing: true)
            return 0
        } catch {
            return fail("\(error)")
        }
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("sketchpad: \(message)\n".utf8))
        return 2
    }
}
