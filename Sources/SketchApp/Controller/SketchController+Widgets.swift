import FoundationEssentials
import SketchCore
import SketchRaster

/// What a widget of the panels asked for in a pass; done once the pass is over, so a pass
/// never runs inside another. (The overlays say what they asked for themselves.)
enum WidgetAction: Equatable {
    case toolbar(Command)
    /// The zoom and the scroll bars.
    case view(ViewIndicators.Outcome)
    /// Enter in the hex entry.
    case hex(String)
}

/// The widgets: one immediate-mode pass over all of them per input, collecting what they drew
/// (for the compositor) and what they asked for.
extension SketchController {
    /// Runs one pass of the widgets with the current pointer, then acts on what they report.
    func uiPass() {
        ui.begin(pointer)
        overlays.begin(in: overlayContext)
        // Under a modal only it takes the pointer (see `OverlayStack.run`). An open pop-over or
        // menu lies over the panel and the toolbar: a press on it is its own, so the widgets
        // beneath it see no pointer there (it runs last, with the pointer back).
        let overOverlay = !isModal && (pointer.position.map { overlays.takes($0, in: overlayContext) } ?? false)
        if isModal || overOverlay { ui.input = WidgetInput() }
        var sections: [WidgetSection] = []
        var actions: [WidgetAction] = []
        func section(_ rect: IntRect, _ run: () -> Void) {
            let start = ui.commands.count
            run()
            sections.append(WidgetSection(rect: rect, commands: Array(ui.commands[start...])))
        }
        // A section drawn only from `state` (and the pointer, away from it) is given again
        // from the cache when that is as last time.
        func section<State: Equatable, Output>(_ name: String, _ rect: IntRect, state: State, _ run: () -> Output) -> Output {
            let drawn = compositor.cache.section(name, rect, state: state, ui: ui, run)
            sections.append(WidgetSection(rect: rect, commands: drawn.commands))
            return drawn.output
        }
        // The panel first: the toolbar's pen button then shows the pen the panel just set (the
        // options bar's change shows from the next pass, as the panel's own does).
        if let panel = layout.panel {
            section(panel) {
                var state = SettingsPanel.State(pen: pen, tool: tool, recent: recentColors, scroll: panelScroll, hex: hexField)
                state.textSizeAtLimit = canvas.live.widthIsAtLimit(of: tool, pen: pen)
                if SettingsPanel.run(ui, panel, &state) { pen = state.pen }
                panelScroll = state.scroll
                hexField = state.hex
                if let text = state.submittedHex { actions.append(.hex(text)) }
            }
        }
        let optionsState = OptionsBar.State(tool: tool, options: ToolOptions(pen: pen, fill: fillShapes))
        section("options", layout.options, state: optionsState) {
            var state = optionsState
            let outcome = OptionsBar.run(ui, layout.options, &state)
            if outcome.changed {
                pen = state.options.pen
                fillShapes = state.options.fill
            }
            if outcome.togglePalette { actions.append(.toolbar(.palette)) }
        }
        let status = statusLine
        section("status", layout.status, state: status) { StatusLine.run(ui, layout.status, status) }
        let toolbar = toolbarState
        let overflow = section("toolbar", layout.toolbar, state: toolbar) {
            let result = Toolbar.run(ui, layout.toolbar, toolbar)
            if let clicked = result.clicked { actions.append(.toolbar(clicked)) }
            return result.overflow
        }
        if showsEmptyCanvasHint, let r = EmptyCanvasHint.rect(ui, canvas: canvas.rect) {
            section(r) { EmptyCanvasHint.run(ui, r) }
        }
        if !overlays.hidesCanvasWidgets {
            let view = ViewIndicators.State(zoom: zoom, shown: document.kept, placement: canvas.placement, fitted: isFitted, grab: scrollGrab)
            for part in ViewIndicators.Part.allCases {
                let r = ViewIndicators.rect(part, in: layout, ui: ui)
                section(r) { if let asked = ViewIndicators.run(part, ui, r, view) { actions.append(.view(asked)) } }
            }
        }
        // After the toolbar, whose buttons anchor the pop-overs, and the panel, which may have
        // changed the pen they show.
        if overOverlay { ui.input = pointer }
        var context = overlayContext
        context.overflow = overflow
        let asked = overlays.run(in: context, section: section)
        ui.end()
        pointerState.viewIndicators = ViewIndicators.ids.compactMap { ui.rects[$0] }
        if !ui.isCapturing { scrollGrab = nil }
        compositor.update(sections).forEach { dirty.add($0) }
        if !ui.isCapturing { storeSettingsIfChanged() }
        // The overlays' first, the topmost's first: a banner's click before the toolbar's.
        for work in asked { work() }
        for action in actions { perform(action) }
    }

    func perform(_ action: WidgetAction) {
        switch action {
        case .toolbar(let clicked):
            // The pen, overflow and menu buttons open or close their own pop-over or menu.
            if clicked != .palette && clicked != .more && clicked != .primaryMenu { closePopover() }
            if clicked != .primaryMenu { closeMenu() }
            perform(clicked)
        case .view(.toggleFit): if isFitted { zoom(to: 1, about: nil) } else { zoomToFit() }
        case .view(.grab(let at)): scrollGrab = at
        // The picture moves the other way: what lay further right comes into view.
        case .view(.scroll(let horizontal, let by)): pan(by: horizontal ? -by : 0, horizontal ? 0 : -by)
        case .hex(let text): overlays.hex.submit(text, in: overlayContext)
        }
    }

    /// A blank canvas with nothing on it, and nothing else to look at, says how to begin.
    var showsEmptyCanvasHint: Bool {
        document.photoPath == nil && !document.hasWork && canvas.live.isEmpty && canvas.editing == nil
            && !isModal && !isOfferingRestore
    }

    /// Re-runs the widgets without new input, after the state they show has changed.
    func refreshUI() {
        let saved = pointer
        pointer = WidgetInput(position: saved.position, isDown: saved.isDown)
        uiPass()
        pointer = saved
    }

    /// Stores the settings when one the file keeps (pen, panel, fill) changed, and only then.
    /// The tool is not stored: the config's `tool` is the user's choice for every launch (the pen
    /// by default), never the tool last used, which could start a fresh canvas taking strokes away.
    func storeSettingsIfChanged() {
        rememberColor(replacing: settings.pen.color)
        var next = settings
        next.pen = pen
        next.recentColors = recentColors
        next.showSettingsPanel = settingsOpen
        next.fillShapes = fillShapes
        guard next != settings else { return }
        services.settings.store(next, settings)
        settings = next
    }
}
