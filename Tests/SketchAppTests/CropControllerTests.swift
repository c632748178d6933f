import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The Crop mode through input events: a drag chooses a rectangle, Enter keeps it, and Save,
/// Export and Copy then hold just that part; undo, redo, the journal and a restore follow it.
@Suite struct CropControllerTests {
    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    /// The mouse at a canvas (photo) point.
    static func at(_ h: Harness, _ p: Point) -> (Int, Int) {
        let w = h.controller.windowPoint(ofCanvas: p)
        return (Int(w.x), Int(w.y))
    }

    /// Draws a red line from (100, 100) to (500, 300) and crops to about (150, 80)–(450, 330).
    static func drawAndCrop(_ h: Harness) {
        h.drag([at(h, Point(100, 100)), at(h, Point(500, 300))])
        h.press("c")
        h.drag([at(h, Point(150, 80)), at(h, Point(300, 200)), at(h, Point(450, 330))])
        h.press(.enter)
    }

    @Test func enterKeepsTheRectangleDraggedSnappedToWholePhotoPixels() throws {
        let h = Harness()
        h.press("c")
        #expect(h.controller.mode == .crop)
        let a = Self.at(h, Point(150, 80)), b = Self.at(h, Point(450, 330))
        h.drag([a, (a.0 + 40, a.1 + 30), b])
        let start = h.controller.canvasPoint(atWindow: Harness.mouse(a.0, a.1)), end = h.controller.canvasPoint(atWindow: Harness.mouse(b.0, b.1))
        let chosen = try #require(h.controller.cropSelection)
        #expect(chosen == IntRect(x: Int(start.x.rounded()), y: Int(start.y.rounded()),
                                  width: Int(end.x.rounded()) - Int(start.x.rounded()), height: Int(end.y.rounded()) - Int(start.y.rounded())))
        #expect(h.controller.document.crop == nil, "nothing is cropped before Enter")
        h.press(.enter)
        #expect(h.controller.document.crop == chosen && h.controller.cropSelection == nil)
        #expect(h.controller.toastText == "Cropped to \(chosen.width)×\(chosen.height) px (undo brings the rest back)")
        // The view shows only the part kept, fitted: its corners are the crop's.
        let r = h.controller.canvasRect
        #expect(abs(Double(r.width) / Double(r.height) - Double(chosen.width) / Double(chosen.height)) < 0.02)
        #expect(h.controller.canvasPoint(atWindow: Point(Double(r.x), Double(r.y))).distance(to: Point(Double(chosen.x), Double(chosen.y))) < 1e-6)
        #expect(r.width == chosen.width && r.height == chosen.height, "fitted: a part kept that fits shows at 100 %")
        // Dragged past the photo, a rectangle stops at its edges.
        h.controller.undo()
        h.press("c")
        let from = Self.at(h, Point(-30, 50)), to = Self.at(h, Point(300, 450))
        h.drag([from, to])
        let top = Int(h.controller.canvasPoint(atWindow: Harness.mouse(from.0, from.1)).y.rounded())
        let right = Int(h.controller.canvasPoint(atWindow: Harness.mouse(to.0, to.1)).x.rounded())
        #expect(h.controller.cropSelection == IntRect(x: 0, y: top, width: right, height: 400 - top))
        #expect(abs(top - 50) <= 1 && abs(right - 300) <= 1)
    }

    @Test func saveSaveViewAndCopyKeepJustThePartKept() throws {
        let h = Harness()
        Self.drawAndCrop(h)
        let crop = try #require(h.controller.document.crop)
        let stroke = h.controller.document.strokes[0]
        h.machine.clock += 10
        h.send()
        let view = h.shownCanvas
        // Save view: the view, which is the part kept, fitted.
        h.press("s", [.control, .alt])
        h.controller.waitForBackgroundWork()
        let saved = try #require(h.machine.image(at: h.machine.picturesFolder + "/sample-edited-20261129-130509-view.png"))
        #expect(saved.width == h.controller.canvasRect.width && saved.height == h.controller.canvasRect.height && saved == view)
        // Save: the part kept at the photo's own pixels, the stroke where it was drawn.
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let exported = try #require(h.machine.image(at: h.machine.picturesFolder + "/sample-edited-20261129-130509.png"))
        #expect(exported.width == crop.width && exported.height == crop.height)
        #expect(h.controller.toastText == "Saved the cropped picture (\(crop.width)×\(crop.height)) to \(h.machine.picturesFolder)/sample-edited-20261129-130509.png")
        let photo = Harness.sample, reach = stroke.bounds
        var compared = 0, differ = 0
        for y in 0..<crop.height {
            for x in 0..<crop.width {
                let px = x + crop.x, py = y + crop.y
                guard Double(px) + 1 < reach.minX || Double(px) > reach.maxX || Double(py) + 1 < reach.minY || Double(py) > reach.maxY else { continue }
                compared += 1
                if exported[x, y] != photo[px, py] { differ += 1 }
            }
        }
        #expect(compared > 10_000 && differ == 0, "\(differ) of \(compared) pixels are not the photo's")
        for p in stroke.points.dropFirst().dropLast() where crop.contains(p) {
            #expect(exported[Int(p.x) - crop.x, Int(p.y) - crop.y] == Self.red, "at \(p)")
        }
        // Copy: as Save captures it.
        h.press("c", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.clipboard.last == saved)
    }

    @Test func undoBringsTheWholePhotoBackAndRedoTheCrop() throws {
        let h = Harness()
        h.drag([Self.at(h, Point(100, 100)), Self.at(h, Point(500, 300))])
        let whole = h.controller.canvasRect, shown = h.shownCanvas
        h.press("c")
        h.drag([Self.at(h, Point(150, 80)), Self.at(h, Point(450, 330))])
        h.press(.enter)
        let crop = try #require(h.controller.document.crop)
        #expect(h.controller.canvasRect != whole)
        h.press("z", .control)
        #expect(h.controller.document.crop == nil && h.controller.document.strokes.count == 1)
        h.machine.clock += 10
        h.send()
        #expect(h.controller.canvasRect == whole && h.shownCanvas == shown)
        h.press("y", .control)
        #expect(h.controller.document.crop == crop)
        // Undo past the crop takes back the stroke, as ever.
        h.press("z", .control)
        h.press("z", .control)
        #expect(h.controller.document.strokes.isEmpty)
    }

    @Test func theRectangleShowsDimmedAroundItAndEscapeDropsIt() throws {
        let h = Harness()
        h.machine.clock += 10
        h.send()
        let before = h.controller.frame
        h.press("c")
        h.drag([Self.at(h, Point(200, 100)), Self.at(h, Point(400, 300))])
        let inside = h.controller.windowPoint(ofCanvas: Point(300, 200)), outside = h.controller.windowPoint(ofCanvas: Point(50, 50))
        func px(_ image: RGBAImage, _ p: Point) -> Color { image[Int(p.x), Int(p.y)] }
        #expect(px(h.controller.frame, inside) == px(before, inside))
        let dim = px(h.controller.frame, outside), was = px(before, outside)
        let dimSum: Int = Int(dim.red) + Int(dim.green) + Int(dim.blue), wasSum: Int = Int(was.red) + Int(was.green) + Int(was.blue)
        #expect(dimSum < wasSum * 2 / 3, "dimmed: \(dim) over \(was)")
        // A handle at the top-left corner is white.
        let corner = h.controller.windowPoint(ofCanvas: Point(200, 100))
        #expect(px(h.controller.frame, Point(corner.x + 2, corner.y + 2)) == .white)
        h.press(.escape)
        let canvas = h.controller.canvasRect
        #expect(h.controller.cropSelection == nil && h.controller.mode == .crop && h.controller.frame.cropped(to: canvas) == before.cropped(to: canvas))
        h.press(.escape)
        #expect(h.controller.mode == .draw && h.controller.document.crop == nil && !h.controller.document.canUndo)
    }

    @Test func aDragOnAnEdgeOrCornerMovesItAndElsewhereDrawsAnew() throws {
        let h = Harness()
        h.press("c")
        h.drag([Self.at(h, Point(200, 100)), Self.at(h, Point(400, 300))])
        let first = try #require(h.controller.cropSelection)
        // The right edge, halfway down, dragged right: only the right edge moves.
        h.drag([Self.at(h, Point(Double(first.maxX), 200)), Self.at(h, Point(500, 250))])
        let widened = try #require(h.controller.cropSelection)
        #expect(widened.x == first.x && widened.y == first.y && widened.height == first.height && abs(widened.maxX - 500) <= 1)
        // The top-left corner dragged in: two edges move.
        h.drag([Self.at(h, Point(Double(first.x), Double(first.y))), Self.at(h, Point(250, 150))])
        let cornered = try #require(h.controller.cropSelection)
        #expect(abs(cornered.x - 250) <= 1 && abs(cornered.y - 150) <= 1 && cornered.maxX == widened.maxX && cornered.maxY == widened.maxY)
        // Well away from it, a new rectangle.
        h.drag([Self.at(h, Point(20, 20)), Self.at(h, Point(120, 90))])
        let fresh = try #require(h.controller.cropSelection)
        #expect(abs(fresh.x - 20) <= 1 && abs(fresh.maxY - 90) <= 1)
    }

    @Test func aSecondCropIsInTheCroppedPictureAndEnterWithNoneShowsAllAgain() throws {
        let h = Harness()
        h.press("c")
        h.drag([Self.at(h, Point(100, 100)), Self.at(h, Point(300, 300))])
        h.press(.enter)
        let first = try #require(h.controller.document.crop)
        // A crop applied goes back to drawing; C again for the next.
        #expect(h.controller.mode == .draw)
        h.press("c")
        // The whole view dragged over: the rectangle is the first crop, not the photo.
        let area = h.controller.layout.canvasArea
        h.drag([(area.x + 1, area.y + 1), (area.maxX - 2, area.maxY - 2)])
        #expect(h.controller.cropSelection == first)
        // A quarter of what is shown: canvas coordinates inside the first crop.
        h.drag([Self.at(h, Point(150, 150)), Self.at(h, Point(200, 200))])
        h.press(.enter)
        let second = try #require(h.controller.document.crop)
        #expect(abs(second.x - 150) <= 1 && abs(second.maxY - 200) <= 1)
        // Enter with no rectangle: the whole photo again, as one more step.
        h.press("c")
        h.press(.enter)
        #expect(h.controller.document.crop == nil)
        h.press("z", .control)
        #expect(h.controller.document.crop == second)
        h.press("z", .control)
        #expect(h.controller.document.crop == first)
    }

    @Test func cropsAreJournalledAndARestoreShowsThem() throws {
        let h = Harness()
        Self.drawAndCrop(h)
        let crop = try #require(h.controller.document.crop)
        #expect(h.machine.journalled.last == .crop(crop))
        guard case .begin(let canvas)? = h.machine.journalled.first else { Issue.record("no begin record"); return }
        let r = Harness(photo: nil)
        r.restore(RestoredSession(id: "s", start: Document(canvas: canvas), layer: nil, redos: 0,
                                             records: Array(h.machine.journalled.dropFirst()), damaged: 0, needsFreshJournal: false))
        #expect(r.controller.document == h.controller.document)
        r.machine.clock += 60; h.machine.clock += 60
        r.send(); h.send()
        #expect(r.controller.canvasRect == h.controller.canvasRect && r.shownCanvas == h.shownCanvas)
        r.press("z", .control)
        #expect(r.controller.document.crop == nil && r.controller.document.strokes.count == 1)
    }

    @Test func theToolbarButtonAndTheKeyBothChooseCropAndADrawingToolLeavesIt() throws {
        let h = Harness()
        h.click(widget: "tool.crop")
        #expect(h.controller.mode == .crop)
        h.click(widget: "tool.crop")
        #expect(h.controller.mode == .draw)
        h.press("c")
        h.press("p")
        #expect(h.controller.mode == .draw)
        // In the Crop mode a drag draws nothing.
        h.press("c")
        h.drag([Self.at(h, Point(100, 100)), Self.at(h, Point(300, 300))])
        #expect(h.controller.document.strokes.isEmpty)
    }

    @Test func zoomedInACroppedPictureThePanStopsAtTheCropAndFittedThereAreNoScrollBars() throws {
        let h = Harness()
        h.press("c")
        h.drag([Self.at(h, Point(100, 100)), Self.at(h, Point(300, 250))])
        h.press(.enter)
        let crop = try #require(h.controller.document.crop)
        // Fitted: the bars' sections draw nothing.
        let bars = [ViewIndicators.Part.horizontal, .vertical].map { ViewIndicators.rect($0, in: h.controller.layout, ui: h.controller.ui) }
        for bar in bars {
            let section = try #require(h.controller.compositor.sections.first { $0.rect == bar })
            #expect(section.commands.isEmpty, "a scroll bar over a fitted crop")
        }
        // At 400 %, panned as far as it goes each way: the view's edges are the crop's.
        h.press("1", .control)
        h.controller.zoom(to: 4, about: nil)
        let r = h.controller.canvasRect
        h.controller.pan(by: 10_000, 10_000)
        #expect(h.controller.canvasPoint(atWindow: Point(Double(r.x), Double(r.y))).distance(to: Point(Double(crop.x), Double(crop.y))) < 0.5)
        h.controller.pan(by: -10_000, -10_000)
        let end = h.controller.canvasPoint(atWindow: Point(Double(h.controller.canvasRect.maxX), Double(h.controller.canvasRect.maxY)))
        #expect(end.distance(to: Point(Double(crop.maxX), Double(crop.maxY))) < 0.5, "\(end)")
        let vertical = try #require(h.controller.compositor.sections.first { $0.rect == bars[1] })
        #expect(!vertical.commands.isEmpty, "zoomed in, the bar shows")
    }

    /// Fitted, a small crop is shown at 100 % (fitting never enlarges), its own pixels; zoomed
    /// in, its pixels are crisp as ever.
    @Test func aFittedCropIsAt100PercentAndAZoomedOneCrisp() throws {
        let h = ZoomControllerTests.harness(photo: ZoomControllerTests.checker(600, 400))
        h.press("c")
        h.drag([Self.at(h, Point(100, 100)), Self.at(h, Point(160, 140))])
        h.press(.enter)
        h.machine.clock += 10
        h.send()
        #expect(h.controller.zoom == 1 && h.controller.isFitted)
        #expect(h.controller.canvasRect.width == 60 && h.controller.canvasRect.height == 40)
        let inner = h.shownCanvas
        #expect(inner.pixels.allSatisfy { $0 == Color.black.argb || $0 == Color.white.argb }, "fitted: the photo's own pixels")
        h.controller.zoom(to: 8, about: nil)
        h.controller.waitForBackgroundWork()
        h.send()
        let crisp = h.shownCanvas.cropped(to: IntRect(x: 20, y: 20, width: 200, height: 100))
        #expect(crisp.pixels.allSatisfy { $0 == Color.black.argb || $0 == Color.white.argb }, "zoomed: only black and white")
    }

    @Test func cAndTheCropButtonAreOneToggleAndTheTooltipSaysC() throws {
        let h = Harness(width: 1280)
        h.press("c")
        #expect(h.controller.mode == .crop)
        h.press("c")
        #expect(h.controller.mode == .draw, "C leaves the Crop mode as V and I leave theirs")
        h.click(widget: "tool.crop")
        #expect(h.controller.mode == .crop)
        h.press("c")
        #expect(h.controller.mode == .draw)
        let button = try #require(h.controller.rect(ofWidget: "tool.crop"))
        h.send(.hoverEnded)
        h.machine.clock = 100
        h.send(.hover(Harness.mouse(button.x + 5, button.y + 5)))
        h.machine.clock = 101
        h.send()
        #expect(h.controller.tooltipText?.hasSuffix("(C)") == true, "\(h.controller.tooltipText ?? "none")")
    }

    /// Escape's order, as the key table says: the help first, then the rectangle, then the mode.
    @Test func escapeClosesTheHelpThenDropsTheRectangleThenLeavesCrop() throws {
        let h = Harness()
        h.press("c")
        h.drag([Self.at(h, Point(150, 80)), Self.at(h, Point(450, 330))])
        h.press(.f1)
        h.press(.escape)
        #expect(!h.controller.isHelpOpen && h.controller.cropSelection != nil && h.controller.mode == .crop)
        h.press(.escape)
        #expect(h.controller.cropSelection == nil && h.controller.mode == .crop)
        h.press(.escape)
        #expect(h.controller.mode == .draw)
    }
}
