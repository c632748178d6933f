import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The pen's colour at a glance: palette, recent colours, the toolbar's pen button, the
/// eyedropper and the sliders' arrow keys.
extension ControllerTests {
    static let yellow = Color(red: 0xFD, green: 0xD8, blue: 0x35)
    static let blue = Color(red: 0x1E, green: 0x88, blue: 0xE5)

    /// The pen button's colour chip: its centre shows the pen's colour.
    static func chipColor(_ h: Harness) throws -> Color {
        let r = try #require(h.controller.rect(ofWidget: "toolbar.pen"))
        let side = r.height - 8
        return h.controller.frame[r.x + 4 + side / 2, r.y + 4 + side / 2]
    }

    @Test func aPresetOnThePanelSetsTheColourKeepingTheAlpha() throws {
        let h = Harness()
        h.click(widget: "toolbar.settings")
        let alpha = try #require(h.controller.rect(ofWidget: "settings.alpha"))
        h.click(alpha.x + 10 + (alpha.width - 20) / 2, alpha.y + 31)
        let a = h.controller.pen.color.alpha
        #expect(a > 100 && a < 160)
        #expect(Palette.presets.count == 10)
        h.click(widget: "settings.palette.preset.5")
        #expect(h.controller.pen.color == Self.yellow.withAlpha(a))
        #expect(h.machine.storedSettings.last?.pen.color == Self.yellow.withAlpha(a), "remembered")
        #expect(try Self.chipColor(h) != Self.red, "the toolbar follows the panel at once")
    }

    @Test func theToolbarShowsTheColourAndWidthAndItsPaletteOpensWithThePanelClosed() throws {
        let h = Harness()
        #expect(!h.controller.settingsOpen)
        #expect(try Self.chipColor(h) == Self.red)
        let button = try #require(h.controller.rect(ofWidget: "toolbar.pen"))
        let number = IntRect(x: button.x + button.height - 4, y: button.y, width: button.maxX - (button.x + button.height - 4), height: button.height)
        let before = h.controller.frame.cropped(to: number)
        h.press("]", .shift)
        #expect(h.controller.frame.cropped(to: number) != before, "the width's number follows the width (6 to 11)")
        h.click(widget: "toolbar.pen")
        #expect(h.controller.isPaletteOpen)
        h.click(widget: "palette.preset.7")
        #expect(h.controller.pen.color == Self.blue)
        #expect(!h.controller.isPaletteOpen, "a pick closes it")
        #expect(try Self.chipColor(h) == Self.blue)
        // Escape closes it; so does a press outside, which draws nothing.
        h.click(widget: "toolbar.pen")
        h.press(.escape)
        #expect(!h.controller.isPaletteOpen)
        h.click(widget: "toolbar.pen")
        let p = h.window(Point(300, 400))
        h.drag([(Int(p.x), Int(p.y)), (Int(p.x) + 60, Int(p.y))])
        #expect(!h.controller.isPaletteOpen)
        #expect(h.controller.document.strokes.isEmpty, "the press that closed it drew nothing")
    }

    @Test func theLastFiveColoursDrawnWithAreOfferedAndRemembered() throws {
        let h = Harness()
        // A colour passed through without drawing is not one.
        h.click(widget: "toolbar.settings")
        h.click(widget: "settings.palette.preset.9")
        #expect(h.controller.recentColors.isEmpty)
        h.click(widget: "toolbar.settings")
        h.click(widget: "toolbar.settings")
        var drawn: [Color] = []
        for (i, index) in [0, 3, 5, 7, 8, 2].enumerated() {
            h.click(widget: "settings.palette.preset.\(index)")
            drawn.append(h.controller.pen.color)
            let p = h.window(Point(100, Double(50 + 40 * i)))
            h.drag([(Int(p.x), Int(p.y)), (Int(p.x) + 30, Int(p.y))])
        }
        // The colours drawn with before the pen's present one, the latest first.
        let expected = Array(drawn.dropLast().reversed().prefix(5))
        #expect(h.controller.recentColors == expected)
        #expect(h.machine.storedSettings.last?.recentColors == expected, "stored as pen.recent")
        #expect(h.controller.rect(ofWidget: "settings.palette.recent.4") != nil)
        // A recent colour comes back exactly, alpha included.
        let h2 = Harness(settings: { var s = Settings(); s.recentColors = [Color(red: 1, green: 2, blue: 3, alpha: 77)]; s.showSettingsPanel = true; return s }())
        h2.click(widget: "settings.palette.recent.0")
        #expect(h2.controller.pen.color == Color(red: 1, green: 2, blue: 3, alpha: 77))
    }

