import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The controller fed input events on a machine in memory. One serialized suite: the goldens
/// are written one at a time when they are recorded.
@Suite(.serialized) struct ControllerTests {
    static let red = Color(red: 0xE5, green: 0x39, blue: 0x35)

    @Test func mouseStrokeIsStoredInPhotoPixelsAndShown() throws {
        let h = Harness()
        #expect(h.controller.title == "sample.png — Sketchpad")
        #expect(h.controller.document.width == 600 && h.controller.document.height == 400)
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 200)), c = h.window(Point(500, 120))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y)), (Int(c.x), Int(c.y))])
        let doc = h.controller.document
        try #require(doc.strokes.count == 1)
        let s = doc.strokes[0]
        // 6 px on screen: the document keeps it in the photo's pixels.
        let fit = Double(h.controller.canvasRect.width) / 600
        #expect(s.tool == .pen && abs(s.width - 6 / fit) < 1e-9 && s.color == Self.red)
        #expect(s.points.first!.distance(to: Point(100, 100)) < 1.5)
        #expect(s.points.last!.distance(to: Point(500, 120)) < 1.5)
        #expect(s.points.count > 3, "the corner at (300, 200) is smoothed into a curve")
        // The canvas as shown: the stroke in the pen's colour along its path, the photo (scaled
        // to the canvas) away from it, and exactly what Save captures.
        let shown = h.shownCanvas
        let scale = Double(shown.width) / 600
        let photo = Harness.sample.scaled(toWidth: shown.width, height: shown.height)
        for p in [Point(100, 100), Point(500, 120)] { #expect(shown[Int(p.x * scale), Int(p.y * scale)] == Self.red, "on the stroke at \(p)") }
        for p in [Point(50, 350), Point(550, 350), Point(300, 30)] {
            let x = Int(p.x * scale), y = Int(p.y * scale)
            #expect(shown[x, y] == photo[x, y], "the photo away from the stroke at \(p)")
        }
        #expect(shown == h.controller.capture)
        #expect(Snapshot.mismatch(h.controller.frame, named: "mouse-stroke") == nil)
    }

    /// Strokes in progress are drawn into their masks once a frame, from dirty rectangles
    /// worked out from geometry when the pointer moves. After every frame the window must show
    /// what a full repaint shows; and the canvas, away from the strokes in progress, what the
    /// document renders from scratch (not the same layer on both sides). Several moves arrive
    /// between frames, as in the app (pointer events at about 200 Hz, frames at 60 Hz), from a
    /// mouse and two fingers.
    @Test func framesDrawnFromDirtyRectanglesMatchAFullRepaintAndAFreshRender() throws {
        let h = Harness()
        var rng = SplitMix64(seed: 77)
        var mouse = (x: 300, y: 250), f1 = (x: 500.0, y: 200.0), f2 = (x: 520.0, y: 400.0)
        func canvasMatchesAFreshRender(_ context: String) throws {
            let r = h.controller.canvasRect
            let fresh = DocumentRenderer.render(h.controller.document, photo: Harness.sample, scale: Double(r.width) / 600)
            // Strokes in progress and their pen-tip rings are not in the document yet.
            var live = IntRect.empty
            for s in h.controller.canvas.live.strokes.values {
                live = live.union(h.controller.canvas.live.tipBounds(s)).union(s.maskBounds.offsetBy(r.x, r.y)).union(s.tailBounds.offsetBy(r.x, r.y))
            }
            var differing = 0
            for y in 0..<r.height {
                for x in 0..<r.width where !live.contains(Point(Double(x + r.x) + 0.5, Double(y + r.y) + 0.5)) {
                    if h.controller.frame[x + r.x, y + r.y] != fresh[x, y] { differing += 1 }
                }
            }
            try #require(differing == 0, "\(context): \(differing) canvas pixels differ from the document rendered afresh")
        }
        for stroke in 0..<6 {
            var events: [InputEvent] = [.hover(Harness.mouse(mouse.x, mouse.y)), .pointerDown(.mouse, Harness.mouse(mouse.x, mouse.y))]
            if stroke % 2 == 1 {
                events += [.pointerDown(.finger(1), Point(f1.x, f1.y)), .pointerDown(.finger(2), Point(f2.x, f2.y))]
            }
            for frame in 0..<25 {
                for _ in 0..<(1 + frame % 5) {
                    // Now and then a fast flick, whose unsettled tail is long.
                    let step = frame % 7 == 3 ? 40 : 9
                    // Kept on the canvas, where the test looks for the stroke.
                    let canvas = h.controller.canvasRect.insetBy(45)
                    mouse = (min(max(mouse.x + rng.int(-step..<(step + 1)), canvas.x), canvas.maxX), min(max(mouse.y + rng.int(-step..<(step + 1)), canvas.y), canvas.maxY))
                    events.append(.pointerMoved(.mouse, Harness.mouse(mouse.x, mouse.y)))
                    if stroke % 2 == 1 {
                        f1 = (f1.x + Double(rng.int(-9..<10)), f1.y + Double(rng.int(-9..<10)))
                        f2 = (f2.x + Double(rng.int(-9..<10)), f2.y + Double(rng.int(-9..<10)))
                        events += [.pointerMoved(.finger(1), Point(f1.x, f1.y)), .pointerMoved(.finger(2), Point(f2.x, f2.y))]
                    }
                }
                events.forEach(h.controller.handle)
                events.removeAll()
                _ = h.controller.render()
                let incremental = h.controller.frame
                if frame % 4 == 0 { try canvasMatchesAFreshRender("stroke \(stroke), frame \(frame)") }
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
            h.send(.pointerUp(.mouse, Harness.mouse(mouse.x, mouse.y)), .pointerUp(.finger(1), Point(f1.x, f1.y)), .pointerUp(.finger(2), Point(f2.x, f2.y)))
            let incremental = h.controller.frame
            try canvasMatchesAFreshRender("stroke \(stroke) finished")
            h.controller.invalidateAll()
            _ = h.controller.render()
            #expect(incremental == h.controller.frame, "stroke \(stroke) finished: the dirty rectangles missed pixels that changed")
        }
        #expect(h.controller.document.strokes.count == 12)
    }

    @Test func everyFingerDrawsItsOwnStrokeAtOnce() throws {
        let h = Harness()
        h.send(.pointerDown(.finger(1), h.window(Point(100, 100))), .pointerDown(.finger(2), h.window(Point(100, 300))))
        for i in 1...10 {
            h.send(.pointerMoved(.finger(1), h.window(Point(100 + Double(i) * 40, 100))),
                   .pointerMoved(.finger(2), h.window(Point(100 + Double(i) * 40, 300 - Double(i) * 5))))
        }
        #expect(h.controller.document.strokes.isEmpty, "both strokes are still in progress")
        h.send(.pointerUp(.finger(2), h.window(Point(500, 250))))
        h.send(.pointerUp(.finger(1), h.window(Point(500, 100))))
        let strokes = h.controller.document.strokes
        try #require(strokes.count == 2)
        #expect(strokes[0].points.first!.distance(to: Point(100, 300)) < 1.5, "the finger lifted first is stored first")
        #expect(strokes[1].points.first!.distance(to: Point(100, 100)) < 1.5)
        #expect(strokes[1].points.allSatisfy { abs($0.y - 100) < 1 })
    }

    @Test func aStrokeWhosePointerGoesAwayIsFinishedNotLost() throws {
        let h = Harness()
        let p = Harness.mouse(h.window(Point(100, 100))), q = Harness.mouse(h.window(Point(200, 150)))
        h.send(.hover(p), .pointerDown(.mouse, p), .pointerMoved(.mouse, q))
        h.send(.focusLost)
        #expect(h.controller.document.strokes.count == 1)
        #expect(h.controller.document.strokes[0].points.last!.distance(to: Point(200, 150)) < 1.5)
        // A pointer coming up later draws nothing more.
        h.send(.pointerUp(.mouse, q))
        #expect(h.controller.document.strokes.count == 1)
        // Leaving the window while drawing (the platform cancels the pointer), and a touch going
        // away, finish too.
        h.send(.pointerDown(.mouse, p), .pointerMoved(.mouse, q), .pointerCancelled(.mouse), .hoverEnded)
        #expect(h.controller.document.strokes.count == 2)
        h.send(.pointerDown(.finger(4), p), .pointerMoved(.finger(4), q), .pointerCancelled(.finger(4)))
        #expect(h.controller.document.strokes.count == 3)
    }

    @Test func penTipIndicatorShowsWhileDrawingButIsNeverSaved() throws {
        let h = Harness()
        let p = Harness.mouse(h.window(Point(300, 300))), q = Harness.mouse(h.window(Point(310, 300)))
        // A finger's: the mouse shows its cursor instead (PenTipTests).
        h.send(.pointerDown(.finger(1), p), .pointerMoved(.finger(1), q))
        // Just outside the 6 px stroke but inside the indicator (diameter = width on screen + 10).
        let scale = Double(h.controller.canvasRect.width) / 600
        let probe = (Int(q.x), Int(q.y - 6 * scale / 2 - 3))
        let r = h.controller.canvasRect
        let photoOnly = Harness.sample.scaled(toWidth: r.width, height: r.height)
        #expect(h.controller.frame[probe.0, probe.1] != photoOnly[probe.0 - r.x, probe.1 - r.y], "the indicator tints the photo")
        h.send(.pointerUp(.finger(1), q))
        #expect(h.controller.frame[probe.0, probe.1] == photoOnly[probe.0 - r.x, probe.1 - r.y], "gone after lifting")
    }

    @Test func slidersTakeClicksDragsAndKeysAndTheChangeAppliesToTheNextStroke() throws {
        let h = Harness()
        h.click(widget: "toolbar.settings")
        #expect(h.controller.settingsOpen)
        let panel = try #require(h.controller.rect(ofWidget: "settings.width"))
        #expect(panel.intersection(h.controller.canvasRect).isEmpty, "the panel never covers the canvas")
        // Click at the right end of the width track: 64.
        h.click(panel.maxX - 4, panel.y + 30)
        #expect(h.controller.pen.width == 64)
        // Drag the red slider to the left end: 0.
        let red = try #require(h.controller.rect(ofWidget: "settings.red"))
        let grab = Harness.mouse(red.x + red.width / 2, red.y + 30), away = Harness.mouse(red.x - 200, red.y + 30)
        h.send(.hover(grab), .pointerDown(.mouse, grab))
        h.send(.pointerMoved(.mouse, away))
        h.send(.pointerUp(.mouse, away))
        #expect(h.controller.pen.color.red == 0)
        h.press("[")
        h.press("[")
        #expect(h.controller.pen.width == 62)
        h.press("]")
        #expect(h.controller.pen.width == 63)
        #expect(h.machine.storedSettings.last?.pen.width == 63, "settings are stored for the next launch")
        #expect(h.machine.storedSettings.last?.pen.color.red == 0)
        let p = h.window(Point(300, 200))
        h.drag([(Int(p.x), Int(p.y)), (Int(p.x) + 40, Int(p.y))])
        let s = try #require(h.controller.document.strokes.last)
        #expect(abs(s.width - 63 * 600 / Double(h.controller.canvasRect.width)) < 1e-9 && s.color == Color(red: 0, green: 0x39, blue: 0x35))
        #expect(Snapshot.mismatch(h.controller.frame, named: "settings-panel") == nil)
    }

    @Test func defaultPenIsSixPixelsOpaqueRed() throws {
        let h = Harness()
        #expect(h.controller.pen == PenSettings(width: 6, color: Color(red: 0xE5, green: 0x39, blue: 0x35, alpha: 255)))
    }

    @Test func undoRedoAndClearFromKeysAndToolbar() throws {
        let h = Harness()
        let before = h.shownCanvas
        for y in [100, 200, 300] {
            let a = h.window(Point(100, Double(y))), b = h.window(Point(400, Double(y)))
            h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        }
        let three = h.shownCanvas
        #expect(h.controller.document.strokes.count == 3)
        h.press("z", .control)
        #expect(h.controller.document.strokes.count == 2)
        h.press("z", [.control, .shift])
        #expect(h.controller.document.strokes.count == 3)
        #expect(h.shownCanvas == three, "redo restores exactly the pixels")
        h.click(widget: "toolbar.clear")
        #expect(h.controller.document.strokes.isEmpty)
        #expect(h.shownCanvas == before)
        h.click(widget: "toolbar.undo")
        #expect(h.controller.document.strokes.count == 3, "clear is undoable")
        #expect(h.shownCanvas == three)
        for _ in 0..<3 { h.press("z", .control) }
        #expect(h.shownCanvas == before, "undoing every stroke gives back the photo exactly")
        h.press("y", .control)
        #expect(h.controller.document.strokes.count == 1)
        h.click(widget: "toolbar.redo")
        #expect(h.controller.document.strokes.count == 2)
    }

    @Test func aFailedSaveSaysWhyAndKeepsTheDrawing() throws {
        let h = Harness()
        h.saveIntoABlockedFolder()
        let text = try #require(h.controller.toastText)
        #expect(text.hasPrefix("Could not save: ") && text.contains(h.machine.picturesFolder) && text.contains("not a folder"), "\(text)")
        #expect(h.machine.logged.last?.contains(h.machine.picturesFolder) == true)
        #expect(h.controller.document.strokes.count == 1)
        // The message goes away by itself.
        h.machine.clock += 9
        h.send()
        #expect(h.controller.toastText == nil)
    }

    @Test func aPhotoThatCannotBeOpenedLeavesTheCanvasAsItWas() throws {
        let h = Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let before = h.controller.document
        let bad = h.machine.home + "/notes.jpg"
        h.machine.put(nil, at: bad)
        h.open(bad)
        #expect(h.controller.document == before)
        #expect(h.controller.toastText?.contains(bad) == true)
        #expect(h.machine.logged.last?.contains("notes.jpg") == true)
        h.open(h.machine.home + "/missing.png")
        #expect(h.controller.toastText?.contains("no such file") == true)
    }

    @Test func droppedFileOpensAsTheNewPhoto() throws {
        let h = Harness(photo: nil)
        #expect(h.controller.title == "Sketchpad")
        #expect(h.controller.document.photoPath == nil)
        h.machine.put(Harness.sample, at: h.machine.home + "/dropped.png")
        h.send(.fileDropped(h.machine.home + "/dropped.png"))
        #expect(h.controller.title == "dropped.png — Sketchpad")
        #expect(h.controller.document.width == 600)
    }

    @Test func withoutAPhotoTheCanvasIsWhiteAndFillsTheWindow() throws {
        let h = Harness(photo: nil)
        let r = h.controller.canvasRect
        // The window less the toolbar (44), the options bar (36) and the status line (24), and 8 px around.
        #expect(r.width == 900 - 16 && r.height == 600 - 44 - OptionsBar.height - 24 - 16)
        #expect(h.controller.document.width == r.width)
        // White as Save captures it; on screen, a hint says how to begin (SteadyPanelTests).
        #expect(h.controller.capture.pixels.allSatisfy { $0 == Color.white.argb })
    }

    @Test func resizingKeepsStrokesOnThePhoto() throws {
        let h = Harness()
        let a = h.window(Point(100, 100)), b = h.window(Point(500, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        let doc = h.controller.document
        h.send(.resized(width: 1300, height: 900))
        #expect(h.controller.document == doc)
        #expect(h.controller.frame.width == 1300)
        let p = h.window(Point(300, 200))
        #expect(h.controller.frame[Int(p.x), Int(p.y)] == Self.red, "the stroke is still at photo (300, 200)")
    }

    @Test func pickerListsFoldersAndPhotosAndOpensOne() throws {
        let h = Harness(photo: nil)
        let pictures = h.machine.picturesFolder
        h.machine.put(Harness.sample, at: pictures + "/Trips/beach.png")
        h.machine.put(nil, at: pictures + "/readme.txt")
        h.press("o", .control)
        #expect(h.controller.isPickerOpen && h.controller.pickerFolder == pictures)
        #expect(h.controller.rect(ofWidget: "picker.row.1") == nil, "only the folder is listed, not the text file")
        h.doubleClick(widget: "picker.row.0")
        #expect(h.controller.pickerFolder == pictures + "/Trips")
        // The whole dialog, the photo's thumbnail made, the photo selected.
        h.controller.waitForBackgroundWork()
        h.click(widget: "picker.row.0")
        h.send(.hoverEnded)
        let dialog = PhotoPicker.frame(in: IntRect(x: 0, y: 0, width: h.width, height: h.height), scale: 1)
        #expect(Snapshot.mismatch(h.controller.frame.cropped(to: dialog), named: "picker") == nil)
        h.machine.clock += 1
        h.doubleClick(widget: "picker.row.0")
        #expect(!h.controller.isPickerOpen)
        #expect(h.controller.title == "beach.png — Sketchpad")
        #expect(h.controller.document.photoPath == pictures + "/Trips/beach.png")
    }

    @Test func cursorIsARingOfThePenSizeOverTheCanvas() throws {
        let h = Harness()
        h.send(.hover(Harness.mouse(h.window(Point(300, 200)))))
        // The pen's width is in screen pixels, and so is the ring, whatever the zoom.
        #expect(h.controller.cursor == .ring(diameter: 6, scale: 1))
        h.press("=", .control)
        #expect(h.controller.cursor == .ring(diameter: 6, scale: 1))
        h.send(.hover(Harness.mouse(20, 20)))
        #expect(h.controller.cursor == .arrow)
    }

    @Test func ctrlQQuits() throws {
        let h = Harness()
        h.press("q", .control)
        #expect(h.controller.wantsQuit)
    }
}
