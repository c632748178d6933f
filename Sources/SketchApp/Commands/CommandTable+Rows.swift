import SketchCore
import SketchTranslation

/// The rows of `CommandTable`. A new command is a case of `Command` and a row here: its keys,
/// label, tooltip, toolbar place and picture, its line in the help, and what it does.
extension CommandTable {
    static let rows: [CommandRow] = actions + tools + modes + others

    private static let actions: [CommandRow] = [
        CommandRow(.newDrawing, label: tr("New drawing"), keys: [ctrl("n")], menus: [.file], does: tr("a new blank drawing (asking first to save changes)"),
                   perform: { $0.requestNewDrawing() }),
        // After New drawing: the File section lists its commands in this table's order.
        CommandRow(.newScreenshot, label: tr("New screenshot"), menus: [.file], perform: { $0.takeScreenshot() }),
        CommandRow(.openPicker, label: tr("Open"), tooltip: tr("Open a photo"), keys: [ctrl("o")], toolbar: .action, menus: [.file], icon: .open,
                   perform: { $0.openPicker() }),
        CommandRow(.undo, label: tr("Undo"), keys: [ctrl("z", shift: false)], toolbar: .action, menus: [.history, .canvasHistory], icon: .undo, does: tr("undo"),
                   enabled: { $0.canUndo }, perform: { $0.undo() }),
        CommandRow(.redo, label: tr("Redo"), keys: [ctrl("z", shift: true), ctrl("y")], toolbar: .action, menus: [.history, .canvasHistory], icon: .redo,
                   does: tr("redo"), enabled: { $0.canRedo }, perform: { $0.redo() }),
        CommandRow(.clear, label: tr("Clear"), tooltip: tr("Clear the drawing"), keys: [Chord(key: .delete, control: true, shift: true)], toolbar: .action,
                   menus: [.clearing], icon: .clear, does: tr("clear the drawing (undoable)"), enabled: { $0.canClear }, perform: { $0.clear() }),
        CommandRow(.save, label: tr("Save"), tooltip: tr("Save the picture"), keys: [ctrl("s", shift: false, alt: false)], toolbar: .action, menus: [.file], icon: .save,
                   does: tr("save the picture at the photo's own size"),
                   documented: "save the picture at the photo's own size (the crop applied, every stroke) to Pictures, as save.format says (PNG unless set)",
                   perform: { $0.save() }),
        CommandRow(.toggleSettings, label: tr("Settings"), tooltip: tr("Pen settings"), keys: [ctrl(",")], toolbar: .action,
                   menus: [.app], icon: .settings, does: tr("show or hide the pen settings"), selected: { $0.settingsOpen }, perform: { $0.toggleSettings() }),
        // Shift+/ is ? on most layouts; some report it as the slash with Shift.
        CommandRow(.showHelp, label: tr("Help"), menuLabel: tr("Keyboard shortcuts"), tooltip: tr("Keyboard shortcuts"),
                   keys: [any(.f1), any(.character("?")), any(.character("/"), shift: true, listed: false)], toolbar: .action, menus: [.app], icon: .help,
                   does: tr("this help"), documented: "the help overlay, listing these keys", perform: { $0.showHelp() }),
    ]

    private static let tools: [CommandRow] = Tool.pickable.map { tool in
        CommandRow(.tool(tool), label: tool.label, keys: tool.shortcut.map { [plain($0)] } ?? [], toolbar: .tool,
                   icon: tool.icon(fill: false), filledIcon: tool.icon(fill: true),
                   selected: { $0.drawingTool == tool }, perform: { $0.select(tool) })
    }

    /// A mode's key turns it on, and off again.
    private static let modes: [CommandRow] = CanvasMode.allCases.filter(\.traits.hasButton).map { mode in
        let traits = mode.traits
        return CommandRow(.mode(mode), label: traits.label, tooltip: traits.tooltip, keys: traits.key.map { [plain($0)] } ?? [], toolbar: .mode,
                          icon: traits.icon, does: traits.does, documented: traits.documented,
                          selected: { $0.mode == mode }, perform: { $0.mode == mode ? $0.leaveMode() : $0.setMode(mode) })
    }

