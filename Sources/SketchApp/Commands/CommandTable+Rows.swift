import SketchCore
import SketchTranslation

/// The rows of `CommandTable`. A new command is a case of `Command` and a row here: its keys,
/// label, tooltip, toolbar place and picture, its line in the help, and what it does.
extension CommandTable {
    static let rows: [CommandRow] = actions + tools + modes + others

    private static let actions: [CommandRow] = [
        CommandRow(.openPicker, label: tr("Open"), tooltip: tr("Open a photo"), keys: [ctrl("o")], toolbar: .action, icon: .open,
                   perform: { $0.openPicker() }),
        CommandRow(.undo, label: tr("Undo"), keys: [ctrl("z", shift: false)], toolbar: .action, icon: .undo, does: tr("undo"),
                   enabled: { $0.canUndo }, perform: { $0.undo() }),
        CommandRow(.redo, label: tr("Redo"), keys: [ctrl("z", shift: true), ctrl("y")], toolbar: .action, icon: .redo, does: tr("redo"),
                   enabled: { $0.canRedo }, perform: { $0.redo() }),
        CommandRow(.clear, label: tr("Clear"), tooltip: tr("Clear the drawing"), toolbar: .action, icon: .clear,
                   enabled: { $0.canClear }, perform: { $0.clear() }),
        CommandRow(.save, label: tr("Save"), tooltip: tr("Save the picture"), keys: [ctrl("s", shift: false, alt: false)], toolbar: .action, icon: .save,
                   does: tr("save the picture at the photo's own size"),
                   documented: "save the picture at the photo's own size (the crop applied, every stroke) to Pictures, as save.format says (PNG unless set)",
                   perform: { $0.save() }),
        CommandRow(.toggleSettings, label: tr("Settings"), tooltip: tr("Pen settings"), toolbar: .action, icon: .settings,
                   selected: { $0.settingsOpen }, perform: { $0.toggleSettings() }),
        // Shift+/ is ? on most layouts; some report it as the slash with Shift.
        CommandRow(.showHelp, label: tr("Help"), tooltip: tr("Keyboard shortcuts"),
                   keys: [any(.f1), any(.character("?")), any(.character("/"), shift: true, listed: false)], toolbar: .action, icon: .help,
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
        CommandRow(.saveAs, label: tr("Save as…"), keys: [ctrl("s", shift: true, alt: false)],
                   does: tr("save the picture as… (a name, a folder and a format)"),
                   documented: "save the picture as: the picker with a name field and the format (PNG, JPEG or WebP); a name that is taken "
                       + "is replaced only after Replace is pressed; the folder is kept for the next Save as",
                   perform: { $0.openPicker(savingAs: true) }),
        CommandRow(.saveView, keys: [ctrl("s", shift: false, alt: true)], does: tr("save the view as shown"),
                   documented: "save the view as shown (the visible part at the current zoom, at screen size) to Pictures (-view in the name)",
                   perform: { $0.saveView() }),
        CommandRow(.copy, keys: [ctrl("c")], does: tr("copy the picture to the clipboard"),
                   documented: "copy the view (as Save view captures it) to the clipboard, through wl-copy or xclip; a message says \"Copied\" "
                       + "or why not (neither installed, the helper failed and what it said, or did not finish within 10 s). "
                       + "Copying never holds up a save or quitting",
                   perform: { $0.copyToClipboard() }),
        CommandRow(.paste, keys: [ctrl("v", shift: false)], perform: { $0.paste() }),
        CommandRow(.rotateRight, label: tr("Rotate right"), keys: [ctrl("]")], toolbar: .menu, icon: .rotateRight,
                   perform: { $0.orient(by: .turnedRight) }),
        CommandRow(.rotateLeft, label: tr("Rotate left"), keys: [ctrl("[")], toolbar: .menu, icon: .rotateLeft,
                   perform: { $0.orient(by: .turnedLeft) }),
        CommandRow(.flipHorizontally, label: tr("Flip horizontally"), keys: [ctrl("h", shift: true)], toolbar: .menu, icon: .flipHorizontally,
                   perform: { $0.orient(by: .flippedHorizontally) }),
        CommandRow(.flipVertically, label: tr("Flip vertically"), keys: [ctrl("v", shift: true)], toolbar: .menu, icon: .flipVertically,
                   perform: { $0.orient(by: .flippedVertically) }),
        // Delete reaches the mode first: Select removes what it picked; elsewhere it does nothing.
        CommandRow(.deleteSelection, keys: [any(.delete), any(.backspace)], perform: { _ in }),
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
        CommandRow(.zoomIn, keys: [ctrl("="), ctrl("+", listed: false)], perform: { $0.zoomStep(1) }),
        CommandRow(.zoomOut, keys: [ctrl("-")], perform: { $0.zoomStep(-1) }),
        CommandRow(.zoomToFit, keys: [ctrl("0")], does: tr("fit the photo in the window"), perform: { $0.zoomToFit() }),
        CommandRow(.zoomToActualSize, keys: [ctrl("1")], does: tr("zoom to 100 % (a photo pixel a screen pixel)"),
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
        CommandRow(.quit, keys: [ctrl("q"), ctrl("w")], does: tr("close the window (asking first to save changes)"),
                   documented: "close the window; with changes no save holds, it first asks: Save (Enter) saves as Save does and closes, "
                       + "Discard closes (the drawing is kept, and offered when Sketchpad next opens), Cancel (Escape) goes back",
                   perform: { $0.requestClose() }),
        CommandRow(.newDrawing, keys: [ctrl("n")], does: tr("a new blank drawing (asking first to save changes)"),
                   perform: { $0.requestNewDrawing() }),
        CommandRow(.newScreenshot, label: tr("New screenshot"), perform: { $0.takeScreenshot() }),
    ]
}
