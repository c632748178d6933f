import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Every tool through `sketchpad render`, against golden images, and the properties each
/// tool promises.
@Suite struct ToolRenderingTests {
    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    /// A document on the sample photo with one stroke of every tool.
    static func allTools() -> Document {
        var doc = Document(width: 600, height: 400, photoPath: "sample.png")
        let yellow = Color(red: 255, green: 235, blue: 59, alpha: 170)
        doc.add(Stroke(tool: .pen, color: red, width: 6, points: [Point(40, 40), Point(120, 80), Point(200, 40)]))
        doc.add(Stroke(tool: .line, color: .black, width: 4, points: [Point(40, 120), Point(200, 100)]))
        doc.add(Stroke(tool: .arrow, color: red, width: 5, points: [Point(40, 170), Point(220, 220)]))
        doc.add(Stroke(tool: .rectangle, color: Color(red: 30, green: 136, blue: 229), width: 8, points: [Point(260, 40), Point(400, 140)]))
        doc.add(Stroke(tool: .ellipse, color: Color(red: 67, green: 160, blue: 71), width: 6, points: [Point(430, 40), Point(570, 150)]))
        doc.add(Stroke(tool: .highlighter, color: yellow, width: 24, points: [Point(40, 300), Point(300, 300), Point(300, 330), Point(40, 330)]))
        doc.add(Stroke(tool: .eraser, color: .black, width: 30, points: [Point(330, 20), Point(330, 160)]))
        return doc
    }

    @Test func everyToolThroughRenderMatchesItsGolden() throws {
        let folder = try TestPaths.temporaryFolder("tools")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: folder + "/sample.png")
        try DocumentCodec.encode(Self.allTools()).write(to: URL(fileURLWithPath: folder + "/tools.sketch"))
        let r = try runProcess(TestPaths.sketchpadBinary, ["render", folder + "/tools.sketch", "-o", folder + "/out.png"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try TestPNG.read(folder + "/out.png")
        #expect(Snapshot.mismatch(image, named: "all-tools") == nil)
    }

    @Test func eraserRestoresThePhotoAndNeverErasesIt() throws {
        let photo = try TestPNG.read(TestPaths.samplePhoto)
        var doc = Document(width: 600, height: 400)
        doc.add(Stroke(tool: .pen, color: .black, width: 40, points: [Point(100, 200), Point(500, 200)]))
        doc.add(Stroke(tool: .eraser, color: .black, width: 30, points: [Point(300, 100), Point(300, 300)]))
        let image = DocumentRenderer.render(doc, photo: photo)
        #expect(image[300, 200] == photo[300, 200], "under the eraser the photo shows again")
        #expect(image[200, 200] == .black, "beside it the stroke stays")
        #expect(image[300, 120] == photo[300, 120], "erasing where there is no stroke leaves the photo")
        var blank = Document(width: 60, height: 60, background: Color(red: 10, green: 20, blue: 30))
        blank.add(Stroke(tool: .pen, color: .white, width: 20, points: [Point(5, 30), Point(55, 30)]))
        blank.add(Stroke(tool: .eraser, color: .black, width: 20, points: [Point(30, 5), Point(30, 55)]))
        #expect(DocumentRenderer.render(blank, photo: nil)[30, 30] == Color(red: 10, green: 20, blue: 30), "or the background colour")
    }

    @Test func arrowHeadFollowsTheWidth() {
        for (width, minHead, maxHead) in [(1.0, 10.0, 13.0), (6, 20, 26), (64, 150, 180)] {
            let head = StrokeRenderer.arrowHeadLength(width: width)
            #expect(head >= minHead && head <= maxHead, "width \(width): head \(head)")
        }
        var doc = Document(width: 120, height: 60)
        doc.add(Stroke(tool: .arrow, color: .black, width: 1, points: [Point(10, 30), Point(110, 30)]))
        let image = DocumentRenderer.render(doc, photo: nil)
        // At width 1 the head is a filled triangle several pixels wide, readable.
        #expect(image[104, 29] == .black && image[104, 30] == .black && image[104, 28].red < 128 && image[104, 31].red < 128)
        #expect(image[60, 27] == .white)
    }

    @Test func rectangleAndEllipseOutlinesAreCentredOnTheirEdges() {
        var doc = Document(width: 100, height: 100)
        doc.add(Stroke(tool: .rectangle, color: .black, width: 4, points: [Point(80, 80), Point(20.5, 20.5)]))
        doc.add(Stroke(tool: .ellipse, color: .black, width: 2, points: [Point(30.5, 30.5), Point(70.5, 70.5)]))
        let image = DocumentRenderer.render(doc, photo: nil)
        // The left edge is at x = 20.5: the 4 px outline covers 18.5 ..< 22.5.
        #expect(image[19, 50] == .black && image[21, 50] == .black && image[17, 50] == .white && image[23, 50] == .white)
        #expect(image[50, 50] == .white, "the inside stays empty")
        #expect(image[30, 50] == .black && image[50, 70] == .black, "the ellipse passes through its box's edge midpoints")
    }
}
