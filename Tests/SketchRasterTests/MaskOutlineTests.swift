import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A text's outline grows its glyph mask by a radius, as a brute-force nearest-ink search says.
@Suite struct MaskOutlineTests {
    @Test(arguments: [0.6, 1.5, 3.84, 9.0])
    func growingIsTheBruteForceDistanceToInk(radius: Double) {
        var rng = SplitMix64(seed: UInt64(radius * 100))
        let w = 37, h = 23
        let alpha = (0..<(w * h)).map { _ in rng.int(0..<10) == 0 ? UInt8(rng.int(0..<256)) : 0 }
        let mask = AlphaMask(width: w, height: h, alpha: alpha)
        let grown = MaskOutline.grow(mask, radius: radius)
        let m = MaskOutline.margin(radius: radius)
        #expect(grown.width == w + 2 * m && grown.height == h + 2 * m)
        let inked = (0..<(w * h)).filter { alpha[$0] >= 128 }.map { ($0 % w + m, $0 / w + m) }
        var worst = 0
        for y in 0..<grown.height {
            for x in 0..<grown.width {
                var nearest = Int.max
                for (ix, iy) in inked { nearest = min(nearest, (ix - x) * (ix - x) + (iy - y) * (iy - y)) }
                let d = nearest == Int.max ? Double.infinity : Double(nearest).squareRoot()
                var expected = UInt8((min(max(radius + 0.5 - d, 0), 1) * 255).rounded())
                let mx = x - m, my = y - m
                if mx >= 0, my >= 0, mx < w, my < h { expected = max(expected, alpha[my * w + mx]) }
                worst = max(worst, abs(Int(grown.alpha[y * grown.width + x]) - Int(expected)))
            }
        }
        #expect(worst <= 1, "up to \(worst)/255 from the brute force")
    }

    @Test func aMaskWithNoInkGrowsNothing() {
        let grown = MaskOutline.grow(AlphaMask(width: 5, height: 4, alpha: [UInt8](repeating: 100, count: 20)), radius: 2)
        #expect(grown.alpha.max() == 100, "coverage under half is not ink; only the glyph's own shows")
    }
}
