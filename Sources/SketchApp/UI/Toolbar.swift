import SketchCore
import SketchRaster

/// A button of the toolbar.
enum ToolbarAction: Equatable {
    case open, undo, redo, clear, save, settings, help
    case tool(Tool)
    /// A mode other than drawing (see `CanvasMode`); clicked again, back to drawing.
    case mode(CanvasMode)
    /// The pen button (its colour and width): opens the palette.
    case pen
    /// The overflow button: opens the menu of the buttons that did not fit.
    case more

    /// The widget's id: never its label, which a translation changes.
    var id: String {
        switch self {
        case .open: return "toolbar.open"
        case .undo: return "toolbar.undo"
        case .redo: return "toolbar.redo"
        case .clear: return "toolbar.clear"
        case .save: return "toolbar.save"
        case .settings: return "toolbar.settings"
        case .help: return "toolbar.help"
        case .pen: return "toolbar.pen"
        case .more: return "toolbar.more"
        case .tool(let t): return "tool.\(t.rawValue)"
        case .mode(let m): return "tool.\(m.traits.name)"
        }
    }

    /// The key that does the same, from `KeyBindings`.
    var key: KeyAction? {
        switch self {
        case .open: return .openPicker
        case .undo: return .undo
        case .redo: return .redo
        case .save: return .save
        case .help: return .showHelp
        case .tool(let t): return .tool(t)
        case .mode(let m): return .mode(m)
        case .clear, .settings, .pen, .more: return nil
        }
    }
}

/// The row along the top edge: the actions, then (after a gap) the tools, the current one
/// selected, the modes, and at the right end the pen button. Each button is an icon (`Icon`);
/// its name is in its tooltip, the overflow menu and the help. What does not fit goes into the
/// overflow menu (the "»" button at the right end), in the toolbar's order: the actions first,
/// from the right end of theirs, then the tools and modes from the right end.
enum Toolbar {
    static let actions: [ToolbarAction] = [.open, .undo, .redo, .clear, .save, .settings, .help]
    /// The modes with a button of their own, after the tools, in `CanvasMode`'s order.
    static let modes: [CanvasMode] = CanvasMode.allCases.filter(\.traits.hasButton)
    /// Every button but the pen and overflow buttons, in the toolbar's order.
    static let buttons: [ToolbarAction] = actions + Tool.allCases.map(ToolbarAction.tool) + modes.map(ToolbarAction.mode)

    /// What the toolbar shows as it is now.
    struct State {
        var canUndo: Bool
        var canRedo: Bool
        var canClear: Bool
        var settingsOpen: Bool
        var tool: Tool
        var mode = CanvasMode.draw
        var pen = PenSettings.default
        /// The pop-over open under the toolbar, if any.
        var popover: Popover?
        /// Whether rectangles and ellipses are filled: their icons show it.
        var fill = false

        func isEnabled(_ action: ToolbarAction) -> Bool {
            switch action {
            case .undo: return canUndo
            case .redo: return canRedo
            case .clear: return canClear
            default: return true
            }
        }

        func isSelected(_ action: ToolbarAction) -> Bool {
            switch action {
            case .settings: return settingsOpen
            case .tool(let t): return t == tool && mode == .draw
            case .mode(let m): return m == mode
            case .pen: return popover == .palette
            case .more: return popover == .overflow
            default: return false
            }
        }
    }

    /// A button's place in the row.
    struct Placed: Equatable {
        var action: ToolbarAction
        var rect: IntRect
    }

