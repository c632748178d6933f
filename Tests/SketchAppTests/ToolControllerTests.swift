import CSDL2
import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

extension ControllerTests {
    /// Every tool through the controller, picked by key and by toolbar, drawn with synthetic events.
    @Test(arguments: Tool.allCases)
    func eachToolDrawsThroughTheController(tool: Tool) throws {
        let h = try Harness()
        h.send(Harness.key(SDL_KeyCode(UInt32(tool.shortcut.asciiValue!))))
        #expect(h.controller.tool == tool)
        let a = h.window(Point(100, 100)), b = h.window(Point(250, 180)), c = h.window(Point(400, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y)), (Int(c.x), Int(c.y))])
        let s = try #require(h.controller.document.strokes.last)
        #expect(s.tool == tool)
        if tool.isTwoPoint {
            #expect(s.points.count == 2)
            #expect(s.points[1].distance(to: Point(400, 300)) < 1.5)
        } else {
            #expect(s.points.count >= 3)
        }
        // What the screen shows is what the document renders at the screen's scale.
        let r = h.controller.canvasRect
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        let rendered = DocumentRenderer.render(h.controller.document, photo: photo, scale: Double(r.width) / 600)
        let diff = h.shownCanvas.difference(from: rendered)
        #expect(diff.maxChannel <= 2, "\(tool): screen and render differ by up to \(diff.maxChannel)")
    }

    @Test func toolbarPicksTheToolAndShowsItSelected() throws {
        let h = try Harness()
        h.click(widget: "tool.ellipse")
        #expect(h.controller.tool == .ellipse)
        h.click(widget: "tool.pen")
        #expect(h.controller.tool == .pen)
    }

    @Test func shiftSnapsALineWhileDragging() throws {
        let h = try Harness()
        h.send(Harness.key(SDLK_l))
        var shiftDown = Harness.key(SDLK_LSHIFT)
        shiftDown.key.keysym.mod = 0
        h.send(shiftDown)
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 115))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let s = try #require(h.controller.document.strokes.last)
        #expect(abs(s.points[1].y - s.points[0].y) < 1e-6, "snapped to horizontal")
    }

    @Test func aLinePreviewIsDistinctUntilTheFingerLifts() throws {
        let h = try Harness()
        h.send(Harness.key(SDLK_l))
        let a = h.window(Point(100, 200)), b = h.window(Point(500, 200))
        h.send(h.finger(SDL_FINGERDOWN, id: 1, a.x, a.y), h.finger(SDL_FINGERMOTION, id: 1, b.x, b.y))
        let mid = h.window(Point(300, 200))
        let preview = h.controller.frame[Int(mid.x), Int(mid.y)]
        h.send(h.finger(SDL_FINGERUP, id: 1, b.x, b.y))
        let finished = h.controller.frame[Int(mid.x), Int(mid.y)]
        #expect(finished == Self.red)
        #expect(preview != finished, "the line in progress is drawn distinctly (half strength)")
    }

    @Test func aDoubleTapWithAFingerClearsUndoablyAndLeavesNoDots() throws {
        let h = try Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(400, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        #expect(h.controller.document.strokes.count == 1)
        let t = h.window(Point(300, 150))
        h.services.clock = 10
        h.send(h.finger(SDL_FINGERDOWN, id: 7, t.x, t.y))
        h.services.clock = 10.08
        h.send(h.finger(SDL_FINGERUP, id: 7, t.x, t.y))
        h.services.clock = 10.2
        h.send(h.finger(SDL_FINGERDOWN, id: 8, t.x + 2, t.y))
        h.services.clock = 10.27
        h.send(h.finger(SDL_FINGERUP, id: 8, t.x + 2, t.y))
        #expect(h.controller.document.strokes.isEmpty)
        h.send(Harness.key(SDLK_z, KMOD_LCTRL))
        #expect(h.controller.document.strokes.count == 1, "the clear is undone, and the taps left no dots")
    }
}

extension ControllerTests {
    @Test func slidersTakeTouchToo() throws {
        let h = try Harness(settings: { var s = Settings(); s.showSettingsPanel = true; return s }())
        let width = try #require(h.controller.rect(ofWidget: "settings.width"))
        let y = Double(width.y + 30)
        h.send(h.finger(SDL_FINGERDOWN, id: 3, Double(width.x + width.width / 2), y))
        h.send(h.finger(SDL_FINGERMOTION, id: 3, Double(width.maxX + 50), y))
        h.send(h.finger(SDL_FINGERUP, id: 3, Double(width.maxX + 50), y))
        #expect(h.controller.pen.width == 64, "a finger dragged the width slider to its end")
        #expect(h.controller.document.strokes.isEmpty, "and drew nothing")
    }
}

