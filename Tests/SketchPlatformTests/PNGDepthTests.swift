import Foundation
import SketchPlatform
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A 16-bit PNG whose colours are converted (a gAMA, cHRM or iCCP chunk that is not sRGB) is
/// converted from its 16-bit samples and rounded to 8 bits once: linear light's darkest
/// levels, which 8 bits would make black, come out as sRGB's curve says.
@Suite struct PNGDepthTests {
    /// A 16-bit PNG, grey (colour type 0) or grey and alpha (4) or RGB (2), of `rows` of
    /// samples (interleaved), with `chunks` before its pixels.
    static func png16(_ rows: [[Int]], colourType: UInt8, chunks: [[UInt8]]) -> [UInt8] {
        let channels = colourType == 0 ? 1 : colourType == 4 ? 2 : 3
        var raw: [UInt8] = []
        for row in rows { raw.append(0); for v in row { raw += [UInt8(v >> 8), UInt8(v & 0xFF)] } }
        let ihdr = PNGColourKeyTests.bigEndian(UInt32(rows[0].count / channels)) + PNGColourKeyTests.bigEndian(UInt32(rows.count)) + [16, colourType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGColourKeyTests.chunk("IHDR", ihdr) + chunks.joined()
            + PNGColourKeyTests.chunk("IDAT", PNGColourKeyTests.storedZlib(raw)) + PNGColourKeyTests.chunk("IEND", [])
    }

    /// sRGB's 8-bit value of linear light `level` / 65535 (IEC 61966-2-1), unrounded.
    static func sRGB(_ level: Int) -> Double {
        let l = Double(level) / 65535
        return 255 * (l <= 0.0031308 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055)
    }

    static let linear = ColorTagTests.gAMA(100000)

    @Test func aLinear16BitGreyRampIsSRGBWithinOneLevel() throws {
        // Every 64th level, and a second row of the darkest ones: 255 is sRGB's 12.7 (13) though
        // its top byte is 0, and 256, 257 are 12.8 and 12.9, which 8 bits would make the same.
        let ramp = (0..<1024).map { $0 * 64 + $0 / 16 }
        let dark = [0, 1, 16, 100, 200, 250, 253, 255, 256, 257, 275, 276, 300, 400, 512, 65535]
        let image = try ImageFile.decode(Self.png16([ramp, dark + Array(repeating: 0, count: 1024 - dark.count)], colourType: 0, chunks: [Self.linear]), path: "ramp.png")
        #expect(image.width == 1024 && image.height == 2)
        for (y, row) in [ramp, dark].enumerated() {
            for (x, level) in row.enumerated() {
                let p = image[x, y], want = Self.sRGB(level)
                // Each channel apart: Little CMS's matrix, sRGB's adapted to D50, rounds them apart near a half.
                let off = [p.red, p.green, p.blue].map { abs(Double($0) - want) }.max()!
                #expect(off <= 1 && p.alpha == 255, "level \(level): \(p), sRGB \(want)")
            }
        }
        #expect(image[dark.firstIndex(of: 255)!, 1].green == 13, "16-bit 255 in linear light")
        #expect(image[dark.firstIndex(of: 100)!, 1].green == 5)
        // The exact value rounded, but for lcms2's own rounding near a half.
        let exact = ramp.indices.filter { x in Double(image[x, 0].green) == Self.sRGB(ramp[x]).rounded() }
        #expect(exact.count >= 1000, "\(1024 - exact.count) levels off by one")
    }

    @Test func alphaAndTheColourKeyComeThroughTheConversion() throws {
        // Grey and alpha: the alpha is rounded from 16 bits (a multiple of 257 is exact), the
        // grey converted apart from it (straight alpha).
        let pairs = [(255, 65535), (65535, 128 * 257), (32768, 0), (4096, 200 * 257)]
        let image = try ImageFile.decode(Self.png16([pairs.flatMap { [$0.0, $0.1] }], colourType: 4, chunks: [Self.linear]), path: "alpha.png")
        for (x, pair) in pairs.enumerated() {
            let p = image[x, 0]
            #expect(Int(p.alpha) == pair.1 / 257 && abs(Double(p.red) - Self.sRGB(pair.0)) <= 1, "\(pair): \(p)")
        }
        // A grey key (tRNS) at 16 bits: only that level is transparent.
        let keyed = Self.png16([[255, 300, 255, 65535]], colourType: 0, chunks: [Self.linear, PNGColourKeyTests.chunk("tRNS", [0, 255])])
        let k = try ImageFile.decode(keyed, path: "key.png")
        #expect(k[0, 0].alpha == 0 && k[2, 0].alpha == 0 && k[1, 0].alpha == 255 && k[3, 0] == Color(red: 255, green: 255, blue: 255))
        #expect(abs(Double(k[1, 0].green) - Self.sRGB(300)) <= 1)
    }

    @Test func a16BitDisplayP3PNGMatchesTransicc() throws {
        let folder = try TestPaths.temporaryFolder("p3-16")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let profile = try ColorProfileTests.displayP3()
        // The patches' 8-bit colours as 16-bit samples (× 257), the same colours exactly.
        let row = ColorProfileTests.colours.flatMap { c in Array(repeating: [Int(c.0) * 257, Int(c.1) * 257, Int(c.2) * 257], count: 64).joined() }
        let iccp = PNGColourKeyTests.chunk("iCCP", Array("Display P3".utf8) + [0, 0] + PNGColourKeyTests.storedZlib(profile))
        let image = try ImageFile.decode(Self.png16(Array(repeating: row, count: 64), colourType: 2, chunks: [iccp]), path: "p3-16.png")
        ColorProfileTests.expectClose(image, to: try ColorProfileTests.reference(profile, in: folder), tolerance: 1)
    }

    @Test func a16BitPNGWithoutAConversionDecodesAsBefore() throws {
        // sRGB's own gamma: nothing to convert, the 8-bit decode (libspng's top bytes).
        let levels = [0, 255, 256, 32768, 65535]
        let image = try ImageFile.decode(Self.png16([levels], colourType: 0, chunks: [ColorTagTests.gAMA(45455)]), path: "srgb.png")
        for (x, level) in levels.enumerated() { #expect(Int(image[x, 0].green) == level >> 8, "level \(level): \(image[x, 0])") }
    }
}
