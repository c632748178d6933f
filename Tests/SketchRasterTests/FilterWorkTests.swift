import Foundation
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A filter reads only what the pixels it writes need: the blocks holding them (pixelate), or
/// them and the kernel's reach (blur), however large its rectangle; and the pixels are the
/// same as filtering the whole rectangle, and as the blur summed a channel at a time.
@Suite struct FilterWorkTests {
    static func picture(width: Int, height: Int, seed: UInt64 = 3) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        var rng = SplitMix64(seed: seed)
        for i in image.pixels.indices {
            let a = UInt32(rng.int(0..<4) == 0 ? rng.int(0..<256) : 255)
            image.pixels[i] = a << 24 | UInt32(rng.int(0..<256)) << 16 | UInt32(rng.int(0..<256)) << 8 | UInt32(rng.int(0..<256))
        }
        return image
    }

    /// A strip of a big pixelated rectangle reads the strip's block rows, not the rectangle.
    @Test func aPixelatedStripReadsItsBlocksOnly() {
        var image = Self.picture(width: 600, height: 500)
        let rect = IntRect(x: 0, y: 0, width: 600, height: 500), strip = IntRect(x: 0, y: 250, width: 600, height: 10)
        let read = image.averageBlocks(rect, block: 12, writing: strip)
        // Rows 240..<264 hold the blocks of rows 250..<260.
        #expect(read == 600 * 24, "\(read) pixels read for a \(strip.width)x\(strip.height) strip")
        #expect(image.averageBlocks(rect, block: 12, writing: IntRect(x: 590, y: 490, width: 10, height: 10)) <= 24 * 24)
    }

    /// A blurred strip reads the strip and the reach around it, whatever the rectangle's size.
    @Test func aBlurredStripReadsItsReachOnly() {
        var image = Self.picture(width: 600, height: 500)
        let strip = IntRect(x: 100, y: 200, width: 64, height: 8)
        let reach = Int((3 * 5.0).rounded(.up)) + 1
        let read = image.gaussian(IntRect(x: -1_000_000, y: -1_000_000, width: 2_000_000, height: 2_000_000), radius: 5, writing: strip)
        #expect(read == (strip.width + 2 * reach) * (strip.height + 2 * reach), "\(read) pixels read")
    }

    /// Filters piled on one area of a document each read that area (and a blur's reach), never
    /// what lies outside the picture.
    @Test(arguments: [Tool.pixelate, Tool.blur])
    func pilesOfFiltersEachCostThePictureOnly(tool: Tool) {
        let picture = Self.picture(width: 200, height: 120)
        var image = picture
        var read = 0
        for i in 0..<20 {
            let rect = IntRect(x: -50_000 + i, y: -40_000, width: 100_000, height: 80_000)
            read += tool == .blur ? image.gaussian(rect, radius: 4, writing: image.bounds) : image.averageBlocks(rect, block: 10, writing: image.bounds)
        }
        #expect(read <= 20 * 200 * 120 * 2, "\(read) pixels read by 20 filters of a 200x120 picture")
    }

    /// Over a rectangle far larger than the image, the filter is the one over the image alone.
    @Test(arguments: [Tool.pixelate, Tool.blur])
    func aHugeRectangleFiltersAsItsPartInTheImage(tool: Tool) {
        let picture = Self.picture(width: 90, height: 70)
        func filtered(_ rect: IntRect) -> RGBAImage {
            var image = picture
            if tool == .blur { image.gaussian(rect, radius: 3.5, writing: image.bounds) } else { image.averageBlocks(rect, block: 9, writing: image.bounds) }
            return image
        }
        // Pixelate's blocks are aligned to the origin, so the huge one starts at a block's corner.
        #expect(filtered(IntRect(x: -900_000, y: -900_000, width: 2_000_000, height: 2_000_000)).pixels == filtered(picture.bounds).pixels)
    }

    /// The four channels summed side by side are the channels summed one by one, as the blur
    /// was first written (ChannelAtATimeBlur), the second strip past 256 columns included.
    @Test(arguments: [0.8, 2.5, 6, 40])
    func theBlurIsTheChannelAtATimeBlur(radius: Double) {
        let picture = Self.picture(width: 300, height: 90, seed: UInt64(radius * 10))
        let rect = IntRect(x: 7, y: 5, width: 280, height: 71)
        var ours = picture, reference = picture
        ours.gaussian(rect, radius: radius, writing: picture.bounds)
        reference.blurChannelAtATime(rect, radius: radius, writing: picture.bounds)
        #expect(ours.pixels == reference.pixels)
        #expect(ours.pixels != picture.pixels)
    }
}