extension ControllerTests {
    @Test func f1ShowsTheHelpAndAnyKeyClosesIt() throws {
        let h = try Harness()
        h.send(Harness.key(SDLK_F1))
        #expect(h.controller.isHelpOpen)
        #expect(Snapshot.mismatch(h.controller.frame, named: "help") == nil)
        h.send(Harness.key(SDLK_z))
        #expect(!h.controller.isHelpOpen)
        h.send(Harness.key(SDLK_SLASH, KMOD_LSHIFT))
        #expect(h.controller.isHelpOpen, "? opens it too")
        h.click(300, 300)
        #expect(!h.controller.isHelpOpen, "a click closes it")
        #expect(h.controller.document.strokes.isEmpty, "and draws nothing")
    }

    @Test func saveGoesWhereTheCommandLineAndConfigSay() throws {
        var settings = Settings()
        settings.filePattern = "shot-%Y-%j"
        settings.tool = .rectangle
        let h = try Harness(settings: settings)
        #expect(h.controller.tool == .rectangle, "the config's tool is the tool at start")
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 200))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let folder = h.services.folder + "/shots"
        h.controller.saveFolder = folder
        h.send(Harness.key(SDLK_s, KMOD_LCTRL))
        h.controller.waitForBackgroundWork()
        #expect(FileManager.default.fileExists(atPath: folder + "/shot-2026-001.png"), "--save-dir and save.pattern")
        let output = h.services.folder + "/out.png"
        h.controller.outputFile = output
        h.send(Harness.key(SDLK_s, KMOD_LCTRL))
        h.controller.waitForBackgroundWork()
        let first = try ImageFile.load(output)
        h.drag([(Int(b.x), Int(a.y)), (Int(a.x), Int(b.y))])
        h.send(Harness.key(SDLK_s, KMOD_LCTRL))
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Saved \(output)")
        #expect(try ImageFile.load(output) != first, "-o FILE is replaced by each save")
    }
}

extension ControllerTests {
    @Test func ctrlCCopiesThePictureThroughXclipOrSaysWhatIsMissing() throws {
        let bin = try TestPaths.temporaryFolder("bin")
        defer { try? FileManager.default.removeItem(atPath: bin) }
        // A stand-in xclip that keeps what it was given, and its arguments.
        let script = "#!/bin/sh\necho \"$@\" > \(bin)/args\ncat > \(bin)/clipboard.png\n"
        try Data(script.utf8).write(to: URL(fileURLWithPath: bin + "/xclip"))
        chmod(bin + "/xclip", 0o755)
        let h = try Harness(environment: ["PATH": bin + ":/usr/bin:/bin", "DISPLAY": ":99"])
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.send(Harness.key(SDLK_c, KMOD_LCTRL))
        h.controller.waitForBackgroundWork()
        #expect(h.controller.toastText == "Copied the picture to the clipboard (xclip)")
        let copied = try ImageFile.load(bin + "/clipboard.png")
        #expect(copied == h.controller.capture)
        #expect(try String(contentsOfFile: bin + "/args", encoding: .utf8) == "-selection clipboard -t image/png -i\n")

        let bare = try Harness(environment: ["PATH": "/nonexistent", "DISPLAY": ":99"])
        bare.send(Harness.key(SDLK_c, KMOD_LCTRL))
        bare.controller.waitForBackgroundWork()
        #expect(bare.controller.toastText?.contains("neither wl-copy nor xclip is installed") == true)
    }
}

