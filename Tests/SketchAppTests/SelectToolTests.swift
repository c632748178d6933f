import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The Select tool (V) and Escape, driven through the controller as a user would.
extension ControllerTests {
    /// Draws a line with `tool` between two canvas points.
    private func draw(_ h: Harness, _ tool: Character, _ a: Point, _ b: Point) {
        h.press(tool)
        let p = h.window(a), q = h.window(b)
        h.drag([(Int(p.x), Int(p.y)), (Int((p.x + q.x) / 2), Int((p.y + q.y) / 2)), (Int(q.x), Int(q.y))])
    }

    /// What the document renders at the screen's scale.
    private func rendered(_ h: Harness) -> RGBAImage {
        DocumentRenderer.render(h.controller.document, photo: Harness.sample, scale: Double(h.controller.canvasRect.width) / 600, text: TestGlyphs())
    }

    private var withPanel: Settings {
        var s = Settings()
        s.showSettingsPanel = true
        return s
    }

    private func windowPixel(_ h: Harness, _ p: Point) -> (Int, Int) {
        let w = h.window(p)
        return (Int(w.x), Int(w.y))
    }

    @Test func vPicksTheSelectToolAndTheToolbarShowsIt() throws {
        let h = Harness()
        let over = h.window(Point(300, 200))
        h.send(.hover(over))
        h.press("v")
        #expect(h.controller.mode == .select)
        #expect(h.controller.cursor == .arrow, "an arrow over the canvas, not the pen's ring")
        h.press("p")
        #expect(h.controller.cursor != .arrow)
        #expect(h.controller.mode == .draw)
        h.click(widget: "tool.select")
        #expect(h.controller.mode == .select)
    }

    @Test func aClickSelectsTheTopmostStrokeAndADragMovesItAsOneStep() throws {
        let h = Harness()
        draw(h, "l", Point(100, 100), Point(400, 100))
        draw(h, "l", Point(100, 200), Point(400, 200))
        draw(h, "l", Point(250, 50), Point(250, 300))
        let before = h.controller.document
        h.press("v")
        // Where the vertical line crosses the first: the one drawn last is on top.
        let (cx, cy) = windowPixel(h, Point(250, 100))
        h.click(cx, cy)
        #expect(h.controller.selectedStrokes == [2])
        let (x, y) = windowPixel(h, Point(150, 100))
        h.click(x, y + 1)
        #expect(h.controller.selectedStrokes == [0], "a few screen pixels off the line still picks it")
        // Dragging it: the document changes once, on release.
        let (tx, ty) = windowPixel(h, Point(150, 150))
        h.send(.hover(Harness.mouse(x, y)), .pointerDown(.mouse, Harness.mouse(x, y)))
        h.send(.pointerMoved(.mouse, Harness.mouse((x + tx) / 2, (y + ty) / 2)))
        h.send(.pointerMoved(.mouse, Harness.mouse(tx, ty)))
        #expect(h.controller.document == before, "nothing is edited while dragging")
        #expect(h.shownCanvas[tx - h.controller.canvasRect.x, ty - h.controller.canvasRect.y] == Self.red, "the preview shows it moved")
        h.send(.pointerUp(.mouse, Harness.mouse(tx, ty)))
        let moved = h.controller.document.strokes[0]
        #expect(h.controller.document.undoDepth == before.undoDepth + 1)
        #expect(abs(moved.points[0].y - 150) < 1.5 && abs(moved.points[1].y - 150) < 1.5 && abs(moved.points[0].x - 100) < 1.5)
        #expect(h.controller.document.strokes[1] == before.strokes[1] && h.controller.document.strokes[2] == before.strokes[2])
        // The moved stroke renders as if drawn there, on screen and in what Save captures, with
        // no selection box in the capture.
        #expect(h.controller.capture.difference(from: rendered(h)).maxChannel <= 2)
        h.press("z", .control)
        #expect(h.controller.document.strokes == before.strokes, "one undo puts it back")
        h.press("y", .control)
        #expect(h.controller.document.strokes[0] == moved)
    }