    @Test func theEyedropperTakesTheColourShownAndGoesBackToTheTool() throws {
        let h = Harness(width: 1280)
        h.press("r")
        h.click(widget: "toolbar.settings")
        let alpha = try #require(h.controller.rect(ofWidget: "settings.alpha"))
        h.click(alpha.x + 10 + (alpha.width - 20) / 2, alpha.y + 31)
        let a = h.controller.pen.color.alpha
        h.press("i")
        #expect(h.controller.mode == .eyedropper)
        #expect(h.controller.cursor == .crosshair || h.controller.cursor == .arrow)
        let p = h.window(Point(200, 150))
        let shown = h.controller.capture[Int(p.x) - h.controller.canvasRect.x, Int(p.y) - h.controller.canvasRect.y]
        #expect(shown != h.controller.pen.color.withAlpha(255))
        h.click(Int(p.x), Int(p.y))
        #expect(h.controller.pen.color == shown.withAlpha(a), "the pixel as shown, the pen's alpha kept")
        #expect(h.controller.mode == .draw && h.controller.tool == .rectangle, "one pick, then the tool again")
        #expect(h.controller.document.strokes.isEmpty, "picking draws nothing")
        // The toolbar's button does the same.
        h.click(widget: "tool.eyedropper")
        #expect(h.controller.mode == .eyedropper)
        h.click(widget: "tool.eyedropper")
        #expect(h.controller.mode == .draw)
    }

    @Test func theEyedropperPicksThePictureNotAMessageOverIt() throws {
        // A photo larger than the window: fitted, it lies under the message.
        let machine = TestMachine()
        machine.put(Harness.sample.scaled(toWidth: 1800, height: 1200), at: "/photos/large.png")
        let h = Harness(photo: "/photos/large.png", machine: machine)
        h.press("f")
        let toast = try #require(h.controller.toast?.layout(in: h.controller.layout.canvasArea, ui: h.controller.ui).rect)
        let p = (toast.x + toast.width / 2, toast.y + toast.height / 2)
        try #require(h.controller.canvasRect.intersection(toast) == toast, "the message lies over the photo")
        let picture = h.controller.capture[p.0 - h.controller.canvasRect.x, p.1 - h.controller.canvasRect.y]
        #expect(h.controller.frame[p.0, p.1] != picture, "the message covers the photo there")
        h.press("i")
        h.click(p.0, p.1)
        #expect(h.controller.pen.color == picture.withAlpha(255))
    }

    @Test func altClickPicksFromStrokesAsShownInAnyTool() throws {
        let h = Harness()
        h.click(widget: "toolbar.pen")
        h.click(widget: "palette.preset.0")
        h.press("]", .shift)
        h.press("]", .shift)
        let a = h.window(Point(100, 300)), b = h.window(Point(400, 300))
        h.drag([(Int(a.x), Int(a.y)), (Int(b.x), Int(b.y))])
        h.click(widget: "toolbar.pen")
        h.click(widget: "palette.preset.1")
        h.press("l")
        #expect(h.controller.pen.color == .white)
        h.send(.modifiersChanged(.alt))
        let mid = h.window(Point(250, 300))
        h.click(Int(mid.x), Int(mid.y))
        h.send(.modifiersChanged([]))
        #expect(h.controller.pen.color == .black, "picked the black stroke")
        #expect(h.controller.document.strokes.count == 1, "Alt+click drew nothing")
        #expect(h.controller.tool == .line)
    }

