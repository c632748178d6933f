import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// CMYK JPEGs with their CMYK profile open as Little CMS converts them (within 3/255 of
/// `transicc` with the same profile), Adobe's inverted inks read as such; without a profile,
/// or with one Little CMS cannot convert from, by the plain formula as before.
extension ColorProfileTests {
    /// The plain formula for stored (inverted) CMYK: each channel times the black's.
    static func plain(_ stored: [UInt8], at i: Int) -> Color {
        let k = Int(stored[4 * i + 3])
        func channel(_ c: Int) -> UInt8 { UInt8((Int(stored[4 * i + c]) * k + 127) / 255) }
        return Color(red: channel(0), green: channel(1), blue: channel(2))
    }

    /// `bytes` written as a file and opened as the app opens a photo, with its warnings.
    static func open(_ bytes: [UInt8], _ name: String, in folder: String) throws -> (image: RGBAImage, warnings: [String]) {
        let path = folder + "/" + name + ".jpg"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        var warnings: [String] = []
        let image = try ImageFile.load(path, warnings: &warnings)
        return (image, warnings)
    }

    static func off(_ p: Color, _ want: (Double, Double, Double)) -> Double {
        max(abs(Double(p.red) - want.0), abs(Double(p.green) - want.1), abs(Double(p.blue) - want.2))
    }

    @Test func aCMYKJPEGWithItsProfileOpensAsLittleCMSConvertsIt() throws {
        let folder = try TestPaths.temporaryFolder("cmyk")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let ycck = try CMYKFixture.patchesJPEG()
        // ImageMagick's own CMYK JPEG (plain CMYK, not YCCK) of what the patches look like without a profile.
        var looks = RGBAImage(width: 64 * CMYKFixture.inks.count, height: 64)
        let stored = try CMYKFixture.storedBytes(ycck)
        for i in CMYKFixture.inks.indices { looks.fill(IntRect(x: 64 * i, y: 0, width: 64, height: 64), with: Self.plain(stored.bytes, at: 32 * stored.width + 64 * i + 32)) }
        let magick = try JPEGDecodeTests().convert(looks, ["-colorspace", "CMYK", "-quality", "97"], name: "magick-cmyk")
        for (what, plain) in [("YCCK through TurboJPEG", ycck), ("CMYK through ImageMagick", magick)] {
            let tagged = CMYKFixture.embedding(CMYKFixture.profile, in: plain)
            let middles = CMYKFixture.patchMiddles(try CMYKFixture.storedBytes(tagged))
            // Adobe's inverted CMYK: the profile's inks are 255 minus the stored bytes.
            let reference = try CMYKFixture.reference(CMYKFixture.profile, inks: middles.map { $0.map { 255 - $0 } }, in: folder)
            let (image, warnings) = try Self.open(tagged, "tagged", in: folder)
            #expect(warnings.isEmpty, "\(what): \(warnings)")
            let untagged = try ImageFile.decode(plain, path: "plain.jpg")
            var changed = 0
            for (i, want) in reference.enumerated() {
                let p = image[64 * i + 32, 32]
                #expect(Self.off(p, want) <= 3 && p.alpha == 255, "\(what), patch \(i) \(CMYKFixture.inks[i]): \(p), lcms2 says \(want)")
                if Self.off(untagged[64 * i + 32, 32], want) > 12 { changed += 1 }
            }
            #expect(changed >= 5, "\(what): the profile changes most patches (\(changed))")
            // A smaller decode (the view's) goes through the profile too.
            let fitted = try ImageFile.decodePhoto(tagged, path: "tagged.jpg", fitting: (72, 8))
            #expect(fitted.image.width == 72)
            for (i, want) in reference.enumerated() {
                let p = fitted.image[8 * i + 4, 4]
                #expect(Self.off(p, want) <= 4, "\(what) at 1/8, patch \(i): \(p), lcms2 says \(want)")
            }
        }
    }

    /// Without Adobe's segment the stored bytes are the inks themselves (as lcms2's jpgicc reads them).
    @Test func aCMYKJPEGWithoutAdobesSegmentHasItsInksAsStored() throws {
        let folder = try TestPaths.temporaryFolder("cmyk")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var looks = RGBAImage(width: 64 * CMYKFixture.inks.count, height: 64)
        for i in CMYKFixture.inks.indices { looks.fill(IntRect(x: 64 * i, y: 0, width: 64, height: 64), with: Color(red: UInt8(25 * i), green: 200, blue: UInt8(255 - 20 * i))) }
        let magick = try JPEGDecodeTests().convert(looks, ["-colorspace", "CMYK", "-quality", "97"], name: "magick-cmyk")
        let bare = CMYKFixture.withoutAdobeSegment(magick)
        #expect(bare.count < magick.count, "ImageMagick writes Adobe's segment")
        let tagged = CMYKFixture.embedding(CMYKFixture.profile, in: bare)
        let reference = try CMYKFixture.reference(CMYKFixture.profile, inks: CMYKFixture.patchMiddles(try CMYKFixture.storedBytes(tagged)), in: folder)
        let (image, warnings) = try Self.open(tagged, "bare", in: folder)
        #expect(warnings.isEmpty, "\(warnings)")
        for (i, want) in reference.enumerated() {
            #expect(Self.off(image[64 * i + 32, 32], want) <= 3, "patch \(i): \(image[64 * i + 32, 32]), lcms2 says \(want)")
        }
    }

    /// Without a profile, or with a CMYK one Little CMS cannot convert from (it lacks the
    /// table from the inks), every pixel is the plain formula's, exactly; only the second warns.
    @Test func aCMYKJPEGWithoutAUsableProfileKeepsThePlainFormula() throws {
        let folder = try TestPaths.temporaryFolder("cmyk")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let plain = try CMYKFixture.patchesJPEG()
        let stored = try CMYKFixture.storedBytes(plain)
        let formula = RGBAImage(width: stored.width, height: stored.height, pixels: (0..<stored.width * stored.height).map { Self.plain(stored.bytes, at: $0).argb })
        let (image, warnings) = try Self.open(plain, "plain", in: folder)
        #expect(image == formula, "\(image.difference(from: formula))")
        #expect(warnings.isEmpty, "\(warnings)")
        let (withUnusable, said) = try Self.open(CMYKFixture.embedding(CMYKFixture.tableless, in: plain), "tableless", in: folder)
        #expect(withUnusable == formula, "\(withUnusable.difference(from: formula))")
        #expect(said.count == 1 && said[0].contains("Little CMS cannot convert from it"), "\(said)")
    }
}
