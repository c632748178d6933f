import SketchCore
import SketchRaster

/// A button of the toolbar.
enum ToolbarAction: Equatable {
    case open, undo, redo, clear, save, settings
    case tool(Tool)
    /// A mode other than drawing (see `CanvasMode`); clicked again, back to drawing.
    case mode(CanvasMode)

    /// The widget's id: never its label, which a translation changes.
    var id: String {
        switch self {
        case .open: return "toolbar.open"
        case .undo: return "toolbar.undo"
        case .redo: return "toolbar.redo"
        case .clear: return "toolbar.clear"
        case .save: return "toolbar.save"
        case .settings: return "toolbar.settings"
        case .tool(let t): return "tool.\(t.rawValue)"
        case .mode(.hand): return "tool.hand"
        case .mode(.select): return "tool.select"
        case .mode(.crop): return "tool.crop"
        case .mode(.draw): return "tool.draw"
        }
    }
}

/// The row of buttons along the top edge: the actions, then (after a gap) the tools, the
/// current one selected.
enum Toolbar {
    static let actions: [ToolbarAction] = [.open, .undo, .redo, .clear, .save, .settings]
    /// The modes with a button of their own, after the tools.
    static let modes: [CanvasMode] = [.hand, .select, .crop]

    /// What the toolbar shows as it is now.
    struct State {
        var canUndo: Bool
        var canRedo: Bool
        var canClear: Bool
        var settingsOpen: Bool
        var tool: Tool
        var mode = CanvasMode.draw
    }

    /// Runs the toolbar's widgets; returns the button clicked in this pass, if any.
    static func run(_ ui: WidgetContext, _ rect: IntRect, _ state: State) -> ToolbarAction? {
        ui.draw(.rect(rect, ui.theme.panel, radius: 0))
        var x = rect.x + ui.px(8)
        var clicked: ToolbarAction?
        for action in actions {
            let label = Strings.toolbar(action)
            let w = ui.text.textWidth(label, size: ui.theme.fontSize) + ui.px(24)
            let r = IntRect(x: x, y: rect.y + ui.px(6), width: w, height: rect.height - ui.px(12))
            let enabled: Bool
            switch action {
            case .undo: enabled = state.canUndo
            case .redo: enabled = state.canRedo
            case .clear: enabled = state.canClear
            default: enabled = true
            }
            if ui.button(action.id, r, label: label, selected: action == .settings && state.settingsOpen, enabled: enabled) {
                clicked = action
            }
            x += w + ui.px(6)
        }
        x += ui.px(14)
        // Where the tools' names do not fit, their keys stand for them.
        let named = Tool.allCases.reduce(0) { $0 + ui.text.textWidth(Strings.toolbar(.tool($1)), size: ui.theme.fontSize) + ui.px(22) }
        let compact = x + named > rect.maxX
        for tool in Tool.allCases {
            let action = ToolbarAction.tool(tool), label = compact ? String(tool.shortcut).uppercased() : Strings.toolbar(action)
            let w = ui.text.textWidth(label, size: ui.theme.fontSize) + ui.px(18)
            let r = IntRect(x: x, y: rect.y + ui.px(6), width: w, height: rect.height - ui.px(12))
            if ui.button(action.id, r, label: label, selected: tool == state.tool && state.mode == .draw) { clicked = action }
            x += w + ui.px(4)
        }
        x += ui.px(10)
        for mode in modes {
            let action = ToolbarAction.mode(mode), label = Strings.toolbar(action)
            let w = ui.text.textWidth(label, size: ui.theme.fontSize) + ui.px(18)
            let r = IntRect(x: x, y: rect.y + ui.px(6), width: w, height: rect.height - ui.px(12))
            if ui.button(action.id, r, label: label, selected: state.mode == mode) { clicked = action }
            x += w + ui.px(4)
        }
        return clicked
    }
}
