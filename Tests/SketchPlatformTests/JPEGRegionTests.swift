import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Part of a JPEG decoded by itself (what a zoomed-in view of a big photo holds instead of the
/// whole picture): the same pixels as the whole decode has there, upright whatever the EXIF
/// orientation, at full size or an eighth-step scale, a CMYK one's through its profile too.
@Suite struct JPEGRegionTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("jpeg-region") }

    /// A JPEG's photo source, loaded as the app loads it.
    func source(_ bytes: [UInt8], name: String) throws -> (source: PhotoSource, whole: RGBAImage) {
        let path = folder + "/" + name + ".jpg"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let loaded = try PhotoClient.live.load(path)
        return (loaded.source, loaded.image)
    }

    /// Parts inside, at each edge and corner, and all of it, of a `w` × `h` picture.
    static func rects(_ w: Int, _ h: Int) -> [IntRect] {
        [IntRect(x: 37, y: 29, width: 101, height: 67), IntRect(x: 0, y: 0, width: 50, height: 40),
         IntRect(x: w - 61, y: h - 45, width: 61, height: 45), IntRect(x: 0, y: h / 2, width: w, height: 9),
         IntRect(x: w / 3, y: 0, width: 13, height: h), IntRect(x: 0, y: 0, width: w, height: h)]
    }

    @Test(arguments: 1...8)
    func aPartIsTheWholeDecodesPixelsThereInEveryOrientation(orientation: Int) throws {
        // Sizes that are not whole blocks, 4:2:0 (blocks of 16 for the colour).
        let stored = JPEGDecodeTests.picture(width: orientation >= 5 ? 219 : 333, height: orientation >= 5 ? 333 : 219)
        let bytes = ExifTag.tagged(try ImageFile.encode(stored, as: .jpeg(quality: 90)), orientation: orientation)
        let (source, whole) = try source(bytes, name: "o\(orientation)")
        #expect(whole.width == 333 && whole.height == 219)
        let decode = try #require(source.region, "a JPEG decodes part by part")
        for rect in Self.rects(333, 219) {
            let part = try #require(decode(rect, 1), "orientation \(orientation), \(rect)")
            #expect(part.scale == 1)
            #expect(part.rect.contains(rect) && part.rect == part.rect.intersection(whole.bounds), "orientation \(orientation): \(part.rect) for \(rect)")
            // At most a block (8 px) more on each side.
            #expect(part.rect.x > rect.x - 8 && part.rect.y > rect.y - 8 && part.rect.maxX < rect.maxX + 8 && part.rect.maxY < rect.maxY + 8)
            let want = whole.cropped(to: part.rect)
            #expect(part.pixels.image == want, "orientation \(orientation), \(rect) → \(part.rect): \(part.pixels.image.difference(from: want))")
        }
    }

    @Test func theOtherKindsOfJPEGGiveTheSamePixelsToo() throws {
        let image = JPEGDecodeTests.picture(width: 301, height: 203)
        let d = try JPEGDecodeTests()
        let cases: [(String, [UInt8])] = [
            ("4:4:4", try d.convert(image, ["-quality", "92", "-sampling-factor", "1x1"], name: "444")),
            ("4:2:2 progressive", try d.convert(image, ["-quality", "85", "-sampling-factor", "2x1", "-interlace", "JPEG"], name: "prog")),
            ("greyscale", try d.convert(image, ["-quality", "90", "-colorspace", "Gray"], name: "grey")),
            ("CMYK", try d.convert(image, ["-quality", "90", "-colorspace", "CMYK"], name: "cmyk")),
        ]
        let tagged = CMYKFixture.embedding(CMYKFixture.profile, in: cases[3].1)
        // Through its profile: not the plain formula's colours.
        #expect(try source(tagged, name: "cmyk-icc").whole.difference(from: try source(cases[3].1, name: "cmyk-plain").whole).meanChannel > 10)
        for (what, bytes) in cases + [("CMYK with its profile", tagged)] {
            let (source, whole) = try source(bytes, name: what)
            for rect in Self.rects(301, 203) {
                let part = try #require(source.region?(rect, 1), "\(what), \(rect)")
                let want = whole.cropped(to: part.rect)
                #expect(part.pixels.image == want, "\(what), \(rect) → \(part.rect): \(part.pixels.image.difference(from: want))")
            }
        }
    }

    /// Asked for less than full size, the part comes at the smallest eighth that is at least
    /// that: the whole picture decoded at that scale (and turned upright) has the same pixels
    /// there, where the part's rectangle says (to within a pixel of that scale, as a picture
    /// whose size is not whole blocks ends in a part-pixel).
    @Test(arguments: 1...8)
    func aPartAtAScaleIsTheScaledDecodesPixels(orientation: Int) throws {
        let stored = JPEGDecodeTests.picture(width: orientation >= 5 ? 483 : 645, height: orientation >= 5 ? 645 : 483)
        let bytes = ExifTag.tagged(try ImageFile.encode(stored, as: .jpeg(quality: 90)), orientation: orientation)
        let (source, _) = try source(bytes, name: "scaled\(orientation)")
        for (asked, eighths) in [(0.5, 4), (0.3, 3), (0.126, 2), (0.01, 1), (0.9, 8)] {
            let part = try #require(source.region?(IntRect(x: 100, y: 60, width: 301, height: 203), asked))
            #expect(part.scale == Double(eighths) / 8, "asked \(asked): \(part.scale)")
            let scaled = try ImageFile.decodePhoto(bytes, path: "s.jpg", fitting: ((645 * eighths + 7) / 8, (483 * eighths + 7) / 8)).image
            let image = part.pixels.image
            let x = Double(part.rect.x * eighths) / 8, y = Double(part.rect.y * eighths) / 8
            let found = (-1...1).flatMap { dy in (-1...1).map { dx in (dx, dy) } }.contains { dx, dy in
                let at = IntRect(x: Int(x.rounded(.down)) + dx, y: Int(y.rounded(.down)) + dy, width: image.width, height: image.height)
                return at.x >= 0 && at.y >= 0 && at.maxX <= scaled.width && at.maxY <= scaled.height && scaled.cropped(to: at) == image
            }
            #expect(found, "orientation \(orientation), asked \(asked): \(part.rect) at \(part.scale) is not the scaled decode's pixels")
        }
    }

    /// Only JPEG decodes part by part. A JPEG cut short gives, below the cut, what the whole
    /// decode gives there too; a part outside the picture gives nothing.
    @Test func otherFormatsDecodeOnlyWholeAndAJPEGCutShortAsTheWholeDoes() throws {
        let png = folder + "/p.png"
        try ImageFile.writePNG(JPEGDecodeTests.picture(width: 40, height: 30), to: png)
        #expect(try PhotoClient.live.load(png).source.region == nil)
        let bytes = try ImageFile.encode(JPEGDecodeTests.picture(width: 320, height: 240), as: .jpeg(quality: 90))
        let (source, whole) = try source(Array(bytes.prefix(bytes.count * 2 / 3)), name: "cut")
        #expect(source.region?(IntRect(x: 400, y: 0, width: 10, height: 10), 1) == nil, "outside the picture")
        let part = try #require(source.region?(IntRect(x: 50, y: 100, width: 200, height: 140), 1))
        #expect(part.pixels.image == whole.cropped(to: part.rect), "\(part.pixels.image.difference(from: whole.cropped(to: part.rect)))")
    }
}
