import Foundation
import SketchRaster
@testable import SketchPlatform
import TestSupport
import Testing

/// A plain HEVC picture decodes through libde265 directly (`HEIFDecoder.decodeHEVC`, on every
/// core) into exactly the pixels libheif makes of it; whatever libheif would treat otherwise is
/// left to libheif.
@Suite struct HEIFDirectDecodeTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("heif-direct") }

    /// Every pixel different from its neighbours, so each chroma sample and rounding shows.
    static func noise(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var seed: UInt32 = 12345
        for i in 0..<image.pixels.count {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            image.pixels[i] = 0xFF00_0000 | seed >> 8
        }
        return image
    }

    func libheifPicture(_ bytes: [UInt8]) throws -> RGBAImage {
        try HEIFDecoder.withPrimary(bytes, format: .heic, path: "noise.heic") { handle in
            try HEIFDecoder.decodeThroughLibheif(handle, width: 256, height: 192, format: .heic, path: "noise.heic")
        }
    }

    @Test func aPlainPictureDecodesToLibheifsOwnPixels() throws {
        let heic = try HEIFFixture.encode(png: ImageFile.encode(Self.noise(width: 256, height: 192), as: .png), in: folder, name: "noise.heic")
        let item = try #require(HEVCItem.read(heic))
        #expect(item.width == 256 && item.height == 192)
        let direct = try #require(HEIFDecoder.decodeHEVC(heic, item: item))
        let libheif = try libheifPicture(heic)
        let differing = zip(direct.pixels, libheif.pixels).filter { $0 != $1 }.count
        #expect(direct.width == 256 && direct.height == 192 && differing == 0, "\(differing) pixels differ")
        // And the app's loader gives the same.
        #expect(try ImageFile.load(folder + "/noise.heic") == libheif)
    }

    @Test func fourFourFourChromaIsLeftToLibheif() throws {
        let png = try ImageFile.encode(Self.noise(width: 256, height: 192), as: .png)
        let heic = try HEIFFixture.encode(png: png, in: folder, name: "full-chroma.heic", ["-p", "chroma=444"])
        let item = try #require(HEVCItem.read(heic))
        #expect(HEIFDecoder.decodeHEVC(heic, item: item) == nil)
        #expect(try ImageFile.load(folder + "/full-chroma.heic") == libheifPicture(heic))
    }

    @Test func aGridIsLeftToLibheif() throws {
        // heif-enc stores a picture whose sides are not whole coded blocks as a grid cropping it.
        let heic = try HEIFFixture.encode(png: ImageFile.encode(Self.noise(width: 101, height: 77), as: .png), in: folder, name: "odd.heic")
        #expect(HEVCItem.read(heic) == nil)
        let image = try ImageFile.load(folder + "/odd.heic")
        #expect(image.width == 101 && image.height == 77)
    }
}