    @Test func arrowKeysMoveTheFocusedSlider() throws {
        let h = Harness(settings: { var s = Settings(); s.showSettingsPanel = true; return s }())
        h.press(.right)
        #expect(h.controller.pen.width == 6, "no slider has the focus yet")
        let width = try #require(h.controller.rect(ofWidget: "settings.width"))
        h.click(width.x + 10, width.y + 31)
        #expect(h.controller.pen.width == 1)
        #expect(h.controller.ui.focused == "settings.width")
        h.press(.right)
        #expect(h.controller.pen.width == 2)
        h.press(.up, .shift)
        #expect(h.controller.pen.width == 12)
        h.press(.down)
        #expect(h.controller.pen.width == 11)
        h.press(.left, .shift)
        #expect(h.controller.pen.width == 1)
        let green = try #require(h.controller.rect(ofWidget: "settings.green"))
        h.click(green.maxX - 1, green.y + 31)
        #expect(h.controller.pen.color.green == 255)
        h.press(.left, .shift)
        #expect(h.controller.pen.color.green == 245)
        #expect(try Self.chipColor(h) == h.controller.pen.color, "the toolbar shows the slider's change at once")
        #expect(h.controller.pen.width == 1, "the width lost the focus")
        #expect(h.machine.storedSettings.last?.pen.color.green == 245)
    }
}

extension ControllerTests {
    /// Types `text` into the panel's hex entry and presses Enter.
    static func enterHex(_ h: Harness, _ text: String) {
        h.click(widget: "settings.hex")
        for _ in 0..<12 { h.send(.key(.backspace, [])) }
        h.send(.textInput(text))
        h.send(.key(.enter, []))
    }

    @Test func hexEntryTakesSixOrEightDigitsWithOrWithoutTheHash() throws {
        let h = Harness(settings: { var s = Settings(); s.showSettingsPanel = true; return s }())
        #expect(h.controller.hexText == "#E53935")
        Self.enterHex(h, "#fdd835")
        #expect(h.controller.pen.color == Self.yellow)
        #expect(!h.controller.isTypingHex, "Enter lets the keyboard go")
        #expect(h.machine.storedSettings.last?.pen.color == Self.yellow)
        Self.enterHex(h, "1E88E580")
        #expect(h.controller.pen.color == Self.blue.withAlpha(0x80))
        #expect(h.controller.hexText == "#1E88E580")
        Self.enterHex(h, "000000")
        #expect(h.controller.pen.color == Color(red: 0, green: 0, blue: 0, alpha: 0x80), "six digits keep the alpha")
        h.press("p")
        #expect(h.controller.tool == .pen)
    }

    @Test func invalidHexSaysWhyAndLeavesTheColourAlone() throws {
        let h = Harness(settings: { var s = Settings(); s.showSettingsPanel = true; return s }())
        for bad in ["#12345", "#GGGGGG", "red", "#1234567"] {
            Self.enterHex(h, bad)
            #expect(h.controller.pen.color == Self.red, "\(bad) changes nothing")
            #expect(h.controller.toastText == "\"\(bad)\" is not a colour: type #RRGGBB or #RRGGBBAA (hex digits; the # may be left out)")
            #expect(h.controller.isTypingHex, "the entry keeps the text to correct")
            #expect(h.controller.hexText == bad)
        }
        // Keys typed into it are not shortcuts; Escape gives up and shows the pen's colour again.
        h.send(.key(.character("e"), []))
        #expect(h.controller.tool == .pen)
        h.press(.escape)
        #expect(!h.controller.isTypingHex && h.controller.hexText == "#E53935")
        #expect(h.controller.settingsOpen, "that Escape only left the entry")
        #expect(h.machine.storedSettings.isEmpty)
    }

    /// In the hex entry, Ctrl+A selects what is there, so typing replaces it; Shift+Home
    /// selects back to the start.
    @Test func hexEntrySelectsWithCtrlAAndShift() throws {
        let h = Harness(settings: { var s = Settings(); s.showSettingsPanel = true; return s }())
        h.click(widget: "settings.hex")
        h.send(.key(.character("a"), .control))
        h.send(.textInput("fdd835"))
        #expect(h.controller.hexText == "fdd835")
        h.send(.key(.left, []), .key(.home, .shift))
        h.send(.textInput("#FDD83"))
        #expect(h.controller.hexText == "#FDD835")
        h.send(.key(.enter, []))
        #expect(h.controller.pen.color == Self.yellow)
        #expect(h.controller.tool == .pen, "Ctrl+A was not a shortcut")
    }
}
