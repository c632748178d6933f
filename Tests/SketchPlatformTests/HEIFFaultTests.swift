import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// Bad HEIC and AVIF files are refused with a message naming the file and the reason, before
/// any pixel is allocated where their boxes give them away, and never shown half decoded; a
/// colour profile that cannot be used is passed over, saying so once.
@Suite struct HEIFFaultTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("heif-faults") }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func expectRefused(_ name: String, _ bytes: [UInt8], _ reason: String) throws {
        try Self.expectRefused(at: write(name, bytes), name, reason)
    }

    /// The file at `path` does not load: the error names it, and says `reason`.
    static func expectRefused(at path: String, _ name: String, _ reason: String) throws {
        do {
            let image = try ImageFile.load(path)
            Issue.record("\(name) loaded as \(image.width)×\(image.height)")
        } catch let e as PlatformError {
            #expect(e.subject == path && e.description.contains(path), "\(e)")
            #expect(e.reason.contains(reason), "\(e)")
        }
    }

    func tile() throws -> HEIFFixture.Coded {
        let png = try ImageFile.encode(RGBAImage(width: 64, height: 64, fill: Color(red: 30, green: 160, blue: 90)), as: .png)
        return try HEIFFixture.coded(HEIFFixture.encode(png: png, in: folder, name: "tile.heic"))
    }

    @Test func aFileThatClaimsSixtyThousandPixelsASideIsRefusedFromItsBoxes() throws {
        let bomb = HEIFFixture.assemble([try tile()], columns: 1, width: 60000, height: 60000)
        #expect(bomb.count < 2000)
        #expect(ImageHeader.dimensions(bomb)! == (60000, 60000))
        try expectRefused("bomb.heic", bomb, "refused: it is 60000x60000, over the limit of 16384 px a side")
    }

    @Test func aGridThatClaimsMoreThanItsSizeIsRefused() throws {
        // Its ispe says 128 × 64, but the grid would be decoded into 16000 × 9000 (144 MP).
        let bomb = HEIFFixture.assemble([try tile()], columns: 1, width: 16000, height: 9000, ispe: (128, 64))
        try expectRefused("grid-bomb.heic", bomb, "a picture it holds (a tile, a grid, a thumbnail): it is 16000x9000 (144 MP), over the limit of 120 MP")
    }

    @Test func truncatedFilesAreRefused() throws {
        // Grain, so that the coded picture is most of the file.
        var grain = RGBAImage(width: 256, height: 128)
        var random = SplitMix64(seed: 7)
        for i in grain.pixels.indices { grain.pixels[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF }
        let png = try ImageFile.encode(grain, as: .png)
        let heic = try HEIFFixture.encode(png: png, in: folder, name: "whole.heic")
        let avif = try HEIFFixture.encode(png: png, in: folder, name: "whole.avif", ["-p", "chroma=422"])
        for (name, file) in [("cut.heic", heic), ("cut.avif", avif)] {
            let cut = Array(file.prefix(file.count * 2 / 3))
            try expectRefused(name, cut, "file is cut short: it holds \(cut.count) of its \(file.count) bytes")
            // Cut inside its boxes, before the size.
            try expectRefused("early-" + name, Array(file.prefix(60)), "header is cut short or damaged, so its size cannot be checked")
        }
    }

    /// A tile whose coded data is damaged, not cut short: the file's boxes are whole, so only
    /// the decoder can tell.
    @Test func damagedCodedDataIsRefused() throws {
        let coded = try tile()
        // The first unit's length says more than the item holds.
        var overlong = coded
        overlong.data.replaceSubrange(0..<4, with: [0x7F, 0xFF, 0xFF, 0xFF])
        // Every unit's header and payload overwritten, keeping the lengths.
        var scrambled = coded
        var random = SplitMix64(seed: 11)
        var at = 0
        while at + 4 <= scrambled.data.count {
            let length = Int(scrambled.data[at]) << 24 | Int(scrambled.data[at + 1]) << 16 | Int(scrambled.data[at + 2]) << 8 | Int(scrambled.data[at + 3])
            for i in (at + 4)..<min(scrambled.data.count, at + 4 + length) { scrambled.data[i] = UInt8(truncatingIfNeeded: random.next()) }
            at += 4 + length
        }
        for (name, damaged) in [("overlong.heic", overlong), ("scrambled.heic", scrambled)] {
            try expectRefused(name, HEIFFixture.assemble([damaged], columns: 1, width: 64, height: 64), "its HEIC data is damaged")
        }
    }

    /// The tile with a colr box holding `profile` as its ICC profile, opened: the picture and the warnings.
    func openTagged(_ name: String, profile: [UInt8]) throws -> (image: RGBAImage, plain: RGBAImage, warnings: [String], path: String) {
        let coded = try tile()
        let plain = try ImageFile.load(try write("plain-" + name, HEIFFixture.assemble([coded], columns: 1, width: 64, height: 64)))
        let colr = HEIFFixture.box("colr", Array("prof".utf8) + profile)
        let path = try write(name, HEIFFixture.assemble([coded], columns: 1, width: 64, height: 64, properties: [colr]))
        var warnings: [String] = []
        let image = try ImageFile.load(path, warnings: &warnings)
        return (image, plain, warnings, path)
    }

    @Test func aProfileLittleCMSRejectsIsPassedOverSayingSoOnce() throws {
        let junk = (0..<600).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let opened = try openTagged("junk-profile.heic", profile: junk)
        #expect(opened.image == opened.plain, "taken as sRGB")
        #expect(opened.warnings == ["\(opened.path): its colour profile is not used (Little CMS cannot read it); its colours are taken as sRGB"])
    }

    @Test func aProfileOverFourMegabytesIsIgnored() throws {
        var huge = try ColorProfileTests.displayP3()
        huge += [UInt8](repeating: 0, count: (4 << 20) + 1 - huge.count)
        let opened = try openTagged("huge-profile.heic", profile: huge)
        #expect(opened.image == opened.plain, "taken as sRGB")
        #expect(opened.warnings == ["\(opened.path): its colour profile is not used (it is over 4 MB); its colours are taken as sRGB"])
    }
}
