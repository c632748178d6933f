import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// JPEGs through libjpeg-turbo: the whole picture exactly as SDL2_image's libjpeg gave it, a
/// smaller one at the smallest DCT scale that covers a wanted size (upright sizes, EXIF
/// orientation applied after), files cut short, CMYK, and the header's checks first.
@Suite struct JPEGDecodeTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("jpeg") }

    /// A photo-like picture: gradients, edges and grain, so every DCT coefficient counts.
    static func picture(width: Int, height: Int, seed: UInt64 = 1) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var rng = SplitMix64(seed: seed)
        for y in 0..<height {
            for x in 0..<width {
                let edge = (x / 37 + y / 23) % 2 == 0 ? 60 : 0
                let r = min(255, x * 200 / width + edge + rng.int(0..<20)), g = min(255, y * 180 / height + rng.int(0..<20))
                image[x, y] = Color(red: UInt8(r), green: UInt8(g), blue: UInt8((x + y) % 256))
            }
        }
        return image
    }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// ImageMagick's JPEG of `image` with extra options (sampling, progressive, greyscale, CMYK).
    func convert(_ image: RGBAImage, _ options: [String], name: String) throws -> [UInt8] {
        let png = try file(name + ".png", try ImageFile.encode(image, as: .png))
        let jpeg = folder + "/" + name + ".jpg"
        let r = try runProcess("/usr/bin/convert", [png] + options + [jpeg])
        try #require(r.status == 0, "convert: \(r.stderr)")
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: jpeg)))
    }

    @Test func aWholeDecodeIsExactlyWhatSDLImageGave() throws {
        let image = Self.picture(width: 333, height: 217)
        var cases: [(String, [UInt8])] = [("4:2:0 baseline", try ImageFile.encode(image, as: .jpeg(quality: 90)))]
        cases.append(("4:4:4", try convert(image, ["-quality", "92", "-sampling-factor", "1x1"], name: "444")))
        cases.append(("4:2:2 progressive", try convert(image, ["-quality", "85", "-sampling-factor", "2x1", "-interlace", "JPEG"], name: "prog")))
        cases.append(("greyscale", try convert(image, ["-quality", "90", "-colorspace", "Gray"], name: "grey")))
        for (what, bytes) in cases {
            let ours = try ImageFile.decode(bytes, path: what)
            let sdl = try ImageFile.decodeWithSDLImage(bytes, format: .jpeg, path: what)
            #expect(ours.width == 333 && ours.height == 217, "\(what)")
            #expect(ours == sdl, "\(what): \(ours.difference(from: sdl))")
        }
    }

    @Test func theSmallestScaleThatCoversTheWantedSizeIsDecoded() throws {
        let image = Self.picture(width: 800, height: 600)
        let bytes = try ImageFile.encode(image, as: .jpeg(quality: 92))
        let full = try ImageFile.decode(bytes, path: "p.jpg")
        // wanted size -> (scale, decoded size)
        let cases: [((Int, Int), String, Int, Int)] = [
            ((100, 75), "1/8", 100, 75), ((101, 75), "1/4", 200, 150), ((190, 140), "1/4", 200, 150),
            ((200, 151), "3/8", 300, 225), ((400, 300), "1/2", 400, 300), ((700, 10), "7/8", 700, 525), ((701, 10), "1/1", 800, 600),
            ((800, 600), "1/1", 800, 600), ((5000, 5000), "1/1", 800, 600),
        ]
        for (wanted, scale, w, h) in cases {
            let photo = try ImageFile.decodePhoto(bytes, path: "p.jpg", fitting: (wanted.0, wanted.1))
            #expect(photo.scale.description == scale && photo.image.width == w && photo.image.height == h,
                    "wanted \(wanted): got \(photo.scale), \(photo.image)")
            #expect(photo.fullWidth == 800 && photo.fullHeight == 600)
            guard photo.image.width == w && photo.image.height == h else { continue }
            // The same picture as the whole decode brought down to that size.
            let reference = full.scaled(toWidth: w, height: h)
            let d = photo.image.difference(from: reference)
            #expect(d.meanChannel < 2.5, "wanted \(wanted): \(d)")
        }
        #expect(try ImageFile.decodePhoto(bytes, path: "p.jpg", fitting: nil).image == full)
    }

    /// The wanted size is upright: for a photo stored turned a quarter, the decoder is asked
    /// for the other way round, and the orientation is applied to the smaller picture.
    @Test(arguments: 1...8)
    func orientationIsAppliedAfterScaling(orientation: Int) throws {
        let bytes = try ExifOrientationTests.jpeg(orientation: orientation)
        // Upright 64x48 whatever the orientation; stored 48x64 for 5 to 8.
        let photo = try ImageFile.decodePhoto(bytes, path: "o.jpg", fitting: (16, 12))
        #expect(photo.scale == DecodedPhoto.Scale(1, 4), "orientation \(orientation): \(photo.scale)")
        #expect(photo.image.width == 16 && photo.image.height == 12, "orientation \(orientation): \(photo.image)")
        #expect(photo.fullWidth == 64 && photo.fullHeight == 48)
        for (x, y) in [(2, 2), (13, 2), (2, 9), (13, 9)] {
            let got = photo.image[x, y], want = ExifOrientationTests.upright[x * 4, y * 4]
            let close = abs(Int(got.red) - Int(want.red)) < 50 && abs(Int(got.green) - Int(want.green)) < 50 && abs(Int(got.blue) - Int(want.blue)) < 50
            #expect(close, "orientation \(orientation) at (\(x), \(y)): \(got), want \(want)")
        }
    }

    @Test func aJPEGCutShortStillDecodesSmallerWithTheWarning() throws {
        let full = try ImageFile.encode(Self.picture(width: 640, height: 480), as: .jpeg(quality: 90))
        let path = try file("cut.jpg", Array(full.prefix(full.count / 2)))
        var warnings: [String] = [], kept: [UInt8] = []
        let photo = try ImageFile.loadPhoto(path, fitting: (160, 120), warnings: &warnings, keepingBytes: &kept)
        #expect(photo.image.width == 160 && photo.image.height == 120 && photo.scale == DecodedPhoto.Scale(1, 4))
        #expect(warnings == ["\(path): the JPEG is cut short; the part that was there is shown"])
        #expect(kept.count == full.count / 2)
        // The top, which was there, is the picture; the missing bottom is not.
        let whole = try ImageFile.decodePhoto(full, path: "whole", fitting: (160, 120)).image
        #expect(photo.image.cropped(to: IntRect(x: 0, y: 0, width: 160, height: 30)) == whole.cropped(to: IntRect(x: 0, y: 0, width: 160, height: 30)))
        #expect(photo.image.cropped(to: IntRect(x: 0, y: 110, width: 160, height: 10)) != whole.cropped(to: IntRect(x: 0, y: 110, width: 160, height: 10)))
    }

    /// What follows the end-of-image marker (a phone's trailer, a motion photo's video) is not
    /// the JPEG's: the photo is whole and nothing is said. Stray bytes before a marker, which
    /// libjpeg only warns of, open the photo as every viewer does.
    @Test func bytesAfterTheEndOrStrayBytesBeforeAMarkerAreNoFault() throws {
        let full = try ImageFile.encode(Self.picture(width: 64, height: 48), as: .jpeg(quality: 90))
        let whole = try ImageFile.decodePhoto(full, path: "whole", fitting: nil).image
        let sos = try #require((2..<full.count - 1).first { full[$0] == 0xFF && full[$0 + 1] == 0xDA })
        let cases: [(String, [UInt8])] = [
            ("trailer.jpg", full + Array("ftypmp42 a motion photo's video \u{FF}\u{D8}".utf8) + [0xFF, 0xD8, 0xFF]),
            ("stray.jpg", Array(full[..<sos]) + [0, 0, 0] + Array(full[sos...])),
        ]
        for (name, bytes) in cases {
            let path = try file(name, bytes)
            var warnings: [String] = [], kept: [UInt8] = []
            let photo = try ImageFile.loadPhoto(path, fitting: nil, warnings: &warnings, keepingBytes: &kept)
            #expect(warnings.isEmpty, "\(name): \(warnings)")
            #expect(photo.image == whole, "\(name) decodes whole")
        }
        #expect(ImageHeader.isTruncatedJPEG(Array(full.dropLast(2))), "without its end marker it was cut short")
        #expect(ImageHeader.isTruncatedJPEG(Array(full.prefix(sos + 40)) + [0xFF, 0xD8]), "a scan cut short too")
    }

    @Test func theHeaderIsCheckedBeforeAnyDecoding() throws {
        // A JPEG's start of frame claiming 20000x20000, and nothing after it.
        let bomb: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0x4E, 0x20, 0x4E, 0x20, 1, 1, 0x11, 0]
        #expect(throws: PlatformError.file("bomb.jpg", reason: "refused: it is 20000x20000, over the limit of 16384 px a side")) {
            try ImageFile.decodePhoto(bomb, path: "bomb.jpg", fitting: (100, 100))
        }
        let pgm = Array("P5\n60000 60000\n255\n".utf8) + [UInt8](repeating: 0, count: 64)
        #expect(throws: PlatformError.file("x.jpg", reason: "it is a PGM image, a format Sketchpad does not open (it opens PNG, JPEG, GIF, BMP, WebP, TIFF, HEIC and AVIF files)")) {
            try ImageFile.decodePhoto(pgm, path: "x.jpg", fitting: (100, 100))
        }
        // Past the header, what libjpeg cannot decode gets its own reason: here 12-bit samples.
        var deep = try ImageFile.encode(Self.picture(width: 64, height: 64), as: .jpeg(quality: 90))
        let frame = try #require((2..<deep.count - 1).first { deep[$0] == 0xFF && deep[$0 + 1] == 0xC0 })
        deep[frame + 4] = 12
        #expect(throws: PlatformError.file("d.jpg", reason: "not a readable image: its JPEG data is damaged (Unsupported JPEG data precision 12)")) {
            try ImageFile.decodePhoto(deep, path: "d.jpg", fitting: (10, 10))
        }
    }

    @Test func otherFormatsAreDecodedWholeWithTheirFullSize() throws {
        let image = Self.picture(width: 90, height: 70)
        let photo = try ImageFile.decodePhoto(try ImageFile.encode(image, as: .png), path: "p.png", fitting: (10, 10))
        #expect(photo.image == image && photo.scale == .full && photo.fullWidth == 90 && photo.fullHeight == 70)
    }

    @Test func aCMYKJPEGHasItsColours() throws {
        var image = RGBAImage(width: 64, height: 32, fill: Color(red: 220, green: 30, blue: 30))
        image.fill(IntRect(x: 32, y: 0, width: 32, height: 32), with: Color(red: 30, green: 60, blue: 210))
        let bytes = try convert(image, ["-colorspace", "CMYK", "-quality", "95"], name: "cmyk")
        let decoded = try ImageFile.decode(bytes, path: "cmyk.jpg")
        for (x, want) in [(10, Color(red: 220, green: 30, blue: 30)), (50, Color(red: 30, green: 60, blue: 210))] {
            let got = decoded[x, 16]
            let close = abs(Int(got.red) - Int(want.red)) < 30 && abs(Int(got.green) - Int(want.green)) < 30 && abs(Int(got.blue) - Int(want.blue)) < 30
            #expect(close, "at \(x): \(got), want \(want)")
        }
    }

    @Test func encodedJPEGsDecodeBackClose() throws {
        let image = Self.picture(width: 257, height: 131)
        let bytes = try ImageFile.encode(image, as: .jpeg(quality: 92))
        #expect(bytes.starts(with: [0xFF, 0xD8, 0xFF]) && bytes.suffix(2) == [0xFF, 0xD9])
        let back = try ImageFile.decode(bytes, path: "e.jpg")
        #expect(back.difference(from: image).meanChannel < 4)
    }
}
