import Foundation
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension RenderCommandTests {
    /// `"rotation"` and `"flip"` through `sketchpad render`: the output is the oriented size;
    /// the photo (and the crop) is pixel for pixel the unturned render laid on the grid the
    /// other way (a reference that moves pixels by index, not through the app's own orientation
    /// code). Strokes are drawn anew on the turned picture: exactly the mirrored render under
    /// a flip or half turn, and within the rasterizer's rounding of it under a quarter turn.
    @Test func rotationAndFlipRenderTheTurnedPicturePixelForPixel() throws {
        let strokes = """
        {"tool":"pen","color":"#1E88E5FF","width":7,"points":[[40,50],[120,90],[210,60],[330,170]]},
        {"tool":"rectangle","color":"#E53935FF","width":4,"points":[[380,40],[560,190]],"radius":20},
        {"tool":"line","color":"#43A047FF","width":5,"points":[[60,350],[520,260]],"dash":[2,1]},
        {"tool":"ellipse","color":"#FDD835C0","width":6,"points":[[200,200],[380,330]],"fill":"#FDD83560"},
        {"tool":"arrow","color":"#000000FF","width":3,"points":[[560,380],[430,250]],"heads":"both"}
        """
        func render(_ name: String, _ keys: String, strokes: String) throws -> RGBAImage {
            let doc = try write(name + ".sketch", """
            {"format":"sketchpad","version":2,"width":600,"height":400,"photo":"\(TestPaths.samplePhoto)",\(keys)
            "crop":[20,10,590,380],"strokes":[\(strokes)]}
            """)
            let out = folder + "/" + name + ".png"
            let r = try runProcess(TestPaths.sketchpadBinary, ["render", doc, "-o", out])
            try #require(r.status == 0, "\(r.stderr)")
            return try ImageFile.load(out)
        }
        /// Each output pixel (x, y) taken from the upright render at `from(x, y)`.
        func reference(_ a: RGBAImage, swapped: Bool, _ from: (Int, Int, Int, Int) -> (Int, Int)) -> RGBAImage {
            var out = RGBAImage(width: swapped ? a.height : a.width, height: swapped ? a.width : a.height)
            for y in 0..<out.height { for x in 0..<out.width { let (sx, sy) = from(x, y, a.width, a.height); out[x, y] = a[sx, sy] } }
            return out
        }
        let photo = try render("photo", "", strokes: ""), drawn = try render("drawn", "", strokes: strokes)
        #expect(photo.width == 570 && photo.height == 370)
        let cases: [(String, String, Bool, (Int, Int, Int, Int) -> (Int, Int))] = [
            ("right", #""rotation":90,"#, true, { x, y, _, h in (y, h - 1 - x) }),
            ("half", #""rotation":180,"#, false, { x, y, w, h in (w - 1 - x, h - 1 - y) }),
            ("left", #""rotation":270,"#, true, { x, y, w, _ in (w - 1 - y, x) }),
            ("mirror", #""flip":"horizontal","#, false, { x, y, w, _ in (w - 1 - x, y) }),
            ("upside", #""flip":"vertical","#, false, { x, y, _, h in (x, h - 1 - y) }),
            ("transpose", #""rotation":90,"flip":"horizontal","#, true, { x, y, _, _ in (y, x) }),
        ]
        for (name, keys, swapped, from) in cases {
            let turned = try render(name, keys, strokes: ""), expected = reference(photo, swapped: swapped, from)
            #expect(turned.width == expected.width && turned.height == expected.height, "\(name): the oriented size")
            guard turned.width == expected.width, turned.height == expected.height else { continue }
            let differing = (0..<turned.pixels.count).filter { turned.pixels[$0] != expected.pixels[$0] }.count
            #expect(differing == 0, "\(name): \(differing) photo pixels differ from the turned render")
            // With strokes: each drawn again on the turned canvas, so only coverage rounding differs.
            let withStrokes = try render(name + "-drawn", keys, strokes: strokes), drawnTurned = reference(drawn, swapped: swapped, from)
            var total = 0, worst = 0, overOne = 0
            for (a, b) in zip(withStrokes.pixels, drawnTurned.pixels) where a != b {
                for shift in stride(from: 0, to: 32, by: 8) {
                    let d = abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF))
                    total += d; worst = max(worst, d); if d > 1 { overOne += 1 }
                }
            }
            let mae = Double(total) / Double(withStrokes.pixels.count * 4)
            if swapped {
                // Rows become columns: the rasterizer sums coverage along the other axis.
                #expect(mae <= 0.01 && worst <= 4 && overOne <= 100, "\(name): MAE \(mae)/255, worst \(worst), \(overOne) channels off by more than 1")
            } else {
                #expect(total == 0, "\(name): a flip or half turn draws the strokes exactly mirrored (MAE \(mae)/255, worst \(worst))")
            }
        }
    }
}
