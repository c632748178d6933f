import SketchCore
import SketchRaster
import Testing

/// Colours as `RGBAImage` pixels hold them.
struct ColorPackingTests {
    @Test("argb packs as 0xAARRGGBB")
    func argb() {
        let c = Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44)
        #expect(c.argb == 0x4411_2233)
        #expect(Color(argb: 0x4411_2233) == c)
        #expect(c.withAlpha(0x99) == Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x99))
    }

    @Test("every colour survives its packing")
    func roundTrip() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let word = UInt32(truncatingIfNeeded: rng.next())
            #expect(Color(argb: word).argb == word)
        }
    }
}