    @Test func theSelectionShowsADashedBoxWithHandlesOnScreenOnly() throws {
        let h = Harness()
        draw(h, "r", Point(200, 100), Point(400, 300))
        let plain = h.shownCanvas
        h.press("v")
        let (x, y) = windowPixel(h, Point(200, 200))
        h.click(x, y)
        #expect(h.controller.selectedStrokes == [0])
        let box = try #require(h.controller.selectionBox)
        let r = h.controller.canvasRect
        let shown = h.shownCanvas
        // A corner handle, 8 px centred on the corner: black rim, white inside.
        #expect(shown[box.x - 4 - r.x, box.y - 4 - r.y] == .black)
        #expect(shown[box.x - r.x, box.y - r.y] == .white)
        #expect(shown.difference(from: plain).maxChannel > 100, "the box shows")
        #expect(h.controller.capture.difference(from: rendered(h)).maxChannel <= 2, "but never in what Save captures")
        h.press(.escape)
        #expect(h.controller.selectedStrokes.isEmpty)
        #expect(h.shownCanvas.difference(from: plain).maxChannel == 0, "Escape deselects and the box goes")
    }

    @Test func aCornerHandleScalesTheSelectionAboutTheOppositeCorner() throws {
        let h = Harness()
        draw(h, "r", Point(100, 100), Point(300, 200))
        let before = h.controller.document.strokes[0]
        h.press("v")
        let (x, y) = windowPixel(h, Point(100, 150))
        h.click(x, y)
        let box = try #require(h.controller.selectionBox)
        let depth = h.controller.document.undoDepth
        // The bottom-right handle dragged to make the box twice as wide and as tall.
        let corner = (box.maxX - 1, box.maxY - 1)
        let target = (box.x + 2 * (corner.0 - box.x), box.y + 2 * (corner.1 - box.y))
        h.drag([corner, ((corner.0 + target.0) / 2, (corner.1 + target.1) / 2), target])
        let scaled = h.controller.document.strokes[0]
        #expect(h.controller.document.undoDepth == depth + 1, "one step")
        let w0 = before.points[1].x - before.points[0].x, w1 = scaled.points[1].x - scaled.points[0].x
        let h0 = before.points[1].y - before.points[0].y, h1 = scaled.points[1].y - scaled.points[0].y
        #expect(abs(w1 / w0 - 2) < 0.1 && abs(h1 / h0 - 2) < 0.1, "\(w1 / w0) x \(h1 / h0)")
        #expect(scaled.points[0].distance(to: before.points[0]) < 12, "the opposite corner stays put")
        #expect(abs(scaled.width / before.width - 2) < 0.1, "the line grows with it")
        #expect(h.controller.capture.difference(from: rendered(h)).maxChannel <= 2)
        h.press("z", .control)
        #expect(h.controller.document.strokes[0] == before)
    }

    @Test func deleteRemovesTheSelectionAndUndoBringsItBack() throws {
        let h = Harness()
        draw(h, "l", Point(100, 100), Point(400, 100))
        draw(h, "p", Point(100, 200), Point(400, 220))
        let before = h.controller.document.strokes
        h.press("v")
        let (x, y) = windowPixel(h, Point(100, 100))
        h.click(x, y)
        h.press(.delete)
        #expect(h.controller.document.strokes == [before[1]])
        #expect(h.controller.capture.difference(from: rendered(h)).maxChannel <= 2)
        let (x2, y2) = windowPixel(h, Point(250, 210))
        h.click(x2, y2)
        h.press(.backspace)
        #expect(h.controller.document.strokes.isEmpty)
        h.press("z", .control)
        h.press("z", .control)
        #expect(h.controller.document.strokes == before)
        #expect(h.controller.capture.difference(from: rendered(h)).maxChannel <= 2)
    }

    @Test func eraserStrokesAreNeverSelected() throws {
        let h = Harness()
        draw(h, "e", Point(100, 100), Point(400, 100))
        h.press("v")
        let (x, y) = windowPixel(h, Point(250, 100))
        h.click(x, y)
        #expect(h.controller.selectedStrokes.isEmpty)
        let (a, b) = windowPixel(h, Point(50, 50)), (c, d) = windowPixel(h, Point(500, 150))
        h.drag([(a, b), (c, d)])
        #expect(h.controller.selectedStrokes.isEmpty)
    }

