import SketchCore
import SketchRaster

/// The widgets (immediate mode: one pass over them per input), and painting the changed parts
/// of the frame.
extension SketchController {
    // MARK: Widgets

    /// Runs one pass of the widgets with the current pointer, and acts on what they report.
    func uiPass() {
        ui.begin(pointer)
        let modal = picker != nil || isHelpOpen
        if modal { ui.input = WidgetInput() }
        var newSections: [(IntRect, [DrawCommand])] = []
        var start = ui.commands.count
        let toolbarAction = Toolbar.run(ui, layout.toolbar, canUndo: canvas.document.canUndo, canRedo: canvas.document.canRedo,
                                        canClear: !canvas.document.strokes.isEmpty, settingsOpen: settingsOpen, tool: tool)
        newSections.append((layout.toolbar, Array(ui.commands[start...])))
        if let panel = layout.panel {
            start = ui.commands.count
            var p = pen
            if SettingsView.run(ui, panel, pen: &p) { pen = p }
            newSections.append((panel, Array(ui.commands[start...])))
        }
        if picker == nil { sessionWidgets(into: &newSections) }
        var pickerAction: PickerAction?
        if isHelpOpen {
            ui.input = pointer
            start = ui.commands.count
            if HelpOverlay.run(ui, window: layout.window) { helpClosed = true }
            newSections.append((layout.window, Array(ui.commands[start...])))
        } else if let picker {
            ui.input = pointer
            start = ui.commands.count
            pickerAction = picker.run(ui, window: layout.window)
            newSections.append((layout.window, Array(ui.commands[start...])))
        }
        ui.end()
        for (i, section) in newSections.enumerated() {
            if i >= sections.count || sections[i].rect != section.0 || sections[i].commands != section.1 {
                dirty.add(section.0)
            }
        }
        if sections.count > newSections.count { dirty.add(layout.window) }
        sections = newSections.map { (rect: $0.0, commands: $0.1) }
        if !ui.isCapturing { storeSettingsIfChanged() }
        if let pickerAction { perform(pickerAction); refreshUI() }
        if let id = restoreChoice { restoreChoice = nil; restore(sessionID: id) }
        if helpClosed {
            helpClosed = false
            isHelpOpen = false
            dirty.add(layout.window)
            refreshUI()
        }
        if let toolbarAction { perform(toolbarAction) }
    }

    func perform(_ action: ToolbarAction) {
        switch action {
        case .open: openPicker()
        case .undo: undo()
        case .redo: redo()
        case .clear: clear()
        case .save: save(fullResolution: false)
        case .settings: toggleSettings()
        case .tool(let t): select(t)
        }
    }

    /// Re-runs the widgets without new input, after the state they show has changed.
    func refreshUI() {
        let saved = pointer
        pointer = WidgetInput(position: saved.position, isDown: saved.isDown)
        uiPass()
        pointer = saved
    }

    /// Stores the settings when one the file keeps (pen, tool, panel) changed, and only then.
    func storeSettingsIfChanged() {
        var next = settings
        next.pen = pen
        next.tool = tool
        next.showSettingsPanel = settingsOpen
        guard next != settings else { return }
        services.storeSettings(next, previous: settings)
        settings = next
    }

    /// The canvas as Save captures it: the photo's rectangle as shown, strokes, no overlays.
    public var capture: RGBAImage { canvas.layer }

    func updateCursor() {
        let overCanvas = hoverPosition.map { layout.canvasArea.contains($0) && !isOverWidgets($0) } ?? false
        let next: CursorRequest = overCanvas && picker == nil && !isHelpOpen ? .ring(diameter: tool.strokeWidth(forPen: pen.width) * canvas.transform.scale, scale: ui.theme.scale) : .arrow
        if next != cursor { cursor = next }
    }

    // MARK: Painting

    /// Paints every changed part of `frame` and returns those rectangles (for presenting).
    public func render() -> [IntRect] {
        checkpointIfDue()
        dirty.clip(to: layout.window)
        let rects = dirty.rects
        for r in rects { paint(r) }
        dirty.removeAll()
        return rects
    }

    /// Marks the whole window for repainting (after the window was exposed).
    public func invalidateAll() { dirty.add(layout.window) }

    public var needsRender: Bool { !dirty.isEmpty }

    func paint(_ region: IntRect) {
        for piece in region.subtracting(canvas.rect) { frame.fill(piece, with: ui.theme.background) }
        canvas.compose(into: &frame, region: region)
        painter.paint(canvas.tipCommands, into: &frame, clip: region.intersection(layout.canvasArea))
        let overlay = picker != nil || isHelpOpen
        // Most frames while drawing touch the canvas only: widgets away from them cost nothing.
        for section in sections where (section.rect != layout.window || !overlay) && !section.rect.intersection(region).isEmpty {
            painter.paint(section.commands, into: &frame, clip: region.intersection(section.rect))
        }
        if let toast {
            painter.paint(toast.layout(in: layout.canvasArea, ui: ui).commands, into: &frame, clip: region)
        }
        if overlay, let last = sections.last {
            painter.paint(last.commands, into: &frame, clip: region)
        }
    }
}

extension IntRect {
    /// This rectangle minus `hole`, as up to four rectangles.
    func subtracting(_ hole: IntRect) -> [IntRect] {
        let h = intersection(hole)
        guard !h.isEmpty else { return isEmpty ? [] : [self] }
        var out: [IntRect] = []
        if h.y > y { out.append(IntRect(x: x, y: y, width: width, height: h.y - y)) }
        if h.maxY < maxY { out.append(IntRect(x: x, y: h.maxY, width: width, height: maxY - h.maxY)) }
        if h.x > x { out.append(IntRect(x: x, y: h.y, width: h.x - x, height: h.height)) }
        if h.maxX < maxX { out.append(IntRect(x: h.maxX, y: h.y, width: maxX - h.maxX, height: h.height)) }
        return out
    }
}
