import Foundation
@testable import SketchPlatform
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A PNG whose header, palette or pixel data does not match its CRC is refused, naming the file
/// and the damaged chunk, as libpng refuses it; a damaged ancillary chunk is passed over.
@Suite struct PNGChecksumTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("png-crc") }

    /// `png` with the CRC of its `index`th chunk (0: IHDR) changed in one bit.
    static func damaging(_ png: [UInt8], chunk index: Int) -> [UInt8] {
        let list = PNGChunkList(png)
        var out = png
        out[list.chunks[index].range.upperBound - 1] ^= 0x01
        return out
    }

    /// The 4 × 4 picture of `ProfileCapTests`, its pixel data split over two IDAT chunks.
    static func twoIDATs() -> [UInt8] {
        let png = ProfileCapTests.png()
        let list = PNGChunkList(png)
        let idat = list.chunks[1].range
        let data = Array(png[(idat.lowerBound + 8)..<(idat.upperBound - 4)])
        return Array(png[..<idat.lowerBound]) + PNGColourKeyTests.chunk("IDAT", Array(data.prefix(20)))
            + PNGColourKeyTests.chunk("IDAT", Array(data.dropFirst(20))) + Array(png[idat.upperBound...])
    }

    func expectRefused(_ bytes: [UInt8], named name: String, chunk: String) throws {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try ImageFile.load(path)
            Issue.record("\(name) opened")
        } catch let e as PlatformError {
            #expect(e.subject == path)
            #expect(e.description.contains(path) && e.reason == "not a readable image: its PNG data is damaged (its \(chunk) chunk does not match its checksum)", "\(e)")
        }
    }

    @Test func aDamagedHeaderIsRefused() throws {
        let png = ProfileCapTests.png()
        ProfileCapTests.expectPlainPixels(try ImageFile.decode(png, path: "whole.png"))
        try expectRefused(Self.damaging(png, chunk: 0), named: "header.png", chunk: "IHDR")
        // Its profile is not read either.
        #expect(SPNGDecoder.embeddedProfile(Self.damaging(ProfileCapTests.png(before: [ProfileCapTests.iccp(PNGColourKeyTests.storedZlib(try ColorProfileTests.displayP3()))]), chunk: 0)) == nil)
    }

    @Test func damagedPixelDataIsRefusedInTheLastIDATChunkAndInAnEarlierOne() throws {
        // The only IDAT chunk: libspng checks its CRC only when it reads the chunk after it.
        try expectRefused(Self.damaging(ProfileCapTests.png(), chunk: 1), named: "pixels.png", chunk: "IDAT")
        let two = Self.twoIDATs()
        ProfileCapTests.expectPlainPixels(try ImageFile.decode(two, path: "two.png"))
        try expectRefused(Self.damaging(two, chunk: 1), named: "first.png", chunk: "IDAT")
        try expectRefused(Self.damaging(two, chunk: 2), named: "second.png", chunk: "IDAT")
    }

    @Test func aDamagedPaletteIsRefused() throws {
        let ihdr = PNGColourKeyTests.bigEndian(2) + PNGColourKeyTests.bigEndian(1) + [8, 3, 0, 0, 0]
        let png = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + PNGColourKeyTests.chunk("IHDR", ihdr)
            + PNGColourKeyTests.chunk("PLTE", [255, 0, 0, 0, 0, 255]) + PNGColourKeyTests.chunk("IDAT", PNGColourKeyTests.storedZlib([0, 0, 1]))
            + PNGColourKeyTests.chunk("IEND", [])
        let image = try ImageFile.decode(png, path: "palette.png")
        #expect(image[0, 0] == Color(red: 255, green: 0, blue: 0) && image[1, 0] == Color(red: 0, green: 0, blue: 255))
        try expectRefused(Self.damaging(png, chunk: 1), named: "palette.png", chunk: "PLTE")
    }

    @Test func aDamagedAncillaryChunkIsPassedOver() throws {
        // A gamma of 1.0 would brighten every colour: damaged, it is left out.
        let linear = ProfileCapTests.png(before: [ColorTagTests.gAMA(100000)])
        #expect(try ImageFile.decode(linear, path: "linear.png") != (try ImageFile.decode(ProfileCapTests.png(), path: "plain.png")))
        ProfileCapTests.expectPlainPixels(try ImageFile.decode(Self.damaging(linear, chunk: 1), path: "damaged-gamma.png"))
        // A damaged text after the pixels too.
        let text = PNGColourKeyTests.chunk("tEXt", Array("Comment".utf8) + [0] + Array("hello".utf8))
        ProfileCapTests.expectPlainPixels(try ImageFile.decode(Self.damaging(ProfileCapTests.png(after: [text]), chunk: 2), path: "damaged-text.png"))
    }
}
