import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// Enter's and Escape's actions: `keys.enter`, `keys.escape` and `--early-exit`.
@Suite struct KeyActionTests {
    static func stroke(_ h: Harness) {
        let a = h.window(Point(100, 100)), b = h.window(Point(400, 250))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
    }

    static func settings(enter: [KeyAction] = [], escape: [KeyAction] = []) -> Settings {
        var s = Settings()
        s.enterActions = enter
        s.escapeActions = escape
        return s
    }

    @Test func enterDoesNothingByDefault() throws {
        let h = Harness()
        Self.stroke(h)
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.clipboard.isEmpty)
        #expect(h.machine.names(in: h.machine.picturesFolder).isEmpty)
        #expect(!h.controller.wantsQuit && h.controller.document.strokes.count == 1)
    }

    /// `--early-exit`: Enter puts the picture (the photo's own size, not the view) on the
    /// clipboard and quits once it is there.
    @Test func earlyExitCopiesThePictureAndQuits() throws {
        // A window the photo is shrunk to fit: the view differs from the picture.
        let h = Harness(width: 640, height: 480)
        h.controller.exitEarlyOnEnter()
        Self.stroke(h)
        let picture = try h.controller.renderPicture()
        h.press(.enter)
        #expect(h.machine.clipboard == [picture], "the copy is on the clipboard before the quit")
        #expect(picture.width == 600 && picture.height == 400 && picture != h.controller.capture)
        h.machine.clock += SketchController.quitNoticeTime
        #expect(h.controller.wantsQuit)
        // The run's Enter is not written into the settings file.
        #expect(h.machine.storedSettings.allSatisfy { $0.enterActions.isEmpty })
    }

    /// `--early-exit` with no way to copy: the window stays, says why, and still has the
    /// picture; quitting then reports the failure in the exit status, and a later copy that
    /// works quits as asked.
    @Test func earlyExitNeverQuitsOnAFailedCopy() throws {
        let h = Harness()
        h.controller.exitEarlyOnEnter()
        Self.stroke(h)
        h.machine.state.withLock { $0.copyFailure = "neither wl-copy nor xclip is installed" }
        h.press(.enter)
        h.machine.clock += SketchController.quitNoticeTime
        h.send()
        #expect(!h.controller.wantsQuit)
        #expect(h.controller.toastText == "Not closing: neither wl-copy nor xclip is installed. The picture is still here to save or copy again")
        #expect(h.machine.logged.contains("sketchpad: not closing: neither wl-copy nor xclip is installed"))
        #expect(h.controller.actionFailed && h.controller.document.strokes.count == 1)
        h.machine.state.withLock { $0.copyFailure = nil }
        h.press(.enter)
        #expect(h.machine.clipboard.count == 1 && !h.controller.actionFailed)
        h.machine.clock += SketchController.quitNoticeTime
        #expect(h.controller.wantsQuit)
    }

    /// A save asked for before quitting that fails keeps the window open too.
    @Test func aFailedSaveBeforeQuittingKeepsTheWindow() throws {
        let h = Harness(settings: Self.settings(enter: [.save, .quit]))
        Self.stroke(h)
        h.machine.state.withLock { $0.readOnlyFolders.insert(h.machine.picturesFolder) }
        h.press(.enter)
        h.machine.clock += SketchController.quitNoticeTime
        h.send()
        #expect(!h.controller.wantsQuit && h.controller.actionFailed)
        #expect(h.controller.toastText?.hasPrefix("Not closing: ") == true && h.controller.toastText?.contains("permission denied") == true)
    }

    @Test func enterDoesItsActionsInOrder() throws {
        let h = Harness(settings: Self.settings(enter: [.save, .saveView]))
        Self.stroke(h)
        h.press(.enter)
        h.controller.waitForBackgroundWork()
        let names = h.machine.names(in: h.machine.picturesFolder).sorted()
        #expect(names.count == 2, "\(names)")
        #expect(names.contains { $0.hasSuffix("-view.png") } && names.contains { !$0.contains("-view") })
        #expect(!h.controller.wantsQuit)
    }

    /// Escape first does what it always did (cancels the stroke in progress, closes the panel);
    /// only with nothing left to do, its actions.
    @Test func escapeActionsComeLast() throws {
        let h = Harness(settings: Self.settings(escape: [.save, .quit]))
        Self.stroke(h)
        let p = h.window(Point(200, 200))
        h.send(.pointerDown(.mouse, p), .pointerMoved(.mouse, Point(p.x + 60, p.y + 30)))
        h.press(.escape)
        #expect(h.controller.document.strokes.count == 1, "the stroke in progress is dropped")
        h.send(.pointerUp(.mouse, Point(p.x + 60, p.y + 30)))
        h.click(widget: "toolbar.settings")
        #expect(h.controller.settingsOpen)
        h.press(.escape)
        #expect(!h.controller.settingsOpen && !h.controller.wantsQuit)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.names(in: h.machine.picturesFolder).isEmpty)
        h.press(.escape)
        h.controller.waitForBackgroundWork()
        #expect(h.machine.names(in: h.machine.picturesFolder).count == 1)
        #expect(h.controller.wantsQuit, "a saved drawing quits at once")
    }

    /// Enter still crops in Crop mode and breaks a line in a text.
    @Test func enterIsTheModesFirst() throws {
        let h = Harness(settings: Self.settings(enter: [.quit]))
        h.press("t")
        let at = h.window(Point(150, 150))
        h.click(Int(at.x), Int(at.y))
        h.send(.textInput("ab"))
        h.press(.enter)
        h.send(.textInput("c"))
        #expect(!h.controller.wantsQuit)
        h.press(.escape)
        #expect(h.controller.document.strokes.last?.text == "ab\nc")
        h.press(.enter)
        h.machine.clock += SketchController.quitNoticeTime
        #expect(h.controller.wantsQuit)
    }
}
