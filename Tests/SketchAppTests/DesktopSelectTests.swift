import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The Select tool as a desktop drawing app's: a drag from anywhere inside a picked stroke's box
/// moves it, its handles scale it, and the cursor says what a press there does.
@Suite struct DesktopSelectTests {
    /// The mouse at a canvas (photo) point.
    static func at(_ h: Harness, _ p: Point) -> (Int, Int) {
        let w = h.controller.windowPoint(ofCanvas: p)
        return (Int(w.x), Int(w.y))
    }

    /// A rectangle from (200, 100) to (400, 300) on the photo, picked by a click on its left side.
    static func pickedRectangle() -> Harness {
        let h = Harness()
        h.press("r")
        h.drag([at(h, Point(200, 100)), at(h, Point(300, 200)), at(h, Point(400, 300))])
        h.press("v")
        let side = at(h, Point(200, 200))
        h.click(side.0, side.1)
        return h
    }

    /// The pointer resting over window pixel `p`.
    static func hover(_ h: Harness, _ p: (Int, Int)) { h.send(.hover(Harness.mouse(p.0, p.1))) }

    @Test func aDragFromInsideAPickedRectangleMovesItAsOneStep() throws {
        let h = Self.pickedRectangle()
        #expect(h.controller.selectedStrokes == [0])
        let before = h.controller.document.strokes[0], depth = h.controller.document.undoDepth
        // From the middle, 100 photo pixels from every side, 60 right and 40 down.
        let from = Self.at(h, Point(300, 200)), to = Self.at(h, Point(360, 240))
        h.drag([from, ((from.0 + to.0) / 2, (from.1 + to.1) / 2), to])
        let moved = h.controller.document.strokes[0]
        let scale = Double(h.controller.canvasRect.width) / Double(h.controller.document.width)
        let dx = Double(to.0 - from.0) / scale, dy = Double(to.1 - from.1) / scale
        for (a, b) in zip(before.points, moved.points) {
            #expect(abs(b.x - a.x - dx) < 0.01 && abs(b.y - a.y - dy) < 0.01, "\(a) moved to \(b), not by (\(dx), \(dy))")
        }
        #expect(abs(dx - 60) < 2 && abs(dy - 40) < 2)
        #expect(h.controller.document.undoDepth == depth + 1, "one step")
        #expect(h.controller.selectedStrokes == [0], "still picked, no band started")
        h.press("z", .control)
        #expect(h.controller.document.strokes[0] == before, "one undo puts it back")
    }

    @Test func aDragFromOutsideThePickedBoxStillDrawsABand() throws {
        let h = Self.pickedRectangle()
        let before = h.controller.document.strokes
        h.drag([Self.at(h, Point(450, 50)), Self.at(h, Point(550, 350))])
        #expect(h.controller.document.strokes == before, "nothing moved")
        #expect(h.controller.selectedStrokes.isEmpty, "the band picked nothing, so the selection went")
    }

    /// A line drawn inside a picked rectangle: a click on it picks it, a drag from it moves the
    /// rectangle's selection as a drag from anywhere inside does.
    @Test func aClickInsideTheSelectionOnAnotherStrokePicksThatStroke() throws {
        let h = Self.pickedRectangle()
        h.press("l")
        h.drag([Self.at(h, Point(250, 150)), Self.at(h, Point(350, 150))])
        h.press("v")
        let side = Self.at(h, Point(200, 200))
        h.click(side.0, side.1)
        #expect(h.controller.selectedStrokes == [0])
        let depth = h.controller.document.undoDepth
        let line = Self.at(h, Point(300, 150))
        h.click(line.0, line.1)
        #expect(h.controller.selectedStrokes == [1], "the line clicked is picked")
        #expect(h.controller.document.undoDepth == depth, "a click moves nothing")
    }

    @Test func cornerAndSideHandlesScaleTheSelection() throws {
        let h = Self.pickedRectangle()
        let before = h.controller.document.strokes[0]
        let box = try #require(h.controller.selectionBox)
        // The right side's handle, dragged right by the box's width: twice as wide, as tall as before.
        let right = (box.maxX - 1, box.y + box.height / 2)
        h.drag([right, (right.0 + box.width / 2, right.1), (right.0 + box.width, right.1 + 30)])
        let wide = h.controller.document.strokes[0]
        let w0 = before.points[1].x - before.points[0].x, h0 = before.points[1].y - before.points[0].y
        let w1 = wide.points[1].x - wide.points[0].x, h1 = wide.points[1].y - wide.points[0].y
        #expect(abs(w1 / w0 - 2) < 0.1 && abs(h1 - h0) < 0.01, "\(w1 / w0) x \(h1 / h0)")
        #expect(abs(wide.points[0].x - before.points[0].x) < 12, "the left side stays")
        // The top-left corner, dragged up and left: both ways, about the bottom-right corner.
        let box2 = try #require(h.controller.selectionBox)
        h.drag([(box2.x, box2.y), (box2.x - 40, box2.y - 40)])
        let bigger = h.controller.document.strokes[0]
        #expect(bigger.points[0].x < wide.points[0].x - 20 && bigger.points[0].y < wide.points[0].y - 20)
        #expect(abs(bigger.points[1].x - wide.points[1].x) < 6 && abs(bigger.points[1].y - wide.points[1].y) < 6, "the opposite corner stays")
        #expect(h.controller.document.undoDepth == 3, "the rectangle and one step a scale")
    }

