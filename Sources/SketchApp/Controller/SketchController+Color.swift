import SketchCore
import SketchRaster

/// The pen's colour at a glance: the palette (on the panel and under the toolbar's pen button),
/// and the colours last drawn with (the eyedropper is `EyedropperMode`).
extension SketchController {
    /// The pen's colour changed from `old` (as last stored): if it was drawn with, it is now
    /// the most recent colour. Drawing alone changes no setting; neither does a colour only
    /// passed through (a slider's drag, arrow keys) without drawing.
    func rememberColor(replacing old: Color) {
        guard pen.color != old else { return }
        if penColorDrawn {
            recentColors = Array(([old] + recentColors.filter { $0 != old }).prefix(Settings.recentColorLimit))
        }
        penColorDrawn = false
    }

    func apply(_ pick: Palette.Pick) {
        pen.color = pick.applied(to: pen.color)
        closePopover()
        storeSettingsIfChanged()
    }

    // MARK: Pop-overs under the toolbar

    func togglePopover(_ which: Popover) {
        popover = popover == which ? nil : which
        if popover == nil { closePopover() } else { refreshUI() }
    }

    func closePopover() {
        guard popover != nil || popoverRect != nil else { return }
        popover = nil
        popoverRect = nil
        refreshUI()
    }

    /// Runs the open pop-over's widgets in `section`, after the toolbar (whose buttons anchor
    /// it); `overflow` is what the toolbar could not show.
    func popoverPass(overflow: [ToolbarAction], section: (IntRect, () -> Void) -> Void) -> WidgetAction? {
        var action: WidgetAction?
        // The rectangle is where this pass shows the pop-over, none when it shows none (the
        // overflow menu closes itself once every button fits), so no old one takes presses.
        popoverRect = nil
        switch popover {
        case .palette?:
            guard let anchor = ui.rects[ToolbarAction.pen.id] else { break }
            let r = Palette.popoverRect(ui, anchor: anchor, window: layout.window, recent: recentColors)
            popoverRect = r
            section(r) { if let pick = Palette.runPopover(ui, r, current: pen.color, recent: recentColors) { action = .palette(pick) } }
        case .overflow?:
            guard let anchor = ui.rects[ToolbarAction.more.id], !overflow.isEmpty else {
                popover = nil
                break
            }
            let menu = OverflowMenu.placement(ui, items: overflow, anchor: anchor, window: layout.window)
            popoverRect = menu.rect
            section(menu.rect) { if let clicked = OverflowMenu.run(ui, items: overflow, menu, state: toolbarState) { action = .menu(clicked) } }
        case nil: break
        }
        return action
    }

    /// What the toolbar shows.
    var toolbarState: Toolbar.State {
        Toolbar.State(canUndo: document.canUndo, canRedo: document.canRedo, canClear: !document.strokes.isEmpty,
                      settingsOpen: settingsOpen, tool: tool, mode: mode, pen: pen, popover: popover)
    }

    // MARK: Tooltips

    /// The tooltip due now: the button's name and key, once the pointer has rested on it for
    /// `Tooltip.delay` (on the services' clock) without pressing.
    var shownTooltip: (text: String, anchor: WidgetID)? {
        guard let t = tooltipHover, !pointer.isDown, services.clock.now() >= t.since + Tooltip.delay,
              let text = Toolbar.tooltip(for: t.id) else { return nil }
        return (text, t.id)
    }

    /// Follows the widget under the pointer; runs the tooltip's section when it is due.
    func tooltipPass(section: (IntRect, () -> Void) -> Void) {
        let now = services.clock.now()
        let hot = ui.hot.flatMap { Toolbar.tooltip(for: $0) != nil ? $0 : nil }
        if pointer.pressed, let hot {
            // A click hides the tooltip until the pointer goes to another button.
            tooltipHover = (hot, .infinity)
        } else if hot != tooltipHover?.id {
            tooltipHover = hot.map { ($0, now) }
        }
        tooltipDrawn = false
        guard let shown = shownTooltip, let anchor = ui.rects[shown.anchor] else { return }
        let r = Tooltip.rect(ui, shown.text, under: anchor, window: layout.window)
        section(r) { Tooltip.run(ui, shown.text, r) }
        tooltipDrawn = true
    }

    /// No tooltip is pending nor shown; the pointer resting on a button starts the wait again.
    func forgetTooltip() {
        tooltipHover = nil
        tooltipDrawn = false
    }

    /// When the tooltip of the button under the pointer is due, if it is not shown yet.
    var tooltipDeadline: Double? {
        guard let t = tooltipHover, !tooltipDrawn, t.since.isFinite else { return nil }
        return t.since + Tooltip.delay
    }
}