    @Test func aRubberBandSelectsEveryStrokeItTouchesAndShiftClickTogglesOne() throws {
        let h = Harness()
        draw(h, "l", Point(100, 100), Point(200, 100))
        draw(h, "l", Point(300, 100), Point(500, 100))
        draw(h, "o", Point(100, 250), Point(200, 350))
        h.press("v")
        // From empty canvas over the first line whole and the second's left end only.
        let (a, b) = windowPixel(h, Point(80, 60)), (c, d) = windowPixel(h, Point(320, 140))
        h.drag([(a, b), ((a + c) / 2, (b + d) / 2), (c, d)])
        #expect(h.controller.selectedStrokes == [0, 1], "contained or touched")
        h.send(.modifiersChanged(.shift))
        let (ex, ey) = windowPixel(h, Point(100, 300))
        h.click(ex, ey)
        #expect(h.controller.selectedStrokes == [0, 1, 2])
        let (lx, ly) = windowPixel(h, Point(150, 100))
        h.click(lx, ly)
        #expect(h.controller.selectedStrokes == [1, 2])
        h.send(.modifiersChanged([]))
        // A click on empty canvas lets the selection go.
        let (nx, ny) = windowPixel(h, Point(400, 350))
        h.click(nx, ny)
        #expect(h.controller.selectedStrokes.isEmpty)
    }

    @Test func penChangesRestyleTheSelectionOneStepEach() throws {
        let h = Harness(settings: withPanel)
        draw(h, "r", Point(100, 100), Point(300, 300))
        draw(h, "l", Point(350, 100), Point(550, 100))
        h.press("v")
        let (a, b) = windowPixel(h, Point(50, 50)), (c, d) = windowPixel(h, Point(580, 350))
        h.drag([(a, b), (c, d)])
        #expect(h.controller.selectedStrokes == [0, 1])
        let depth = h.controller.document.undoDepth
        let widths = h.controller.document.strokes.map(\.width)
        h.press("]")
        #expect(h.controller.document.undoDepth == depth + 1)
        #expect(zip(h.controller.document.strokes, widths).allSatisfy { $0.width > $1 })
        h.press("f")
        #expect(h.controller.document.undoDepth == depth + 2)
        #expect(h.controller.document.strokes[0].fill == h.controller.document.strokes[0].color, "the rectangle is filled")
        #expect(h.controller.document.strokes[1].fill == nil, "a line has no fill")
        // A colour slider dragged: one step when it is let go, the colour it was let go at.
        let slider = try #require(h.controller.rect(ofWidget: "settings.green"))
        let sy = slider.y + slider.height / 2
        h.send(.hover(Harness.mouse(slider.x + slider.width / 2, sy)), .pointerDown(.mouse, Harness.mouse(slider.x + slider.width / 2, sy)))
        h.send(.pointerMoved(.mouse, Harness.mouse(slider.x + slider.width * 3 / 4, sy)))
        h.send(.pointerMoved(.mouse, Harness.mouse(slider.maxX - 2, sy)))
        #expect(h.controller.document.undoDepth == depth + 2, "nothing is recorded while the slider is held")
        let onLine = h.window(Point(450, 100)), r = h.controller.canvasRect
        #expect(h.shownCanvas[Int(onLine.x) - r.x, Int(onLine.y) - r.y].green == h.controller.pen.color.green, "but the strokes show the colour as it goes")
        h.send(.pointerUp(.mouse, Harness.mouse(slider.maxX - 2, sy)))
        #expect(h.controller.document.undoDepth == depth + 3, "a slider drag is one step")
        let green = h.controller.pen.color.green
        #expect(green > 0x39)
        #expect(h.controller.document.strokes.allSatisfy { $0.color.green == green })
        #expect(h.controller.capture.difference(from: rendered(h)).maxChannel <= 2)
        h.press("z", .control)
        #expect(h.controller.document.strokes.allSatisfy { $0.color == Self.red })
    }