    /// Every pickable tool's cursor over the canvas is the one its file declares: the pen's
    /// ring for freehand tools, a crosshair for shapes, an I-beam for text.
    @Test(arguments: Tool.pickable)
    func eachToolShowsTheCursorItDeclares(tool: Tool) throws {
        let h = Harness()
        Self.hover(h, Self.at(h, Point(300, 200)))
        h.press(try #require(tool.key))
        #expect(h.controller.tool == tool && h.controller.mode == .draw)
        let expected: CursorRequest
        switch tool.cursor {
        case .ring: expected = .ring(diameter: tool.strokeWidth(forPen: h.controller.pen), scale: 1)
        case .crosshair: expected = .crosshair
        case .text: expected = .text
        }
        #expect(h.controller.cursor == expected)
        // Over the toolbar, the arrow.
        h.send(.hover(Harness.mouse(5, 5)))
        #expect(h.controller.cursor == .arrow)
    }

    /// The shapes' tools show a crosshair, the freehand ones the pen's ring, text an I-beam:
    /// a tool added later is held to the same rule by its shape.
    @Test func shapesDeclareACrosshairAndFreehandToolsTheRing() {
        for tool in [Tool.rectangle, .arrow, .line, .ellipse, .spotlight, .pixelate, .blur, .marker] {
            #expect(tool.cursor == .crosshair, "\(tool)")
        }
        for tool in [Tool.pen, .highlighter, .eraser] { #expect(tool.cursor == .ring, "\(tool)") }
        #expect(Tool.text.cursor == .text)
        for tool in Tool.pickable {
            let expected: Tool.Cursor = tool.shape == .freehand ? .ring : tool.shape == .text ? .text : .crosshair
            #expect(tool.cursor == expected, "\(tool) shows \(tool.cursor)")
        }
    }

    @Test func theCursorOverASelectionSaysMoveOrResize() throws {
        let h = Self.pickedRectangle()
        let box = try #require(h.controller.selectionBox)
        let cases: [((Int, Int), CursorRequest, String)] = [
            (Self.at(h, Point(300, 200)), .move, "inside the box"),
            ((box.x, box.y), .resize(.diagonalDown), "the top-left handle"),
            ((box.maxX - 1, box.maxY - 1), .resize(.diagonalDown), "the bottom-right handle"),
            ((box.maxX - 1, box.y), .resize(.diagonalUp), "the top-right handle"),
            ((box.x, box.maxY - 1), .resize(.diagonalUp), "the bottom-left handle"),
            ((box.x, box.y + box.height / 2), .resize(.horizontal), "the left side's handle"),
            ((box.maxX - 1, box.y + box.height / 2), .resize(.horizontal), "the right side's handle"),
            ((box.x + box.width / 2, box.y), .resize(.vertical), "the top side's handle"),
            ((box.x + box.width / 2, box.maxY - 1), .resize(.vertical), "the bottom side's handle"),
            (Self.at(h, Point(500, 350)), .arrow, "empty canvas"),
        ]
        for (p, expected, what) in cases {
            Self.hover(h, p)
            #expect(h.controller.cursor == expected, "\(what)")
        }
        // While a move is dragged, the move cursor; while a handle is, its arrows.
        let mid = Self.at(h, Point(300, 200))
        h.send(.hover(Harness.mouse(mid.0, mid.1)), .pointerDown(.mouse, Harness.mouse(mid.0, mid.1)), .pointerMoved(.mouse, Harness.mouse(mid.0 + 300, mid.1)))
        #expect(h.controller.cursor == .move)
        h.send(.pointerUp(.mouse, Harness.mouse(mid.0 + 300, mid.1)))
        // Nothing picked: over a stroke, a move (a press picks and drags it); elsewhere the arrow.
        h.press(.escape)
        let left = try #require(h.controller.document.strokes.first?.points.first)
        #expect(left.x > 300, "it moved right")
        Self.hover(h, Self.at(h, Point(left.x, 200)))
        #expect(h.controller.cursor == .move, "over the moved rectangle's left side")
        Self.hover(h, Self.at(h, Point(left.x + 50, 200)))
        #expect(h.controller.cursor == .arrow, "inside it, but nothing is picked: a press there draws a band")
        Self.hover(h, Self.at(h, Point(100, 350)))
        #expect(h.controller.cursor == .arrow)
    }

    @Test func theEyedropperShowsItsOwnCursorAndAltShowsItInAnyTool() throws {
        let h = Harness()
        Self.hover(h, Self.at(h, Point(300, 200)))
        h.press("i")
        #expect(h.controller.cursor == .eyedropper(scale: 1))
        h.press(.escape)
        h.press("r")
        h.send(.modifiersChanged(.alt), .hover(Harness.mouse(Self.at(h, Point(300, 201)).0, Self.at(h, Point(300, 201)).1)))
        #expect(h.controller.cursor == .eyedropper(scale: 1), "Alt+click takes a colour")
        // Its picture: opaque lines, the hot spot on the pipette's tip.
        let pipette = CursorImage.eyedropper(scale: 1)
        #expect(Color(argb: pipette.image.pixels[pipette.hotY * pipette.image.width + pipette.hotX]).alpha > 100, "the tip is drawn")
        #expect(pipette.hotX < pipette.image.width / 4 && pipette.hotY > pipette.image.height * 3 / 4, "the tip is the bottom left")
    }
}
