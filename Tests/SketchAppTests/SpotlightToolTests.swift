@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The Spotlight tool (G) in the window: a drag keeps its box lit and dims the rest on
/// screen and in what Save view captures; undo takes the dim away.
@Suite struct SpotlightToolTests {
    static func drag(_ h: Harness, _ a: Point, _ b: Point) {
        let p = h.window(a), q = h.window(b)
        h.drag([(Int(p.x), Int(p.y)), (Int((p.x + q.x) / 2), Int((p.y + q.y) / 2)), (Int(q.x), Int(q.y))])
    }

    @Test func aDragDimsEverythingOutsideItsBox() throws {
        let h = Harness()
        let before = h.shownCanvas
        h.press("g")
        #expect(h.controller.tool == .spotlight)
        Self.drag(h, Point(100, 100), Point(300, 250))
        let s = try #require(h.controller.document.strokes.last)
        #expect(s.tool == .spotlight && s.color == Tool.spotlightDim, "60 % black for the opaque default pen")
        let shown = h.shownCanvas
        let inside = h.window(Point(200, 170)), outside = h.window(Point(450, 350))
        let r = h.controller.canvasRect
        func at(_ image: RGBAImage, _ p: Point) -> Color { image[Int(p.x) - r.x, Int(p.y) - r.y] }
        #expect(at(shown, inside) == at(before, inside), "inside is as it was")
        let was = at(before, outside), now = at(shown, outside)
        #expect(abs(Int(now.red) - Int((Double(was.red) * 0.4).rounded())) <= 1 && abs(Int(now.green) - Int((Double(was.green) * 0.4).rounded())) <= 1)
        // What Save view and Copy take is what is shown; the saved picture is the document's.
        #expect(h.controller.capture.difference(from: shown).maxChannel == 0)
        let picture = try h.controller.renderPicture()
        #expect(picture[450, 350] != Harness.sample[450, 350] && picture[200, 170] == Harness.sample[200, 170])
        h.press("z", .control)
        #expect(h.shownCanvas == before, "undo takes the dim away")
    }

    /// A second spotlight lights its own box too: they share one dimming.
    @Test func twoSpotlightsShareOneDim() throws {
        let h = Harness()
        let before = h.shownCanvas
        h.press("g")
        Self.drag(h, Point(50, 50), Point(200, 150))
        let once = h.shownCanvas
        Self.drag(h, Point(350, 200), Point(550, 350))
        let twice = h.shownCanvas
        let r = h.controller.canvasRect
        let second = h.window(Point(450, 280)), away = h.window(Point(300, 380))
        let (sx, sy) = (Int(second.x) - r.x, Int(second.y) - r.y), (ax, ay) = (Int(away.x) - r.x, Int(away.y) - r.y)
        #expect(twice[sx, sy] == before[sx, sy] && once[sx, sy] != before[sx, sy])
        #expect(twice[ax, ay] == once[ax, ay], "never dimmed twice")
    }
}
