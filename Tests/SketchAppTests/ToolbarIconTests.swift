import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The toolbar's buttons as icons: which leave for the overflow menu first, what the icons
/// show of the state, and that every button names itself in a tooltip.
extension ControllerTests {
    @Test func theActionsLeaveForTheMenuBeforeTheTools() throws {
        let h = Harness(width: 1280)
        let toolsAndModes = Array(Toolbar.buttons.drop { Toolbar.actions.contains($0) })
        var sawOnlyActionsInTheMenu = false
        for width in stride(from: 320, through: 1600, by: 4) {
            let (placed, overflow) = Toolbar.layout(h.controller.ui, IntRect(x: 0, y: 0, width: width, height: Layout.toolbarHeight))
            let shown = placed.map(\.action).filter { $0 != .more && $0 != .palette }
            // What stays is the start of each group; what leaves goes into the menu in the toolbar's order.
            #expect(Array(Toolbar.actions.prefix(shown.filter(Toolbar.actions.contains).count)) == shown.filter(Toolbar.actions.contains), "at \(width)")
            #expect(Array(toolsAndModes.prefix(shown.filter(toolsAndModes.contains).count)) == shown.filter(toolsAndModes.contains), "at \(width)")
            #expect(Toolbar.buttons.filter { !shown.contains($0) } == overflow, "at \(width): the menu holds \(overflow)")
            if overflow.contains(where: toolsAndModes.contains) {
                #expect(Toolbar.actions.allSatisfy(overflow.contains), "at \(width) a tool left while an action stayed")
            } else if !overflow.isEmpty {
                sawOnlyActionsInTheMenu = true
            }
            #expect(placed.contains { $0.action == .palette }, "the pen button stays at \(width)")
        }
        #expect(sawOnlyActionsInTheMenu, "some width has only actions in the menu")
        let full = Toolbar.layout(h.controller.ui, IntRect(x: 0, y: 0, width: 1280, height: Layout.toolbarHeight))
        #expect(full.overflow.isEmpty, "every button fits at 1280 px")
        // The same at scale 2: at 1024 px the tools stay and the actions go.
        let two = Harness(width: 1024, height: 600, scale: 2)
        #expect(two.controller.rect(ofWidget: "tool.pen") != nil && two.controller.rect(ofWidget: "toolbar.help") == nil)
    }

    @Test func rectangleAndEllipseIconsAreFilledWhileFillIsOn() throws {
        let h = Harness(width: 1280)
        let theme = h.controller.ui.theme
        for id in ["tool.rectangle", "tool.ellipse"] {
            let r = try #require(h.controller.rect(ofWidget: id))
            let centre = (r.x + r.width / 2, r.y + r.height / 2)
            let outline = h.controller.frame.cropped(to: r)
            #expect(!h.controller.fillShapes && h.controller.frame[centre.0, centre.1] == theme.button, "\(id): hollow while fill is off")
            h.press("f")
            #expect(h.controller.fillShapes)
            #expect(h.controller.frame[centre.0, centre.1] == theme.text, "\(id): filled while fill is on")
            #expect(h.controller.frame.cropped(to: r) != outline)
            h.press("f")
            #expect(h.controller.frame.cropped(to: r) == outline, "\(id): hollow again")
        }
        // The other tools' icons do not change with it.
        let pen = try #require(h.controller.rect(ofWidget: "tool.line"))
        let before = h.controller.frame.cropped(to: pen)
        h.press("f")
        #expect(h.controller.frame.cropped(to: pen) == before)
    }

    @Test func undoAndRedoAreDimmedUntilTheyCanBeUsed() throws {
        let h = Harness(width: 1280)
        let theme = h.controller.ui.theme
        func colours(_ id: String) throws -> Set<Color> {
            let r = try #require(h.controller.rect(ofWidget: id))
            let part = h.controller.frame.cropped(to: r)
            return Set(part.pixels.map { Color(argb: $0) })
        }
        #expect(try colours("toolbar.undo").contains(theme.textDisabled) && !colours("toolbar.undo").contains(theme.text))
        #expect(try colours("toolbar.redo").contains(theme.textDisabled))
        let canvas = h.controller.canvasRect
        h.drag([(canvas.x + 50, canvas.y + 50), (canvas.x + 150, canvas.y + 80)])
        #expect(try colours("toolbar.undo").contains(theme.text) && !colours("toolbar.undo").contains(theme.textDisabled), "Undo is lit after a stroke")
        #expect(try colours("toolbar.redo").contains(theme.textDisabled))
        h.press("z", .control)
        #expect(try colours("toolbar.redo").contains(theme.text), "Redo is lit after an undo")
    }

    @Test func everyButtonHasATooltipWithItsNameAndKey() {
        for action in Toolbar.buttons + [.palette, .more] {
            let text = Toolbar.tooltip(for: action.id)
            #expect(text?.isEmpty == false, "\(action.id) has no tooltip")
            #expect(Toolbar.tooltip(for: OverflowMenu.itemID(action)) == text, "\(action.id) says the same in the menu")
            if let key = CommandTable.keys(for: action) {
                #expect(text?.hasSuffix("(\(key))") == true, "\(action.id): \(String(describing: text)) names its key \(key)")
            }
        }
        #expect(Toolbar.tooltip(for: "tool.pen") == "Pen (P)" && Toolbar.tooltip(for: "tool.rectangle") == "Rectangle (R)")
    }

    /// The overflow menu's rows show each button's icon beside its name.
    @Test func theMenuShowsIconsAndNames() throws {
        let h = Harness(width: 640)
        h.click(widget: "toolbar.more")
        let row = try #require(h.controller.rect(ofWidget: OverflowMenu.itemID(.openPicker)))
        let theme = h.controller.ui.theme
        let side = h.controller.ui.px(Int(Icon.grid))
        let icon = h.controller.frame.cropped(to: IntRect(x: row.x + 4, y: row.y + (row.height - side) / 2, width: side, height: side))
        #expect(icon.pixels.contains { Color(argb: $0) == theme.text }, "the Open icon is drawn")
        let name = h.controller.frame.cropped(to: IntRect(x: row.x + side + 12, y: row.y, width: row.maxX - row.x - side - 12, height: row.height))
        #expect(name.pixels.contains { Color(argb: $0) == theme.text }, "and its name beside it")
    }
}

extension ControllerTests {
    /// Where the window is wide enough, the help lists the toolbar's icons with their names
    /// and keys beside the key table.
    @Test func theHelpNamesEveryIcon() throws {
        let h = Harness(width: 1280, height: 800)
        h.press(.f1)
        #expect(h.controller.isHelpOpen)
        #expect(Snapshot.mismatch(h.controller.frame, named: "help-legend") == nil)
    }
}
