import SketchCore

/// Keys, through `KeyBindings`: Ctrl+Q always quits; with the help open any key closes it; with
/// the picker open keys go to it; otherwise the table says what a key does.
extension SketchController {
    func handleKey(_ key: Key, _ modifiers: KeyModifiers) {
        let action = KeyBindings.action(for: key, modifiers)
        if action == .quit { quit(); return }
        if isHelpOpen {
            closeHelp()
            return
        }
        if action == .showHelp {
            isHelpOpen = true
            refreshUI()
            return
        }
        if let picker {
            if let done = picker.key(key) { perform(done) }
            refreshUI()
            return
        }
        if cropKey(key) { return }
        if let action { perform(action) }
    }

    func perform(_ action: KeyAction) {
        switch action {
        case .openPicker: openPicker()
        case .undo: undo()
        case .redo: redo()
        case .save: save(fullResolution: false)
        case .export: save(fullResolution: true)
        case .copy: copyToClipboard()
        case .tool(let t): select(t)
        case .changeWidth(let delta): changeWidth(by: delta)
        case .crop: setMode(.crop)
        case .toggleFill:
            fillShapes.toggle()
            storeSettingsIfChanged()
            showToast(Strings.fillShapes(fillShapes), isError: false)
        case .closePanel: if settingsOpen { toggleSettings() }
        case .zoomIn: zoomStep(1)
        case .zoomOut: zoomStep(-1)
        case .zoomToFit: zoomToFit()
        case .zoomToActualSize: zoom(to: 1, about: nil)
        case .showHelp, .quit: break
        }
    }

    func closeHelp() {
        isHelpOpen = false
        dirty.add(layout.window)
        refreshUI()
    }
}
