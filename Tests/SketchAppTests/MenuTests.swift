import Foundation
@testable import SketchApp
import SketchCore
import SketchRaster
import TestSupport
import Testing

/// The primary menu (the menu button, F10) and the right-click menus, driven as a user would.
extension ControllerTests {
    /// The primary menu's entries, in order, with the keys each shows.
    static let primaryMenu: [(Command, String)] = [
        (.newDrawing, "Ctrl+N"), (.newScreenshot, ""), (.openPicker, "Ctrl+O"), (.save, "Ctrl+S"), (.saveAs, "Ctrl+Shift+S"), (.exportLayers, ""), (.saveView, "Ctrl+Alt+S"),
        (.copy, "Ctrl+C"), (.paste, "Ctrl+V"), (.undo, "Ctrl+Z"), (.redo, "Ctrl+Shift+Z"), (.selectAll, "Ctrl+A"),
        (.clear, "Ctrl+Shift+Delete"), (.rotateRight, "Ctrl+]"), (.rotateLeft, "Ctrl+["), (.flipHorizontally, "Ctrl+Shift+H"),
        (.flipVertically, "Ctrl+Shift+V"), (.zoomIn, "Ctrl+="), (.zoomOut, "Ctrl+-"), (.zoomToFit, "Ctrl+0"),
        (.zoomToActualSize, "Ctrl+1"), (.toggleSettings, "Ctrl+,"), (.showHelp, "F1"), (.quit, "Ctrl+Q"),
    ]

    /// The texts the last pass drew inside `r`; with `over`, only those drawn after the last
    /// panel-coloured rectangle that covers `over` (a menu's own background), not what it hides.
    private func texts(_ h: Harness, in r: IntRect, over: IntRect? = nil) -> [String] {
        var commands = h.controller.ui.commands[...]
        if let over, let start = commands.lastIndex(where: {
            if case .rect(let b, let color, _) = $0 { return color == h.controller.ui.theme.panel && b.intersection(over) == over }
            return false
        }) { commands = commands[(start + 1)...] }
        return commands.compactMap {
            if case .text(let s, let x, let y, _, _) = $0, r.contains(Point(Double(x) + 1, Double(y) + 1)) { return s }
            return nil
        }
    }

    private func draw(_ h: Harness, _ a: Point, _ b: Point) {
        let p = h.window(a), q = h.window(b)
        h.drag([(Int(p.x), Int(p.y)), (Int((p.x + q.x) / 2), Int((p.y + q.y) / 2)), (Int(q.x), Int(q.y))])
    }

    private func rightClick(_ h: Harness, at canvasPoint: Point) {
        let p = h.window(canvasPoint)
        h.send(.hover(p), .secondaryClick(p))
    }

    @Test func f10AndTheMenuButtonOpenThePrimaryMenuWithEveryCommandAndItsKeys() throws {
        let h = Harness(width: 1024, height: 600)
        let button = try #require(h.controller.rect(ofWidget: Command.primaryMenu.id), "the menu button is on the toolbar")
        let pen = try #require(h.controller.rect(ofWidget: Command.palette.id))
        #expect(button.maxX > pen.maxX && button.maxX > h.controller.layout.toolbar.maxX - 16, "at the toolbar's right end")
        for open in ["F10", "button"] {
            if open == "F10" { h.press(.f10) } else { h.click(widget: Command.primaryMenu.id) }
            #expect(h.controller.overlays.menu.open?.menu == .primary, "\(open) opens it")
            #expect(h.controller.overlays.menu.entries == Self.primaryMenu.map(\.0))
            let menu = try #require(h.controller.overlays.menu.drawn?.rect)
            #expect(IntRect(x: 0, y: 0, width: 1024, height: 600).intersection(menu) == menu, "it fits the window: \(menu)")
            for (command, keys) in Self.primaryMenu {
                let entry = try #require(h.controller.rect(ofWidget: MenuView.itemID(command)), "\(command) is drawn")
                #expect(menu.intersection(entry) == entry)
                #expect(texts(h, in: entry, over: menu) == [CommandTable.menuLabel(command)] + (keys.isEmpty ? [] : [keys]), "\(command) shows its name and \(keys)")
            }
            #expect(CommandTable.menuLabel(.showHelp) == "Keyboard shortcuts" && CommandTable.menuLabel(.zoomToActualSize) == "Zoom to 100 %")
            h.press(.escape)
            #expect(h.controller.overlays.menu.open == nil, "Escape closes it")
        }
        h.click(widget: Command.primaryMenu.id)
        h.click(widget: Command.primaryMenu.id)
        #expect(h.controller.overlays.menu.open == nil, "the button closes it again")
    }

