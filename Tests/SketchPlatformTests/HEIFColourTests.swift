import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// HEIF pictures tagged Display P3, by an ICC profile or by an nclx colour description, open
/// in sRGB within 2/255 (mean) of what heif-convert decodes converted by Little CMS's transicc;
/// one described as sRGB (BT.709 primaries) opens exactly as heif-convert decodes it.
@Suite struct HEIFColourTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("heif-colour") }

    /// What heif-convert makes of `file`: the decoded pixels, no profile applied.
    func heifConvert(_ file: [UInt8], _ name: String) throws -> (path: String, pixels: RGBAImage) {
        let path = folder + "/" + name, png = folder + "/" + name + ".png"
        try Data(file).write(to: URL(fileURLWithPath: path))
        let r = try runProcess("/usr/bin/heif-convert", [path, png])
        try #require(r.status == 0, "heif-convert: \(r.stdout) \(r.stderr)")
        return (path, try TestPNG.read(png))
    }

    /// The middle 16 × 16 pixels of each 64-pixel patch along the top row.
    static func samples(_ image: RGBAImage, patches: Int) -> [(UInt8, UInt8, UInt8)] {
        (0..<patches).flatMap { i in (24..<40).flatMap { y in (64 * i + 24..<64 * i + 40).map { x in let p = image[x, y]; return (p.red, p.green, p.blue) } } }
    }

    /// The mean absolute difference, per channel, between `image`'s samples and transicc's
    /// conversion of heif-convert's from `profile` to sRGB.
    func meanError(_ image: RGBAImage, reference decoded: RGBAImage, profile: [UInt8], patches: Int) throws -> Double {
        let wanted = try ColorProfileTests.reference(profile, of: Self.samples(decoded, patches: patches), in: folder)
        let got = Self.samples(image, patches: patches)
        let total = zip(got, wanted).reduce(0.0) { sum, pair in
            sum + abs(Double(pair.0.0) - pair.1.0) + abs(Double(pair.0.1) - pair.1.1) + abs(Double(pair.0.2) - pair.1.2)
        }
        return total / Double(3 * got.count)
    }

    @Test func aHEICWithADisplayP3ProfileOpensInSRGB() throws {
        let profile = try ColorProfileTests.displayP3()
        let plain = try ImageFile.encode(ColorProfileTests.patches(), as: .png)
        let iccp = PNGColourKeyTests.chunk("iCCP", Array("Display P3".utf8) + [0, 0] + PNGColourKeyTests.storedZlib(profile))
        // heif-enc carries the PNG's profile into the HEIC's colr box.
        let heic = try HEIFFixture.encode(png: Array(plain[0..<33]) + iccp + Array(plain[33...]), in: folder, name: "p3.heic")
        let info = try runProcess("/usr/bin/heif-info", [folder + "/p3.heic"])
        try #require(info.stdout.contains("color profile: prof"), "heif-info: \(info.stdout)")
        let reference = try heifConvert(heic, "p3-copy.heic")
        var warnings: [String] = []
        let image = try ImageFile.load(reference.path, warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings)")
        let error = try meanError(image, reference: reference.pixels, profile: profile, patches: 6)
        #expect(error <= 2, "mean error \(error) against heif-convert and transicc")
        let orange = reference.pixels[64 * 3 + 32, 32], converted = image[64 * 3 + 32, 32]
        #expect(Int(converted.red) - Int(orange.red) > 8 && Int(orange.blue) - Int(converted.blue) > 20, "P3's orange is more saturated in sRGB: \(orange) → \(converted)")
    }

    /// Two 64-pixel tiles, orange and sky blue, with a colr nclx box of these code points.
    func nclxTagged(primaries: Int, transfer: Int) throws -> [UInt8] {
        let colours = [Color(red: 200, green: 120, blue: 40), Color(red: 90, green: 160, blue: 220)]
        let tiles = try colours.enumerated().map { i, c in
            try HEIFFixture.coded(HEIFFixture.encode(png: ImageFile.encode(RGBAImage(width: 64, height: 64, fill: c), as: .png), in: folder, name: "nclx\(i).heic"))
        }
        // Matrix BT.601 and full range, as heif-enc codes its pictures.
        let colr = HEIFFixture.box("colr", Array("nclx".utf8) + HEIFFixture.u16(primaries) + HEIFFixture.u16(transfer) + HEIFFixture.u16(6) + [0x80])
        return HEIFFixture.assemble(tiles, columns: 2, width: 128, height: 64, properties: [colr])
    }

    @Test func aHEICDescribedAsDisplayP3ByNCLXOpensInSRGB() throws {
        // SMPTE EG 432-1 primaries (Display P3's), the sRGB transfer curve.
        let reference = try heifConvert(try nclxTagged(primaries: 12, transfer: 13), "nclx-p3.heic")
        let image = try ImageFile.load(reference.path)
        let error = try meanError(image, reference: reference.pixels, profile: try ColorProfileTests.displayP3(), patches: 2)
        #expect(error <= 2, "mean error \(error) against heif-convert and transicc")
        #expect(image[32, 32] != reference.pixels[32, 32], "converted, not as decoded")
    }

    @Test func aHEICDescribedAsSRGBByNCLXOpensAsDecoded() throws {
        let reference = try heifConvert(try nclxTagged(primaries: 1, transfer: 13), "nclx-srgb.heic")
        #expect(try ImageFile.load(reference.path) == reference.pixels)
    }

    @Test func aWebPWithADisplayP3ProfileOpensInSRGB() throws {
        let profile = try ColorProfileTests.displayP3()
        let png = folder + "/patches.png", webp = folder + "/patches.webp"
        try TestPNG.write(ColorProfileTests.patches(), to: png)
        let r = try runProcess("/usr/bin/convert", [png, "-define", "webp:lossless=true", webp])
        try #require(r.status == 0, "convert: \(r.stderr)")
        let plain = [UInt8](try #require(FileManager.default.contents(atPath: webp)))
        try #require(plain.count > 20 && Array(plain[12..<16]) == Array("VP8L".utf8), "a simple lossless WebP")
        // The extended format: VP8X (flag: ICC profile, the size less one), then ICCP, then the picture.
        func le(_ v: Int, _ n: Int) -> [UInt8] { (0..<n).map { UInt8(v >> (8 * $0) & 0xFF) } }
        let vp8x = Array("VP8X".utf8) + le(10, 4) + [0x20, 0, 0, 0] + le(384 - 1, 3) + le(64 - 1, 3)
        let iccp = Array("ICCP".utf8) + le(profile.count, 4) + profile + (profile.count % 2 == 1 ? [0] : [])
        let body = Array("WEBP".utf8) + vp8x + iccp + Array(plain[12...])
        let tagged = Array("RIFF".utf8) + le(body.count, 4) + body
        let image = try ImageFile.load(try write("p3.webp", tagged))
        ColorProfileTests.expectClose(image, to: try ColorProfileTests.reference(profile, in: folder), tolerance: 2)
    }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
