import Testing
import SketchCore
import SketchRaster
@testable import SketchApp
import TestSupport

/// The translucent circle that follows a drawing finger, which has no cursor; the mouse shows
/// its ring cursor instead and gets no circle painted into the frame.
struct PenTipTests {
    /// Draws a short horizontal stroke with `id` and gives the frame's pixel a little above its
    /// end (outside the pen's reach, inside the tip's) before the press and while drawing.
    private func pixelAboveTheEnd(drawnWith id: PointerID) -> (before: Color, during: Color, tipShown: Bool) {
        let h = Harness()
        let start = Harness.mouse(h.window(Point(200, 200)))
        let end = Point(start.x + 60, start.y)
        let probe = (x: Int(end.x), y: Int(end.y) - 6)
        h.send(.hover(start))
        let before = h.controller.frame[probe.x, probe.y]
        h.send(.pointerDown(id, start))
        for i in 1...6 { h.send(.pointerMoved(id, Point(start.x + Double(i) * 10, start.y))) }
        let during = h.controller.frame[probe.x, probe.y]
        let tipShown = !h.controller.canvas.live.tipCommands.isEmpty
        h.send(.pointerUp(id, end))
        return (before, during, tipShown)
    }

    /// A finger's circle is in `ControllerTests.penTipIndicatorShowsWhileDrawingButIsNeverSaved`;
    /// the same place around the mouse is left as it was.
    @Test func theMouseDrawsWithItsCursorAlone() {
        let mouse = pixelAboveTheEnd(drawnWith: .mouse), finger = pixelAboveTheEnd(drawnWith: .finger(1))
        #expect(!mouse.tipShown && finger.tipShown)
        #expect(mouse.before == mouse.during, "nothing is painted around the mouse but the stroke")
        #expect(finger.before != finger.during, "the probe is where a finger's circle shows")
    }

    @Test func aPointerTableKeepsOneValueForEachPointerInTheOrderTheyCame() {
        var table = PointerTable<String>()
        table[.finger(2)] = "b"
        table[.mouse] = "m"
        table[.finger(1)] = "a"
        table[.finger(2)] = "B"
        #expect(table.keys == [.finger(2), .mouse, .finger(1)])
        #expect(Array(table.values) == ["B", "m", "a"])
        #expect(table[.finger(3)] == nil && table.count == 3)
        #expect(table.removeValue(forKey: .mouse) == "m")
        #expect(table.removeValue(forKey: .mouse) == nil)
        table[.finger(1)] = nil
        #expect(table.keys == [.finger(2)] && !table.isEmpty)
        table.removeAll()
        #expect(table.isEmpty && table[.finger(2)] == nil)
    }
}
