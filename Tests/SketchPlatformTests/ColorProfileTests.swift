import CLcms2
import SketchCore
import Foundation
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Photos tagged Display P3 (made here with Little CMS) open converted to sRGB, within 2/255
/// of what lcms2's own `transicc` makes of the same colours; untagged photos stay as decoded.
@Suite struct ColorProfileTests {
    /// Display P3: its primaries, D65, and the sRGB transfer curve.
    static func displayP3() throws -> [UInt8] {
        try ColorTagTests.profile(white: ColorTagTests.d65, red: ColorTagTests.p3.red, green: ColorTagTests.p3.green, blue: ColorTagTests.p3.blue, gamma: nil)
    }

    /// Patches of saturated and mid colours, each 64 px square, so a JPEG keeps their middles.
    static let colours: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (200, 120, 40), (90, 160, 220), (128, 128, 128)]

    static func patches() -> RGBAImage {
        var image = RGBAImage(width: 64 * colours.count, height: 64)
        for (i, c) in colours.enumerated() { image.fill(IntRect(x: 64 * i, y: 0, width: 64, height: 64), with: Color(red: c.0, green: c.1, blue: c.2)) }
        return image
    }

    /// What `transicc` makes of `colours` from `profile` to sRGB (perceptual, clipped to the
    /// sRGB cube as 8-bit pixels are).
    static func reference(_ profile: [UInt8], of colours: [(UInt8, UInt8, UInt8)] = colours, in folder: String) throws -> [(Double, Double, Double)] {
        let path = folder + "/p3.icc"
        try Data(profile).write(to: URL(fileURLWithPath: path))
        let input = colours.map { "\($0.0) \($0.1) \($0.2)\n" }.joined()
        let r = try runProcess("/bin/sh", ["-c", "printf '\(input)' | transicc -s -i'\(path)' -o'*sRGB' -t0 -v0"])
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: " ").compactMap { Double($0) } }.filter { $0.count == 3 }
        try #require(rows.count == colours.count, "transicc said: \(r.stdout) \(r.stderr)")
        return rows.map { ($0[0], $0[1], $0[2]) }
    }

    static func expectClose(_ image: RGBAImage, to reference: [(Double, Double, Double)], tolerance: Double) {
        for (i, want) in reference.enumerated() {
            let p = image[64 * i + 32, 32]
            let off = max(abs(Double(p.red) - want.0), abs(Double(p.green) - want.1), abs(Double(p.blue) - want.2))
            #expect(off <= tolerance, "patch \(i): \(p), lcms2 says \(want)")
        }
    }

    @Test func aDisplayP3JPEGOpensInSRGB() throws {
        let folder = try TestPaths.temporaryFolder("icc")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let profile = try Self.displayP3()
        // Without the sRGB profile the app's encoder adds.
        let plain = SaveEncoderTests.untagged(try ImageFile.encode(Self.patches(), as: .jpeg(quality: 100)))
        let asIs = try ImageFile.decode(plain, path: "plain.jpg")
        // The profile in one APP2 segment, right after the start of image.
        let segment = [0xFF, 0xE2] + [UInt8((profile.count + 16) >> 8), UInt8((profile.count + 16) & 0xFF)] + Array("ICC_PROFILE".utf8) + [0, 1, 1] + profile
        let tagged = Array(plain[0..<2]) + segment + Array(plain[2...])
        // The reference is made from the colours as the JPEG decodes without its profile.
        let decoded = Self.colours.indices.map { i -> (UInt8, UInt8, UInt8) in let p = asIs[64 * i + 32, 32]; return (p.red, p.green, p.blue) }
        let reference = try Self.reference(profile, of: decoded, in: folder)
        let image = try ImageFile.decode(tagged, path: "p3.jpg")
        Self.expectClose(image, to: reference, tolerance: 2)
        let orange = asIs[64 * 3 + 32, 32], converted = image[64 * 3 + 32, 32]
        #expect(Int(converted.red) - Int(orange.red) > 8 && Int(orange.blue) - Int(converted.blue) > 20, "P3's orange is more saturated in sRGB: \(orange) → \(converted)")
        let fitted = try ImageFile.decodePhoto(tagged, path: "p3.jpg", fitting: (96, 16))
        #expect(fitted.image.width < 384, "decoded at a DCT scale")
        Self.expectClose(fitted.image.scaled(toWidth: 384, height: 64), to: reference, tolerance: 4)
    }

    @Test func aDisplayP3PNGOpensInSRGB() throws {
        let folder = try TestPaths.temporaryFolder("icc")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let profile = try Self.displayP3()
        let plain = try ImageFile.encode(Self.patches(), as: .png)
        #expect(try ImageFile.decode(plain, path: "plain.png") == Self.patches(), "untagged: as it is")
        // iCCP: a name, compression method 0, the profile as a zlib stream (stored blocks).
        let iccp = PNGColourKeyTests.chunk("iCCP", Array("Display P3".utf8) + [0, 0] + PNGColourKeyTests.storedZlib(profile))
        // After the signature and IHDR (8 + 25 bytes), in place of the sRGB chunk (13 bytes) the app's encoder writes.
        let tagged = Array(plain[0..<33]) + iccp + Array(plain[46...])
        let image = try ImageFile.decode(tagged, path: "p3.png")
        Self.expectClose(image, to: try Self.reference(profile, in: folder), tolerance: 2)
    }
}
