import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The toolbar and the panel at any window size: the overflow menu, the panel's scrolling,
/// tooltips and the Help button.
extension ControllerTests {
    @Test(arguments: [(640, 480), (320, 480), (1600, 300)])
    func everyButtonIsReachableAtAnyWidth(size: (Int, Int)) throws {
        let h = Harness(width: size.0, height: size.1)
        let window = IntRect(x: 0, y: 0, width: size.0, height: size.1)
        var placed: [IntRect] = []
        var inMenu: [Command] = []
        for action in Toolbar.buttons {
            if let r = h.controller.rect(ofWidget: action.id) {
                #expect(window.intersection(r) == r, "\(action.id) lies inside the window")
                #expect(placed.allSatisfy { $0.intersection(r).isEmpty }, "\(action.id) overlaps no other button")
                placed.append(r)
            } else {
                inMenu.append(action)
            }
        }
        #expect(h.controller.rect(ofWidget: "toolbar.pen") != nil, "the pen button always shows")
        #expect(h.controller.rect(ofWidget: Command.primaryMenu.id) != nil, "and the menu button")
        if size.0 <= 640 {
            // The actions leave first: at 640 px only a mode follows them.
            #expect(Toolbar.actions.allSatisfy(inMenu.contains), "\(inMenu)")
            #expect(inMenu.contains(.mode(.eyedropper)))
            // The current tool or mode in the menu marks the menu's button.
            let more = try #require(h.controller.rect(ofWidget: "toolbar.more"))
            let probe = (more.x + 3, more.y + more.height / 2)
            #expect(h.controller.frame[probe.0, probe.1] == h.controller.ui.theme.button)
            h.press("i")
            h.send(.hoverEnded)
            #expect(h.controller.frame[probe.0, probe.1] == h.controller.ui.theme.buttonActive, "» is marked while the Eyedropper is in its menu")
            h.press("p")
        }
        if size.0 == 320 { #expect(inMenu.contains(.toggleSettings) && inMenu.contains(.tool(.eraser))) }
        // » shows when a button is left out; the primary menu holds rotate and flip.
        #expect((h.controller.rect(ofWidget: "toolbar.more") != nil) == !inMenu.isEmpty)
        // Each one left out is in the » menu, and works from there; rotate and flip from the primary menu.
        let menuOnly: [Command] = [.rotateRight, .rotateLeft, .flipHorizontally, .flipVertically]
        for action in inMenu + menuOnly {
            let primary = menuOnly.contains(action)
            h.click(widget: primary ? Command.primaryMenu.id : "toolbar.more")
            if primary {
                let entry = try #require(h.controller.rect(ofWidget: MenuView.itemID(action)), "\(action.id) is in the primary menu")
                #expect(window.intersection(entry) == entry, "\(action.id) in the primary menu lies inside the window")
                h.click(widget: MenuView.itemID(action))
                #expect(h.controller.overlays.menu.open == nil, "a pick closes the menu")
            } else {
                if !h.controller.toolbarState.isEnabled(action) {
                    // Undo, Redo and Clear with nothing to undo, redo or clear: shown, greyed.
                    #expect(h.controller.rect(ofWidget: OverflowMenu.itemID(action)) != nil)
                    h.press(.escape)
                    continue
                }
                #expect(h.controller.isOverflowMenuOpen)
                let item = try #require(h.controller.rect(ofWidget: OverflowMenu.itemID(action)), "\(action.id) is in the menu")
                #expect(window.intersection(item) == item, "\(action.id) in the menu lies inside the window")
                h.click(widget: OverflowMenu.itemID(action))
                #expect(!h.controller.isOverflowMenuOpen, "a pick closes the menu")
            }
            switch action {
            case .tool(let t): #expect(h.controller.tool == t)
            case .toggleSettings:
                #expect(h.controller.settingsOpen)
                h.press(.escape)
            case .showHelp: #expect(h.controller.isHelpOpen); h.press(.escape)
            case .mode(let m): #expect(h.controller.mode == m); h.press("p")
            case .openPicker: #expect(h.controller.isPickerOpen); h.press(.escape)
            case .rotateRight: #expect(h.controller.document.orientation == .turnedRight)
            case .rotateLeft: #expect(h.controller.document.orientation == .upright, "left after right")
            case .flipHorizontally: #expect(h.controller.document.orientation == .flippedHorizontally)
            case .flipVertically: #expect(h.controller.document.orientation == Orientation.flippedHorizontally.then(.flippedVertically))
            default: break
            }
        }
    }

    @Test func anyListOfButtonsLaysOutWithinTheToolbar() throws {
        let h = Harness(width: 500)
        let bar = IntRect(x: 0, y: 0, width: 500, height: 44)
        let many = Toolbar.buttons + Tool.allCases.map(Command.tool) + [.mode(.hand), .mode(.eyedropper), .mode(.hand)]
        let (placed, overflow) = Toolbar.layout(h.controller.ui, bar, buttons: many)
        #expect(placed.count - 3 + overflow.count == many.count, "each button is placed or in the menu")
        #expect(placed.allSatisfy { bar.intersection($0.rect) == $0.rect })
        #expect(placed.contains { $0.action == .more } && placed.contains { $0.action == .palette } && placed.contains { $0.action == .primaryMenu })
        let few = Toolbar.layout(h.controller.ui, bar, buttons: [.openPicker, .undo])
        #expect(few.overflow.isEmpty && few.placed.count == 4, "no » when all fit")
    }

    @Test func thePanelScrollsByWheelAndScrollBarWhenTallerThanTheWindow() throws {
        // 300 px less the bars: the panel 232 px high.
        let h = Harness(width: 1600, height: 300 + OptionsBar.height, settings: { var s = Settings(); s.showSettingsPanel = true; return s }())
        // The rectangle's panel: its colour, width, Dashed and, last, Round corners.
        h.press("r")
        let panel = try #require(h.controller.layout.panel)
        let alpha = try #require(h.controller.rect(ofWidget: "settings.alpha"))
        #expect(alpha.maxY > panel.maxY, "Alpha starts below the window")
        let over = Harness.mouse(panel.x + 40, panel.y + 40)
        h.send(.hover(over), .wheel(dy: -1))
        let scrolled = try #require(h.controller.rect(ofWidget: "settings.alpha"))
        #expect(scrolled.y < alpha.y, "the wheel scrolls it")
        #expect(h.controller.pen.width == 6, "and moves no slider")
        for _ in 0..<20 { h.send(.wheel(dy: -1)) }
        // At the end: Round corners, the last control, is in view and works.
        let corners = try #require(h.controller.rect(ofWidget: "settings.corners"))
        #expect(panel.intersection(corners) == corners, "the last control can be reached")
        h.click(corners.x + corners.width / 2, corners.y + corners.height / 2)
        #expect(h.controller.pen.style.roundCorners)
        // Dashed is above it: back up until it is in view.
        h.send(.hover(over))
        for _ in 0..<8 where !panel.contains(h.controller.rect(ofWidget: "settings.dash")!) { h.send(.wheel(dy: 1)) }
        let dash = try #require(h.controller.rect(ofWidget: "settings.dash"))
        #expect(panel.intersection(dash) == dash, "the line styles can be reached")
        h.click(dash.x + dash.width / 2, dash.y + dash.height / 2)
        #expect(h.controller.pen.style.dashed)
        // Alpha is above the line styles: a few notches more.
        for _ in 0..<8 where !panel.contains(h.controller.rect(ofWidget: "settings.alpha")!) { h.send(.wheel(dy: 1)) }
        let bottom = try #require(h.controller.rect(ofWidget: "settings.alpha"))
        #expect(panel.intersection(bottom) == bottom, "Alpha can be reached")
        h.click(bottom.x + 1, bottom.y + 31)
        #expect(h.controller.pen.color.alpha == 0, "and used")
        // Back up with the wheel, then down by dragging the scroll bar to its end.
        for _ in 0..<20 { h.send(.wheel(dy: 1)) }
        #expect(try #require(h.controller.rect(ofWidget: "settings.alpha")).y == alpha.y)
        let bar = try #require(h.controller.rect(ofWidget: "settings.scroll"))
        let grab = Harness.mouse(bar.x + bar.width / 2, bar.y + 5), end = Harness.mouse(bar.x + bar.width / 2, bar.maxY + 100)
        h.send(.hover(grab), .pointerDown(.mouse, grab))
        h.send(.pointerMoved(.mouse, end))
        h.send(.pointerUp(.mouse, end))
        #expect(try #require(h.controller.rect(ofWidget: "settings.corners")) == corners, "the scroll bar reaches the end")
    }

    @Test func tooltipsGiveTheNameAndKeyAfterAMoment() throws {
        let h = Harness(width: 1280)
        let undo = try #require(h.controller.rect(ofWidget: "tool.ellipse"))
        h.machine.clock = 100
        h.send(.hover(Harness.mouse(undo.x + 5, undo.y + 5)))
        let under = IntRect(x: undo.x, y: undo.maxY + 4, width: 60, height: 20)
        let before = h.controller.frame.cropped(to: under)
        #expect(h.controller.tooltipText == nil)
        #expect(h.controller.nextDeadline == 100 + Tooltip.delay, "the loop wakes for it")
        h.machine.clock = 100.6
        h.send()
        #expect(h.controller.tooltipText == "Ellipse (O)")
        #expect(h.controller.frame.cropped(to: under) != before, "drawn under the button when due, with no event")
        for (id, text) in [("toolbar.undo", "Undo (Ctrl+Z)"), ("toolbar.help", "Keyboard shortcuts (F1)"), ("tool.eyedropper", "Eyedropper: pick a colour from the picture (I)")] {
            let r = try #require(h.controller.rect(ofWidget: id))
            h.send(.hover(Harness.mouse(r.x + 5, r.y + 5)))
            #expect(h.controller.tooltipText == nil, "a new button waits again")
            h.machine.clock += 0.6
            h.send()
            #expect(h.controller.tooltipText == text)
        }
        h.send(.hoverEnded)
        #expect(h.controller.tooltipText == nil)
    }

    @Test func theHelpButtonOpensTheOverlay() throws {
        let h = Harness()
        h.click(widget: "toolbar.help")
        #expect(h.controller.isHelpOpen)
    }
}
