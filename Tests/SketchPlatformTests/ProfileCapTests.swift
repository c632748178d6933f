import Foundation
@testable import SketchPlatform
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A colour profile over `ColorProfile.maxBytes` costs nothing in any format: a PNG chunk that
/// inflates to a gigabyte is stopped by libspng at the cap and the picture still opens, with
/// the warning; the other formats' profiles are only measured, never copied, over the cap.
@Suite struct ProfileCapTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("profile-cap") }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A zlib stream of `1 + 258 × (1 + 8 × groups)` zero bytes: one fixed-Huffman deflate
    /// block of a literal 0 and copies of 258 bytes at distance 1, each 13 bits, so that eight
    /// of them fill 13 whole bytes; about 6.5 MB of it inflates to a gigabyte.
    static func zeroBomb(groups: Int) -> [UInt8] {
        var head = BitWriter()
        head.bits(1, 1)            // the last block,
        head.bits(1, 2)            // fixed Huffman codes:
        head.code(0x30, 8)         // literal 0,
        head.copy258()             // then one copy, which ends on a byte boundary.
        var eight = BitWriter()
        for _ in 0..<8 { eight.copy258() }
        var tail = BitWriter()
        tail.code(0, 7)            // end of block
        let zeros = 1 + 258 * (1 + 8 * groups)
        let adler = UInt32(zeros % 65521) << 16 | 1
        var out: [UInt8] = [0x78, 0x01] + head.bytes
        out.reserveCapacity(out.count + 13 * groups + 8)
        for _ in 0..<groups { out += eight.bytes }
        return out + tail.bytes + PNGColourKeyTests.bigEndian(adler)
    }

    /// Deflate's bits: fields from their lowest bit, Huffman codes from their highest.
    struct BitWriter {
        var bytes: [UInt8] = []
        var used = 0

        mutating func bit(_ b: Int) {
            if used % 8 == 0 { bytes.append(0) }
            bytes[bytes.count - 1] |= UInt8(b & 1) << UInt8(used % 8)
            used += 1
        }
        mutating func bits(_ value: Int, _ count: Int) { for i in 0..<count { bit(value >> i) } }
        mutating func code(_ value: Int, _ count: Int) { for i in (0..<count).reversed() { bit(value >> i) } }
        /// Length 258 (code 285, no extra bits) at distance 1 (code 0).
        mutating func copy258() { code(0xC5, 8); code(0, 5) }
    }

    /// About a gigabyte of zeros.
    static let gigabyteBomb = zeroBomb(groups: 520_000)

    /// A 4 × 4 RGB PNG of distinct colours, with `before` between IHDR and IDAT and `after`
    /// between IDAT and IEND.
    static func png(before: [[UInt8]] = [], after: [[UInt8]] = []) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<4 { raw.append(0); for x in 0..<4 { raw += [UInt8(60 * x), UInt8(60 * y), 200] } }
        let ihdr = PNGColourKeyTests.bigEndian(4) + PNGColourKeyTests.bigEndian(4) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGColourKeyTests.chunk("IHDR", ihdr) + before.joined()
            + PNGColourKeyTests.chunk("IDAT", PNGColourKeyTests.storedZlib(raw)) + after.joined() + PNGColourKeyTests.chunk("IEND", [])
    }

    static func expectPlainPixels(_ image: RGBAImage) {
        #expect(image.width == 4 && image.height == 4)
        for y in 0..<4 { for x in 0..<4 { #expect(image[x, y] == Color(red: UInt8(60 * x), green: UInt8(60 * y), blue: 200), "(\(x), \(y))") } }
    }

    static func iccp(_ zlib: [UInt8]) -> [UInt8] { PNGColourKeyTests.chunk("iCCP", Array("huge".utf8) + [0, 0] + zlib) }
    static func zTXt(_ zlib: [UInt8]) -> [UInt8] { PNGColourKeyTests.chunk("zTXt", Array("Comment".utf8) + [0, 0] + zlib) }

    @Test func aPNGWhoseProfileInflatesToAGigabyteOpensWithTheWarning() throws {
        let bomb = Self.png(before: [Self.iccp(Self.gigabyteBomb)])
        // libspng stopped at the cap: without its limit it would hand over the whole gigabyte.
        #expect(SPNGDecoder.embeddedProfile(bomb) == .oversized)
        #expect(ColorProfile.problem(in: bomb, format: .png) == "it is over 4 MB")
        let path = try file("bomb.png", bomb)
        var warnings: [String] = []
        let image = try ImageFile.load(path, warnings: &warnings)
        Self.expectPlainPixels(image)
        #expect(warnings == ["\(path): its colour profile is not used (it is over 4 MB); its colours are taken as sRGB"])
    }

    @Test func aProfileJustOverTheCapIsPassedOverAndOneWithinItIsUsed() throws {
        var padded = try ColorProfileTests.displayP3()
        padded += [UInt8](repeating: 0, count: ColorProfile.maxBytes + 1 - padded.count)
        let over = Self.png(before: [Self.iccp(PNGColourKeyTests.storedZlib(padded))])
        #expect(SPNGDecoder.embeddedProfile(over) == .oversized)
        Self.expectPlainPixels(try ImageFile.decode(over, path: "over.png"))
        // 64 KB under the cap: inflated, read and applied.
        padded.removeLast(64 << 10)
        let within = Self.png(before: [Self.iccp(PNGColourKeyTests.storedZlib(padded))])
        #expect(SPNGDecoder.embeddedProfile(within) == .bytes(padded))
        #expect(ColorProfile.problem(in: within, format: .png) == nil)
        let p3 = Self.png(before: [Self.iccp(PNGColourKeyTests.storedZlib(try ColorProfileTests.displayP3()))])
        #expect(try ImageFile.decode(within, path: "within.png") == (try ImageFile.decode(p3, path: "p3.png")), "converted as from Display P3")
    }

    @Test func textsThatInflateToAGigabyteArePassedOverAndTheProfileIsKept() throws {
        let p3 = try ColorProfileTests.displayP3()
        let tagged = try ImageFile.decode(Self.png(before: [Self.iccp(PNGColourKeyTests.storedZlib(p3))]), path: "p3.png")
        #expect(tagged != (try ImageFile.decode(Self.png(), path: "plain.png")), "the profile changes the colours")
        // Before the pixels, beside the profile: the picture decodes again without the text.
        let before = Self.png(before: [Self.zTXt(Self.gigabyteBomb), Self.iccp(PNGColourKeyTests.storedZlib(p3))])
        #expect(SPNGDecoder.embeddedProfile(before) == .bytes(p3))
        let path = try file("text-before.png", before)
        var warnings: [String] = []
        #expect(try ImageFile.load(path, warnings: &warnings) == tagged)
        #expect(warnings.isEmpty, "\(warnings)")
        // After the pixels: libspng stops at the text, and the picture is already whole.
        Self.expectPlainPixels(try ImageFile.decode(Self.png(after: [Self.zTXt(Self.gigabyteBomb)]), path: "text-after.png"))
        // An iTXt, compressed, the same.
        let itxt = PNGColourKeyTests.chunk("iTXt", Array("Comment".utf8) + [0, 1, 0, 0, 0] + Self.gigabyteBomb)
        Self.expectPlainPixels(try ImageFile.decode(Self.png(before: [itxt]), path: "itxt.png"))
    }

    @Test func aJPEGsProfileSegmentsAreNotJoinedPastTheCap() throws {
        let plain = SaveEncoderTests.untagged(try ImageFile.encode(ColorProfileTests.patches(), as: .jpeg(quality: 90)))
        // 65 segments of 65,000 bytes: 4.2 MB together.
        let part = [UInt8](repeating: 7, count: 65_000)
        let length = part.count + 16
        let segments: [UInt8] = (1...65).flatMap { i -> [UInt8] in
            let head: [UInt8] = [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + Array("ICC_PROFILE".utf8)
            return head + [0, UInt8(i), 65] + part
        }
        let tagged: [UInt8] = Array(plain[0..<2]) + segments + Array(plain[2...])
        #expect(ColorProfile.find(in: tagged, format: .jpeg) == .oversized)
        #expect(ColorProfile.embeddedInJPEG(tagged) == nil)
        // 64 of them are within it, joined in order.
        let fewer: [UInt8] = Array(plain[0..<2]) + Array(segments.prefix(64 * (length + 2))) + Array(plain[2...])
        let joined: [UInt8] = Array((0..<64).map { _ in part }.joined())
        #expect(ColorProfile.find(in: fewer, format: .jpeg) == .bytes(joined))
        let path = try file("many-segments.jpg", tagged)
        var warnings: [String] = []
        #expect(try ImageFile.load(path, warnings: &warnings) == (try ImageFile.decode(plain, path: "plain.jpg")))
        #expect(warnings == ["\(path): its colour profile is not used (it is over 4 MB); its colours are taken as sRGB"])
    }

    @Test func aWebPsAndATIFFsProfileOverTheCapAreOnlyMeasured() throws {
        let size = ColorProfile.maxBytes + 2
        func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8(v >> (8 * $0) & 0xFF) } }
        let vp8x: [UInt8] = Array("VP8X".utf8) + le32(10) + [0x20, 0, 0, 0, 3, 0, 0, 3, 0, 0]
        let iccp: [UInt8] = Array("ICCP".utf8) + le32(size) + [UInt8](repeating: 1, count: size)
        let body: [UInt8] = Array("WEBP".utf8) + vp8x + iccp
        let webp: [UInt8] = Array("RIFF".utf8) + le32(body.count) + body
        #expect(ColorProfile.find(in: webp, format: .webp) == .oversized)
        #expect(ColorProfile.problem(in: webp, format: .webp) == "it is over 4 MB")
        // A little-endian TIFF: one directory of one entry, tag 34675 (UNDEFINED) pointing after it.
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        let entry: [UInt8] = le16(34675) + le16(7) + le32(size) + le32(26)
        let directory: [UInt8] = le16(1) + entry + le32(0)
        let tiff: [UInt8] = [0x49, 0x49, 0x2A, 0x00] + le32(8) + directory + [UInt8](repeating: 1, count: size)
        #expect(ColorProfile.find(in: tiff, format: .tiff) == .oversized)
        #expect(ColorProfile.embeddedInTIFF(tiff) == nil)
        let small = Array(tiff.prefix(26 + 1000))
        var within = small
        within.replaceSubrange(14..<18, with: le32(1000))
        #expect(ColorProfile.find(in: within, format: .tiff) == .bytes([UInt8](repeating: 1, count: 1000)))
    }
}
