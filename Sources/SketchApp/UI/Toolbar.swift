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
/// selected, the modes, and at the right end the pen button. What does not fit goes into the overflow menu ("»" at
/// the right end), in the same order; before that, the tools show their keys instead of names.
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

    /// A button's place and label in the row.
    struct Placed: Equatable {
        var action: ToolbarAction
        var rect: IntRect
        var label: String
    }

    /// Where `buttons` go in `rect` (after the pen button): those placed, and those left for
    /// the overflow menu. Any list lays out: nothing depends on how many tools or modes there are.
    static func layout(_ ui: WidgetContext, _ rect: IntRect, buttons: [ToolbarAction] = Toolbar.buttons) -> (placed: [Placed], overflow: [ToolbarAction]) {
        let y = rect.y + ui.px(6), h = rect.height - ui.px(12)
        func group(_ a: ToolbarAction) -> Int {
            if case .tool = a { return 1 }
            if case .mode = a { return 2 }
            return 0
        }
        func label(_ a: ToolbarAction, compact: Bool) -> String {
            if compact, case .tool(let t) = a { return String(t.shortcut).uppercased() }
            return Strings.toolbar(a)
        }
        // The actions have more room around their names than the tools.
        func width(_ a: ToolbarAction, compact: Bool) -> Int {
            ui.text.textWidth(label(a, compact: compact), size: ui.theme.fontSize) + ui.px(group(a) == 0 ? 24 : 18)
        }
        // The gap after a button: wider between the groups.
        func gap(after i: Int) -> Int {
            guard i + 1 < buttons.count else { return 0 }
            let (a, b) = (group(buttons[i]), group(buttons[i + 1]))
            return a != b ? ui.px(a == 0 ? 20 : 14) : ui.px(a == 0 ? 6 : 4)
        }
        // The pen button keeps the right end, so the colour and width always show.
        let penWidth = ui.penButtonWidth(height: h)
        let pen = Placed(action: .pen, rect: IntRect(x: rect.maxX - ui.px(8) - penWidth, y: y, width: penWidth, height: h), label: "")
        let first = rect.x + ui.px(8), end = pen.rect.x - ui.px(10)
        func total(compact: Bool) -> Int { buttons.indices.reduce(0) { $0 + width(buttons[$1], compact: compact) + gap(after: $1) } }
        // Where the tools' names do not fit, their keys stand for them; where even those do
        // not, the rest goes into the menu.
        let compact = first + total(compact: false) > end
        let fitsAll = first + total(compact: true) <= end
        let moreWidth = ui.text.textWidth(Strings.more, size: ui.theme.fontSize) + ui.px(18)
        let limit = fitsAll ? end : end - moreWidth - ui.px(6)
        var placed: [Placed] = [], overflow: [ToolbarAction] = []
        var x = first
        for (i, a) in buttons.enumerated() {
            let w = width(a, compact: compact)
            if overflow.isEmpty && x + w <= limit {
                placed.append(Placed(action: a, rect: IntRect(x: x, y: y, width: w, height: h), label: label(a, compact: compact)))
                x += w + gap(after: i)
            } else {
                overflow.append(a)
            }
        }
        if !overflow.isEmpty {
            placed.append(Placed(action: .more, rect: IntRect(x: end - moreWidth, y: y, width: moreWidth, height: h), label: Strings.more))
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
            if item.action == .pen {
                hit = ui.penButton(item.action.id, item.rect, pen: state.pen, open: state.popover == .palette)
            } else {
                // The overflow button is marked too while the current tool or mode is in its menu.
                let selected = state.isSelected(item.action) || (item.action == .more && overflow.contains(where: state.isSelected))
                hit = ui.button(item.action.id, item.rect, label: item.label, selected: selected, enabled: state.isEnabled(item.action))
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

/// What opens under the toolbar.
enum Popover: Equatable {
    /// The pen button's palette.
    case palette
    /// The buttons that did not fit.
    case overflow
}
