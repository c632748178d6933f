import Foundation
import SketchApp
import SketchAppLive
import SketchCore
@testable import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// A HEIC that keeps a thumbnail is first shown from it, scaled to the view, while the whole
/// picture decodes behind it; then the whole picture takes its place, in the same place and
/// colours. Drawing goes on meanwhile; a save waits for the whole picture.
@Suite(.serialized) struct HEIFFirstViewTests {
    /// 2560 × 1280, white on the left half and black on the right: over the budget decoded
    /// quickly, so its 128 px thumbnail is shown first. Scaled up, the thumbnail blurs the edge
    /// over several view pixels, where the whole picture keeps it sharp.
    static let size = (width: 2560, height: 1280)

    static func photo(in folder: String) throws -> String {
        var image = RGBAImage(width: size.width, height: size.height, fill: .white)
        image.fill(IntRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height), with: .black)
        let heic = try HEIFFixture.encode(png: ImageFile.encode(image, as: .png), in: folder, name: "halves.heic", ["-t", "128"])
        let path = folder + "/halves.heic"
        try Data(heic).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The view pixel `offset` pixels left of the edge between the halves, on the middle row.
    static func leftOfEdge(_ h: Harness, by offset: Int) -> Color {
        let edge = h.window(Point(Double(size.width / 2), Double(size.height / 2)))
        return h.controller.frame[Int(edge.x) - offset, Int(edge.y)]
    }

    @Test func theThumbnailComesFirstThenTheWholePictureInItsPlace() throws {
        let (h, home) = try LiveServicesTests.harness()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let path = try Self.photo(in: home)
        h.open(path)
        _ = h.controller.render()
        #expect(h.controller.document.width == Self.size.width && h.controller.document.height == Self.size.height)
        #expect(h.controller.isLoadingFullResolution)
        #expect(h.controller.title == "halves.heic — Sketchpad (Loading full resolution…)")
        let rect = h.controller.canvasRect
        let quarter = h.window(Point(Double(Self.size.width / 4), Double(Self.size.height / 2)))
        let blurred = Self.leftOfEdge(h, by: 2)
        #expect(blurred.red > 30 && blurred.red < 225, "the thumbnail scaled up blurs the edge: \(blurred)")
        #expect(h.controller.frame[Int(quarter.x), Int(quarter.y)].red >= 235, "the white half is white already")

        h.controller.waitForBackgroundWork()
        _ = h.controller.render()
        #expect(!h.controller.isLoadingFullResolution)
        #expect(h.controller.title == "halves.heic — Sketchpad")
        #expect(h.controller.canvasRect == rect, "the whole picture shows where the thumbnail did")
        let sharp = Self.leftOfEdge(h, by: 2)
        #expect(sharp.red >= 225, "the whole picture keeps the edge sharp: \(sharp)")
        #expect(h.controller.frame[Int(quarter.x), Int(quarter.y)].red >= 235)
    }

    @Test func drawingWhileLoadingIsInPhotoCoordinatesAndSaveWaits() throws {
        let (h, home) = try LiveServicesTests.harness()
        defer { try? FileManager.default.removeItem(atPath: home) }
        h.open(try Self.photo(in: home))
        _ = h.controller.render()
        #expect(h.controller.isLoadingFullResolution)
        // A stroke across the white half, at photo x 200 ... 1000, y 640.
        let a = h.window(Point(200, 640)), b = h.window(Point(1000, 640))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let stroke = try #require(h.controller.document.strokes.last)
        let first = try #require(stroke.points.first), last = try #require(stroke.points.last)
        #expect(abs(first.x - 200) < 5 && abs(first.y - 640) < 5 && abs(last.x - 1000) < 5, "\(first) \(last)")
        let output = home + "/halves.png"
        h.controller.outputFile = output
        h.press("s", .control)
        #expect(h.controller.toastText == "Saving once the photo's full resolution has loaded…")
        h.controller.waitForBackgroundWork()
        #expect(h.controller.document.strokes.last?.points == stroke.points, "the whole picture moved no stroke")
        let saved = try ImageFile.load(output)
        #expect(saved.width == Self.size.width && saved.height == Self.size.height)
        // Two photo pixels from the edge: white in the whole picture (a thumbnail would blur it).
        #expect(saved[Self.size.width / 2 - 2, 100].red >= 235 && saved[Self.size.width / 2 + 2, 100].red <= 20,
                "\(saved[Self.size.width / 2 - 2, 100]) \(saved[Self.size.width / 2 + 2, 100])")
    }

    /// A quick decode with a thumbnail smaller than a quarter of the view is not worth a first view.
    @Test func aSmallPhotoWithASmallThumbnailOpensWhole() throws {
        let (h, home) = try LiveServicesTests.harness()
        defer { try? FileManager.default.removeItem(atPath: home) }
        let heic = try HEIFFixture.encode(png: ImageFile.encode(RGBAImage(width: 640, height: 320, fill: .white), as: .png), in: home, name: "small.heic", ["-t", "64"])
        let path = home + "/small.heic"
        try Data(heic).write(to: URL(fileURLWithPath: path))
        h.open(path)
        _ = h.controller.render()
        #expect(!h.controller.isLoadingFullResolution)
        #expect(h.controller.title == "small.heic — Sketchpad")
    }

    @Test func aThumbnailOfAnotherShapeIsNeverShown() {
        #expect(HEIFDecoder.hasShape(width: 320, height: 213, of: (6000, 4000)))
        // heif-enc -t 320's, its height rounded down to an even number.
        #expect(HEIFDecoder.hasShape(width: 320, height: 212, of: (6000, 4000)))
        #expect(!HEIFDecoder.hasShape(width: 320, height: 240, of: (6000, 4000)))
        #expect(!HEIFDecoder.hasShape(width: 213, height: 320, of: (6000, 4000)))
    }
}
