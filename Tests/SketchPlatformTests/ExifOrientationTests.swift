import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// JPEGs of all eight EXIF orientations load upright.
@Suite struct ExifOrientationTests {
    /// The upright picture: 64x48, four coloured quadrants.
    static let upright: RGBAImage = {
        var image = RGBAImage(width: 64, height: 48)
        for y in 0..<48 {
            for x in 0..<64 {
                let c: Color
                switch (x < 32, y < 24) {
                case (true, true): c = Color(red: 230, green: 20, blue: 20)
                case (false, true): c = Color(red: 20, green: 200, blue: 20)
                case (true, false): c = Color(red: 20, green: 20, blue: 230)
                case (false, false): c = Color(red: 240, green: 240, blue: 20)
                }
                image[x, y] = c
            }
        }
        return image
    }()

    /// How a camera stores the upright picture for `orientation`: the inverse of what the tag says to do.
    static func stored(for orientation: Int) -> RGBAImage {
        var image = upright
        // Applying the forward transform enough times gives the inverse (each one has order 1, 2 or 4).
        let order = [1: 1, 2: 2, 3: 2, 4: 2, 5: 2, 6: 4, 7: 2, 8: 4][orientation]!
        for _ in 0..<(order - 1) { image = image.oriented(exif: orientation) }
        return image
    }

    /// A JPEG with an EXIF APP1 segment holding the orientation tag (big-endian TIFF).
    static func jpeg(orientation: Int) throws -> [UInt8] {
        ExifTag.tagged(try ImageFile.encode(stored(for: orientation), as: .jpeg(quality: 95)), orientation: orientation)
    }

    @Test(arguments: 1...8)
    func orientationIsApplied(orientation: Int) throws {
        let bytes = try Self.jpeg(orientation: orientation)
        #expect(ExifOrientation.read(bytes) == orientation)
        let folder = try TestPaths.temporaryFolder("exif")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/o\(orientation).jpg"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let loaded = try ImageFile.load(path)
        #expect(loaded.width == 64 && loaded.height == 48, "orientation \(orientation) loaded as \(loaded.width)x\(loaded.height)")
        for (x, y) in [(8, 8), (56, 8), (8, 40), (56, 40)] {
            let got = loaded[x, y], want = Self.upright[x, y]
            let close = abs(Int(got.red) - Int(want.red)) < 40 && abs(Int(got.green) - Int(want.green)) < 40 && abs(Int(got.blue) - Int(want.blue)) < 40
            #expect(close, "orientation \(orientation) at (\(x), \(y)): \(got), want \(want)")
        }
    }

    @Test func noExifMeansUpright() throws {
        #expect(ExifOrientation.read(try ImageFile.encode(Self.upright, as: .jpeg(quality: 90))) == 1)
        #expect(ExifOrientation.read([0x89, 0x50, 0x4E, 0x47]) == 1)
        #expect(ExifOrientation.read([]) == 1)
    }
}
