import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import Synchronization
import TestSupport
import Testing

/// Zoom and pan through input events: keys, the wheel, drags and pinches, what the document
/// keeps (photo pixels, widths divided by the zoom) and what the screen shows.
@Suite struct ZoomControllerTests {
    /// A photo of one-pixel black and white squares: crisp shows only black and white, filtered only greys.
    static func checker(_ w: Int, _ h: Int) -> RGBAImage {
        var image = RGBAImage(width: w, height: h)
        for y in 0..<h { for x in 0..<w { image[x, y] = (x + y) % 2 == 0 ? .black : .white } }
        return image
    }

    static func harness(photo: RGBAImage) -> Harness {
        let machine = TestMachine()
        let path = machine.home + "/checker.png"
        machine.put(photo, at: path)
        return Harness(photo: path, machine: machine)
    }

    @Test func keysStepFitAndShowActualSize() throws {
        // A canvas area of 900×532, where the fitted photo reaches the zoom's corner.
        let h = Harness(height: 600 + OptionsBar.height)
        let fit = h.controller.zoom
        #expect(h.controller.isFitted && abs(fit - Double(h.controller.canvasRect.width) / 600) < 1e-9)
        h.press("1", .control)
        #expect(h.controller.zoom == 1 && !h.controller.isFitted)
        #expect(h.controller.canvasRect.width == 600 && h.controller.canvasRect.height == 400, "100 %: a photo pixel a screen pixel")
        h.press("=", .control)
        #expect(h.controller.zoom == 1.5)
        h.press("-", .control)
        h.press("-", .control)
        #expect(abs(h.controller.zoom - 2.0 / 3) < 1e-9)
        for _ in 0..<30 { h.press("=", .control) }
        #expect(h.controller.zoom == 32)
        for _ in 0..<30 { h.press("-", .control) }
        #expect(h.controller.zoom == 0.1)
        h.press("0", .control)
        #expect(h.controller.isFitted && h.controller.zoom == fit)
        #expect(h.controller.rect(ofWidget: "view.zoom").map { $0.intersection(h.controller.canvasRect).isEmpty } != false,
                "fitted, the zoom never covers the photo")
        // Zoomed, the zoom shows in the corner; a click on it fits.
        h.press("1", .control)
        let button = try #require(h.controller.rect(ofWidget: "view.zoom"))
        #expect(h.controller.layout.canvasArea.intersection(button) == button)
        h.click(widget: "view.zoom")
        #expect(h.controller.isFitted && h.controller.document.strokes.isEmpty)
    }

    @Test func ctrlWheelZoomsAboutThePointer() throws {
        // A window the photo is shrunk to fit, so that two steps in make it larger than the view.
        let h = Harness(width: 640, height: 480)
        let w = Harness.mouse(h.window(Point(150, 120)))
        let under = h.controller.canvasPoint(atWindow: w)
        let fit = h.controller.zoom
        h.send(.hover(w), .modifiersChanged(.control), .wheel(dy: 2))
        #expect(abs(h.controller.zoom - fit * 1.25 * 1.25) < 1e-9)
        #expect(h.controller.canvasPoint(atWindow: w).distance(to: under) < 1 / h.controller.zoom, "the point under the pointer stays")
        h.send(.wheel(dy: -1))
        #expect(abs(h.controller.zoom - fit * 1.25) < 1e-9)
        #expect(h.controller.document.strokes.isEmpty)
    }

    @Test func wheelShiftWheelSpaceDragAndMiddleDragPan() throws {
        let h = Harness()
        let a = h.window(Point(50, 60)), b = h.window(Point(560, 350))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.press("=", .control)
        h.press("=", .control)
        h.press("=", .control)
        #expect(h.controller.zoom == 3)
        let area = h.controller.canvasRect
        let centre = Point(Double(area.x + area.width / 2), Double(area.y + area.height / 2))
        let before = h.controller.canvasPoint(atWindow: centre)
        h.send(.modifiersChanged([]), .hover(centre), .wheel(dy: -1))
        var now = h.controller.canvasPoint(atWindow: centre)
        // The picture moves by whole screen pixels: within one of the exact distance.
        let pixel = 1 / h.controller.zoom + 1e-9
        #expect(abs(now.y - before.y - 48.0 / 3) < pixel && now.x == before.x, "wheel down shows what is below")
        h.send(.modifiersChanged(.shift), .wheel(dy: -1))
        #expect(abs(h.controller.canvasPoint(atWindow: centre).x - now.x - 48.0 / 3) < pixel, "Shift+wheel down shows what is to the right")
        h.send(.modifiersChanged([]), .wheelSideways(dx: -1))
        #expect(abs(h.controller.canvasPoint(atWindow: centre).x - now.x) < pixel, "a tilt to the left goes back")
        // Space+drag: the photo follows the mouse, nothing is drawn.
        now = h.controller.canvasPoint(atWindow: centre)
        let to = Point(centre.x - 90, centre.y - 40)
        let rects = h.send(.modifiersChanged(.space), .pointerDown(.mouse, centre), .pointerMoved(.mouse, to))
        #expect(h.controller.canvasPoint(atWindow: to).distance(to: now) < pixel)
        #expect(h.controller.cursor == .hand)
        // Only the canvas repaints: the rest of the window did not change.
        #expect(!rects.isEmpty && rects.allSatisfy { h.controller.layout.canvasArea.intersection($0) == $0 }, "\(rects)")
        h.send(.pointerUp(.mouse, to), .modifiersChanged([]))
        #expect(h.controller.document.strokes.count == 1)
        // The middle button drags too, whatever the tool.
        now = h.controller.canvasPoint(atWindow: to)
        h.send(.middleButton(isDown: true, to), .hover(centre), .middleButton(isDown: false, centre))
        #expect(h.controller.canvasPoint(atWindow: centre).distance(to: now) < pixel)
        #expect(h.controller.document.strokes.count == 1)
        // The frame drawn from dirty rectangles is what a full repaint shows.
        let drawn = h.controller.frame
        h.controller.invalidateAll()
        _ = h.controller.render()
        #expect(drawn == h.controller.frame)
        // A pan moves the pixels already drawn and draws only the strips it uncovers: the
        // same picture as the view drawn afresh.
        let fresh = Harness()
        fresh.controller.open(document: h.controller.document, photo: Harness.sample)
        fresh.controller.canvas.setViewport(h.controller.canvas.viewport)
        #expect(fresh.controller.capture == h.controller.capture)
    }

    @Test func handToolPansWithOneFingerAndPinchesWithTwoWhileDrawingToolsDrawWithEach() throws {
        let h = Harness(width: 1280, height: 800)
        // From 100 % (the photo fits) to 300 %, larger than the view both ways.
        for _ in 0..<3 { h.press("=", .control) }
        h.click(widget: "tool.hand")
        #expect(h.controller.mode == .hand && h.controller.tool == .pen)
        let a = Point(300, 300), b = Point(500, 300)
        let under = h.controller.canvasPoint(atWindow: a)
        h.send(.pointerDown(.finger(1), a), .pointerMoved(.finger(1), Point(260, 280)))
        #expect(h.controller.canvasPoint(atWindow: Point(260, 280)).distance(to: under) < 1 / h.controller.zoom)
        h.send(.pointerUp(.finger(1), Point(260, 280)))
        let zoom = h.controller.zoom
        let mid = h.controller.canvasPoint(atWindow: Point(400, 300))
        h.send(.pointerDown(.finger(1), a), .pointerDown(.finger(2), b))
        h.send(.pointerMoved(.finger(1), Point(200, 300)), .pointerMoved(.finger(2), Point(600, 300)))
        #expect(abs(h.controller.zoom - zoom * 2) < 1e-6, "fingers twice as far apart: twice the zoom")
        #expect(h.controller.canvasPoint(atWindow: Point(400, 300)).distance(to: mid) < 1, "about their midpoint")
        h.send(.pointerUp(.finger(1), Point(200, 300)), .pointerUp(.finger(2), Point(600, 300)))
        #expect(h.controller.document.strokes.isEmpty)
        // A drawing tool again: every finger draws its own stroke.
        h.press("p")
        #expect(h.controller.mode == .draw)
        h.send(.pointerDown(.finger(3), a), .pointerDown(.finger(4), b))
        h.send(.pointerMoved(.finger(3), Point(320, 340)), .pointerMoved(.finger(4), Point(520, 340)))
        h.send(.pointerUp(.finger(3), Point(320, 340)), .pointerUp(.finger(4), Point(520, 340)))
        #expect(h.controller.document.strokes.count == 2)
    }

    /// A 6 px pen draws 6 screen pixels at any zoom; the document keeps width ÷ zoom.
    @Test func widthsAreScreenPixelsAndTheDocumentKeepsPhotoPixels() throws {
        let h = Harness()
        for (keys, zoom) in [(["1"], 1.0), (["1", "=", "="], 2.0), (["1", "-", "-"], 0.5)] {
            for k in keys { h.press(Character(k), .control) }
            #expect(h.controller.zoom == zoom)
            let p = h.controller.windowPoint(ofCanvas: Point(300, 200))
            h.drag([(Int(p.x) - 60, Int(p.y)), (Int(p.x) + 60, Int(p.y))])
            let s = try #require(h.controller.document.strokes.last)
            #expect(abs(s.width - 6 / zoom) < 1e-9, "at \(zoom): \(s.width)")
            // On screen, across the stroke: 6 red pixels (the edges' partial ones aside).
            let shown = h.controller.capture, x = Int(p.x) - h.controller.canvasRect.x, y = Int(p.y) - h.controller.canvasRect.y
            let red = (y - 12...y + 12).filter { shown[x, $0] == ControllerTests.red }.count
            #expect((5...6).contains(red), "at \(zoom): \(red) red pixels across")
            h.press("z", .control)
        }
        // On a screen at scale 2 the pen is 6 of the desktop's pixels, 12 of the screen's, like the widgets.
        let hiDPI = Harness(width: 1800, height: 1200, scale: 2)
        hiDPI.press("1", .control)
        let p = hiDPI.controller.windowPoint(ofCanvas: Point(300, 200))
        hiDPI.drag([(Int(p.x) - 60, Int(p.y)), (Int(p.x) + 60, Int(p.y))])
        #expect(hiDPI.controller.document.strokes.last?.width == 12)
        #expect(hiDPI.controller.cursor == .ring(diameter: 12, scale: 2))
    }

    @Test func photoPixelsAreCrispAbove100PercentAndFilteredBelow() throws {
        let h = Self.harness(photo: Self.checker(400, 300))
        h.controller.zoom(to: 8, about: nil)
        _ = h.controller.render()
        let crisp = h.controller.capture
        #expect(crisp.pixels.allSatisfy { $0 == Color.black.argb || $0 == Color.white.argb }, "nearest: only the photo's own colours")
        // An 8×8 block of one colour, then the next square's.
        let p = h.controller.windowPoint(ofCanvas: Point(200, 150))
        let x = Int(p.x) - h.controller.canvasRect.x, y = Int(p.y) - h.controller.canvasRect.y
        #expect(crisp[x, y] == crisp[x + 7, y + 7] && crisp[x, y] != crisp[x + 8, y])
        h.controller.zoom(to: 0.5, about: nil)
        _ = h.controller.render()
        let inner = h.controller.capture.cropped(to: h.controller.capture.bounds.insetBy(2))
        #expect(inner.pixels.allSatisfy { (100...155).contains(Color(argb: $0).red) }, "filtered: the squares average to grey")
    }

    /// Save view is the view at its zoom (no scroll bars, no toolbar); Save the whole photo.
    @Test func saveViewIsTheViewAndSaveTheWholePhotoEachNamedSo() throws {
        let h = Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.controller.zoom(to: 4, about: h.window(Point(300, 200)))
        _ = h.controller.render()
        let r = h.controller.canvasRect
        #expect(r == h.controller.layout.canvasArea, "zoomed in, the photo fills the canvas area")
        h.press("s", [.control, .alt])
        h.controller.waitForBackgroundWork()
        let viewPath = h.machine.picturesFolder + "/sample-edited-20261129-130509-view.png"
        let saved = try #require(h.machine.image(at: viewPath))
        #expect(saved.width == r.width && saved.height == r.height && saved == h.controller.capture)
        #expect(h.controller.toastText == "Saved the view (\(r.width)×\(r.height)) to \(viewPath)")
        h.machine.clock += 10
        h.send()
        // The view on screen (the scroll bars along two edges and the zoom in the corner aside) is what was saved.
        for inner in [IntRect(x: 0, y: 0, width: r.width - 12, height: r.height - 40), IntRect(x: 0, y: 0, width: r.width - 80, height: r.height - 12)] {
            #expect(h.shownCanvas.cropped(to: inner) == saved.cropped(to: inner))
        }
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let picturePath = h.machine.picturesFolder + "/sample-edited-20261129-130509.png"
        let picture = try #require(h.machine.image(at: picturePath))
        #expect(picture.width == 600 && picture.height == 400, "zoomed in or not, Save writes the photo's own size")
        #expect(h.controller.toastText == "Saved the picture (600×400) to \(picturePath)")
    }

    /// The photo is opened decoded to fit the window; the whole photo is decoded in the
    /// background only when a zoom shows it larger, and then shown at its own pixels.
    @Test func aFitSizedDecodeFirstThenTheFullResolutionWhenZoomedIn() throws {
        let full = Self.checker(1200, 800)
        let asked = Mutex<[(Int, Int)]>([]), decodedWhole = Mutex(0)
        let machine = TestMachine()
        // A window the half-size decode covers when fitted.
        let h = Harness(width: 600, height: 460, photo: "/photos/big.png", machine: machine, services: { m in
            var s = m.services()
            let source = PhotoSource(width: 1200, height: 800) { decodedWhole.withLock { $0 += 1 }; return full }
            s.photos = PhotoClient(load: { _ in LoadedPhoto(image: full, source: source) }, loadFitting: { _, fitting in
                asked.withLock { $0.append((fitting.width, fitting.height)) }
                return LoadedPhoto(image: full.scaled(toWidth: 600, height: 400), source: source)
            })
            return s
        })
        let area = h.controller.layout.canvasArea
        #expect(asked.withLock { $0.map { [$0.0, $0.1] } } == [[area.width, area.height]])
        #expect(h.controller.document.width == 1200 && h.controller.document.height == 800, "the document keeps the photo's own pixels")
        #expect(decodedWhole.withLock { $0 } == 0, "fitted, the small decode is enough")
        h.press("1", .control)
        // Until the whole photo arrives, the small decode stands in (grey where the squares are).
        let p = h.controller.windowPoint(ofCanvas: Point(600, 400))
        let x = Int(p.x) - h.controller.canvasRect.x, y = Int(p.y) - h.controller.canvasRect.y
        #expect((100...155).contains(h.controller.capture[x, y].red))
        h.controller.waitForBackgroundWork()
        _ = h.controller.render()
        #expect(decodedWhole.withLock { $0 } == 1)
        #expect(h.controller.capture[x, y] == full[600, 400] && h.controller.capture[x + 1, y] == full[601, 400], "the photo's own pixels at 100 %")
        #expect(h.shownCanvas.cropped(to: IntRect(x: x, y: y, width: 2, height: 1)) == h.controller.capture.cropped(to: IntRect(x: x, y: y, width: 2, height: 1)))
    }

    /// After zooms and pans (which keep no undo pixels), erasing, undoing and redoing show what
    /// the same view drawn afresh shows.
    @Test func eraseUndoAndRedoAfterZoomAndPanMatchAFreshView() throws {
        let h = Harness()
        let a = h.window(Point(100, 150)), b = h.window(Point(500, 250))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.controller.zoom(to: 3, about: h.window(Point(300, 200)))
        h.send(.hover(Point(450, 300)), .modifiersChanged(.space), .pointerDown(.mouse, Point(450, 300)), .pointerMoved(.mouse, Point(420, 310)),
               .pointerUp(.mouse, Point(420, 310)), .modifiersChanged([]))
        func matchesAFreshView(_ context: String) {
            let fresh = Harness()
            fresh.controller.open(document: h.controller.document, photo: Harness.sample)
            fresh.controller.canvas.setViewport(h.controller.canvas.viewport)
            #expect(fresh.controller.capture == h.controller.capture, "\(context)")
        }
        h.press("e")
        let c = h.controller.windowPoint(ofCanvas: Point(280, 170)), d = h.controller.windowPoint(ofCanvas: Point(320, 240))
        h.drag([(Int(c.x), Int(c.y)), (Int(d.x), Int(d.y))])
        #expect(h.controller.document.strokes.count == 2)
        matchesAFreshView("erased")
        h.press("z", .control)
        matchesAFreshView("undone")
        h.press("z", [.control, .shift])
        matchesAFreshView("redone")
    }

    /// A save of the picture that runs longer than half a second says how far it is, from the renderer's progress.
    @Test func aLongSaveShowsItsProgress() throws {
        let h = Harness()
        h.controller.pictureSaveStarted = h.machine.clock
        h.controller.session.saves.reportPictureProgress(0.42)
        h.machine.clock += 0.3
        h.controller.collectBackgroundWork()
        #expect(h.controller.toastText == nil, "not before half a second")
        h.machine.clock += 0.3
        h.controller.collectBackgroundWork()
        #expect(h.controller.toastText == "Saving… 42 %")
        h.controller.session.saves.reportPictureProgress(nil)
        h.controller.pictureSaveStarted = nil
    }
}
