import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// How a canvas mode ends: another photo or document ends it and the next drag draws; a crop
/// applied goes back to drawing; losing the focus releases whatever a pointer was doing, so the
/// next press starts afresh and no later move carries on the old drag.
@Suite struct ModeLifecycleTests {
    static let green = Color(red: 0x10, green: 0xA0, blue: 0x40)

    /// The mouse at a canvas (photo) point.
    static func at(_ h: Harness, _ p: Point) -> (Int, Int) {
        let w = h.controller.windowPoint(ofCanvas: p)
        return (Int(w.x), Int(w.y))
    }

    /// The mouse at a canvas point, as the platform reports it.
    static func mouse(_ h: Harness, _ p: Point) -> Point {
        let w = at(h, p)
        return Harness.mouse(w.0, w.1)
    }

    /// The mouse pressed at `from` and moved to `to`, not released.
    static func pressAndMove(_ h: Harness, from: Point, to: Point) {
        h.send(.hover(from), .pointerDown(.mouse, from), .pointerMoved(.mouse, to))
    }

    /// A 600x400 green photo on the machine.
    static func greenPhoto(_ h: Harness) -> String {
        let path = h.machine.home + "/green.png"
        h.machine.put(RGBAImage(width: 600, height: 400, fill: green), at: path)
        return path
    }

    /// A drag across the photo at y = 200 adds one stroke with the pen, in its colour.
    static func expectADragDrawsWithThePen(_ h: Harness, _ what: String) {
        let before = h.controller.document.strokes.count
        h.drag([at(h, Point(100, 200)), at(h, Point(300, 200)), at(h, Point(500, 200))])
        #expect(h.controller.mode == .draw, "\(what)")
        #expect(h.controller.document.strokes.count == before + 1, "\(what): the drag draws a stroke")
        #expect(h.controller.document.strokes.last?.tool == .pen, "\(what)")
        let shown = h.shownCanvas, p = h.controller.windowPoint(ofCanvas: Point(300, 200))
        let r = h.controller.canvasRect
        #expect(shown[Int(p.x) - r.x, Int(p.y) - r.y] == PenSettings.default.color, "\(what): the stroke shows")
    }

    @Test func afterACropIsAppliedTheAppDrawsAgainWithTheToolChosenBefore() throws {
        let h = Harness()
        h.press("a")
        h.press("c")
        h.drag([Self.at(h, Point(100, 80)), Self.at(h, Point(500, 330))])
        h.press(.enter)
        #expect(h.controller.document.crop != nil)
        #expect(h.controller.mode == .draw && h.controller.tool == .arrow, "back to the arrow chosen before Crop")
        #expect(h.controller.cropSelection == nil)
    }

    @Test func afterACropAndAnOpenTheFirstDragDrawsAStroke() throws {
        let h = Harness()
        h.press("c")
        h.drag([Self.at(h, Point(100, 80)), Self.at(h, Point(500, 330))])
        h.press(.enter)
        h.open(Self.greenPhoto(h))
        #expect(h.controller.document.crop == nil)
        Self.expectADragDrawsWithThePen(h, "after a crop and an open")
        #expect(h.controller.cropSelection == nil)
    }

    /// Chooses a mode as a person would: its key, or the Hand's button (it has no key).
    static func choose(_ mode: CanvasMode, _ h: Harness) {
        switch mode {
        case .crop: h.press("c")
        case .select: h.press("v")
        case .eyedropper: h.press("i")
        case .hand, .draw: h.click(widget: "tool.hand")
        }
    }

    @Test(arguments: [CanvasMode.crop, .select, .hand, .eyedropper])
    func openingAPhotoEndsTheModeAndTheNextDragDraws(mode: CanvasMode) throws {
        let h = Harness()
        h.drag([Self.at(h, Point(100, 100)), Self.at(h, Point(500, 100))])
        Self.choose(mode, h)
        #expect(h.controller.mode != .draw)
        if mode == .crop { h.drag([Self.at(h, Point(100, 80)), Self.at(h, Point(500, 330))]) }
        if mode == .select { h.drag([Self.at(h, Point(50, 50)), Self.at(h, Point(550, 150))]) }
        h.send(.fileDropped(Self.greenPhoto(h)))
        #expect(h.controller.mode == .draw && h.controller.cropSelection == nil && h.controller.selectedStrokes.isEmpty)
        Self.expectADragDrawsWithThePen(h, "opened in \(mode)")
    }

