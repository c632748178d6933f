import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Tools borrowed for a moment give the window back as it was: the eyedropper returns to the
/// mode and tool it was chosen from (after a pick, Escape, or I again), and a Space-drag pan
/// leaves the mode alone.
@Suite struct TemporaryModeTests {
    static func at(_ h: Harness, _ p: Point) -> (Int, Int) {
        let w = h.controller.windowPoint(ofCanvas: p)
        return (Int(w.x), Int(w.y))
    }

    /// A click on the photo with the eyedropper on; the pen takes the photo's colour there.
    static func pick(_ h: Harness) throws {
        #expect(h.controller.mode == .eyedropper)
        let p = at(h, Point(200, 150))
        let shown = h.controller.capture[p.0 - h.controller.canvasRect.x, p.1 - h.controller.canvasRect.y]
        h.click(p.0, p.1)
        #expect(h.controller.pen.color == shown.withAlpha(h.controller.pen.color.alpha), "the colour is taken")
    }

    /// Select → I → click: Select again, never the drawing tool chosen before it (a spotlight
    /// here, whose next drag would dim the photo).
    @Test func selectThenTheEyedropperReturnsToSelect() throws {
        let h = Harness()
        h.press("r")
        h.drag([Self.at(h, Point(100, 100)), Self.at(h, Point(300, 250))])
        h.press("g")
        h.press("v")
        h.press("i")
        try Self.pick(h)
        #expect(h.controller.mode == .select, "back to Select")
        #expect(h.controller.cursor != .crosshair)
        // The next drag picks and moves, and draws nothing.
        let strokes = h.controller.document.strokes.count
        h.drag([Self.at(h, Point(100, 175)), Self.at(h, Point(150, 175))])
        #expect(h.controller.document.strokes.count == strokes, "no spotlight was drawn")
        #expect(h.controller.selectedStrokes == [0])
        #expect(abs(h.controller.document.strokes[0].points[0].x - 150) < 2, "the rectangle moved")
    }

    @Test func penThenTheEyedropperReturnsToThePen() throws {
        let h = Harness()
        h.press("p")
        h.press("i")
        try Self.pick(h)
        #expect(h.controller.mode == .draw && h.controller.tool == .pen)
        h.drag([Self.at(h, Point(100, 300)), Self.at(h, Point(300, 300))])
        #expect(h.controller.document.strokes.last?.tool == .pen)
    }

    @Test func rectangleThenTheEyedropperAndEscapeReturnsToTheRectangle() throws {
        let h = Harness()
        h.press("r")
        let colour = h.controller.pen.color
        h.press("i")
        #expect(h.controller.mode == .eyedropper)
        h.press(.escape)
        #expect(h.controller.mode == .draw && h.controller.tool == .rectangle)
        #expect(h.controller.pen.color == colour, "Escape takes no colour")
        #expect(!h.controller.wantsQuit)
        // I again turns it off the same way, from Select too.
        h.press("v")
        h.press("i")
        h.press("i")
        #expect(h.controller.mode == .select)
        h.press("i")
        h.click(widget: "tool.eyedropper")
        #expect(h.controller.mode == .select, "its button too")
    }

    /// A press the eyedropper cannot use (outside the photo) keeps it on; the next pick still
    /// returns to where it was chosen from, not where an earlier use was.
    @Test func theEyedropperReturnsToTheModeItWasLastChosenFrom() throws {
        let h = Harness()
        h.press("v")
        h.press("i")
        h.press(.escape)
        h.press("c")
        h.press(.escape)
        #expect(h.controller.mode == .draw)
        h.press("e")
        h.press("i")
        try Self.pick(h)
        #expect(h.controller.mode == .draw && h.controller.tool == .eraser)
    }

    /// Select → Space-drag → release: the view moved, Select and its selection are as they were.
    @Test func aSpaceDragPanLeavesSelectAsItWas() throws {
        let h = Harness()
        h.press("r")
        h.drag([Self.at(h, Point(200, 100)), Self.at(h, Point(400, 300))])
        h.press("v")
        let side = Self.at(h, Point(200, 200))
        h.click(side.0, side.1)
        #expect(h.controller.selectedStrokes == [0])
        h.press("=", .control)
        h.press("=", .control)
        let viewport = h.controller.canvas.viewport, strokes = h.controller.document.strokes
        let mid = Self.at(h, Point(300, 200))
        let from = Harness.mouse(mid.0, mid.1), to = Harness.mouse(mid.0 - 80, mid.1 - 50)
        // As the platform gives Space: the modifier, then its key.
        h.send(.modifiersChanged(.space), .key(.character(" "), .space), .hover(from))
        #expect(h.controller.cursor == .hand)
        h.send(.pointerDown(.mouse, from), .pointerMoved(.mouse, to), .pointerUp(.mouse, to), .modifiersChanged([]))
        #expect(h.controller.canvas.viewport != viewport, "the view moved")
        #expect(h.controller.document.strokes == strokes, "nothing moved on the picture")
        #expect(h.controller.mode == .select && h.controller.selectedStrokes == [0], "Select, its selection kept")
        #expect(h.controller.cursor == .move, "over the selection's inside again")
        // The next drag from inside moves the selection.
        let inside = Self.at(h, Point(300, 200)), there = Self.at(h, Point(320, 200))
        h.drag([inside, there])
        #expect(abs(h.controller.document.strokes[0].points[0].x - 220) < 2)
    }
}