    @Test func movesDeletesAndRestylesAreJournalledAndRestored() throws {
        let first = Harness()
        draw(first, "l", Point(100, 100), Point(400, 100))
        draw(first, "r", Point(100, 200), Point(300, 300))
        draw(first, "n", Point(500, 300), Point(500, 300))
        first.press("v")
        let (x, y) = windowPixel(first, Point(200, 100)), (tx, ty) = windowPixel(first, Point(220, 140))
        first.drag([(x, y), (tx, ty)])
        first.press("]")
        let (mx, my) = windowPixel(first, Point(500, 300))
        first.click(mx, my)
        first.press(.delete)
        first.press("z", .control)
        first.press("y", .control)
        let records = first.machine.journalled
        #expect(records.contains { if case .replaceMany = $0 { return true } else { return false } })
        #expect(records.contains { if case .remove = $0 { return true } else { return false } })
        let data = records.reduce(Data()) { $0 + SessionJournal.line($1) }
        #expect(try #require(SessionJournal.replay(data)).document == first.controller.document)
        guard case .begin(let canvas)? = records.first else { Issue.record("no begin record"); return }
        let second = Harness(photo: nil)
        second.machine.offer(RestoredSession(id: "20261130-150000", start: Document(canvas: canvas), layer: nil, redos: 0,
                                             records: Array(records.dropFirst()), damaged: 0, needsFreshJournal: false))
        second.controller.offerRestore([SessionSummary(id: "20261130-150000", lastEdit: Date(), strokes: 2, photo: canvas.photoPath)])
        second.click(widget: "restore.20261130-150000")
        #expect(second.controller.document == first.controller.document)
        #expect(second.controller.capture.difference(from: first.controller.capture).maxChannel <= 2)
        second.press("z", .control)
        #expect(second.controller.document.strokes.count == 3, "the removal is undone after the restore")
    }

    @Test(arguments: ["p", "r"] as [Character])
    func escapeCancelsAStrokeOrShapeInProgress(tool: Character) throws {
        let h = Harness()
        let plain = h.shownCanvas
        h.press(tool)
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 250))
        h.send(.hover(a), .pointerDown(.mouse, a), .pointerMoved(.mouse, b))
        #expect(h.shownCanvas.difference(from: plain).maxChannel > 50, "the preview shows")
        h.press(.escape)
        #expect(h.shownCanvas.difference(from: plain).maxChannel == 0, "the preview goes")
        h.send(.pointerMoved(.mouse, a), .pointerUp(.mouse, a))
        #expect(h.controller.document.strokes.isEmpty && !h.controller.document.canUndo)
        #expect(h.machine.journalled.isEmpty, "nothing journalled")
        #expect(h.shownCanvas.difference(from: plain).maxChannel == 0)
    }

    @Test func escapeCancelsFirstThenDeselectsThenClosesThePanel() throws {
        let h = Harness(settings: withPanel)
        draw(h, "l", Point(100, 100), Point(400, 100))
        let drawn = h.controller.document.strokes
        #expect(h.controller.settingsOpen)
        h.press("v")
        let (x, y) = windowPixel(h, Point(200, 100)), (tx, ty) = windowPixel(h, Point(200, 200))
        h.send(.hover(Harness.mouse(x, y)), .pointerDown(.mouse, Harness.mouse(x, y)), .pointerMoved(.mouse, Harness.mouse(tx, ty)))
        h.press(.escape)
        h.send(.pointerUp(.mouse, Harness.mouse(tx, ty)))
        #expect(h.controller.document.strokes == drawn, "a move in progress is cancelled")
        #expect(h.controller.document.undoDepth == 1)
        #expect(h.controller.selectedStrokes == [0] && h.controller.settingsOpen)
        h.press(.escape)
        #expect(h.controller.selectedStrokes.isEmpty && h.controller.settingsOpen)
        h.press(.escape)
        #expect(!h.controller.settingsOpen)
    }
}