    private static let others: [CommandRow] = [
        CommandRow(.palette, label: tr("Colour and width"), tooltip: tr("Colour and width: click for the palette"), toolbar: .end,
                   selected: { $0.popover == .palette }, perform: { $0.togglePopover(.palette) }),
        CommandRow(.more, label: tr("More buttons"), toolbar: .end, icon: .more,
                   selected: { $0.popover == .overflow }, perform: { $0.togglePopover(.overflow) }),
        CommandRow(.typePath, keys: [ctrl("l")], perform: { $0.openPicker(typing: true) }),
        CommandRow(.saveAs, label: tr("Save as…"), keys: [ctrl("s", shift: true, alt: false)], menus: [.file],
                   does: tr("save the picture as… (a name, a folder and a format)"),
                   documented: "save the picture as: the picker with a name field and the format (PNG, JPEG or WebP); a name that is taken "
                       + "is replaced only after Replace is pressed; the folder is kept for the next Save as",
                   perform: { $0.openPicker(savingAs: true) }),
        // Beside Save as, whose picker it opens with the name ending in `.ora`.
        CommandRow(.exportLayers, label: tr("Export OpenRaster (.ora)…"), menus: [.file],
                   perform: { $0.openPicker(savingAs: true, extension: DrawingClient.openRasterExtension) }),
        CommandRow(.saveView, label: tr("Save view"), keys: [ctrl("s", shift: false, alt: true)], menus: [.file], does: tr("save the view as shown"),
                   documented: "save the view as shown (the visible part at the current zoom, at screen size) to Pictures (-view in the name)",
                   perform: { $0.saveView() }),
        CommandRow(.copy, label: tr("Copy"), keys: [ctrl("c")], menus: [.clipboard, .selectionEdit],
                   does: tr("copy the selection, else the view, to the clipboard"),
                   documented: "copy the view (as Save view captures it; with strokes selected, the part of it in the selection's box) to the clipboard, through wl-copy or xclip; a message says \"Copied\" "
                       + "or why not (neither installed, the helper failed and what it said, or did not finish within 10 s). "
                       + "Copying never holds up a save or quitting",
                   perform: { $0.copySelectionOrView() }),
        CommandRow(.paste, label: tr("Paste"), keys: [ctrl("v", shift: false)], menus: [.clipboard, .canvasEdit], perform: { $0.paste() }),
        CommandRow(.rotateRight, label: tr("Rotate right"), keys: [ctrl("]")], menus: [.picture],
                   perform: { $0.orient(by: .turnedRight) }),
        CommandRow(.rotateLeft, label: tr("Rotate left"), keys: [ctrl("[")], menus: [.picture],
                   perform: { $0.orient(by: .turnedLeft) }),
        CommandRow(.flipHorizontally, label: tr("Flip horizontally"), keys: [ctrl("h", shift: true)], menus: [.picture],
                   perform: { $0.orient(by: .flippedHorizontally) }),
        CommandRow(.flipVertically, label: tr("Flip vertically"), keys: [ctrl("v", shift: true)], menus: [.picture],
                   perform: { $0.orient(by: .flippedVertically) }),
        // Delete reaches the mode first: Select removes what it picked, as the selection's menu does; elsewhere it does nothing.
        CommandRow(.deleteSelection, label: tr("Delete"), keys: [Chord(key: .delete, control: false), Chord(key: .backspace, control: false)], menus: [.selectionEdit],
                   perform: { $0.deleteSelected() }),
        CommandRow(.toggleFill, keys: [plain("f")], does: tr("fill rectangles and ellipses, or not"),
                   documented: "fill rectangles and ellipses with the pen's colour, or not (remembered as shapes.fill)",
                   perform: { $0.toggleFill() }),
        CommandRow(.changeWidth(-1), keys: [plain("[", shift: false)], perform: { $0.changeWidth(by: -1) }),
        CommandRow(.changeWidth(-5), keys: [plain("[", shift: true)], perform: { $0.changeWidth(by: -5) }),
        CommandRow(.changeWidth(1), keys: [plain("]", shift: false)], perform: { $0.changeWidth(by: 1) }),
        CommandRow(.changeWidth(5), keys: [plain("]", shift: true)], perform: { $0.changeWidth(by: 5) }),
        CommandRow(.nudgeSlider(-1), keys: [any(.left, shift: false), any(.down, shift: false)], perform: { $0.nudgeFocusedSlider(by: -1) }),
        CommandRow(.nudgeSlider(1), keys: [any(.right, shift: false), any(.up, shift: false)], perform: { $0.nudgeFocusedSlider(by: 1) }),
        CommandRow(.nudgeSlider(-10), keys: [any(.left, shift: true), any(.down, shift: true)], perform: { $0.nudgeFocusedSlider(by: -10) }),
        CommandRow(.nudgeSlider(10), keys: [any(.right, shift: true), any(.up, shift: true)], perform: { $0.nudgeFocusedSlider(by: 10) }),
        // Ctrl++ is Ctrl+= with Shift on most layouts.
        CommandRow(.zoomIn, label: tr("Zoom in"), keys: [ctrl("="), ctrl("+", listed: false)], menus: [.zoom], perform: { $0.zoomStep(1) }),
        CommandRow(.zoomOut, label: tr("Zoom out"), keys: [ctrl("-")], menus: [.zoom], perform: { $0.zoomStep(-1) }),
        CommandRow(.zoomToFit, label: tr("Fit in window"), keys: [ctrl("0")], menus: [.zoom], does: tr("fit the photo in the window"), perform: { $0.zoomToFit() }),
        CommandRow(.zoomToActualSize, label: tr("Zoom to 100 %"), keys: [ctrl("1")], menus: [.zoom], does: tr("zoom to 100 % (a photo pixel a screen pixel)"),
                   perform: { $0.zoom(to: 1, about: nil) }),
        // Escape reaches the mode first: Select deselects, Crop drops its rectangle.
        CommandRow(.closePanel, keys: [any(.escape)], does: tr("cancel a stroke; close help, picker or pop-up; deselect; close panel"),
                   documented: "cancel the stroke, shape, move or band in progress (nothing is added); else close the help; else the picker; "
                       + "else a pop-up; else, in Crop mode, drop the rectangle (with none, leave Crop); else deselect; else close the settings panel; "
                       + "else the actions of keys.escape (none by default)",
                   perform: { $0.escapeOnCanvas() }),
        CommandRow(.enterActions, keys: [any(.enter)], does: tr("what keys.enter says (--early-exit: copy and quit)"),
                   documented: "on the canvas, when no text, crop or picker takes it: the actions of keys.enter in order (save, save-view, copy, quit; "
                       + "none by default); --early-exit makes them copy,quit",
                   perform: { $0.run($0.settings.enterActions) }),
        CommandRow(.quit, label: tr("Quit"), keys: [ctrl("q"), ctrl("w")], menus: [.app], does: tr("close the window (asking first to save changes)"),
                   documented: "close the window; with changes no save holds, it first asks: Save (Enter) saves as Save does and closes, "
                       + "Discard closes (the drawing is kept, and offered when Sketchpad next opens), Cancel (Escape) goes back",
                   perform: { $0.requestClose() }),
        CommandRow(.primaryMenu, label: tr("Main menu"), keys: [any(.f10, shift: false)], toolbar: .end, icon: .menu,
                   does: tr("the main menu: every command, with its keys"), selected: { $0.menu == .primary },
                   perform: { $0.toggleMenu(.primary) }),
        CommandRow(.contextMenu, keys: [any(.f10, shift: true)], does: tr("the menu of the selection, or of the canvas"),
                   perform: { $0.openContextMenu(at: nil) }),
        CommandRow(.bringToFront, label: tr("Bring to front"), menus: [.selectionOrder], perform: { $0.restackSelection(toFront: true) }),
        CommandRow(.sendToBack, label: tr("Send to back"), menus: [.selectionOrder], perform: { $0.restackSelection(toFront: false) }),
        CommandRow(.selectAll, label: tr("Select all"), keys: [ctrl("a")], menus: [.selecting, .canvasEdit],
                   does: tr("select every stroke (the Select tool)"), enabled: { $0.canClear }, perform: { $0.selectAll() }),
    ]
}
