import SketchCore

/// Keys, in the order `OverlayStack` documents: Ctrl+Q always quits; a text field with the
/// keyboard takes the rest; Escape then first cancels what a pointer is drawing or moving; then
/// the overlays (the help closes on any key, the picker takes every key), the canvas mode, and
/// last `CommandTable`.
extension SketchController {
    func handleKey(_ key: Key, _ modifiers: KeyModifiers) {
        let command = CommandTable.command(for: key, modifiers)
        if command == .quit { quit(notice: true); return }
        let context = overlayContext
        if overlays.typingKey(key, modifiers, command: command, in: context) { return }
        if key == .escape, cancelPointerWork() { return }
        if overlays.key(key, modifiers, command: command, in: context) { return }
        if interaction.key(key, modifiers, in: interactionContext) { return }
        if let command { perform(command) }
    }

    /// An arrow key moves the focused slider (a pass with the step, as widgets take input).
    func nudgeFocusedSlider(by step: Int) {
        guard ui.focused != nil, layout.panel != nil else { return }
        let saved = pointer
        pointer = WidgetInput(position: saved.position, isDown: saved.isDown)
        pointer.step = step
        uiPass()
        pointer = saved
        storeSettingsIfChanged()
    }

    /// Does what a key, a toolbar button or a row of the overflow menu asks for.
    func perform(_ command: Command) {
        switch command {
        case .openPicker: openPicker()
        case .typePath: openPicker(typing: true)
        case .undo: undo()
        case .redo: redo()
        case .clear: clear()
        case .toggleSettings: toggleSettings()
        case .showHelp: showHelp()
        case .palette: togglePopover(.palette)
        case .more: togglePopover(.overflow)
        case .quit: quit(notice: true)
        case .save: save()
        case .saveAs: openPicker(savingAs: true)
        case .saveView: saveView()
        case .copy: copyToClipboard()
        case .paste: paste()
        case .tool(let t): select(t)
        case .mode(let m): setMode(m == mode ? .draw : m)
        case .nudgeSlider(let step): nudgeFocusedSlider(by: step)
        case .changeWidth(let delta): changeWidth(by: delta)
        case .toggleFill:
            fillShapes.toggle()
            storeSettingsIfChanged()
            // The rectangle's and ellipse's icons show it.
            refreshUI()
            showToast(Strings.fillShapes(fillShapes), isError: false)
        // Escape and Delete reach the mode first (Select deselects and deletes).
        case .closePanel: if settingsOpen { toggleSettings() } else { run(settings.escapeActions) }
        case .enterActions: run(settings.enterActions)
        case .deleteSelection: break
        case .zoomIn: zoomStep(1)
        case .zoomOut: zoomStep(-1)
        case .zoomToFit: zoomToFit()
        case .zoomToActualSize: zoom(to: 1, about: nil)
        case .rotateRight: orient(by: .turnedRight)
        case .rotateLeft: orient(by: .turnedLeft)
        case .flipHorizontally: orient(by: .flippedHorizontally)
        case .flipVertically: orient(by: .flippedVertically)
        }
    }

    /// Drops every stroke and shape in progress (nothing is added or journalled) and the mode's
    /// drag (a move or band of Select); false when there was none.
    func cancelPointerWork() -> Bool {
        let hadStrokes = !canvas.live.isEmpty
        for id in Array(canvas.live.strokes.keys) { canvas.discard(id) }
        let hadDrag = interaction.cancelDrag(in: interactionContext)
        guard hadStrokes || hadDrag else { return false }
        refreshUI()
        return true
    }
}
