import SketchCore

/// The pop-over under the toolbar: the pen button's palette, or the overflow menu of the
/// buttons that did not fit. A press outside it (and off the toolbar, whose buttons open and
/// close it) closes it and does nothing else; so does Escape. Only the rectangle the last pass
/// drew takes presses, none when it drew none. The overflow menu closes itself when what it
/// lists changes (a resize let buttons back onto the toolbar, or pushed more off it).
final class PopoverOverlay: Overlay {
    private(set) var open: Popover?
    private(set) var drawn: IntRect?
    /// What the overflow menu listed when it opened.
    private var listed: [Command]?

    var isShown: Bool { open != nil }

    /// Opens `which`, or closes it when it is the one open.
    func toggle(_ which: Popover, in context: OverlayContext) {
        if open == which { return close(in: context) }
        open = which
        listed = nil
        context.refresh()
    }

    func close(in context: OverlayContext) {
        guard open != nil || drawn != nil else { return }
        open = nil
        listed = nil
        drawn = nil
        context.refresh()
    }

    func rect(in context: OverlayContext) -> IntRect? { drawn }

    func press(at p: Point, in context: OverlayContext) -> Bool {
        guard open != nil, !context.isModal, !(drawn?.contains(p) ?? false), !context.layout.toolbar.contains(p) else { return false }
        close(in: context)
        return true
    }

    func key(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in context: OverlayContext) -> Bool {
        guard open != nil, key == .escape else { return false }
        close(in: context)
        return true
    }

    /// Runs after the toolbar, whose buttons anchor it.
    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)? {
        guard !context.modalAbove else { return nil }
        let ui = context.ui
        // The rectangle is where this pass shows the pop-over, none when it shows none (the
        // overflow menu closes itself when its list changes), so no old one takes presses.
        drawn = nil
        switch open {
        case .palette?:
            guard let anchor = ui.rects[Command.palette.id] else { return nil }
            let r = Palette.popoverRect(ui, anchor: anchor, window: context.layout.window, recent: context.recentColors)
            drawn = r
            var pick: Palette.Pick?
            section(r) { pick = Palette.runPopover(ui, r, current: context.pen.color, recent: context.recentColors) }
            guard let pick else { return nil }
            return {
                context.setPenColor(pick.applied(to: context.pen.color))
                self.close(in: context)
            }
        case .overflow?:
            if listed == nil { listed = context.overflow }
            guard let anchor = ui.rects[Command.more.id], !context.overflow.isEmpty, listed == context.overflow else {
                open = nil
                listed = nil
                return nil
            }
            let menu = OverflowMenu.placement(ui, items: context.overflow, anchor: anchor, window: context.layout.window)
            drawn = menu.rect
            var clicked: Command?
            section(menu.rect) { clicked = OverflowMenu.run(ui, items: context.overflow, menu, state: context.toolbar()) }
            guard let clicked else { return nil }
            return {
                self.close(in: context)
                context.perform(clicked)
            }
        case nil: return nil
        }
    }
}