    @Test func theArrowsMoveThroughTheMenuAndEnterRunsTheEntry() throws {
        let h = Harness(width: 1024, height: 600)
        h.press("-", .control)
        h.press("-", .control)
        try #require(h.controller.zoom != 1)
        h.press(.f10)
        #expect(h.controller.overlays.menu.highlighted == 0, "opened by a key, its first entry is highlighted")
        // Round the top: Quit, Keyboard shortcuts, Settings, Zoom to 100 %.
        for _ in 0..<4 { h.press(.up) }
        #expect(h.controller.overlays.menu.entries[h.controller.overlays.menu.highlighted!] == .zoomToActualSize)
        h.press(.down)
        h.press(.up)
        h.press(.enter)
        #expect(h.controller.overlays.menu.open == nil)
        #expect(h.controller.zoom == 1, "Enter ran Zoom to 100 %")
        h.press(.f10)
        h.press(.down)
        #expect(h.controller.overlays.menu.entries[h.controller.overlays.menu.highlighted!] == .newScreenshot)
        h.press(.down)
        #expect(h.controller.overlays.menu.entries[h.controller.overlays.menu.highlighted!] == .openPicker)
        h.press(.down)
        #expect(h.controller.overlays.menu.entries[h.controller.overlays.menu.highlighted!] == .save)
        h.press(.right)
        let beside = h.controller.overlays.menu.entries[h.controller.overlays.menu.highlighted!]
        #expect(CommandTable.menu(.primary).suffix(3).joined().contains(beside), "Right goes to the second column: \(beside)")
        h.press(.escape)
    }

    @Test func aClickOnAnEntryRunsItsCommandAndAClickOutsideOnlyClosesTheMenu() throws {
        let h = Harness(width: 1024, height: 600)
        h.click(widget: Command.primaryMenu.id)
        h.click(widget: MenuView.itemID(.rotateRight))
        #expect(h.controller.document.orientation == .turnedRight)
        #expect(h.controller.overlays.menu.open == nil)
        h.click(widget: Command.primaryMenu.id)
        h.click(widget: MenuView.itemID(.toggleSettings))
        #expect(h.controller.settingsOpen)
        h.click(widget: Command.primaryMenu.id)
        // On the canvas, left of the menu (whose entries reach down past the middle of the window).
        let menu = try #require(h.controller.rect(ofWidget: MenuView.itemID(.undo)))
        let p = Point(Double(menu.x - 40), Double(menu.y))
        #expect(h.controller.layout.canvasArea.contains(p))
        h.click(Int(p.x), Int(p.y))
        #expect(h.controller.overlays.menu.open == nil && h.controller.document.strokes.isEmpty, "the click closed it and drew nothing")
        #expect(h.controller.document.orientation == .turnedRight, "and ran no entry")
        // Redo is dimmed while there is nothing to redo, and a click on it does nothing.
        h.click(widget: Command.primaryMenu.id)
        h.click(widget: MenuView.itemID(.redo))
        #expect(h.controller.overlays.menu.open?.menu == .primary)
    }

    @Test func clearAndSettingsHaveKeys() {
        let h = Harness()
        draw(h, Point(100, 100), Point(300, 100))
        h.press(",", .control)
        #expect(h.controller.settingsOpen)
        h.press(",", .control)
        #expect(!h.controller.settingsOpen)
        h.press(.delete, [.control, .shift])
        #expect(h.controller.document.strokes.isEmpty)
        h.press("z", .control)
        #expect(h.controller.document.strokes.count == 1)
    }

    @Test func ctrlASelectsEveryStrokeInSelectMode() {
        let h = Harness()
        draw(h, Point(100, 100), Point(300, 100))
        draw(h, Point(100, 200), Point(300, 200))
        h.press("a", .control)
        #expect(h.controller.mode == .select)
        #expect(h.controller.selectedStrokes == [0, 1])
    }