    /// Where `buttons` go in `rect` (after the pen button): those placed, and those left for
    /// the overflow menu. Any list lays out: nothing depends on how many tools or modes there are.
    static func layout(_ ui: WidgetContext, _ rect: IntRect, buttons: [ToolbarAction] = Toolbar.buttons) -> (placed: [Placed], overflow: [ToolbarAction]) {
        let y = rect.y + ui.px(6), side = rect.height - ui.px(12)
        func group(_ a: ToolbarAction) -> Int {
            if case .tool = a { return 1 }
            if case .mode = a { return 2 }
            return 0
        }
        // The gap between two buttons: wider between the groups.
        func gap(_ a: ToolbarAction, _ b: ToolbarAction) -> Int {
            group(a) != group(b) ? ui.px(group(a) == 0 ? 16 : 12) : ui.px(4)
        }
        // The pen button keeps the right end, so the colour and width always show.
        let penWidth = ui.penButtonWidth(height: side)
        let pen = Placed(action: .pen, rect: IntRect(x: rect.maxX - ui.px(8) - penWidth, y: y, width: penWidth, height: side))
        let first = rect.x + ui.px(8), end = pen.rect.x - ui.px(10)
        var kept = Array(buttons.indices)
        func total() -> Int {
            zip(kept, kept.dropFirst()).reduce(kept.isEmpty ? 0 : side) { $0 + gap(buttons[$1.0], buttons[$1.1]) + side }
        }
        if first + total() > end {
            // Room for the overflow button; then the actions leave, the last first, then the tools and modes.
            let limit = end - side - ui.px(6)
            let leaving = buttons.indices.filter { group(buttons[$0]) == 0 }.reversed() + buttons.indices.filter { group(buttons[$0]) != 0 }.reversed()
            for i in leaving where !kept.isEmpty && first + total() > limit { kept.removeAll { $0 == i } }
        }
        var placed: [Placed] = []
        var x = first
        for (n, i) in kept.enumerated() {
            placed.append(Placed(action: buttons[i], rect: IntRect(x: x, y: y, width: side, height: side)))
            if n + 1 < kept.count { x += side + gap(buttons[i], buttons[kept[n + 1]]) }
        }
        let overflow = buttons.indices.filter { !kept.contains($0) }.map { buttons[$0] }
        if !overflow.isEmpty {
            placed.append(Placed(action: .more, rect: IntRect(x: end - side, y: y, width: side, height: side)))
        }
        // Only a window too narrow for any button loses it.
        if pen.rect.x >= first { placed.append(pen) }
        return (placed, overflow)
    }

    /// Runs the toolbar's widgets; returns the button clicked in this pass, if any, and the
    /// buttons in the overflow menu.
    static func run(_ ui: WidgetContext, _ rect: IntRect, _ state: State) -> (clicked: ToolbarAction?, overflow: [ToolbarAction]) {
        ui.draw(.rect(rect, ui.theme.panel, radius: 0))
        let (placed, overflow) = layout(ui, rect)
        var clicked: ToolbarAction?
        for item in placed {
            let hit: Bool
            if let icon = item.action.icon(fill: state.fill) {
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

    /// What hovering a button says: its name, and its key when it has one.
    static func tooltip(for id: WidgetID) -> String? {
        let all = buttons + [.pen, .more]
        guard let action = all.first(where: { $0.id == id || OverflowMenu.itemID($0) == id }) else { return nil }
        let name = Strings.tooltip(action)
        guard let key = action.key.flatMap(KeyBindings.keys(for:)) else { return name }
        return Strings.tooltip(name: name, key: key)
    }
}

extension ToolbarAction {
    /// The button's icon; rectangles and ellipses show filled ones while `fill` is on. The pen
    /// button has none: it shows the pen's colour and width.
    func icon(fill: Bool) -> Icon? {
        switch self {
        case .open: return .open
        case .undo: return .undo
        case .redo: return .redo
        case .clear: return .clear
        case .save: return .save
        case .settings: return .settings
        case .help: return .help
        case .more: return .more
        case .pen: return nil
        case .tool(let tool):
            switch tool {
            case .pen: return .pen
            case .line: return .line
            case .arrow: return .arrow
            case .rectangle: return fill ? .rectangleFilled : .rectangle
            case .ellipse: return fill ? .ellipseFilled : .ellipse
            case .highlighter: return .highlighter
            case .eraser: return .eraser
            case .text: return .text
            case .marker: return .marker
            case .pixelate: return .pixelate
            case .blur: return .blur
            }
        case .mode(let mode):
            switch mode {
            case .draw: return .pen
            case .hand: return .hand
            case .select: return .select
            case .crop: return .crop
            case .eyedropper: return .eyedropper
            }
        }
    }
}

/// What opens under the toolbar.
enum Popover: Equatable {
    /// The pen button's palette.
    case palette
    /// The buttons that did not fit.
    case overflow
}
