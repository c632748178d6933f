import SketchCore

/// The menu open, if any (`MenuView`): the primary menu under the menu button, or a right-click
/// menu at the pointer. A press outside it closes it and does nothing else (but on the menu
/// button, which closes it itself); so does Escape. Up and Down move the highlight over the
/// entries that can run (round the ends), Left and Right to the column beside, Enter runs the
/// highlighted entry; the menu's own keys (F10, Shift+F10) go on to their commands, and any
/// other key closes the menu and goes on too, so a shortcut still does what it says.
final class MenuOverlay: Overlay {
    /// A menu open, and where.
    struct Open: Equatable {
        var menu: Menu
        /// Nil: under the menu button.
        var at: Point?
    }

    private(set) var open: Open?
    /// Where the last pass drew it.
    private(set) var drawn: MenuView.Placement?
    /// The entry the arrows and Enter act on (an index into the menu's entries).
    private(set) var highlighted: Int?

    var isShown: Bool { open != nil }

    /// Opens `menu` at `point` (nil: under the menu button), replacing any other; `byKey`
    /// highlights its first entry that can run, as a menu opened from the keyboard does.
    func show(_ menu: Menu, at point: Point?, byKey: Bool, in context: OverlayContext) {
        open = Open(menu: menu, at: point)
        drawn = nil
        highlighted = byKey ? entries.indices.first { context.toolbar().isEnabled(entries[$0]) } : nil
        context.refresh()
    }

    func close(in context: OverlayContext) {
        guard open != nil || drawn != nil else { return }
        open = nil
        drawn = nil
        highlighted = nil
        context.refresh()
    }

    /// The open menu's entries, in order.
    var entries: [Command] { open.map { CommandTable.menu($0.menu).flatMap { $0 } } ?? [] }

    func rect(in context: OverlayContext) -> IntRect? { drawn?.rect }

    func press(at p: Point, in context: OverlayContext) -> Bool {
        guard open != nil, !context.isModal, !(drawn?.rect.contains(p) ?? false) else { return false }
        let onButton = open?.menu == .primary && (context.ui.rects[Command.primaryMenu.id]?.contains(p) ?? false)
        guard !onButton else { return false }
        close(in: context)
        return true
    }

    func key(_ key: Key, _ modifiers: KeyModifiers, command: Command?, in context: OverlayContext) -> Bool {
        guard open != nil, !context.isModal else { return false }
        let state = context.toolbar()
        switch key {
        case .escape:
            close(in: context)
        case .up, .down:
            highlighted = next(after: highlighted, by: key == .down ? 1 : -1, state: state)
            context.refresh()
        case .left, .right:
            highlighted = beside(highlighted, toRight: key == .right, state: state) ?? highlighted
            context.refresh()
        case .enter:
            guard let i = highlighted, entries.indices.contains(i), state.isEnabled(entries[i]) else { return true }
            let chosen = entries[i]
            close(in: context)
            context.perform(chosen)
        default:
            if command == .primaryMenu || command == .contextMenu { return false }
            close(in: context)
            return false
        }
        return true
    }

    /// The next entry that can run, `step` on from `index`, round the ends.
    private func next(after index: Int?, by step: Int, state: Toolbar.State) -> Int? {
        let n = entries.count
        guard n > 0 else { return nil }
        var i = index ?? (step > 0 ? -1 : n)
        for _ in 0..<n {
            i = (i + step + n) % n
            if state.isEnabled(entries[i]) { return i }
        }
        return index
    }

    /// The entry that can run in the column beside the highlighted one's, nearest its height.
    private func beside(_ index: Int?, toRight: Bool, state: Toolbar.State) -> Int? {
        guard let placed = drawn?.entries, let index, placed.indices.contains(index) else { return nil }
        let from = placed[index].rect
        let columns = Set(placed.map(\.rect.x)).sorted()
        guard let c = columns.firstIndex(of: from.x), columns.indices.contains(c + (toRight ? 1 : -1)) else { return nil }
        let x = columns[c + (toRight ? 1 : -1)]
        return placed.indices.filter { placed[$0].rect.x == x && state.isEnabled(placed[$0].command) }
            .min { abs(placed[$0].rect.y - from.y) < abs(placed[$1].rect.y - from.y) }
    }

    func run(in context: OverlayContext, section: WidgetSections) -> (() -> Void)? {
        guard let open, !context.modalAbove else { return nil }
        let ui = context.ui
        let window = context.layout.window
        let anchor: MenuView.Anchor
        if let at = open.at {
            anchor = .at(at)
        } else {
            // Under the menu button; where a window too narrow hides it, under the toolbar's right end.
            let bar = context.layout.toolbar
            anchor = .below(ui.rects[Command.primaryMenu.id] ?? IntRect(x: bar.maxX - context.px(8), y: bar.y, width: 0, height: bar.height))
        }
        let placement = MenuView.placement(ui, sections: CommandTable.menu(open.menu), anchor: anchor, window: window)
        drawn = placement
        var result: (clicked: Command?, hovered: Int?) = (nil, nil)
        section(placement.rect) { result = MenuView.run(ui, placement, highlighted: highlighted, state: context.toolbar()) }
        if let hovered = result.hovered { highlighted = hovered }
        guard let clicked = result.clicked else { return nil }
        return {
            self.close(in: context)
            context.perform(clicked)
        }
    }
}
