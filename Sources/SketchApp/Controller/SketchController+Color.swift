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
        popover.toggle(which)
        if popover.open == nil { closePopover() } else { refreshUI() }
    }

    func closePopover() {
        guard popover.open != nil || popover.rect != nil else { return }
        popover = PopoverState()
        refreshUI()
    }

    /// Runs the open pop-over's widgets in `section`, after the toolbar (whose buttons anchor
    /// it); `overflow` is what the toolbar could not show.
    func popoverPass(overflow: [Command], section: (IntRect, () -> Void) -> Void) -> WidgetAction? {
        var action: WidgetAction?
        // The rectangle is where this pass shows the pop-over, none when it shows none (the
        // overflow menu closes itself once every button fits), so no old one takes presses.
        popover.rect = nil
        switch popover.open {
        case .palette?:
            guard let anchor = ui.rects[Command.palette.id] else { break }
            let r = Palette.popoverRect(ui, anchor: anchor, window: layout.window, recent: recentColors)
            popover.rect = r
            section(r) { if let pick = Palette.runPopover(ui, r, current: pen.color, recent: recentColors) { action = .palette(pick) } }
        case .overflow?:
            guard let anchor = ui.rects[Command.more.id], !overflow.isEmpty else {
                popover.open = nil
                break
            }
            let menu = OverflowMenu.placement(ui, items: overflow, anchor: anchor, window: layout.window)
            popover.rect = menu.rect
            section(menu.rect) { if let clicked = OverflowMenu.run(ui, items: overflow, menu, state: toolbarState) { action = .menu(clicked) } }
        case nil: break
        }
        return action
    }

    /// What the toolbar shows.
    var statusLine: StatusLine.State {
        let status = interaction.status(in: interactionContext)
        return StatusLine.State(title: status.title, hint: status.hint, width: document.kept.width, height: document.kept.height,
                         zoom: zoom, unsaved: hasUnsavedChanges, message: toast.flatMap { $0.inStatusLine ? $0.text : nil })
    }

    var toolbarState: Toolbar.State {
        Toolbar.State(canUndo: document.canUndo, canRedo: document.canRedo, canClear: !document.strokes.isEmpty,
                      settingsOpen: settingsOpen, drawingTool: interaction.drawingTool(in: interactionContext), mode: mode, pen: pen,
                      popover: popover.open, fill: fillShapes)
    }
}
