import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension RenderCommandTests {
    /// Black text on grey with a box and with an outline, through `sketchpad render`, against
    /// references made from the same text rendered alone: the box is the text's block grown by
    /// 0.25 em (here 12 px) with white at 80 % laid over it, and the outline is white with the
    /// coverage a brute-force distance to the plain text's ink gives (0.08 em + 0.5 − distance).
    @Test func textBackdropsRenderAsTheirReferencesSay() throws {
        func render(_ name: String, _ extra: String) throws -> RGBAImage {
            let doc = try write(name + ".sketch", """
            {"format":"sketchpad","version":2,"width":360,"height":160,"background":"#808080FF","strokes":[
            {"tool":"text","color":"#000000FF","width":48,"points":[[40,40]],"text":"Rapid"\(extra)}]}
            """)
            let out = folder + "/" + name + ".png"
            let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
            try #require(r.status == 0, "\(r.stderr)")
            return try ImageFile.load(out)
        }
        let plain = try render("plain", ""), boxed = try render("boxed", ",\"background\":\"#FFFFFFCC\""),
            outlined = try render("outlined", ",\"outline\":\"#FFFFFFFF\"")
        let grey: UInt8 = 0x80
        // The plain text's coverage, read back from black on grey.
        let ink = plain.pixels.map { p -> Double in 1 - Double(p & 0xFF) / Double(grey) }
        let w = plain.width, h = plain.height

        // The box: every pixel the plain text leaves grey is white at 80 % over grey inside the
        // box and grey outside it; the box starts 12 px above and left of the text's corner.
        let boxGrey = UInt32((Double(grey) * 0.2 + 255 * 0.8).rounded())
        var minX = w, minY = h, maxX = -1, maxY = -1
        for y in 0..<h { for x in 0..<w where boxed.pixels[y * w + x] & 0xFF == boxGrey { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) } }
        #expect(minX == 40 - 12 && minY == 40 - 12, "the box's corner: \(minX), \(minY)")
        var wrong = 0
        for y in 0..<h {
            for x in 0..<w where ink[y * w + x] == 0 {
                let inside = x >= minX && x <= maxX && y >= minY && y <= maxY
                if boxed.pixels[y * w + x] & 0xFF != (inside ? boxGrey : UInt32(grey)) { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels off the box")

        // The outline, by brute force from the plain text's ink (covered by half or more).
        let inked = (0..<(w * h)).filter { ink[$0] >= 0.5 }.map { ($0 % w, $0 / w) }
        let radius = 0.08 * 48
        var total = 0.0, off = 0, count = 0
        for y in 20..<140 {
            for x in 20..<340 {
                var nearest = Int.max
                for (ix, iy) in inked { nearest = min(nearest, (ix - x) * (ix - x) + (iy - y) * (iy - y)) }
                let d = nearest == Int.max ? Double.infinity : Double(nearest).squareRoot()
                let ring = max(min(radius + 0.5 - d, 1), 0)
                // White at the ring's coverage over grey, then the black text over it.
                let under = Double(grey) * (1 - ring) + 255 * ring
                let expected = under * (1 - max(ink[y * w + x], 0))
                let got = Double(outlined.pixels[y * w + x] & 0xFF)
                total += abs(got - expected); count += 1
                if abs(got - expected) > 8 { off += 1 }
            }
        }
        #expect(total / Double(count) <= 0.5, "mean difference \(total / Double(count))/255")
        #expect(Double(off) / Double(count) <= 0.005, "\(off) of \(count) pixels more than 8 off")
        #expect(zip(outlined.pixels, plain.pixels).filter { $0 != $1 }.count > 1_000, "the outline shows")
    }
}
