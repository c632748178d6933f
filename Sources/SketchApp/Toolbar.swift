import SketchCore
import SketchRaster

/// The row of buttons along the top edge.
enum ToolbarAction: Equatable {
    case open, undo, redo, clear, save, settings
    case tool(Tool)
}

struct Toolbar {
    static let items: [(ToolbarAction, String)] = [
        (.open, "Open"), (.undo, "Undo"), (.redo, "Redo"), (.clear, "Clear"), (.save, "Save"), (.settings, "Settings"),
    ]

    static let tools: [(Tool, String)] = [
        (.pen, "Pen"), (.line, "Line"), (.arrow, "Arrow"), (.rectangle, "Rect"), (.ellipse, "Ellipse"),
        (.highlighter, "Highlight"), (.eraser, "Eraser"),
    ]

    /// Runs the toolbar's widgets; returns the button clicked in this pass, if any.
    static func run(_ ui: WidgetContext, _ rect: IntRect, canUndo: Bool, canRedo: Bool, canClear: Bool, settingsOpen: Bool, tool current: Tool) -> ToolbarAction? {
        ui.draw(.rect(rect, ui.theme.panel, radius: 0))
        var x = rect.x + ui.px(8)
        var clicked: ToolbarAction?
        for (action, label) in items {
            let w = ui.text.textWidth(label, size: ui.theme.fontSize) + ui.px(24)
            let r = IntRect(x: x, y: rect.y + ui.px(6), width: w, height: rect.height - ui.px(12))
            let enabled: Bool
            switch action {
            case .undo: enabled = canUndo
            case .redo: enabled = canRedo
            case .clear: enabled = canClear
            default: enabled = true
            }
            if ui.button("toolbar.\(label)", r, label: label, selected: action == .settings && settingsOpen, enabled: enabled) {
                clicked = action
            }
            x += w + ui.px(6)
        }
        // The tools, after a gap; the current one is selected.
        x += ui.px(14)
        for (tool, label) in tools {
            let w = ui.text.textWidth(label, size: ui.theme.fontSize) + ui.px(18)
            let r = IntRect(x: x, y: rect.y + ui.px(6), width: w, height: rect.height - ui.px(12))
            if ui.button("tool.\(tool.rawValue)", r, label: label, selected: tool == current) { clicked = .tool(tool) }
            x += w + ui.px(4)
        }
        return clicked
    }
}
