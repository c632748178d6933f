@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A pan moves the window's pixels of the canvas rather than copying the canvas again; what is
/// drawn over the canvas (scroll bars, the zoom, a message) must not be dragged along.
@Suite struct PanFrameTests {
    /// The frame as a full repaint draws it.
    static func repainted(_ h: Harness) -> RGBAImage {
        h.controller.invalidateAll()
        _ = h.controller.render()
        return h.controller.frame
    }

    @Test func pannedFramesEqualAFullRepaintWithWidgetsAndAMessageOverTheCanvas() throws {
        let h = Harness()
        let a = h.window(Point(100, 150)), b = h.window(Point(500, 250))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.controller.zoom(to: 3, about: h.window(Point(300, 200)))
        h.controller.showToast("A message over the canvas", isError: false)
        let start = Point(450, 300)
        h.send(.hover(start), .modifiersChanged(.space), .pointerDown(.mouse, start))
        // One move a frame, then several in one frame, as a busy event loop takes them.
        var p = start
        for step in [Point(-7, -4), Point(-11, 3), Point(5, -9)] {
            p = p + step
            let rects = h.send(.pointerMoved(.mouse, p))
            #expect(rects.contains(h.controller.canvasRect), "the moved canvas is presented whole")
            let drawn = h.controller.frame
            #expect(drawn == Self.repainted(h), "after a move by \(step)")
        }
        h.send(.pointerMoved(.mouse, p + Point(13, 6)), .pointerMoved(.mouse, p + Point(4, 17)), .pointerMoved(.mouse, p + Point(-20, 2)))
        let drawn = h.controller.frame
        #expect(drawn == Self.repainted(h), "after three moves in one frame")
        h.send(.pointerUp(.mouse, p), .modifiersChanged([]))
    }
}
