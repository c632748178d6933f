import SketchCore

/// Keys, through `CommandTable`: Ctrl+Q always quits; Escape first cancels what a pointer is
/// drawing or moving; with the help open any key closes it; with the picker open keys go to it;
/// otherwise the table says what a key does.
extension SketchController {
    func handleKey(_ key: Key, _ modifiers: KeyModifiers) {
        let action = CommandTable.command(for: key, modifiers)
        if action == .quit { quit(notice: true); return }
        // A path being typed takes every other key, "?" and F1 too.
        if let picker, isTypingPath {
            if let done = picker.key(key, modifiers) { perform(done) }
            refreshUI()
            return
        }
        if key == .escape, cancelPointerWork() { return }
        if isHelpOpen {
            closeHelp()
            return
        }
        if action == .showHelp {
            showHelp()
            return
        }
        if let picker {
            if let done = picker.key(key, modifiers) { perform(done) }
            refreshUI()
            return
        }
        if popover.open != nil && key == .escape {
            closePopover()
            return
        }
        if interaction.key(key, modifiers, in: interactionContext) { return }
        if let action { perform(action) }
    }

    func showHelp() {
        closePopover()
        isHelpOpen = true
        refreshUI()
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
        case .saveView: saveView()
        case .copy: copyToClipboard()
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
        case .closePanel: if settingsOpen { toggleSettings() }
        case .deleteSelection: break
        case .zoomIn: zoomStep(1)
        case .zoomOut: zoomStep(-1)
        case .zoomToFit: zoomToFit()
        case .zoomToActualSize: zoom(to: 1, about: nil)
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

    func closeHelp() {
        isHelpOpen = false
        dirty.add(layout.window)
        refreshUI()
    }
}
