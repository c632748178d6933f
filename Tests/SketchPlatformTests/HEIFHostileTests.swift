import Foundation
import SketchCore
@testable import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// HEIF files made to cost far more than their bytes: counts in the boxes that ask for
/// billions of steps, pictures coded far larger than their `ispe` says, grids that list one
/// tile thousands of times. Each is refused from its boxes before any decode, in steps
/// bounded by its bytes, with a message naming the file and the reason.
@Suite struct HEIFHostileTests {
    typealias F = HEIFFixture
    typealias H = HEIFHostileFixture
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("heif-hostile") }

    func expectRefused(_ name: String, _ bytes: [UInt8], _ reason: String) throws {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try HEIFFaultTests.expectRefused(at: path, name, reason)
    }

    /// The refusal `ImageHeader.check` gives, which comes before any decoder is started.
    static func headerRefusal(_ bytes: [UInt8]) -> String? {
        if case .failure(let refusal) = ImageHeader.check(bytes) { return refusal.reason }
        return nil
    }

    func tile(_ name: String = "tile.heic", _ arguments: [String] = []) throws -> F.Coded {
        let png = try ImageFile.encode(RGBAImage(width: 64, height: 64, fill: Color(red: 30, green: 160, blue: 90)), as: .png)
        return try F.coded(F.encode(png: png, in: folder, name: name, arguments))
    }

    static let damaged = "its HEIC header is cut short or damaged, so its size cannot be checked"

    @Test func anIlocOfBillionsOfEmptyExtentsIsRefusedInStepsBoundedByItsBytes() throws {
        let plain = F.assemble([try tile()], columns: 1, width: 64, height: 64)
        var steps = 0
        #expect(HEIFHeader.read(plain, steps: &steps) != nil)
        #expect(steps > 0 && steps < 100, "\(steps) steps for a plain file")
        // 65535 items of 65535 extents, every field 0 bytes wide: 4.3 billion extents in 524 kB.
        let bomb = try H.replacing(["meta", "iloc"], in: plain, with: H.emptyExtents(items: 65535, extents: 65535))
        #expect(bomb.count > 524_000 && bomb.count < 530_000)
        steps = 0
        #expect(HEIFHeader.read(bomb, steps: &steps) == nil)
        #expect(steps <= bomb.count, "\(steps) steps for \(bomb.count) bytes")
        try expectRefused("extents.heic", bomb, Self.damaged)
        // Within libheif's 32 extents an item: 20000 items of 32 empty extents, 660000 steps in 160 kB.
        let many = try H.replacing(["meta", "iloc"], in: plain, with: H.emptyExtents(items: 20000, extents: 32))
        steps = 0
        #expect(HEIFHeader.read(many, steps: &steps) == nil)
        #expect(steps <= many.count, "\(steps) steps for \(many.count) bytes")
        // One empty extent an item is what a box can hold: every item and extent is walked.
        let one = try H.replacing(["meta", "iloc"], in: plain, with: H.emptyExtents(items: 20000, extents: 1))
        steps = 0
        _ = HEIFHeader.read(one, steps: &steps)
        #expect(steps >= 40000 && steps <= one.count, "\(steps) steps for \(one.count) bytes")
    }

    @Test func itemsSharingTheirDataCannotMultiplyTheWalk() throws {
        let config = try tile().config
        // 100000 empty NAL units, the data of each of 2000 items: 200 million units in 420 kB.
        let shared = H.sharedData(config: config, items: 2000, units: 100_000)
        var steps = 0
        #expect(HEIFHeader.read(shared, steps: &steps) == nil)
        // The boxes' walks are bounded by their bytes, the data's by the file's.
        #expect(steps <= 2 * shared.count, "\(steps) steps for \(shared.count) bytes")
        try expectRefused("shared.heic", shared, Self.damaged)
        // Of 2 items, the units are what the file can hold.
        let two = H.sharedData(config: config, items: 2, units: 100_000)
        steps = 0
        #expect(HEIFHeader.read(two)?.refusal == nil)
        _ = HEIFHeader.read(two, steps: &steps)
        #expect(steps >= 200_000 && steps <= 2 * two.count, "\(steps) steps for \(two.count) bytes")
    }

    @Test func associationsAndReferencesCountedPastTheirBoxesAreDamage() throws {
        let plain = F.assemble([try tile()], columns: 1, width: 64, height: 64)
        // ipma: 4 billion entries declared, one there.
        let ipma = F.fullBox("ipma", F.u32(0xFFFF_FFFF) + F.u16(1) + [1, 0x81])
        let associations = try H.replacing(["meta", "iprp", "ipma"], in: plain, with: ipma)
        var steps = 0
        #expect(HEIFHeader.read(associations, steps: &steps) == nil)
        #expect(steps <= associations.count)
        try expectRefused("ipma.heic", associations, Self.damaged)
        // iref: the grid (item 2) made of 65535 tiles, one listed.
        let references = try H.replacing(["meta", "iref"], in: plain, with: F.fullBox("iref", F.box("dimg", F.u16(2) + F.u16(65535) + F.u16(1))))
        steps = 0
        #expect(HEIFHeader.read(references, steps: &steps) == nil)
        #expect(steps <= references.count)
        try expectRefused("iref.heic", references, Self.damaged)
        // A grid made of itself.
        let circle = try H.replacing(["meta", "iref"], in: plain, with: F.fullBox("iref", F.box("dimg", F.u16(2) + F.u16(1) + F.u16(2))))
        try expectRefused("circle.heic", circle, Self.damaged)
    }

    @Test func theWrittenSPSDeclaresItsSizeThroughEmulationPrevention() {
        let sps = H.sps(width: 8192, height: 8192)
        // Runs of zero bits in the profile and in the sizes' exp-Golomb codes.
        #expect((0..<(sps.count - 2)).contains { sps[$0] == 0 && sps[$0 + 1] == 0 && sps[$0 + 2] == 3 })
        let size = HEVCCodedSize.spsSize(sps[...])
        #expect(size?.width == 8192 && size?.height == 8192, "\(String(describing: size))")
    }

    @Test func aGridOfOneTileCodedAt8192ButDeclared64IsRefusedBeforeDecoding() throws {
        let honest = try tile()
        var hostile = honest
        hostile.config = H.hvcC(honest.config, sps: H.sps(width: 8192, height: 8192))
        // 40 × 40 places, every one the same tile: its ispe says 64 × 64, its SPS 8192 × 8192.
        let file = F.assemble([hostile], columns: 40, width: 2560, height: 2560, cells: Array(repeating: 0, count: 1600))
        #expect(file.count < 20_000)
        let reason = "refused: a picture it holds says it is 64×64 px but its HEVC data is coded at 8192×8192 px"
        #expect(Self.headerRefusal(file)?.contains(reason) == true, "\(Self.headerRefusal(file) ?? "not refused")")
        try expectRefused("grid-8192.heic", file, reason)
        // An SPS in the tile's data, which libde265 takes over the hvcC's, counts too.
        var inData = honest
        let sps = H.sps(width: 8192, height: 8192)
        inData.data = F.u32(sps.count) + sps + honest.data
        try expectRefused("data-8192.heic", F.assemble([inData], columns: 1, width: 64, height: 64), reason)
        // Coded in whole blocks, as x265 codes a 102 × 78 tile at 104 × 80: not refused from the header.
        var rounded = honest
        rounded.config = H.hvcC(honest.config, sps: H.sps(width: 104, height: 80))
        (rounded.width, rounded.height) = (102, 78)
        #expect(Self.headerRefusal(F.assemble([rounded], columns: 1, width: 64, height: 64)) == nil)
        // A block more than a 64 × 64 tile needs is refused.
        rounded.config = H.hvcC(honest.config, sps: H.sps(width: 128, height: 64))
        (rounded.width, rounded.height) = (64, 64)
        #expect(Self.headerRefusal(F.assemble([rounded], columns: 1, width: 64, height: 64))?.contains("coded at 128×64 px") == true)
    }

    @Test func anAVIFCodedAt8192ButDeclared64IsRefusedBeforeDecoding() throws {
        let honest = try tile("tile.avif", ["-p", "chroma=422"])
        #expect(honest.type == "av01")
        let header = H.sequenceHeader(width: 8192, height: 8192)
        let size = AV1CodedSize.sequenceHeaderSize(header[2...])
        #expect(size?.width == 8192 && size?.height == 8192)
        let reason = "refused: a picture it holds says it is 64×64 px but its AV1 data is coded at 8192×8192 px"
        var inConfig = honest
        inConfig.config = H.av1C(honest.config, obus: header)
        let file = F.assemble([inConfig], columns: 1, width: 64, height: 64)
        #expect(Self.headerRefusal(file)?.contains(reason) == true, "\(Self.headerRefusal(file) ?? "not refused")")
        try expectRefused("config-8192.avif", file, reason)
        var inData = honest
        inData.data = header + honest.data
        try expectRefused("data-8192.avif", F.assemble([inData], columns: 1, width: 64, height: 64), reason)
        // The honest one, in the same grid, opens.
        let image = try ImageFile.load(folder + "/" + "honest.avif", writing: F.assemble([honest], columns: 1, width: 64, height: 64))
        #expect(image.width == 64 && image.height == 64)
    }

    @Test func aGridCostsWhatItDecodesRepeatsIncluded() throws {
        // One tile declaring 65 × 65 and coded at 128 × 128 (within the rounding), in all
        // 154 × 154 places of a 10000 × 10000 grid (100 MP, as many tiles as it takes to cover
        // it): 388 MP decoded.
        var tile = try tile()
        tile.config = H.hvcC(tile.config, sps: H.sps(width: 128, height: 128))
        (tile.width, tile.height) = (65, 65)
        let file = F.assemble([tile], columns: 154, width: 10000, height: 10000, cells: Array(repeating: 0, count: 154 * 154))
        try expectRefused("repeats.heic", file, "refused: a picture it holds is made of 23716 tiles that decode to 388 MP in all, over the limit of 120 MP")
        // 90 × 90 of them (133 MP) are over the budget too; 80 × 80 (105 MP) are not.
        let over = F.assemble([tile], columns: 90, width: 5850, height: 5850, cells: Array(repeating: 0, count: 90 * 90))
        #expect(Self.headerRefusal(over)?.contains("made of 8100 tiles that decode to 132 MP") == true, "\(Self.headerRefusal(over) ?? "not refused")")
        #expect(Self.headerRefusal(F.assemble([tile], columns: 80, width: 5200, height: 5200, cells: Array(repeating: 0, count: 6400))) == nil)
    }

    @Test func theCodedSizesOfRealFilesAreRead() throws {
        let png = try ImageFile.encode(RGBAImage(width: 101, height: 77, fill: Color(red: 200, green: 90, blue: 40)), as: .png)
        // heif-enc codes a 101 × 77 HEIC as one 102 × 78 tile coded at 104 × 80 (whole 8 × 8
        // blocks), in a grid cropping it.
        let heic = try F.encode(png: png, in: folder, name: "odd.heic")
        let hvcC = try #require(F.properties(heic).first { $0.type == "hvcC" })
        var walk = BoxWalk(0..<1000)
        let coded = HEVCCodedSize.sizes(config: ItemBytes(HeaderBytes(heic), [hvcC.range]), data: ItemBytes(HeaderBytes(heic), []), walk: &walk)
        #expect(coded?.count == 1 && coded?[0].width == 104 && coded?[0].height == 80, "\(String(describing: coded))")
        #expect(HEIFHeader.read(heic)?.refusal == nil)
        // An AVIF says its own size, in the sequence header at the start of its data.
        let avif = try F.encode(png: png, in: folder, name: "odd.avif", ["-p", "chroma=422"])
        let av1 = try F.coded(avif), av1C = try #require(F.properties(avif).first { $0.type == "av1C" })
        let sizes = AV1CodedSize.sizes(config: ItemBytes(HeaderBytes(avif), [av1C.range]), data: ItemBytes(HeaderBytes(av1.data), [0..<av1.data.count]), walk: &walk)
        #expect(sizes?.count == 1 && sizes?[0].width == 101 && sizes?[0].height == 77, "\(String(describing: sizes))")
        #expect(HEIFHeader.read(avif)?.refusal == nil)
    }
}

extension ImageFile {
    /// `bytes` written at `path`, then loaded.
    static func load(_ path: String, writing bytes: [UInt8]) throws -> RGBAImage {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try load(path)
    }
}
