import SketchCore
import SketchRaster

/// The help overlay's column of the toolbar's buttons: each icon with its name and key, so
/// the pictures can be learnt in one look.
enum HelpLegend {
    static let buttons = Toolbar.buttons + [.more]

    /// The icon's side in a row `rowHeight` high.
    static func iconSide(_ ui: WidgetContext, rowHeight: Int) -> Int { min(ui.px(Int(Icon.grid)), rowHeight - ui.px(2)) }

    /// How wide the column is, with the gap before it.
    static func width(_ ui: WidgetContext, rowHeight: Int) -> Int {
        let names = buttons.map { ui.text.textWidth(CommandTable.label($0), size: ui.theme.fontSize) }.max() ?? 0
        let keys = buttons.compactMap { key($0).map { ui.text.textWidth($0, size: ui.theme.fontSize) } }.max() ?? 0
        return ui.px(30 + 8 + 12) + iconSide(ui, rowHeight: rowHeight) + names + keys
    }

    static func key(_ command: Command) -> String? { CommandTable.keys(for: command) }

    /// Draws the column from (x, y), a button a row.
    static func run(_ ui: WidgetContext, x: Int, y: Int, rowHeight: Int) {
        let side = iconSide(ui, rowHeight: rowHeight), px = ui.px
        let names = buttons.map { ui.text.textWidth(CommandTable.label($0), size: ui.theme.fontSize) }.max() ?? 0
        let lineWidth = max(1, Int((Double(Icon.lineWidth * side) / Icon.grid).rounded()))
        for (i, action) in buttons.enumerated() {
            let top = y + i * rowHeight
            // The text's middle, where the icon's middle goes.
            let middle = top + ui.theme.lineHeight / 2
            if let icon = CommandTable.icon(action, fill: false) {
                let box = IntRect(x: x + px(30), y: middle - side / 2, width: side, height: side)
                ui.draw(.shapes(icon.shapes(in: box, lineWidth: lineWidth), ui.theme.text))
            }
            ui.label(CommandTable.label(action), x: x + px(30 + 8) + side, y: top)
            if let key = key(action) { ui.label(key, x: x + px(30 + 8 + 12) + side + names, y: top, color: ui.theme.accentText) }
        }
    }
}
