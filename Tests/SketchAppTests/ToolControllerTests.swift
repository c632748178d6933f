import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

extension ControllerTests {
    /// Every tool through the controller, picked by key and by toolbar, drawn with synthetic events.
    /// (The text tool types rather than drags: see TextToolTests.)
    @Test(arguments: Tool.pickable.filter { $0 != .text })
    func eachToolDrawsThroughTheController(tool: Tool) throws {
        let h = Harness()
        h.press(try #require(tool.shortcut))
        #expect(h.controller.tool == tool)
        let a = h.window(Point(100, 100)), b = h.window(Point(250, 180)), c = h.window(Point(400, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y)), (Int(c.x), Int(c.y))])
        let s = try #require(h.controller.document.strokes.last)
        #expect(s.tool == tool)
        if tool.isTwoPoint {
            #expect(s.points.count == 2)
            #expect(s.points[1].distance(to: Point(400, 300)) < 1.5)
        } else if tool.pointCount == 1 {
            #expect(s.points.count == 1)
            #expect(s.points[0].distance(to: Point(400, 300)) < 1.5)
        } else {
            #expect(s.points.count >= 3)
        }
        // What the screen shows is what the document renders at the screen's scale.
        let r = h.controller.canvasRect
        let rendered = DocumentRenderer.render(h.controller.document, photo: Harness.sample, scale: Double(r.width) / 600, text: TestGlyphs())
        let diff = h.shownCanvas.difference(from: rendered)
        #expect(diff.maxChannel <= 2, "\(tool): screen and render differ by up to \(diff.maxChannel)")
    }

    @Test func toolbarPicksTheToolAndShowsItSelected() throws {
        let h = Harness()
        h.click(widget: "tool.ellipse")
        #expect(h.controller.tool == .ellipse)
        h.click(widget: "tool.pen")
        #expect(h.controller.tool == .pen)
    }

    @Test func shiftSnapsALineWhileDragging() throws {
        let h = Harness()
        h.press("l")
        // The platform says Shift is held as it goes down.
        h.send(.modifiersChanged(.shift))
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 115))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let s = try #require(h.controller.document.strokes.last)
        #expect(abs(s.points[1].y - s.points[0].y) < 1e-6, "snapped to horizontal")
    }

    @Test func aLinePreviewIsDistinctUntilTheFingerLifts() throws {
        let h = Harness()
        h.press("l")
        let a = h.window(Point(100, 200)), b = h.window(Point(500, 200))
        h.send(.pointerDown(.finger(1), a), .pointerMoved(.finger(1), b))
        let mid = h.window(Point(300, 200))
        let preview = h.controller.frame[Int(mid.x), Int(mid.y)]
        h.send(.pointerUp(.finger(1), b))
        let finished = h.controller.frame[Int(mid.x), Int(mid.y)]
        #expect(finished == Self.red)
        #expect(preview != finished, "the line in progress is drawn distinctly (half strength)")
    }

    @Test func aDoubleTapWithAFingerClearsUndoablyAndLeavesNoDots() throws {
        let h = Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(400, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        #expect(h.controller.document.strokes.count == 1)
        let t = h.window(Point(300, 150))
        h.machine.clock = 10
        h.send(.pointerDown(.finger(7), t))
        h.machine.clock = 10.08
        h.send(.pointerUp(.finger(7), t))
        h.machine.clock = 10.2
        h.send(.pointerDown(.finger(8), Point(t.x + 2, t.y)))
        h.machine.clock = 10.27
        h.send(.pointerUp(.finger(8), Point(t.x + 2, t.y)))
        #expect(h.controller.document.strokes.isEmpty)
        h.press("z", .control)
        #expect(h.controller.document.strokes.count == 1, "the clear is undone, and the taps left no dots")
    }
}

extension ControllerTests {
    @Test func slidersTakeTouchToo() throws {
        let h = Harness(settings: { var s = Settings(); s.showSettingsPanel = true; return s }())
        let width = try #require(h.controller.rect(ofWidget: "settings.width"))
        let y = Double(width.y + 30)
        h.send(.pointerDown(.finger(3), Point(Double(width.x + width.width / 2), y)))
        h.send(.pointerMoved(.finger(3), Point(Double(width.maxX + 50), y)))
        h.send(.pointerUp(.finger(3), Point(Double(width.maxX + 50), y)))
        #expect(h.controller.pen.width == 64, "a finger dragged the width slider to its end")
        #expect(h.controller.document.strokes.isEmpty, "and drew nothing")
    }
}

extension ControllerTests {
    @Test func f1ShowsTheHelpAndAnyKeyClosesIt() throws {
        let h = Harness()
        h.press(.f1)
        #expect(h.controller.isHelpOpen)
        #expect(Snapshot.mismatch(h.controller.frame, named: "help") == nil)
        h.press("z")
        #expect(!h.controller.isHelpOpen)
        h.press("/", .shift)
        #expect(h.controller.isHelpOpen, "? opens it too")
        h.click(300, 300)
        #expect(!h.controller.isHelpOpen, "a click closes it")
        #expect(h.controller.document.strokes.isEmpty, "and draws nothing")
    }