    @Test func aRestoreEndsTheMode() throws {
        let h = Harness()
        h.press("c")
        h.drag([Self.at(h, Point(100, 80)), Self.at(h, Point(500, 330))])
        h.restore(RestoredSession(id: "s", start: Document(canvas: Canvas(width: 600, height: 400, background: .white, photoPath: nil)),
                                             layer: nil, redos: 0, records: [], damaged: 0, needsFreshJournal: false))
        #expect(h.controller.mode == .draw && h.controller.cropSelection == nil)
    }

    @Test func losingFocusDuringACropDragReleasesTheRectangle() throws {
        let h = Harness()
        h.press("c")
        let a = Self.mouse(h, Point(100, 80))
        let b = Self.mouse(h, Point(300, 200))
        Self.pressAndMove(h, from: a, to: b)
        let first = try #require(h.controller.cropSelection)
        // The window loses the focus; the platform never sends the button's release.
        h.send(.focusLost)
        #expect(h.controller.cropSelection == first, "the rectangle dragged so far stays")
        // A new drag chooses a new rectangle, from where it starts.
        h.drag([Self.at(h, Point(350, 250)), Self.at(h, Point(450, 330))])
        let second = try #require(h.controller.cropSelection)
        #expect(abs(second.x - 350) <= 1 && abs(second.y - 250) <= 1 && abs(second.maxX - 450) <= 1, "\(second)")
    }

    @Test func losingFocusDuringASelectDragKeepsTheMoveAsOneStep() throws {
        let h = Harness()
        h.drag([Self.at(h, Point(100, 100)), Self.at(h, Point(300, 100))])
        h.press("v")
        let grab = Self.mouse(h, Point(200, 100))
        let drop = Self.mouse(h, Point(200, 200))
        Self.pressAndMove(h, from: grab, to: drop)
        h.send(.focusLost)
        let moved = try #require(h.controller.document.strokes.first)
        #expect(abs(moved.points[0].y - 200) < 2, "the move so far is kept")
        #expect(h.controller.document.undoDepth == 2)
        // A later move of the mouse drags nothing.
        h.send(.pointerMoved(.mouse, Self.mouse(h, Point(200, 300))))
        #expect(abs(h.controller.document.strokes[0].points[0].y - 200) < 2)
        #expect(h.controller.document.undoDepth == 2)
    }

    @Test func losingFocusDuringAPanStopsIt() throws {
        let h = Harness()
        for _ in 0..<3 { h.press("=", .control) }
        Self.choose(.hand, h)
        let a = Harness.mouse(400, 300), b = Harness.mouse(420, 310)
        Self.pressAndMove(h, from: a, to: b)
        let centre = Point(450, 300), panned = h.controller.canvasPoint(atWindow: centre)
        #expect(panned.x != 300, "the first drag pans")
        h.send(.focusLost)
        h.send(.pointerMoved(.mouse, Harness.mouse(500, 400)))
        #expect(h.controller.canvasPoint(atWindow: centre) == panned, "a move after the focus went drags nothing")
        // The next press pans from where it starts: 10 window pixels.
        h.drag([(500, 400), (510, 400)])
        let moved = h.controller.canvasPoint(atWindow: centre)
        #expect(abs((panned.x - moved.x) * h.controller.zoom - 10) < 0.01 && moved.y == panned.y, "\(panned) to \(moved) at \(h.controller.zoom)")
    }

    @Test func losingFocusDuringAShapeAddsItAsDrawnSoFar() throws {
        let h = Harness()
        h.press("r")
        let a = Self.mouse(h, Point(100, 100))
        let b = Self.mouse(h, Point(300, 200))
        Self.pressAndMove(h, from: a, to: b)
        h.send(.focusLost)
        let shape = try #require(h.controller.document.strokes.last)
        #expect(shape.tool == .rectangle && shape.points[1].distance(to: Point(300, 200)) < 1.5)
        h.send(.pointerMoved(.mouse, Self.mouse(h, Point(500, 300))))
        #expect(h.controller.document.strokes.count == 1 && h.controller.strokeCounts.live == 0)
    }

    @Test func losingFocusDuringATextEditEndsTheText() throws {
        let h = Harness()
        h.press("t")
        let p = Self.at(h, Point(100, 100))
        h.click(p.0, p.1)
        h.send(.textInput("Hi"))
        h.send(.focusLost)
        #expect(!h.controller.isEditingText)
        #expect(h.controller.document.strokes.last?.text == "Hi")
        // The next click starts another text.
        let q = Self.at(h, Point(300, 300))
        h.click(q.0, q.1)
        #expect(h.controller.isEditingText && h.controller.editedText == "")
    }
}
