import CLcms2
import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The colour descriptions other than an embedded ICC stream: a PNG's gAMA and cHRM chunks
/// (without iCCP or sRGB), and a TIFF's ICC tag, converted to sRGB within 2/255 of what lcms2's
/// own `transicc` makes of the same colours from the same description.
@Suite struct ColorTagTests {
    /// An RGB profile from a white point, primaries and one power curve (nil: sRGB's curve).
    static func profile(white: (Double, Double), red: (Double, Double), green: (Double, Double), blue: (Double, Double), gamma: Double?) throws -> [UInt8] {
        var w = cmsCIExyY(x: white.0, y: white.1, Y: 1)
        var primaries = cmsCIExyYTRIPLE(Red: cmsCIExyY(x: red.0, y: red.1, Y: 1), Green: cmsCIExyY(x: green.0, y: green.1, Y: 1), Blue: cmsCIExyY(x: blue.0, y: blue.1, Y: 1))
        let srgb: [cmsFloat64Number] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
        let curve = try #require(gamma.map { cmsBuildGamma(nil, $0) } ?? srgb.withUnsafeBufferPointer { cmsBuildParametricToneCurve(nil, 4, $0.baseAddress) })
        defer { cmsFreeToneCurve(curve) }
        var curves: [OpaquePointer?] = [curve, curve, curve]
        let made = try #require(curves.withUnsafeMutableBufferPointer { cmsCreateRGBProfile(&w, &primaries, $0.baseAddress) })
        defer { cmsCloseProfile(made) }
        var size: cmsUInt32Number = 0
        try #require(cmsSaveProfileToMem(made, nil, &size) != 0)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        try #require(cmsSaveProfileToMem(made, &bytes, &size) != 0)
        return bytes
    }

    static let d65 = (0.3127, 0.3290)
    static let p3 = (red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060))
    static let bt709 = (red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))

    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// The patches as a PNG whose sRGB chunk is replaced by `chunks`.
    static func png(with chunks: [[UInt8]]) throws -> [UInt8] {
        let plain = try ImageFile.encode(ColorProfileTests.patches(), as: .png)
        // After the signature and IHDR (8 + 25 bytes), the sRGB chunk (13 bytes) the app's encoder writes.
        #expect(Array(plain[37..<41]) == Array("sRGB".utf8))
        return Array(plain[0..<33]) + chunks.joined() + Array(plain[46...])
    }

    static func gAMA(_ fileGamma: Int) -> [UInt8] { PNGColourKeyTests.chunk("gAMA", be32(fileGamma)) }

    static func cHRM(white: (Double, Double), red: (Double, Double), green: (Double, Double), blue: (Double, Double)) -> [UInt8] {
        var data: [UInt8] = []
        for point in [white, red, green, blue] {
            let x = Int((point.0 * 100000).rounded()), y = Int((point.1 * 100000).rounded())
            data += be32(x) + be32(y)
        }
        return PNGColourKeyTests.chunk("cHRM", data)
    }

    @Test func aPNGsChromaticitiesAndGammaAreItsColourSpace() throws {
        let folder = try TestPaths.temporaryFolder("chrm")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tagged = try Self.png(with: [Self.gAMA(45455), Self.cHRM(white: Self.d65, red: Self.p3.red, green: Self.p3.green, blue: Self.p3.blue)])
        let image = try ImageFile.decode(tagged, path: "p3-chunks.png")
        let described = try Self.profile(white: Self.d65, red: Self.p3.red, green: Self.p3.green, blue: Self.p3.blue, gamma: 1 / 0.45455)
        ColorProfileTests.expectClose(image, to: try ColorProfileTests.reference(described, in: folder), tolerance: 2)
        let orange = ColorProfileTests.patches()[64 * 3 + 32, 32], converted = image[64 * 3 + 32, 32]
        #expect(Int(converted.red) - Int(orange.red) > 8, "P3's orange is more saturated in sRGB: \(orange) → \(converted)")
    }

    @Test func aPNGWithAGammaOfOneOnlyIsLinearLight() throws {
        let folder = try TestPaths.temporaryFolder("gama")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let image = try ImageFile.decode(try Self.png(with: [Self.gAMA(100000)]), path: "linear.png")
        let described = try Self.profile(white: Self.d65, red: Self.bt709.red, green: Self.bt709.green, blue: Self.bt709.blue, gamma: 1)
        ColorProfileTests.expectClose(image, to: try ColorProfileTests.reference(described, in: folder), tolerance: 2)
        // Linear 128 is sRGB's 188.
        #expect(abs(Int(image[64 * 5 + 32, 32].green) - 188) <= 1, "grey 128: \(image[64 * 5 + 32, 32])")
    }

    @Test func sRGBsOwnGammaOrAnSRGBChunkLeaveThePixelsAsTheyAre() throws {
        let patches = ColorProfileTests.patches()
        let srgbChrm = Self.cHRM(white: Self.d65, red: Self.bt709.red, green: Self.bt709.green, blue: Self.bt709.blue)
        #expect(try ImageFile.decode(try Self.png(with: [Self.gAMA(45455)]), path: "a.png") == patches)
        #expect(try ImageFile.decode(try Self.png(with: [Self.gAMA(45455), srgbChrm]), path: "b.png") == patches)
        // The sRGB chunk takes precedence over a gamma that says otherwise.
        let srgb = PNGColourKeyTests.chunk("sRGB", [0])
        #expect(try ImageFile.decode(try Self.png(with: [srgb, Self.gAMA(100000)]), path: "c.png") == patches)
        // Chromaticities no RGB space has (a zero y) are passed over, as sRGB.
        let broken = Self.cHRM(white: (0.3127, 0), red: Self.p3.red, green: Self.p3.green, blue: Self.p3.blue)
        #expect(try ImageFile.decode(try Self.png(with: [broken]), path: "d.png") == patches)
    }

    @Test func aTIFFsProfileIsConverted() throws {
        let folder = try TestPaths.temporaryFolder("tiff-icc")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let profile = try ColorProfileTests.displayP3()
        try Data(profile).write(to: URL(fileURLWithPath: folder + "/p3.icc"))
        try Data(try ImageFile.encode(ColorProfileTests.patches(), as: .png)).write(to: URL(fileURLWithPath: folder + "/patches.png"))
        // ImageMagick gives an untagged picture the profile as it is (no conversion), uncompressed.
        let convert = try runProcess("/usr/bin/convert", [folder + "/patches.png", "-strip", "-profile", folder + "/p3.icc", "-compress", "none", folder + "/p3.tif"])
        try #require(convert.status == 0, "\(convert.stderr)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/p3.tif")))
        #expect(ImageHeader.format(of: bytes) == .tiff)
        let image = try ImageFile.load(folder + "/p3.tif")
        ColorProfileTests.expectClose(image, to: try ColorProfileTests.reference(profile, in: folder), tolerance: 2)
        let untagged = try runProcess("/usr/bin/convert", [folder + "/patches.png", "-strip", "-compress", "none", folder + "/plain.tif"])
        try #require(untagged.status == 0)
        #expect(try ImageFile.load(folder + "/plain.tif") == ColorProfileTests.patches(), "untagged: as it is")
    }
}