    @Test func saveGoesWhereTheCommandLineAndConfigSay() throws {
        var settings = Settings()
        settings.filePattern = "shot-%Y-%j"
        settings.tool = .rectangle
        let h = Harness(settings: settings)
        #expect(h.controller.tool == .rectangle, "the config's tool is the tool at start")
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 200))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let folder = h.machine.home + "/shots"
        h.controller.saveFolder = folder
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.image(at: folder + "/shot-2026-001.png") != nil, "--save-dir and save.pattern")
        let output = h.machine.home + "/out.png"
        h.controller.outputFile = output
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        let first = try #require(h.machine.image(at: output))
        h.drag([(Int(b.x), Int(a.y)), (Int(a.x), Int(b.y))])
        h.press("s", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Saved the picture (600×400) to \(output)")
        #expect(h.machine.image(at: output) != first, "-o FILE is replaced by each save")
    }
}

extension ControllerTests {
    /// Ctrl+C puts the picture as Save captures it on the clipboard, in the background, and
    /// says so (the helper programs are tested in SketchPlatformTests).
    @Test func ctrlCCopiesThePictureAndSaysSo() throws {
        let h = Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.press("c", .control)
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Copied the picture to the clipboard (test clipboard)")
        #expect(h.machine.clipboard == [h.controller.capture])
    }
}

extension ControllerTests {
    /// At 2x (a HiDPI screen: the drawable has twice the window's coordinates; the platform
    /// hands the controller drawable pixels), text and widgets are drawn at full resolution,
    /// clicks land where they are drawn, and saves keep the on-screen pixels.
    @Test func hiDPIDoublesEverySizeAndKeepsThePixels() throws {
        let one = Harness(width: 900, height: 600)
        let two = Harness(width: 1800, height: 1200, scale: 2)
        let b1 = try #require(one.controller.rect(ofWidget: "toolbar.undo")), b2 = try #require(two.controller.rect(ofWidget: "toolbar.undo"))
        #expect(b2.height == b1.height * 2 && abs(b2.x - b1.x * 2) <= 2, "\(b1) at 1x, \(b2) at 2x")
        let glyphs = TestGlyphs()
        #expect(glyphs.mask(for: "Undo", size: two.controller.ui.theme.fontSize)!.height >= 2 * glyphs.mask(for: "Undo", size: one.controller.ui.theme.fontSize)!.height - 2)
        #expect(one.controller.canvasRect.width == 600 && two.controller.canvasRect.width == 600, "the photo fits: a photo pixel a screen pixel at both")
        // A drag lands in the same place on the photo.
        two.drag([(Int(two.window(Point(100, 100)).x), Int(two.window(Point(100, 100)).y)), (Int(two.window(Point(400, 300)).x), Int(two.window(Point(400, 300)).y))])
        let s = try #require(two.controller.document.strokes.first)
        #expect(s.points.first!.distance(to: Point(100, 100)) < 1.5 && s.points.last!.distance(to: Point(400, 300)) < 1.5)
        // Clicking Undo at its 2x place undoes.
        two.click(widget: "toolbar.undo")
        #expect(two.controller.document.strokes.isEmpty)
        let r = two.controller.canvasRect
        #expect(two.controller.capture.width == r.width && two.controller.capture.height == r.height, "saves keep the on-screen pixels")
    }
}

extension ControllerTests {
    /// At a fractional scale (an X11 desktop at 144 dpi: the window in the screen's pixels,
    /// widgets 1.5 times their size) every size is rounded on its own, clicks land on what is
    /// drawn there, and the cursor ring's lines grow with the widgets.
    @Test func fractionalScaleSizesWidgetsAndKeepsClicksOnThem() throws {
        // Wide enough that Open stays on the toolbar at 1.5 (933 px of the widgets' design).
        let one = Harness(width: 1400, height: 800)
        let wide = Harness(width: 1400, height: 800, scale: 1.5)
        #expect(wide.controller.ui.theme.fontSize == 21 && Layout(width: 1400, height: 800, panelOpen: false, scale: 1.5).toolbar.height == 66)
        let b1 = try #require(one.controller.rect(ofWidget: "toolbar.open")), b2 = try #require(wide.controller.rect(ofWidget: "toolbar.open"))
        #expect(abs(Double(b2.height) - Double(b1.height) * 1.5) <= 1 && abs(Double(b2.x) - Double(b1.x) * 1.5) <= 1, "\(b1) at 1x, \(b2) at 1.5x")
        wide.click(widget: "toolbar.open")
        #expect(wide.controller.isPickerOpen)
        wide.press(.escape)
        // The ring follows the pen's size on screen, its lines the widgets' scale.
        wide.send(.hover(Harness.mouse(wide.controller.canvasRect.x + 100, wide.controller.canvasRect.y + 100)))
        // The pen is 6 of the desktop's pixels: 9 drawable pixels at 1.5, as wide as the widgets grow.
        #expect(wide.controller.cursor == .ring(diameter: 9, scale: 1.5))
        let thin = CursorImage.ring(diameter: 20, scale: 1), thick = CursorImage.ring(diameter: 20, scale: 2)
        #expect(thick.image.width > thin.image.width)
        func dark(_ ring: (image: RGBAImage, hotX: Int, hotY: Int)) -> Int { ring.image.pixels.filter { Color(argb: $0).alpha > 100 }.count }
        #expect(Double(dark(thick)) > 1.5 * Double(dark(thin)), "the ring's lines are thicker at 2x")
    }
}
