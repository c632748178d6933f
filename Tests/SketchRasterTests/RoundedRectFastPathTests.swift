import SketchCore
@testable import SketchRaster
import TestSupport
import Testing

/// A long rounded rectangle (a scroll bar) has its straight stretch blended without the
/// rasterizer: the pixels are the rasterizer's, to the bit.
@Suite struct RoundedRectFastPathTests {
    @Test func longRoundedRectanglesMatchTheirPolygon() throws {
        let painter = WidgetPainter(glyphs: TestGlyphs())
        let background = RGBAImage(width: 120, height: 90, fill: Color(red: 30, green: 90, blue: 160))
        let rects = [IntRect(x: 5, y: 3, width: 6, height: 80), IntRect(x: 2, y: 70, width: 110, height: 6), IntRect(x: 20, y: 20, width: 64, height: 22),
                     IntRect(x: 40, y: 10, width: 9, height: 9), IntRect(x: 90, y: -5, width: 12, height: 70)]
        for r in rects {
            for (color, radius) in [(Color(red: 0x20, green: 0x21, blue: 0x24, alpha: 200), 3), (Color(red: 250, green: 250, blue: 250), 4), (Color(red: 9, green: 200, blue: 9, alpha: 77), 11)] {
                for clip in [background.bounds, IntRect(x: 0, y: 30, width: 120, height: 17)] {
                    var fast = background, polygon = background
                    painter.paint([.rect(r, color, radius: radius)], into: &fast, clip: clip)
                    painter.paintPolygonForTesting(r, radius, color, into: &polygon, clip: clip)
                    #expect(fast == polygon, "\(r) radius \(radius) clip \(clip)")
                    #expect(fast != background || r.intersection(clip).isEmpty)
                }
            }
        }
    }
}
