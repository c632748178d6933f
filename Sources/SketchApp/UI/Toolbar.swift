import SketchCore
import SketchRaster

/// The row along the top edge: the actions, then (after a gap) the tools, the current one
/// selected, the modes, and at the right end the pen button and the menu button (the primary
/// menu, `MenuView`). Each button is an icon (`Icon`);
/// its name is in its tooltip, the overflow menu and the help. What does not fit goes into the
/// overflow menu (the "»" button at the right end), in the toolbar's order: the actions first,
/// from the right end of theirs, then the tools and modes from the right end.
enum Toolbar {
    static let actions = CommandTable.buttons(.action)
    /// Every button but the pen and overflow buttons, in the toolbar's order (`CommandTable`'s).
    static let buttons: [Command] = actions + CommandTable.buttons(.tool) + CommandTable.buttons(.mode)

    /// What the toolbar shows as it is now.
    struct State: Equatable {
        var canUndo: Bool
        var canRedo: Bool
        var canClear: Bool
        var settingsOpen: Bool
        /// The tool the canvas draws with now (none in another mode).
        var drawingTool: Tool?
        var mode = CanvasMode.draw
        var pen = PenSettings.default
        /// The pop-over open under the toolbar, if any.
        var popover: Popover?
        /// The menu open, if any.
        var menu: Menu?
        /// Whether rectangles and ellipses are filled: their icons show it.
        var fill = false

        /// What the button's row says (`CommandRow.isEnabled`, `isSelected`).
        func isEnabled(_ action: Command) -> Bool { CommandTable.row(action)?.isEnabled?(self) ?? true }

        func isSelected(_ action: Command) -> Bool { CommandTable.row(action)?.isSelected?(self) ?? false }
    }

    /// A button's place in the row.
    struct Placed: Equatable {
        var action: Command
        var rect: IntRect
    }

    /// Where `buttons` go in `rect` (after the pen button): those placed, and those left for
    /// the overflow menu. Any list lays out: nothing depends on how many tools or modes there are.
    static func layout(_ ui: WidgetContext, _ rect: IntRect, buttons: [Command] = Toolbar.buttons,
                       menu: [Command] = []) -> (placed: [Placed], overflow: [Command]) {
        let y = rect.y + ui.px(6), side = rect.height - ui.px(12)
        // Each button's group, looked up once: the fitting below measures the row many times.
        let groups = buttons.map { command -> Int in
            switch CommandTable.row(command)?.toolbar {
            case .tool: return 1
            case .mode: return 2
            default: return 0
            }
        }
        // The gap between two buttons (by index): wider between the groups.
        func gap(_ a: Int, _ b: Int) -> Int {
            groups[a] != groups[b] ? ui.px(groups[a] == 0 ? 16 : 12) : ui.px(4)
        }
        // The menu button keeps the right end, the pen button beside it, so the colour and width always show.
        let menuButton = Placed(action: .primaryMenu, rect: IntRect(x: rect.maxX - ui.px(8) - side, y: y, width: side, height: side))
        let penWidth = ui.penButtonWidth(height: side)
        let pen = Placed(action: .palette, rect: IntRect(x: menuButton.rect.x - ui.px(6) - penWidth, y: y, width: penWidth, height: side))
        let first = rect.x + ui.px(8), end = pen.rect.x - ui.px(10)
        var kept = Array(buttons.indices)
        func total() -> Int {
            zip(kept, kept.dropFirst()).reduce(kept.isEmpty ? 0 : side) { $0 + gap($1.0, $1.1) + side }
        }
        if first + total() > (menu.isEmpty ? end : end - side - ui.px(6)) {
            // Room for the overflow button; then the actions leave, the last first, then the tools and modes.
            let limit = end - side - ui.px(6)
            let leaving = buttons.indices.filter { groups[$0] == 0 }.reversed() + buttons.indices.filter { groups[$0] != 0 }.reversed()
            for i in leaving where !kept.isEmpty && first + total() > limit { kept.removeAll { $0 == i } }
        }
        var placed: [Placed] = []
        var x = first
        for (n, i) in kept.enumerated() {
            placed.append(Placed(action: buttons[i], rect: IntRect(x: x, y: y, width: side, height: side)))
            if n + 1 < kept.count { x += side + gap(i, kept[n + 1]) }
        }
        let overflow = buttons.indices.filter { !kept.contains($0) }.map { buttons[$0] } + menu
        if !overflow.isEmpty {
            placed.append(Placed(action: .more, rect: IntRect(x: end - side, y: y, width: side, height: side)))
        }
        // Only a window too narrow for any button loses them.
        if pen.rect.x >= first { placed.append(pen) }
        if menuButton.rect.x >= first { placed.append(menuButton) }
        return (placed, overflow)
    }

    /// Runs the toolbar's widgets; returns the button clicked in this pass, if any, and the
    /// buttons in the overflow menu.
    static func run(_ ui: WidgetContext, _ rect: IntRect, _ state: State) -> (clicked: Command?, overflow: [Command]) {
        ui.draw(.rect(rect, ui.theme.panel, radius: 0))
        let (placed, overflow) = layout(ui, rect)
        var clicked: Command?
        for item in placed {
            let hit: Bool
            if let icon = CommandTable.icon(item.action, fill: state.fill) {
                // The overflow button is marked too while the current tool or mode is in its menu.
                let selected = state.isSelected(item.action) || (item.action == .more && overflow.contains(where: state.isSelected))
                hit = ui.iconButton(item.action.id, item.rect, icon: icon, selected: selected, enabled: state.isEnabled(item.action))
            } else {
                hit = ui.penButton(item.action.id, item.rect, pen: state.pen, open: state.popover == .palette)
            }
            if hit { clicked = item.action }
        }
        return (clicked, overflow)
    }

    /// What hovering a button (or its row in the overflow menu) says: its name, and its key
    /// when it has one.
    static func tooltip(for id: WidgetID) -> String? {
        (buttons + [.palette, .more, .primaryMenu]).first { $0.id == id || OverflowMenu.itemID($0) == id }.map(CommandTable.tooltip)
    }
}

/// What opens under the toolbar.
enum Popover: Equatable {
    /// The pen button's palette.
    case palette
    /// The buttons that did not fit.
    case overflow
}
