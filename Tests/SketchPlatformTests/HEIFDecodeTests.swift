import Foundation
import SketchApp
import SketchAppLive
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// HEIC and AVIF photos, made here by heif-enc from PNGs or assembled from its coded pictures,
/// open through libheif: recognised by their content, whole (grids too), upright, and
/// with their sizes checked from their boxes first.
@Suite struct HEIFDecodeTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("heif") }

    static func expectPatches(_ image: RGBAImage, tolerance: Int, _ what: String) {
        for (i, c) in ColorProfileTests.colours.enumerated() {
            let p = image[64 * i + 32, 32]
            let off = max(abs(Int(p.red) - Int(c.0)), abs(Int(p.green) - Int(c.1)), abs(Int(p.blue) - Int(c.2)))
            #expect(off <= tolerance, "\(what), patch \(i): \(p), made of \(c)")
        }
    }

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aHEICOpensInItsColoursWhateverItsName() throws {
        let heic = try HEIFFixture.encode(png: ImageFile.encode(ColorProfileTests.patches(), as: .png), in: folder, name: "patches.heic")
        #expect(ImageHeader.format(of: heic) == .heic)
        #expect(ImageHeader.dimensions(heic)! == (384, 64))
        // Named as a PNG: the content decides.
        let image = try ImageFile.load(try write("really-a-heic.png", heic))
        #expect(image.width == 384 && image.height == 64)
        Self.expectPatches(image, tolerance: 8, "HEIC")
        #expect(image.isOpaque)
    }

    @Test func anAVIFOpensInItsColours() throws {
        // libheif 1.15 with libaom 3.6 encodes only 4:2:2 without failing.
        let avif = try HEIFFixture.encode(png: ImageFile.encode(ColorProfileTests.patches(), as: .png), in: folder, name: "patches.avif", ["-p", "chroma=422"])
        #expect(ImageHeader.format(of: avif) == .avif)
        #expect(ImageHeader.dimensions(avif)! == (384, 64))
        let image = try ImageFile.load(try write("patches.avif", avif))
        #expect(image.width == 384 && image.height == 64)
        Self.expectPatches(image, tolerance: 8, "AVIF")
    }

    /// heif-enc pads odd and small pictures into whole coded blocks (a 101 × 77 HEIC is a
    /// 104 × 80 HEVC picture in a grid cropping it; a 1 × 1 one is 64 × 64): what the coded-size
    /// checks allow, so each opens at its size, in its colour.
    @Test func heifEncOutputOfEverySizeOpens() throws {
        let colour = Color(red: 200, green: 90, blue: 40)
        for (width, height) in [(1, 1), (64, 64), (101, 77), (333, 17), (17, 333), (640, 480)] {
            let png = try ImageFile.encode(RGBAImage(width: width, height: height, fill: colour), as: .png)
            for (name, arguments) in [("\(width)x\(height).heic", [String]()), ("\(width)x\(height).avif", ["-p", "chroma=422"])] {
                let file = try HEIFFixture.encode(png: png, in: folder, name: name, arguments)
                let image = try ImageFile.load(try write(name, file))
                #expect(image.width == width && image.height == height, "\(name): \(image.width)×\(image.height)")
                #expect(Self.near(image[width / 2, height / 2], colour, 12), "\(name): \(image[width / 2, height / 2])")
            }
        }
    }

    @Test func theBrandsDecideTheFormat() {
        func ftyp(_ major: String, _ compatible: [String]) -> [UInt8] {
            HEIFFixture.box("ftyp", Array(major.utf8) + HEIFFixture.u32(0) + compatible.flatMap { Array($0.utf8) })
        }
        #expect(ImageHeader.format(of: ftyp("heic", ["mif1", "heic"])) == .heic)
        #expect(ImageHeader.format(of: ftyp("mif1", ["heix"])) == .heic)
        #expect(ImageHeader.format(of: ftyp("msf1", ["hevc"])) == .heic)
        #expect(ImageHeader.format(of: ftyp("avif", ["mif1", "miaf"])) == .avif)
        #expect(ImageHeader.format(of: ftyp("mif1", ["avif"])) == .avif)
        #expect(ImageHeader.format(of: ftyp("avis", [])) == .avif)
        // An MP4 video is no photo.
        #expect(ImageHeader.format(of: ftyp("isom", ["iso2", "mp41"])) == nil)
    }

    /// Tiles of 64 × 64 px, each one colour, coded by heif-enc.
    func tiles(_ colours: [Color]) throws -> [HEIFFixture.Coded] {
        try colours.enumerated().map { i, colour in
            let png = try ImageFile.encode(RGBAImage(width: 64, height: 64, fill: colour), as: .png)
            return try HEIFFixture.coded(HEIFFixture.encode(png: png, in: folder, name: "tile\(i).heic"))
        }
    }

    static let red = Color(red: 220, green: 30, blue: 30), green = Color(red: 30, green: 200, blue: 40), blue = Color(red: 30, green: 40, blue: 220)
    static let white = Color(red: 240, green: 240, blue: 240), black = Color(red: 20, green: 20, blue: 20), yellow = Color(red: 230, green: 220, blue: 40)

    static func near(_ p: Color, _ c: Color, _ tolerance: Int = 10) -> Bool {
        abs(Int(p.red) - Int(c.red)) <= tolerance && abs(Int(p.green) - Int(c.green)) <= tolerance && abs(Int(p.blue) - Int(c.blue)) <= tolerance
    }

    @Test func aGridOfTilesOpensWhole() throws {
        // Three tiles to a row, two rows, the output cropped to 180 × 120 as a phone's is.
        let colours = [Self.red, Self.green, Self.blue, Self.white, Self.black, Self.yellow]
        let file = HEIFFixture.assemble(try tiles(colours), columns: 3, width: 180, height: 120)
        #expect(ImageHeader.dimensions(file)! == (180, 120))
        let image = try ImageFile.load(try write("grid.heic", file))
        #expect(image.width == 180 && image.height == 120)
        for (i, c) in colours.enumerated() {
            let x = min(64 * (i % 3) + 32, 170), y = 64 * (i / 3) + 28
            #expect(Self.near(image[x, y], c), "tile \(i) at (\(x), \(y)): \(image[x, y]), coded as \(c)")
        }
    }

    /// Red on the left, blue on the right: 128 × 64.
    func halves(properties: [[UInt8]] = [], exif: Int? = nil) throws -> RGBAImage {
        let file = HEIFFixture.assemble(try tiles([Self.red, Self.blue]), columns: 2, width: 128, height: 64, properties: properties,
                                        exif: exif.map(HEIFFixture.exif(orientation:)))
        return try ImageFile.load(try write("halves-\(properties.count)-\(exif ?? 0).heic", file))
    }

    @Test func itsOwnRotationIsApplied() throws {
        // irot 1: a quarter turn anticlockwise, so the right half (blue) comes on top.
        let irot = HEIFFixture.box("irot", [1])
        let turned = try halves(properties: [irot])
        #expect(turned.width == 64 && turned.height == 128)
        #expect(Self.near(turned[32, 20], Self.blue) && Self.near(turned[32, 108], Self.red), "\(turned[32, 20]) over \(turned[32, 108])")
        #expect(ImageHeader.dimensions(HEIFFixture.assemble(try tiles([Self.red, Self.blue]), columns: 2, width: 128, height: 64, properties: [irot]))! == (64, 128))
    }

    @Test func itsOwnMirroringIsApplied() throws {
        // imir mode 1 (the amended HEIF standard's reading, which iPhones and libheif follow):
        // left and right change places.
        let mirrored = try halves(properties: [HEIFFixture.box("imir", [1])])
        #expect(mirrored.width == 128 && mirrored.height == 64)
        #expect(Self.near(mirrored[20, 32], Self.blue) && Self.near(mirrored[108, 32], Self.red), "\(mirrored[20, 32]) then \(mirrored[108, 32])")
    }

    @Test func anEXIFOrientationIsAppliedOnlyWithoutItsOwnRotation() throws {
        // EXIF 6: the picture is shown turned a quarter clockwise, the left half (red) on top.
        let exif = try halves(exif: 6)
        #expect(exif.width == 64 && exif.height == 128)
        #expect(Self.near(exif[32, 20], Self.red) && Self.near(exif[32, 108], Self.blue), "\(exif[32, 20]) over \(exif[32, 108])")
        // With irot too (as iPhones write both), only irot turns it: a quarter anticlockwise,
        // blue on top (EXIF's alone would put red there, both would turn it back level).
        let both = try halves(properties: [HEIFFixture.box("irot", [1])], exif: 6)
        #expect(both.width == 64 && both.height == 128)
        #expect(Self.near(both[32, 20], Self.blue) && Self.near(both[32, 108], Self.red), "\(both[32, 20]) over \(both[32, 108])")
    }

    @Test func thePickerUsesTheThumbnailTheFileKeeps() throws {
        let heic = try HEIFFixture.encode(png: ImageFile.encode(ColorProfileTests.patches(), as: .png), in: folder, name: "thumbed.heic", ["-t", "128"])
        let path = try write("thumbed.heic", heic)
        // Its own thumbnail, 128 px wide, not the 384 × 64 photo decoded.
        let kept = try ImageFile.thumbnail(path, side: 96)
        #expect(kept.width == 128, "\(kept.width)×\(kept.height)")
        let small = try PhotoClient.live.thumbnail(path, 96)
        #expect(small.width == 96 && small.height == Int((Double(kept.height) * 0.75).rounded()))
        Self.expectPatches(small.scaled(toWidth: 384, height: 64), tolerance: 16, "thumbnail")
        // Asked larger than it, the photo itself.
        #expect(try ImageFile.thumbnail(path, side: 200).width == 384)
    }
}
