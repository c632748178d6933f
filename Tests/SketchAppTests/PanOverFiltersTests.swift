import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Pixelate and blur read the pixels around what they write: a pan over them shows what the
/// same view drawn afresh shows, not a strip filtered from its neighbours' finished pixels.
@Suite struct PanOverFiltersTests {
    @Test(arguments: ["x", "b"])
    func aPanOverAFilterMatchesAFreshView(key: String) throws {
        let h = Harness()
        // A stroke, then the filter over most of the photo, then a stroke over the filter.
        let a = h.window(Point(40, 40)), b = h.window(Point(600, 380))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.press(Character(key))
        let c = h.window(Point(30, 30)), d = h.window(Point(700, 420))
        h.drag([(Int(c.x), Int(c.y)), (Int(d.x), Int(d.y))])
        h.press("p")
        let e = h.window(Point(100, 300)), f = h.window(Point(500, 60))
        h.drag([(Int(e.x), Int(e.y)), (Int(f.x), Int(f.y))])
        #expect(h.controller.document.strokes.count == 3)
        h.press("=", .control)
        h.press("=", .control)
        let area = h.controller.canvasRect
        let centre = Point(Double(area.x + area.width / 2), Double(area.y + area.height / 2))
        h.send(.modifiersChanged([]), .hover(centre), .wheel(dy: -1), .wheel(dy: -1))
        h.send(.modifiersChanged(.shift), .wheel(dy: -1))
        h.send(.modifiersChanged(.space), .pointerDown(.mouse, centre), .pointerMoved(.mouse, Point(centre.x - 70, centre.y + 30)),
               .pointerUp(.mouse, Point(centre.x - 70, centre.y + 30)), .modifiersChanged([]))
        let fresh = Harness()
        fresh.controller.open(document: h.controller.document, photo: Harness.sample)
        fresh.controller.canvas.setViewport(h.controller.canvas.viewport)
        #expect(fresh.controller.capture == h.controller.capture)
    }
}
