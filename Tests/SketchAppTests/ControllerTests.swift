import CSDL2
import Foundation
import SketchApp
import SketchCore
import SketchPlatform
import SketchRaster
import TestSupport
import Testing

/// The controller fed synthetic SDL events headlessly. One serialized suite: SDL's event queue
/// and SDL2_ttf are process-wide.
@Suite(.serialized) struct ControllerTests {
    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    @Test func mouseStrokeIsStoredInPhotoPixelsAndShown() throws {
        let h = try Harness()
        #expect(h.controller.title == "sample.png — Sketchpad")
        #expect(h.controller.document.width == 600 && h.controller.document.height == 400)
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 200)), c = h.window(Point(500, 120))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y)), (Int(c.x), Int(c.y))])
        let doc = h.controller.document
        try #require(doc.strokes.count == 1)
        let s = doc.strokes[0]
        #expect(s.tool == .pen && s.width == 6 && s.color == Self.red)
        #expect(s.points.first!.distance(to: Point(100, 100)) < 1.5)
        #expect(s.points.last!.distance(to: Point(500, 120)) < 1.5)
        #expect(s.points.count > 3, "the corner at (300, 200) is smoothed into a curve")
        let shown = h.shownCanvas
        let mid = h.window(Point(100, 100))
        #expect(h.controller.frame[Int(mid.x), Int(mid.y)] == Self.red)
        #expect(Snapshot.mismatch(h.controller.frame, named: "mouse-stroke") == nil)
        _ = shown
    }

    /// Strokes in progress are drawn into their masks once a frame, from dirty rectangles
    /// worked out from geometry when the pointer moves: after every frame, the window must
    /// show exactly what a full repaint shows. Several moves arrive between frames, as in the
    /// app (pointer events at about 200 Hz, frames at 60 Hz), from a mouse and two fingers.
    @Test func framesDrawnFromDirtyRectanglesMatchAFullRepaint() throws {
        let h = try Harness()
        var rng = TestRandom(seed: 77)
        var mouse = (x: 300, y: 250), f1 = (x: 500.0, y: 200.0), f2 = (x: 520.0, y: 400.0)
        for stroke in 0..<6 {
            var events: [SDL_Event] = [Harness.mouseMotion(mouse.x, mouse.y), Harness.mouseButton(true, mouse.x, mouse.y)]
            if stroke % 2 == 1 {
                events += [h.finger(SDL_FINGERDOWN, id: 1, f1.x, f1.y), h.finger(SDL_FINGERDOWN, id: 2, f2.x, f2.y)]
            }
            for frame in 0..<25 {
                for _ in 0..<(1 + frame % 5) {
                    // Now and then a fast flick, whose unsettled tail is long.
                    let step = frame % 7 == 3 ? 40 : 9
                    mouse = (mouse.x + rng.int(-step..<(step + 1)), mouse.y + rng.int(-step..<(step + 1)))
                    events.append(Harness.mouseMotion(mouse.x, mouse.y))
                    if stroke % 2 == 1 {
                        f1 = (f1.x + Double(rng.int(-9..<10)), f1.y + Double(rng.int(-9..<10)))
                        f2 = (f2.x + Double(rng.int(-9..<10)), f2.y + Double(rng.int(-9..<10)))
                        events += [h.finger(SDL_FINGERMOTION, id: 1, f1.x, f1.y), h.finger(SDL_FINGERMOTION, id: 2, f2.x, f2.y)]
                    }
                }
                for var e in events { SDL_PushEvent(&e) }
                events.removeAll()
                var e = SDL_Event()
                while SDL_PollEvent(&e) != 0 { for input in h.translator.translate(e) { h.controller.handle(input) } }
                _ = h.controller.render()
                let incremental = h.controller.frame
                h.controller.invalidateAll()
                _ = h.controller.render()
                try #require(incremental == h.controller.frame, "stroke \(stroke), frame \(frame): the dirty rectangles missed pixels that changed")
                // The stroke in progress is on screen, in full colour outside the pen-tip ring.
                var shown = 0
                for y in max(0, mouse.y - 45)..<min(h.height, mouse.y + 45) {
                    for x in max(0, mouse.x - 45)..<min(h.width, mouse.x + 45) where incremental[x, y] == Self.red { shown += 1 }
                }
                try #require(frame < 2 || shown > 0, "stroke \(stroke), frame \(frame): the stroke being drawn is not shown")
            }
            h.send(Harness.mouseButton(false, mouse.x, mouse.y), h.finger(SDL_FINGERUP, id: 1, f1.x, f1.y), h.finger(SDL_FINGERUP, id: 2, f2.x, f2.y))
            let incremental = h.controller.frame
            h.controller.invalidateAll()
            _ = h.controller.render()
            #expect(incremental == h.controller.frame, "stroke \(stroke) finished: the dirty rectangles missed pixels that changed")
        }
        #expect(h.controller.document.strokes.count == 12)
    }

    @Test func everyFingerDrawsItsOwnStrokeAtOnce() throws {
        let h = try Harness()
        let a0 = h.window(Point(100, 100)), b0 = h.window(Point(100, 300))
        h.send(h.finger(SDL_FINGERDOWN, id: 1, a0.x, a0.y), h.finger(SDL_FINGERDOWN, id: 2, b0.x, b0.y))
        for i in 1...10 {
            let a = h.window(Point(100 + Double(i) * 40, 100)), b = h.window(Point(100 + Double(i) * 40, 300 - Double(i) * 5))
            h.send(h.finger(SDL_FINGERMOTION, id: 1, a.x, a.y), h.finger(SDL_FINGERMOTION, id: 2, b.x, b.y))
        }
        #expect(h.controller.document.strokes.isEmpty, "both strokes are still in progress")
        let end = h.window(Point(500, 250))
        h.send(h.finger(SDL_FINGERUP, id: 2, end.x, end.y))
        h.send(h.finger(SDL_FINGERUP, id: 1, h.window(Point(500, 100)).x, h.window(Point(500, 100)).y))
        let strokes = h.controller.document.strokes
        try #require(strokes.count == 2)
        #expect(strokes[0].points.first!.distance(to: Point(100, 300)) < 1.5, "the finger lifted first is stored first")
        #expect(strokes[1].points.first!.distance(to: Point(100, 100)) < 1.5)
        #expect(strokes[1].points.allSatisfy { abs($0.y - 100) < 1 })
    }

    @Test func synthesisedEventsAreIgnoredSoNothingIsDrawnTwice() throws {
        let h = try Harness()
        let p = h.window(Point(200, 200)), q = h.window(Point(300, 250))
        // Mouse events that SDL made from touches carry SDL_TOUCH_MOUSEID.
        let touchMouse = UInt32(bitPattern: -1)
        h.send(Harness.mouseButton(true, Int(p.x), Int(p.y), which: touchMouse), Harness.mouseMotion(Int(q.x), Int(q.y), which: touchMouse),
               Harness.mouseButton(false, Int(q.x), Int(q.y), which: touchMouse))
        // Touch events that SDL made from the mouse carry SDL_MOUSE_TOUCHID.
        h.send(h.finger(SDL_FINGERDOWN, id: 9, p.x, p.y, touch: -1), h.finger(SDL_FINGERUP, id: 9, q.x, q.y, touch: -1))
        #expect(h.controller.document.strokes.isEmpty)
        // Real ones draw.
        h.send(h.finger(SDL_FINGERDOWN, id: 9, p.x, p.y), h.finger(SDL_FINGERUP, id: 9, q.x, q.y))
        #expect(h.controller.document.strokes.count == 1)
    }

    @Test func aStrokeWhosePointerGoesAwayIsFinishedNotLost() throws {
        let h = try Harness()
        let p = h.window(Point(100, 100)), q = h.window(Point(200, 150))
        h.send(Harness.mouseMotion(Int(p.x), Int(p.y)), Harness.mouseButton(true, Int(p.x), Int(p.y)), Harness.mouseMotion(Int(q.x), Int(q.y)))
        h.send(Harness.window(SDL_WINDOWEVENT_FOCUS_LOST))
        #expect(h.controller.document.strokes.count == 1)
        #expect(h.controller.document.strokes[0].points.last!.distance(to: Point(200, 150)) < 1.5)
        // The button coming up later draws nothing more.
        h.send(Harness.mouseButton(false, Int(q.x), Int(q.y)))
        #expect(h.controller.document.strokes.count == 1)
        // Leaving the window while drawing, and a touch going away, finish too.
        h.send(Harness.mouseButton(true, Int(p.x), Int(p.y)), Harness.mouseMotion(Int(q.x), Int(q.y)), Harness.window(SDL_WINDOWEVENT_LEAVE))
        #expect(h.controller.document.strokes.count == 2)
        h.send(h.finger(SDL_FINGERDOWN, id: 4, p.x, p.y), h.finger(SDL_FINGERMOTION, id: 4, q.x, q.y))
        h.controller.handle(.pointerCancelled(.finger(4)))
        #expect(h.controller.document.strokes.count == 3)
    }

    @Test func penTipIndicatorShowsWhileDrawingButIsNeverSaved() throws {
        let h = try Harness()
        let p = h.window(Point(300, 300)), q = h.window(Point(310, 300))
        h.send(Harness.mouseMotion(Int(p.x), Int(p.y)), Harness.mouseButton(true, Int(p.x), Int(p.y)), Harness.mouseMotion(Int(q.x), Int(q.y)))
        // Just outside the 6 px stroke but inside the indicator (diameter = width on screen + 10).
        let scale = Double(h.controller.canvasRect.width) / 600
        let probe = (Int(q.x), Int(q.y - 6 * scale / 2 - 3))
        let photoOnly = try ImageFile.load(TestPaths.samplePhoto).scaled(toWidth: h.controller.canvasRect.width, height: h.controller.canvasRect.height)
        let r = h.controller.canvasRect
        #expect(h.controller.frame[probe.0, probe.1] != photoOnly[probe.0 - r.x, probe.1 - r.y], "the indicator tints the photo")
        h.send(Harness.mouseButton(false, Int(q.x), Int(q.y)))
        #expect(h.controller.frame[probe.0, probe.1] == photoOnly[probe.0 - r.x, probe.1 - r.y], "gone after lifting")
    }

    @Test func slidersTakeClicksDragsAndKeysAndTheChangeAppliesToTheNextStroke() throws {
        let h = try Harness()
        h.click(widget: "toolbar.settings")
        #expect(h.controller.settingsOpen)
        let panel = try #require(h.controller.rect(ofWidget: "settings.width"))
        #expect(!panel.intersection(h.controller.canvasRect).isEmpty == false, "the panel never covers the canvas")
        // Click at the right end of the width track: 64.
        h.click(panel.maxX - 4, panel.y + 30)
        #expect(h.controller.pen.width == 64)
        // Drag the red slider to the left end: 0.
        let red = try #require(h.controller.rect(ofWidget: "settings.red"))
        h.send(Harness.mouseMotion(red.x + red.width / 2, red.y + 30), Harness.mouseButton(true, red.x + red.width / 2, red.y + 30))
        h.send(Harness.mouseMotion(red.x - 200, red.y + 30))
        h.send(Harness.mouseButton(false, red.x - 200, red.y + 30))
        #expect(h.controller.pen.color.red == 0)
        h.send(Harness.key(SDLK_LEFTBRACKET), Harness.key(SDLK_LEFTBRACKET))
        #expect(h.controller.pen.width == 62)
        h.send(Harness.key(SDLK_RIGHTBRACKET))
        #expect(h.controller.pen.width == 63)
        #expect(h.services.storedSettings.last?.pen.width == 63, "settings are stored for the next launch")
        #expect(h.services.storedSettings.last?.pen.color.red == 0)
        let p = h.window(Point(300, 200))
        h.drag([(Int(p.x), Int(p.y)), (Int(p.x) + 40, Int(p.y))])
        let s = try #require(h.controller.document.strokes.last)
        #expect(s.width == 63 && s.color == Color(red: 0, green: 0x39, blue: 0x35))
        #expect(Snapshot.mismatch(h.controller.frame, named: "settings-panel") == nil)
    }

    @Test func defaultPenIsSixPixelsOpaqueRed() throws {
        let h = try Harness()
        #expect(h.controller.pen == PenSettings(width: 6, color: Color(red: 0xE5, green: 0x39, blue: 0x35, alpha: 255)))
    }

    @Test func undoRedoAndClearFromKeysAndToolbar() throws {
        let h = try Harness()
        let before = h.shownCanvas
        for y in [100, 200, 300] {
            let a = h.window(Point(100, Double(y))), b = h.window(Point(400, Double(y)))
            h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        }
        let three = h.shownCanvas
        #expect(h.controller.document.strokes.count == 3)
        h.send(Harness.key(SDLK_z, KMOD_LCTRL))
        #expect(h.controller.document.strokes.count == 2)
        h.send(Harness.key(SDLK_z, SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)))
        #expect(h.controller.document.strokes.count == 3)
        #expect(h.shownCanvas == three, "redo restores exactly the pixels")
        h.click(widget: "toolbar.clear")
        #expect(h.controller.document.strokes.isEmpty)
        #expect(h.shownCanvas == before)
        h.click(widget: "toolbar.undo")
        #expect(h.controller.document.strokes.count == 3, "clear is undoable")
        #expect(h.shownCanvas == three)
        h.send(Harness.key(SDLK_z, KMOD_LCTRL), Harness.key(SDLK_z, KMOD_LCTRL), Harness.key(SDLK_z, KMOD_LCTRL))
        #expect(h.shownCanvas == before, "undoing every stroke gives back the photo exactly")
        h.send(Harness.key(SDLK_y, KMOD_LCTRL))
        #expect(h.controller.document.strokes.count == 1)
        h.click(widget: "toolbar.redo")
        #expect(h.controller.document.strokes.count == 2)
    }

    @Test func saveCapturesExactlyThePhotoRectangleIntoPictures() throws {
        let h = try Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        // Start another stroke and keep it in progress: saving must not include it or the indicator.
        let c = h.window(Point(100, 350))
        h.send(Harness.mouseMotion(Int(c.x), Int(c.y)), Harness.mouseButton(true, Int(c.x), Int(c.y)), Harness.mouseMotion(Int(c.x) + 60, Int(c.y)))
        h.send(Harness.key(SDLK_s, KMOD_LCTRL))
        h.controller.waitForBackgroundWork()
        let first = h.services.picturesFolder + "/sketchpad-20261129-130509.png"
        let saved = try ImageFile.load(first)
        let r = h.controller.canvasRect
        #expect(saved.width == r.width && saved.height == r.height)
        h.send(Harness.mouseButton(false, Int(c.x) + 60, Int(c.y)))
        #expect(h.controller.toastText == "Saved \(first)")
        // What was saved is the canvas as it was shown, minus the stroke that was still in
        // progress (undone here) and the message (expired here).
        h.send(Harness.key(SDLK_z, KMOD_LCTRL))
        h.services.clock += 10
        h.send()
        #expect(saved == h.shownCanvas)
        // A second save in the same second never overwrites.
        h.click(widget: "toolbar.save")
        h.controller.waitForBackgroundWork()
        #expect(FileManager.default.fileExists(atPath: h.services.picturesFolder + "/sketchpad-20261129-130509-2.png"))
        #expect(try ImageFile.load(first) == saved)
    }

    @Test func exportIsAtThePhotosFullResolution() throws {
        let h = try Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.send(Harness.key(SDLK_s, SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)))
        h.controller.waitForBackgroundWork()
        let exported = try ImageFile.load(h.services.picturesFolder + "/sketchpad-20261129-130509.png")
        let photo = try ImageFile.load(TestPaths.samplePhoto)
        #expect(exported == DocumentRenderer.render(h.controller.document, photo: photo))
        #expect(exported.width == 600 && exported.height == 400)
    }

    @Test func aFailedSaveSaysWhyAndKeepsTheDrawing() throws {
        let h = try Harness()
        try h.saveIntoABlockedFolder()
        let text = try #require(h.controller.toastText)
        #expect(text.hasPrefix("Could not save: ") && text.contains(h.services.picturesFolder) && text.contains("not a folder"))
        #expect(h.services.logged.last?.contains(h.services.picturesFolder) == true)
        #expect(h.controller.document.strokes.count == 1)
        // The message goes away by itself.
        h.services.clock += 9
        h.send()
        #expect(h.controller.toastText == nil)
    }

    @Test func aPhotoThatCannotBeOpenedLeavesTheCanvasAsItWas() throws {
        let h = try Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let before = h.controller.document
        let bad = h.services.folder + "/notes.jpg"
        try Data("plain text".utf8).write(to: URL(fileURLWithPath: bad))
        h.controller.openPhoto(bad)
        #expect(h.controller.document == before)
        #expect(h.controller.toastText?.contains(bad) == true)
        #expect(h.services.logged.last?.contains("notes.jpg") == true)
        h.controller.openPhoto(h.services.folder + "/missing.png")
        #expect(h.controller.toastText?.contains("no such file") == true)
    }

    @Test func droppedFileOpensAsTheNewPhoto() throws {
        let h = try Harness(photo: nil)
        #expect(h.controller.title == "Sketchpad")
        #expect(h.controller.document.photoPath == nil)
        let folder = h.services.folder
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: folder + "/dropped.png")
        var e = SDL_Event()
        e.type = SDL_DROPFILE.rawValue
        e.drop.file = SDL_strdup(folder + "/dropped.png")
        h.send(e)
        #expect(h.controller.title == "dropped.png — Sketchpad")
        #expect(h.controller.document.width == 600)
    }

    @Test func withoutAPhotoTheCanvasIsWhiteAndFillsTheWindow() throws {
        let h = try Harness(photo: nil)
        let r = h.controller.canvasRect
        #expect(r.width == 900 - 16 && r.height == 600 - 44 - 16)
        #expect(h.controller.document.width == r.width)
        #expect(h.shownCanvas.pixels.allSatisfy { $0 == Color.white.argb })
    }

    @Test func resizingKeepsStrokesOnThePhoto() throws {
        let h = try Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let doc = h.controller.document
        h.controller.handle(.resized(width: 1300, height: 900))
        _ = h.controller.render()
        #expect(h.controller.document == doc)
        #expect(h.controller.frame.width == 1300)
        let p = h.window(Point(300, 200))
        #expect(h.controller.frame[Int(p.x), Int(p.y)] == Self.red, "the stroke is still at photo (300, 200)")
    }

    @Test func pickerListsFoldersAndPhotosAndOpensOne() throws {
        let h = try Harness(photo: nil)
        let pictures = h.services.picturesFolder
        try FileManager.default.createDirectory(atPath: pictures + "/Trips", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.samplePhoto, toPath: pictures + "/Trips/beach.png")
        try Data("x".utf8).write(to: URL(fileURLWithPath: pictures + "/readme.txt"))
        h.send(Harness.key(SDLK_o, KMOD_LCTRL))
        #expect(h.controller.isPickerOpen && h.controller.pickerFolder == pictures)
        #expect(h.controller.rect(ofWidget: "picker.row.1") == nil, "only the folder is listed, not the text file")
        h.click(widget: "picker.row.0")
        #expect(h.controller.pickerFolder == pictures + "/Trips")
        // The list and the buttons (the folder's path above them is random in tests).
        let row = try #require(h.controller.rect(ofWidget: "picker.row.0"))
        let cancel = try #require(h.controller.rect(ofWidget: "picker.cancel"))
        let dialog = IntRect(x: row.x, y: row.y, width: cancel.maxX - row.x, height: cancel.maxY - row.y)
        #expect(Snapshot.mismatch(h.controller.frame.cropped(to: dialog), named: "picker") == nil)
        h.click(widget: "picker.row.0")
        #expect(!h.controller.isPickerOpen)
        #expect(h.controller.title == "beach.png — Sketchpad")
        #expect(h.controller.document.photoPath == pictures + "/Trips/beach.png")
    }

    @Test func cursorIsARingOfThePenSizeOverTheCanvas() throws {
        let h = try Harness()
        let p = h.window(Point(300, 200))
        h.send(Harness.mouseMotion(Int(p.x), Int(p.y)))
        let scale = Double(h.controller.canvasRect.width) / 600
        #expect(h.controller.cursor == .ring(diameter: 6 * scale, scale: 1))
        h.send(Harness.mouseMotion(20, 20))
        #expect(h.controller.cursor == .arrow)
    }

    @Test func ctrlQQuits() throws {
        let h = try Harness()
        h.send(Harness.key(SDLK_q, KMOD_LCTRL))
        #expect(h.controller.wantsQuit)
    }
}
