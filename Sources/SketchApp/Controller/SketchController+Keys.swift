import SketchCore

/// Keys, in the order `OverlayStack` documents: Ctrl+Q and Ctrl+W always close (asking first
/// about unsaved changes); a text field with the
/// keyboard takes the rest; Escape then first cancels what a pointer is drawing or moving; then
/// the overlays (the help closes on any key, the picker takes every key), the canvas mode, and
/// last `CommandTable`.
extension SketchController {
    func handleKey(_ key: Key, _ modifiers: KeyModifiers) {
        let command = CommandTable.command(for: key, modifiers)
        if command == .quit { requestClose(); return }
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

    /// Does what a key, a toolbar button or a row of the overflow menu asks for: what the
    /// command's row in `CommandTable` says.
    func perform(_ command: Command) { CommandTable.row(command)?.perform?(self) }

    /// F: rectangles and ellipses filled, or not; their icons show it.
    func toggleFill() {
        fillShapes.toggle()
        storeSettingsIfChanged()
        refreshUI()
        showToast(Strings.fillShapes(fillShapes), isError: false)
    }

    /// Escape once nothing before the command table took it: closes the settings panel, else
    /// does what `keys.escape` asks for.
    func escapeOnCanvas() { if settingsOpen { toggleSettings() } else { run(settings.escapeActions) } }

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
