import Foundation
@testable import SketchApp
import SketchCore
import TestSupport
import Testing

extension ControllerTests {
    /// A settings file a person edited (see SettingsFileTests).
    static let editedSettings = """
    # my pen, picked by hand
    pen.width = 12
      pen.color=#00FF00
    brush.texture = canvas
    tool = spray
    save.pattern = shot-%Y%m%d
    settings.panel = false
    """

    @Test func quittingWithoutAChangeStoresNoSettings() throws {
        let h = Harness(settings: Settings.parse(Self.editedSettings).settings)
        let a = h.window(Point(100, 100)), b = h.window(Point(300, 200))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.press("q", .control)
        // The window first asks about the unsaved drawing; discarded, it closes.
        #expect(!h.controller.wantsQuit && h.controller.isAskingBeforeLeaving)
        h.click(widget: "close.discard")
        #expect(h.controller.wantsQuit)
        #expect(h.machine.storedSettings.isEmpty, "drawing and quitting change no setting")
        let h2 = Harness()
        h2.press("]")
        h2.press("q", .control)
        #expect(h2.machine.storedSettings.map(\.pen.width) == [7], "one change, stored once")
        #expect(h2.machine.storedFrom.map(\.pen.width) == [6], "with what it was, so only that key is rewritten")
    }

    /// The tool at launch is the config's `tool` (the pen when it has none); the tool last used
    /// is not stored, even when another setting is.
    @Test func theToolLastUsedIsNotCarriedToTheNextLaunch() throws {
        let h = Harness(settings: Settings.parse("pen.width = 9\n").settings)
        #expect(h.controller.tool == .pen)
        h.press("e")
        #expect(h.controller.tool == .eraser)
        h.press("]")
        h.press("q", .control)
        #expect(h.machine.storedSettings.map(\.pen.width) == [10])
        #expect(h.machine.storedSettings.allSatisfy { $0.tool == .pen }, "the eraser is not written")
        let next = Harness(settings: try #require(h.machine.storedSettings.last))
        #expect(next.controller.tool == .pen)
        // A tool the user wrote in the config is the tool at every launch, and stays in it.
        let file = "tool = arrow\npen.width = 4\n"
        let chosen = Harness(settings: Settings.parse(file).settings)
        #expect(chosen.controller.tool == .arrow)
        chosen.press("r")
        chosen.press("]")
        let stored = try #require(chosen.machine.storedSettings.last)
        #expect(stored.tool == .arrow && stored.pen.width == 5)
        #expect(Settings.updating(file, from: Settings.parse(file).settings, to: stored) == "tool = arrow\npen.width = 5\n")
    }
}