    @Test func aRightClickOnTheCanvasShowsItsMenu() throws {
        let h = Harness(width: 1024, height: 600)
        draw(h, Point(100, 100), Point(300, 100))
        rightClick(h, at: Point(400, 300))
        #expect(h.controller.overlays.menu.open?.menu == .canvas)
        #expect(h.controller.overlays.menu.entries == [.paste, .selectAll, .undo, .redo])
        let menu = try #require(h.controller.overlays.menu.drawn?.rect)
        #expect(menu.x == Int(h.window(Point(400, 300)).x), "it opens at the pointer")
        for command in [Command.paste, .selectAll, .undo, .redo] {
            let entry = try #require(h.controller.rect(ofWidget: MenuView.itemID(command)))
            #expect(texts(h, in: entry).first == CommandTable.menuLabel(command))
        }
        #expect(h.controller.mode == .draw, "nothing was picked")
        h.click(widget: MenuView.itemID(.undo))
        #expect(h.controller.document.strokes.isEmpty)
        // Near the bottom right corner it opens up and to the left, inside the window.
        let area = h.controller.layout.canvasArea
        let corner = Harness.mouse(area.maxX - 4, area.maxY - 4)
        h.send(.hover(corner), .secondaryClick(corner))
        let low = try #require(h.controller.overlays.menu.drawn?.rect)
        #expect(h.controller.overlays.menu.open?.menu == .canvas)
        #expect(low.maxX <= 1024 && low.maxY <= 600 && low.maxX < area.maxX && low.maxY < area.maxY)
        h.press(.escape)
        #expect(h.controller.overlays.menu.open == nil)
    }

    @Test func aRightClickOnAStrokePicksItAndShowsTheSelectionsMenu() throws {
        let h = Harness(width: 1024, height: 600)
        draw(h, Point(100, 100), Point(400, 100))
        draw(h, Point(250, 50), Point(250, 300))
        let ids = h.controller.document.strokes.map(\.id)
        rightClick(h, at: Point(150, 100))
        #expect(h.controller.mode == .select && h.controller.selectedStrokes == [0], "the stroke under the pointer is picked first")
        #expect(h.controller.overlays.menu.open?.menu == .selection)
        #expect(h.controller.overlays.menu.entries == [.copy, .deleteSelection, .bringToFront, .sendToBack])
        for (command, keys) in [(Command.copy, ["Copy", "Ctrl+C"]), (.deleteSelection, ["Delete", "Delete"]),
                                (.bringToFront, ["Bring to front"]), (.sendToBack, ["Send to back"])] {
            let entry = try #require(h.controller.rect(ofWidget: MenuView.itemID(command)))
            #expect(texts(h, in: entry) == keys)
        }
        h.click(widget: MenuView.itemID(.bringToFront))
        #expect(h.controller.document.strokes.map(\.id) == [ids[1], ids[0]], "the first line is now on top")
        #expect(h.controller.selectedStrokes == [1], "and still picked where it went")
        h.press("z", .control)
        #expect(h.controller.document.strokes.map(\.id) == ids)
        #expect(h.controller.selectedStrokes == [0], "the undo put it back, picked")
        h.press("z", [.control, .shift])
        #expect(h.controller.document.strokes.map(\.id) == [ids[1], ids[0]])
        // A right-click on the picked stroke keeps the pick: Send to back.
        rightClick(h, at: Point(350, 100))
        #expect(h.controller.selectedStrokes == [1])
        h.click(widget: MenuView.itemID(.sendToBack))
        #expect(h.controller.document.strokes.map(\.id) == ids)
        #expect(h.controller.document.undoMessage == "Undone: sending 1 stroke to the back")
        h.press("z", .control)
        #expect(h.controller.document.strokes.map(\.id) == [ids[1], ids[0]])
        // Delete from the menu removes the pick, undoably.
        rightClick(h, at: Point(250, 250))
        #expect(h.controller.selectedStrokes == [0])
        h.click(widget: MenuView.itemID(.deleteSelection))
        #expect(h.controller.document.strokes.map(\.id) == [ids[0]])
    }

    @Test func shiftF10OpensTheSelectionsMenuAtItsBox() throws {
        let h = Harness(width: 1024, height: 600)
        draw(h, Point(100, 100), Point(400, 100))
        h.press("a", .control)
        h.press(.f10, .shift)
        #expect(h.controller.overlays.menu.open?.menu == .selection)
        h.press(.down)
        h.press(.enter)
        #expect(h.controller.document.strokes.isEmpty, "Down from Copy is Delete")
    }
}
