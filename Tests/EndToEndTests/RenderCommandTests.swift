import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// `sketchpad render`: output, and one clear line with exit status 2 for bad input.
@Suite(.waitsOnProcesses) struct RenderCommandTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("render") }

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func rendersPhotoThenStrokesAtScale() throws {
        let photoCopy = folder + "/beach.png"
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: photoCopy)
        let doc = try write("doc.sketch", """
        {"format":"sketchpad","version":1,"width":600,"height":400,"photo":"beach.png",
         "strokes":[{"tool":"pen","color":"#E53935FF","width":6,"points":[[10.5,20],[300,200]]}]}
        """)
        let out = folder + "/out.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out, "--scale", "0.5"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try ImageFile.load(out)
        #expect(image.width == 300 && image.height == 200)
        #expect(image[78, 55] == Color(red: 0xE5, green: 0x39, blue: 0x35))
    }

    /// Dashes, both heads and rounded corners come out of `sketchpad render` as pycairo draws
    /// the same document: mean difference at most 0.5/255, 99.5 % of channels within 16.
    @Test func lineStylesRenderAsCairoDrawsThem() throws {
        let doc = try write("styles.sketch", """
        {"format":"sketchpad","version":2,"width":420,"height":260,"background":"#FFFFFFFF","strokes":[
        {"tool":"line","color":"#E53935FF","width":6,"points":[[20,30],[400,30]],"dash":[2,2.5]},
        {"tool":"arrow","color":"#1E88E5C0","width":5,"points":[[20,70],[400,90]],"heads":"both","dash":[3,1.5]},
        {"tool":"rectangle","color":"#43A047FF","width":6,"points":[[30,120],[190,240]],"radius":24},
        {"tool":"rectangle","color":"#8E24AAFF","width":4,"points":[[400,240],[220,120]],"radius":16,"dash":[0,2],"fill":"#FFEB3B80"},
        {"tool":"ellipse","color":"#000000FF","width":3,"points":[[240,140],[380,220]],"dash":[4,2]},
        {"tool":"pen","color":"#00897BFF","width":4,"points":[[20,250],[80,200],[140,250],[200,200]],"dash":[1.5,1]}]}
        """)
        let out = folder + "/styles.png", reference = folder + "/styles-cairo.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SketchRasterTests/cairo_reference.py").path
        let cairo = try runProcess("/usr/bin/python3", [script, doc, reference])
        try #require(cairo.status == 0, "pycairo reference failed: \(cairo.stderr)")
        let ours = try ImageFile.load(out), theirs = try ImageFile.load(reference)
        try #require(ours.width == theirs.width && ours.height == theirs.height)
        var total = 0, within = 0, count = 0
        for (a, b) in zip(ours.pixels, theirs.pixels) {
            for shift: UInt32 in [0, 8, 16, 24] {
                let d = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                total += d
                within += d <= 16 ? 1 : 0
                count += 1
            }
        }
        #expect(Double(total) / Double(count) <= 0.5, "mean difference \(Double(total) / Double(count))/255")
        #expect(Double(within) / Double(count) >= 0.995)
        // Not the same as the solid, single-headed, square-cornered document.
        let plain = try write("plain.sketch", String(decoding: try Data(contentsOf: URL(fileURLWithPath: doc)), as: UTF8.self)
            .replacingOccurrences(of: "\"dash\":", with: "\"x\":").replacingOccurrences(of: "\"heads\":", with: "\"y\":")
            .replacingOccurrences(of: "\"radius\":", with: "\"z\":"))
        #expect(try runProcess(TestPaths.sketchpadBinary, ["render", plain, "-o", folder + "/plain.png"]).status == 0)
        let solid = try ImageFile.load(folder + "/plain.png")
        #expect(zip(solid.pixels, ours.pixels).filter { $0 != $1 }.count > 5_000, "the styles change the picture")
    }

    /// A crop renders only the part kept, at the scale asked, with the strokes where they were drawn.
    @Test func rendersOnlyTheCrop() throws {
        let photoCopy = folder + "/beach.png"
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: photoCopy)
        let doc = try write("crop.sketch", """
        {"format":"sketchpad","version":2,"width":600,"height":400,"photo":"beach.png","crop":[100,50,300,250],
         "strokes":[{"tool":"pen","color":"#E53935FF","width":6,"points":[[0,150],[600,150]]}]}
        """)
        let out = folder + "/crop.png", half = folder + "/crop-half.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try ImageFile.load(out), photo = try ImageFile.load(TestPaths.samplePhoto)
        #expect(image.width == 200 && image.height == 200)
        #expect(image[0, 100] == Color(red: 0xE5, green: 0x39, blue: 0x35) && image[199, 100] == Color(red: 0xE5, green: 0x39, blue: 0x35))
        for (x, y) in [(0, 0), (199, 0), (50, 20), (120, 199), (199, 199)] { #expect(image[x, y] == photo[x + 100, y + 50], "at \(x), \(y)") }
        #expect(try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", half, "--scale", "0.5"]).status == 0)
        let small = try ImageFile.load(half)
        #expect(small.width == 100 && small.height == 100)
    }

    /// The output limit is on what the crop keeps: a small crop of a canvas too large to render whole renders.
    @Test func theLimitIsOnThePartKept() throws {
        let doc = try write("big-crop.sketch", ##"{"format":"sketchpad","version":2,"width":16384,"height":16384,"crop":[100,100,164,132],"background":"#102030FF"}"##)
        let out = folder + "/big-crop.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try ImageFile.load(out) == RGBAImage(width: 64, height: 32, fill: Color(red: 0x10, green: 0x20, blue: 0x30)))
    }

    /// A transparent canvas with a photo that has alpha renders with its alpha.
    @Test func keepsThePhotosAlpha() throws {
        var cutOut = RGBAImage(width: 40, height: 20, fill: .clear)
        cutOut.fill(IntRect(x: 20, y: 0, width: 20, height: 20), with: Color(red: 0x20, green: 0x40, blue: 0xC0))
        try ImageFile.writePNG(cutOut, to: folder + "/cut-out.png")
        let doc = try write("alpha.sketch", """
        {"format":"sketchpad","version":2,"width":40,"height":20,"background":"#00000000","photo":"cut-out.png","strokes":[]}
        """)
        let out = folder + "/alpha.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try ImageFile.load(out) == cutOut)
    }

    static let badInputs: [(String, String?, String)] = [
        ("missing.sketch", nil, "no such file"),
        ("bad.sketch", "{not json", "invalid JSON"),
        ("format.sketch", ##"{"format":"other","version":1,"width":10,"height":10}"##, "not a Sketchpad document"),
        ("version.sketch", ##"{"format":"sketchpad","version":3,"width":10,"height":10}"##, "unsupported version 3"),
        ("tool.sketch", ##"{"format":"sketchpad","version":1,"width":10,"height":10,"strokes":[{"tool":"spray","color":"#000000","width":2,"points":[[1,1]]}]}"##, "unknown tool \"spray\""),
        ("width.sketch", ##"{"format":"sketchpad","version":1,"width":10,"height":10,"strokes":[{"tool":"pen","color":"#000000","width":0,"points":[[1,1]]}]}"##, "width must be"),
        ("inf.sketch", ##"{"format":"sketchpad","version":1,"width":10,"height":10,"strokes":[{"tool":"pen","color":"#000000","width":2,"points":[[1e999,1]]}]}"##, "1e999"),
        ("huge.sketch", ##"{"format":"sketchpad","version":1,"width":16385,"height":10}"##, "over the limit of 16384"),
        ("photo.sketch", ##"{"format":"sketchpad","version":1,"width":10,"height":10,"photo":"broken.jpg"}"##, "broken.jpg"),
        ("crop-inverted.sketch", ##"{"format":"sketchpad","version":2,"width":10,"height":10,"crop":[8,1,2,5]}"##, "invalid \"crop\" [8, 1, 2, 5]: it is empty or inverted"),
        ("crop-outside.sketch", ##"{"format":"sketchpad","version":2,"width":10,"height":10,"crop":[0,0,11,5]}"##, "it leaves the 10x10 canvas"),
        ("crop-fraction.sketch", ##"{"format":"sketchpad","version":2,"width":10,"height":10,"crop":[0,0,2.5,5]}"##, "whole numbers of pixels"),
    ]

    @Test(arguments: 0..<badInputs.count)
    func badInputGetsOneLineAndStatus2(index: Int) throws {
        let (name, content, expected) = Self.badInputs[index]
        let path = folder + "/" + name
        if let content { _ = try write(name, content) }
        _ = try write("broken.jpg", "this is text, not a JPEG")
        let out = folder + "/out-\(index).png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", path, "-o", out])
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains(expected), "stderr \(r.stderr) lacks \(expected)")
        #expect(r.stderr.contains(name), "stderr \(r.stderr) does not name the file")
        #expect(!FileManager.default.fileExists(atPath: out), "an output file was left behind")
    }

    /// A dotted line and pen two million pixels long on a 100×100 canvas render at once (the
    /// dots in view only), the dots where the whole line has them.
    @Test func aMillionPixelDottedLineRendersItsDotsInView() throws {
        try CostlyDocuments.keep("dashes.sketch", CostlyDocuments.dashes)
        let doc = try write("dashes.sketch", CostlyDocuments.dashes), out = folder + "/dashes.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try ImageFile.load(out)
        let red = Color(red: 0xE5, green: 0x39, blue: 0x35), blue = Color(red: 0x1E, green: 0x88, blue: 0xE5)
        // A dot every 10 px (the pattern widened to 200,000 dots), 6 px across, from x = 0.
        for x in stride(from: 0, to: 100, by: 10) {
            #expect(image[x, 50] == red && image[x, 20] == blue, "a dot at \(x)")
            #expect(image[x + 5, 50] == .white && image[x + 5, 20] == .white, "a gap at \(x + 5)")
        }
    }

    /// Six pictures of 16384×7300 (120 MP each, 2.8 GB decoded): refused at the second before
    /// any is decoded, naming it. Within the budget, pictures render.
    @Test func picturesPastTheirBudgetAreRefusedNamingTheStroke() throws {
        let six = CostlyDocuments.pictures(6)
        try CostlyDocuments.keep("pictures.sketch", six)
        let doc = try write("pictures.sketch", six), out = folder + "/pictures.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr == "sketchpad: \(doc): stroke 2 (image): its picture of 16384x7300 px takes the document's pictures to 240 MP, "
                + "over the limit of 120 MP for all of them\n", "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // The generator's PNG is one: a small one decodes to black.
        let small = try ImageFile.decode(CostlyDocuments.blankPNG(width: 64, height: 32), path: "blank.png")
        #expect(small == RGBAImage(width: 64, height: 32, fill: .black))
        #expect(CostlyDocuments.blankPNG(width: 16384, height: 7300).count < 1 << 20)
        let within = try write("two-pictures.sketch", """
        {"format":"sketchpad","version":2,"width":40,"height":20,"strokes":[
        {"tool":"image","points":[[0,0],[20,20]],"data":"\(Data(CostlyDocuments.blankPNG(width: 2000, height: 1000)).base64EncodedString())"},
        {"tool":"image","points":[[20,0],[40,20]],"data":"\(Data(CostlyDocuments.blankPNG(width: 30, height: 30)).base64EncodedString())"}]}
        """)
        let rendered = try runProcess(TestPaths.sketchpadBinary, ["render", within, "-o", out])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(try ImageFile.load(out) == RGBAImage(width: 40, height: 20, fill: .black))
    }

    /// Nine 2000 px texts of "WWWWWW" with outlines: within the text budget, but their outlines'
    /// distance transforms take them past the render budget at the third (two take some 4.5 s
    /// here), so the document is refused naming it.
    @Test func outlinedTextsPastTheBudgetAreRefusedNamingTheText() throws {
        try CostlyDocuments.keep("outlines.sketch", CostlyDocuments.outlines)
        let doc = try write("outlines.sketch", CostlyDocuments.outlines), out = folder + "/outlines.png"
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("sketchpad: \(doc): stroke 3 (text): the estimated render work reaches "), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("over the budget of 4,000 million (about 4 s of rendering)\n"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func helpAndVersion() throws {
        let help = try runProcess(TestPaths.sketchpadBinary, ["--help"])
        #expect(help.status == 0 && help.stdout.contains("sketchpad render"))
        let version = try runProcess(TestPaths.sketchpadBinary, ["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("sketchpad "))
        let unknown = try runProcess(TestPaths.sketchpadBinary, ["--frobnicate"])
        #expect(unknown.status == 2 && unknown.stderr.contains("--frobnicate"))
    }
}
