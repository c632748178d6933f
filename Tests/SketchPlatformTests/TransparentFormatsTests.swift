import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// WebP, TIFF and GIF keep their transparency through the decoder, as PNG does: what is clear
/// stays clear (and the canvas then starts transparent), what is half-covered keeps its alpha
/// where the format has it.
@Suite struct TransparentFormatsTests {
    /// Opaque red on the left, nothing on the right, and a band of half-covered blue below.
    static let picture: RGBAImage = {
        var image = RGBAImage(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                image[x, y] = y >= 20 ? Color(red: 0, green: 0, blue: 255, alpha: 128) : x < 20 ? Color(red: 255, green: 0, blue: 0) : .clear
            }
        }
        return image
    }()

    @Test(arguments: [("webp", ["-define", "webp:lossless=true"], true), ("tiff", [], true), ("gif", [], false)])
    func transparencyIsKept(format: String, options: [String], partialAlpha: Bool) throws {
        let folder = try TestPaths.temporaryFolder("alpha-" + format)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let png = folder + "/a.png", out = folder + "/a." + format
        try ImageFile.writePNG(Self.picture, to: png)
        let r = try runProcess("/usr/bin/convert", [png] + options + [out])
        try #require(r.status == 0, "convert: \(r.stderr)")
        let image = try ImageFile.load(out)
        #expect(image.width == 40 && image.height == 30)
        #expect(!image.isOpaque, "\(format): the transparency is lost")
        #expect(image[5, 5] == Color(red: 255, green: 0, blue: 0), "\(format): \(image[5, 5])")
        #expect(image[35, 5].alpha == 0, "\(format): \(image[35, 5])")
        if partialAlpha {
            let p = image[10, 25]
            #expect(abs(Int(p.alpha) - 128) <= 1 && p.blue == 255 && p.red == 0, "\(format): \(p)")
        }
    }

    /// libtiff hands some TIFFs over with the colour multiplied by the alpha and some not: a
    /// grey page with a straight alpha, and an RGB one whose alpha is stored associated, both
    /// come out with their own colours.
    @Test(arguments: [("grey, straight alpha", true, [String]()), ("RGB, associated alpha", false, ["-define", "tiff:alpha=associated"])])
    func everyKindOfTIFFAlphaKeepsItsColour(kind: String, grey: Bool, options: [String]) throws {
        let folder = try TestPaths.temporaryFolder("alpha-tiff")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var picture = RGBAImage(width: 40, height: 30)
        let colour = grey ? Color(red: 100, green: 100, blue: 100, alpha: 128) : Color(red: 40, green: 120, blue: 200, alpha: 128)
        for y in 0..<30 { for x in 0..<40 { picture[x, y] = y >= 20 ? colour : x < 20 ? Color(red: 90, green: 90, blue: 90) : .clear } }
        let png = folder + "/a.png", tiff = folder + "/a.tiff"
        try ImageFile.writePNG(picture, to: png)
        let r = try runProcess("/usr/bin/convert", [png] + options + (grey ? ["-type", "GrayscaleAlpha"] : []) + [tiff])
        try #require(r.status == 0, "convert: \(r.stderr)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: tiff)))
        #expect(ImageHeader.isTIFFGreyWithStraightAlpha(bytes) == grey, "\(kind): the header read wrongly")
        let image = try ImageFile.load(tiff)
        let p = image[10, 25]
        #expect(abs(Int(p.alpha) - 128) <= 1 && abs(Int(p.red) - Int(colour.red)) <= 2 && abs(Int(p.green) - Int(colour.green)) <= 2
                && abs(Int(p.blue) - Int(colour.blue)) <= 2, "\(kind): \(p), want \(colour)")
        #expect(image[5, 5] == Color(red: 90, green: 90, blue: 90) && image[35, 5].alpha == 0, "\(kind)")
    }
}
