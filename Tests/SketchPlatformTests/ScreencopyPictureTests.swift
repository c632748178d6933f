@testable import SketchPlatform
import SketchRaster
import Testing

/// The pixels screencopy gives, read in each wl_shm format, upside down when the compositor
/// says so, and the outputs composed where they lie.
struct ScreencopyPictureTests {
    /// One pixel (red 0x12, green 0x34, blue 0x56) as each format stores it, little-endian words.
    @Test(arguments: [
        (ScreencopyPicture.Format.xrgb8888, UInt32(0x0012_3456)), (.argb8888, 0x8012_3456),
        (.xbgr8888, 0x0056_3412), (.abgr8888, 0x8056_3412),
        (.xrgb2101010, 0x0483_4158), (.xbgr2101010, 0x1583_4048),
    ]) func aPixelReadsTheSameInEveryFormat(format: ScreencopyPicture.Format, word: UInt32) {
        let bytes = withUnsafeBytes(of: word.littleEndian) { Array($0) }
        let pixels = bytes.withUnsafeBytes { ScreencopyPicture.pixels($0, format: format, width: 1, height: 1, stride: 4, yInvert: false) }
        #expect(pixels == [0xFF12_3456], "\(String(pixels[0], radix: 16))")
    }

    @Test func rowsPastTheWidthAreSkippedAndYInvertTurnsThemOver() {
        // Two rows of two pixels, a stride of three pixels (the third is padding).
        let words: [UInt32] = [1, 2, 0xDEAD, 3, 4, 0xBEEF]
        let bytes = words.flatMap { w in withUnsafeBytes(of: w.littleEndian) { Array($0) } }
        let upright = bytes.withUnsafeBytes { ScreencopyPicture.pixels($0, format: .xrgb8888, width: 2, height: 2, stride: 12, yInvert: false) }
        let inverted = bytes.withUnsafeBytes { ScreencopyPicture.pixels($0, format: .xrgb8888, width: 2, height: 2, stride: 12, yInvert: true) }
        #expect(upright == [1, 2, 3, 4].map { 0xFF00_0000 | $0 })
        #expect(inverted == [3, 4, 1, 2].map { 0xFF00_0000 | $0 })
    }

    /// A 2×1 output at scale 1 left of a 4×2 output at scale 2 (logically 2×1): the picture is
    /// at scale 2, the first output enlarged.
    @Test func outputsAreComposedAtTheLargestScale() {
        let left = ScreencopyOutput(x: 0, y: 0, logicalSize: (2, 1), scale: 1, width: 2, height: 1, pixels: [0xFF00_0001, 0xFF00_0002])
        let right = ScreencopyOutput(x: 2, y: 0, logicalSize: (2, 1), scale: 2, width: 4, height: 2, pixels: Array(repeating: 0xFF00_0009, count: 8))
        let picture = ScreencopyPicture.compose([left, right])
        #expect(picture.width == 8 && picture.height == 2)
        #expect(Array(picture.pixels[0..<8]) == [1, 1, 2, 2, 9, 9, 9, 9].map { 0xFF00_0000 | $0 })
        #expect(Array(picture.pixels[8..<12]) == [1, 1, 2, 2].map { 0xFF00_0000 | $0 })
    }

    /// A quarter turn (transform 90): the 2×1 buffer reads as a 1×2 column.
    @Test func aTurnedOutputIsTurnedBack() {
        let output = ScreencopyOutput(transform: 1, width: 2, height: 1, pixels: [0xFF00_0001, 0xFF00_0002])
        let picture = ScreencopyPicture.turned(output)
        #expect(picture.width == 1 && picture.height == 2)
        #expect(picture.pixels == [0xFF00_0001, 0xFF00_0002])
    }
}
