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
        #expect(h.controller.wantsQuit)
        #expect(h.machine.storedSettings.isEmpty, "drawing and quitting change no setting")
        let h2 = Harness()
        h2.press("]")
        h2.press("q", .control)
        #expect(h2.machine.storedSettings.map(\.pen.width) == [7], "one change, stored once")
        #expect(h2.machine.storedFrom.map(\.pen.width) == [6], "with what it was, so only that key is rewritten")
    }
}