extension ControllerTests {
    /// At 2x (a HiDPI screen: the drawable has twice the window's coordinates), text and widgets
    /// are drawn at full resolution, clicks land where they are drawn, and saves keep the
    /// on-screen pixels.
    @Test func hiDPIDoublesEverySizeAndKeepsThePixels() throws {
        let one = try Harness(width: 900, height: 600)
        let services = one.services
        let two = SketchController(services: services, width: 1800, height: 1200, scale: 2)
        var t = SDLEventTranslator(windowWidth: 1800, windowHeight: 1200)
        t.pixelScale = 2
        two.openPhoto(TestPaths.samplePhoto)
        _ = two.render()
        let b1 = try #require(one.controller.rect(ofWidget: "toolbar.undo")), b2 = try #require(two.rect(ofWidget: "toolbar.undo"))
        #expect(b2.height == b1.height * 2 && abs(b2.x - b1.x * 2) <= 2, "\(b1) at 1x, \(b2) at 2x")
        let glyphs = services.glyphs
        #expect(glyphs.mask(for: "Undo", size: two.ui.theme.fontSize)!.height >= 2 * glyphs.mask(for: "Undo", size: one.controller.ui.theme.fontSize)!.height - 2)
        #expect(two.canvasRect.width >= 2 * one.controller.canvasRect.width - 2, "the photo gets the screen's pixels")
        // A mouse drag in window coordinates lands in the same place on the photo.
        let r = two.canvasRect
        func window(_ x: Double, _ y: Double) -> (Int32, Int32) {
            (Int32((Double(r.x) + x * Double(r.width) / 600) / 2), Int32((Double(r.y) + y * Double(r.width) / 600) / 2))
        }
        var down = Harness.mouseButton(true, 0, 0), move = Harness.mouseMotion(0, 0), up = Harness.mouseButton(false, 0, 0)
        (down.button.x, down.button.y) = window(100, 100)
        (move.motion.x, move.motion.y) = window(400, 300)
        (up.button.x, up.button.y) = window(400, 300)
        for e in [down, move, up] { for input in t.translate(e) { two.handle(input) } }
        let s = try #require(two.document.strokes.first)
        #expect(s.points.first!.distance(to: Point(100, 100)) < 1.5 && s.points.last!.distance(to: Point(400, 300)) < 1.5)
        // Clicking Undo at its 2x place undoes.
        let undo = try #require(two.rect(ofWidget: "toolbar.undo"))
        var click = Harness.mouseButton(true, 0, 0)
        (click.button.x, click.button.y) = (Int32((undo.x + undo.width / 2) / 2), Int32((undo.y + undo.height / 2) / 2))
        var release = click
        release.type = SDL_MOUSEBUTTONUP.rawValue
        for e in [click, release] { for input in t.translate(e) { two.handle(input) } }
        #expect(two.document.strokes.isEmpty)
        #expect(two.capture.width == r.width && two.capture.height == r.height, "saves keep the on-screen pixels")
    }
}

extension ControllerTests {
    /// At a fractional scale (an X11 desktop at 144 dpi: the window in the screen's pixels,
    /// widgets 1.5 times their size) every size is rounded on its own, clicks land on what is
    /// drawn there, and the cursor ring's lines grow with the widgets.
    @Test func fractionalScaleSizesWidgetsAndKeepsClicksOnThem() throws {
        let one = try Harness(width: 1200, height: 800)
        let services = one.services
        let wide = SketchController(services: services, width: 1200, height: 800, scale: 1.5)
        wide.openPhoto(TestPaths.samplePhoto)
        _ = wide.render()
        #expect(wide.ui.theme.fontSize == 21 && Layout(width: 1200, height: 800, panelOpen: false, scale: 1.5).toolbar.height == 66)
        let b1 = try #require(one.controller.rect(ofWidget: "toolbar.settings")), b2 = try #require(wide.rect(ofWidget: "toolbar.settings"))
        #expect(abs(Double(b2.height) - Double(b1.height) * 1.5) <= 1 && abs(Double(b2.x) - Double(b1.x) * 1.5) <= 12, "\(b1) at 1x, \(b2) at 1.5x")
        // The window's coordinates are its pixels here (X11): a click at the button's centre opens the panel.
        var t = SDLEventTranslator(windowWidth: 1200, windowHeight: 800)
        var click = Harness.mouseButton(true, b2.x + b2.width / 2, b2.y + b2.height / 2)
        var release = click
        release.type = SDL_MOUSEBUTTONUP.rawValue
        for e in [click, release] { for input in t.translate(e) { wide.handle(input) } }
        #expect(wide.settingsOpen)
        // The ring follows the pen's size on screen, its lines the widgets' scale.
        click = Harness.mouseMotion(wide.canvasRect.x + 100, wide.canvasRect.y + 100)
        for input in t.translate(click) { wide.handle(input) }
        let fit = Double(wide.canvasRect.width) / 600
        #expect(wide.cursor == .ring(diameter: 6 * fit, scale: 1.5))
        let thin = CursorImage.ring(diameter: 20, scale: 1), thick = CursorImage.ring(diameter: 20, scale: 2)
        #expect(thick.image.width > thin.image.width)
        func dark(_ ring: (image: RGBAImage, hotX: Int, hotY: Int)) -> Int { ring.image.pixels.filter { Color(argb: $0).alpha > 100 }.count }
        #expect(Double(dark(thick)) > 1.5 * Double(dark(thin)), "the ring's lines are thicker at 2x")
    }
}
