import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// PNGs from the parallel encoder are valid PNGs: decoded back by other decoders (SDL2_image's
/// libpng, ImageMagick), every pixel and its alpha come back exactly, with every filter, any
/// number of stripes, and sizes that divide into nothing.
@Suite struct PNGEncoderTests {
    let folder: String
    init() throws { folder = try TestPaths.temporaryFolder("png") }

    /// Photo-like rows with translucent and fully transparent pixels (whose colour PNG keeps too).
    static func picture(width: Int, height: Int, alpha: Bool, seed: UInt64 = 3) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var rng = SplitMix64(seed: seed)
        for i in 0..<image.pixels.count {
            let x = i % width, y = i / width
            let r = UInt32((x * 3 + rng.int(0..<9)) & 255), g = UInt32((y * 2 + rng.int(0..<9)) & 255), b = UInt32(rng.int(0..<256))
            let a: UInt32 = !alpha ? 255 : x % 7 == 0 ? 0 : x % 5 == 0 ? UInt32(rng.int(1..<255)) : 255
            image.pixels[i] = a << 24 | r << 16 | g << 8 | b
        }
        return image
    }

    /// What SDL2_image (libpng, which checks every CRC and zlib's Adler-32) reads back.
    func decodedBySDLImage(_ bytes: [UInt8]) throws -> RGBAImage {
        try ImageFile.decodeWithSDLImage(bytes, format: .png, path: "encoded.png")
    }

    /// IHDR's colour type: 2 for RGB, 6 for RGBA.
    static func colourType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test(arguments: [PNGFilter.none, .sub, .up, .average, .paeth, nil])
    func everyFilterDecodesBackExactly(filter: PNGFilter?) throws {
        for (alpha, threads) in [(true, 1), (true, 3), (false, 2), (false, 5)] {
            // 701x500: about 1.4 MB of scanlines, enough for five stripes of 256 KB.
            let image = Self.picture(width: 701, height: 500, alpha: alpha)
            let png = try PNGEncoder(level: 2, filter: filter, threads: threads).encode(image)
            #expect(Self.colourType(png) == (alpha ? 6 : 2))
            let back = try decodedBySDLImage(png)
            #expect(back == image, "filter \(filter.map { "\($0)" } ?? "adaptive"), \(threads) stripes, alpha \(alpha): \(back.difference(from: image))")
        }
    }

    @Test func stripesAreOneZlibStreamWhateverTheirNumber() throws {
        let image = Self.picture(width: 333, height: 1001, alpha: true)
        let one = try PNGEncoder(level: 1, filter: .up, threads: 1).encode(image)
        for threads in [2, 3, 4] {
            let png = try PNGEncoder(level: 1, filter: .up, threads: threads).encode(image)
            #expect(Self.idatCount(png) == threads, "\(threads) threads")
            #expect(try decodedBySDLImage(png) == image, "\(threads) stripes")
            // Resetting the window at each stripe costs next to nothing.
            #expect(Double(png.count) < Double(one.count) * 1.01, "\(png.count) against \(one.count)")
        }
    }

    @Test(arguments: [(1, 1), (1, 700), (700, 1), (3, 2), (4099, 67)])
    func oddSizes(width: Int, height: Int) throws {
        let image = Self.picture(width: width, height: height, alpha: true, seed: UInt64(width * height))
        for threads in [1, 2] {
            #expect(try decodedBySDLImage(PNGEncoder.standard.with(threads: threads).encode(image)) == image, "\(width)x\(height)")
        }
    }

    @Test func anotherDecoderReadsTheSamePixels() throws {
        let image = Self.picture(width: 640, height: 480, alpha: true)
        let path = folder + "/im.png"
        try ImageFile.writePNG(image, to: path)
        let r = try runProcess("/usr/bin/convert", [path, "-depth", "8", "rgba:-"])
        try #require(r.status == 0, "convert: \(r.stderr)")
        let bytes = [UInt8](r.stdoutData)
        try #require(bytes.count == 640 * 480 * 4)
        var mismatches = 0
        for i in 0..<image.pixels.count {
            let p = image.pixels[i]
            let want = [UInt8(p >> 16 & 255), UInt8(p >> 8 & 255), UInt8(p & 255), UInt8(p >> 24)]
            if Array(bytes[4 * i..<4 * i + 4]) != want { mismatches += 1 }
        }
        #expect(mismatches == 0)
        let check = try runProcess("/usr/bin/identify", ["-verbose", path])
        #expect(check.status == 0 && !check.stderr.contains("CRC") && check.stdout.contains("Geometry: 640x480"), "\(check.stderr)")
    }

    @Test func savesAndExportsGoThroughIt() throws {
        let image = Self.picture(width: 300, height: 200, alpha: false)
        let path = folder + "/saved.png"
        try ImageFile.writePNG(image, to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes == (try PNGEncoder.standard.encode(image)))
        #expect(try ImageFile.load(path) == image)
        // No temporary file of an encoder is left or needed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["saved.png"])
    }

    @Test func progressRisesToOne() throws {
        let reports = Locked<[Double]>([])
        let image = Self.picture(width: 1500, height: 1200, alpha: false)
        let png = try PNGEncoder.standard.with(threads: 3).encode(image) { share in
            reports.update { $0.append(share) }
        }
        #expect(try decodedBySDLImage(png) == image)
        let values = reports.value
        #expect(values.count >= 5, "\(values)")
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 } && values.first! > 0 && values.last == 1, "\(values)")
    }

    static func idatCount(_ png: [UInt8]) -> Int {
        var at = 8, count = 0
        while at + 8 <= png.count {
            let length = Int(png[at]) << 24 | Int(png[at + 1]) << 16 | Int(png[at + 2]) << 8 | Int(png[at + 3])
            if png[at + 4..<at + 8].elementsEqual("IDAT".utf8) { count += 1 }
            at += 12 + length
        }
        return count
    }
}

extension PNGEncoder {
    func with(threads: Int) -> PNGEncoder { var e = self; e.threads = threads; return e }
}
