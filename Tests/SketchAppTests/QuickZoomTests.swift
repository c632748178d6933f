@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// A zoom that goes on (the wheel, a pinch) is shown by resampling the last exact frame, and
/// drawn exactly once it rests, before a stroke starts, and before Save reads it.
@Suite struct QuickZoomTests {
    /// The sample photo with a stroke, zoomed by Ctrl+wheel notches about a point.
    static func zoomed(notches: [Double]) -> Harness {
        let h = Harness()
        let a = h.window(Point(100, 150)), b = h.window(Point(500, 250))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.send(.hover(h.window(Point(260, 180))), .modifiersChanged(.control))
        for n in notches { h.send(.wheel(dy: n)) }
        // The pointer leaves the canvas: no pen-tip ring over what is compared.
        h.send(.modifiersChanged([]), .hover(Self.away))
        return h
    }

    static let away = Point(2, 2)

    /// The same document and view drawn afresh.
    static func fresh(like h: Harness) -> Harness {
        let fresh = Harness()
        fresh.controller.open(document: h.controller.document, photo: Harness.sample)
        fresh.controller.viewChanged(fresh.controller.canvas.setViewport(h.controller.canvas.viewport))
        _ = fresh.controller.render()
        return fresh
    }

    /// The share of pixels whose channels are all within `tolerance` of the other picture's.
    static func alike(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int) -> Double {
        guard a.width == b.width, a.height == b.height else { return 0 }
        let close = zip(a.pixels, b.pixels).filter { p, q in
            [0, 8, 16].allSatisfy { abs(Int(p >> UInt32($0) & 0xFF) - Int(q >> UInt32($0) & 0xFF)) <= tolerance }
        }.count
        return Double(close) / Double(a.pixels.count)
    }

    @Test func wheelZoomShowsAQuickFrameThenTheExactViewOnceItRests() throws {
        let h = Self.zoomed(notches: [1, 1, 1])
        let exact = Self.fresh(like: h).shownCanvas
        #expect(h.controller.nextDeadline == h.machine.clock + SketchController.zoomSettleDelay, "a rest is waited for")
        #expect(h.shownCanvas != exact, "while zooming, a quick frame")
        #expect(Self.alike(h.shownCanvas, exact, tolerance: 48) > 0.9, "which looks like the view")
        h.machine.clock += SketchController.zoomSettleDelay / 2
        h.send()
        #expect(h.shownCanvas != exact, "not yet at rest")
        h.machine.clock += SketchController.zoomSettleDelay
        h.send()
        #expect(h.shownCanvas == exact, "at rest, drawn exactly")
        #expect(h.controller.nextDeadline == nil)
    }

    @Test func zoomingOutQuicklyFillsWhatTheLastExactFrameDidNotShow() throws {
        let h = Self.zoomed(notches: [1, 1, 1, 1, 1, 1])
        h.machine.clock += 1
        h.send()
        let shown = h.controller.zoom
        h.send(.hover(h.window(Point(260, 180))), .modifiersChanged(.control), .wheel(dy: -1), .wheel(dy: -1), .wheel(dy: -1),
               .modifiersChanged([]), .hover(Self.away))
        #expect(h.controller.zoom < shown / 1.9)
        let exact = Self.fresh(like: h).shownCanvas
        #expect(h.shownCanvas != exact)
        #expect(Self.alike(h.shownCanvas, exact, tolerance: 48) > 0.9, "the edges from the small picture of the whole canvas")
        h.machine.clock += 1
        h.send()
        #expect(h.shownCanvas == exact)
    }

    @Test func saveAndANewStrokeDuringAZoomUseTheExactView() throws {
        let h = Self.zoomed(notches: [1, 1])
        #expect(h.controller.capture == Self.fresh(like: h).controller.capture, "Save captures the exact view")
        let k = Self.zoomed(notches: [1, 1])
        let c = k.controller.windowPoint(ofCanvas: Point(250, 150)), d = k.controller.windowPoint(ofCanvas: Point(300, 200))
        k.drag([(Int(c.x), Int(c.y)), (Int(d.x), Int(d.y))])
        k.send(.hover(Self.away))
        #expect(k.controller.document.strokes.count == 2)
        #expect(k.shownCanvas == Self.fresh(like: k).shownCanvas, "a stroke is drawn on the exact view")
    }

    @Test func aSelectionDraggedDuringAZoomIsShownOnTheExactView() throws {
        let h = Self.zoomed(notches: [1, 1])
        #expect(h.controller.canvas.isSettling)
        h.press("v")
        let on = h.controller.windowPoint(ofCanvas: Point(300, 200)), to = h.controller.windowPoint(ofCanvas: Point(300, 260))
        let (x, y, tx, ty) = (Int(on.x), Int(on.y), Int(to.x), Int(to.y))
        h.send(.hover(Harness.mouse(x, y)), .pointerDown(.mouse, Harness.mouse(x, y)))
        h.send(.pointerMoved(.mouse, Harness.mouse(x, (y + ty) / 2)), .pointerMoved(.mouse, Harness.mouse(tx, ty)))
        #expect(h.controller.selectedStrokes == [0])
        #expect(!h.controller.canvas.isSettling, "the zoom is drawn exactly before the drag starts")
        let r = h.controller.canvasRect
        #expect(h.shownCanvas[tx - r.x, ty - r.y] == ControllerTests.red, "the drag shows the stroke where it is moved")
        #expect(h.shownCanvas[x - r.x, y - r.y] != ControllerTests.red, "and no longer where it was")
    }

    /// A clear, an undo and a redo during a zoom work on the exact view of the document as it
    /// was before each: the clear undone shows the stroke again, the redo adds nothing twice.
    @Test func editsDuringAZoomUndoToWhatWasShown() throws {
        let h = Self.zoomed(notches: [1, 1])
        #expect(h.controller.canvas.isSettling)
        h.controller.clear()
        #expect(h.controller.document.strokes.isEmpty)
        h.press("z", .control)
        h.send(.hover(Self.away))
        #expect(h.controller.document.strokes.count == 1)
        #expect(h.shownCanvas == Self.fresh(like: h).shownCanvas, "the clear undone shows the stroke")
        let k = Self.zoomed(notches: [1, 1])
        k.press("z", .control)
        let zoomAgain = k.window(Point(260, 180))
        k.send(.hover(zoomAgain), .modifiersChanged(.control), .wheel(dy: 1), .modifiersChanged([]), .hover(Self.away))
        #expect(k.controller.canvas.isSettling)
        k.press("y", .control)
        k.send(.hover(Self.away))
        #expect(k.controller.document.strokes.count == 1)
        #expect(k.shownCanvas == Self.fresh(like: k).shownCanvas, "the redone stroke is drawn once")
    }
}
