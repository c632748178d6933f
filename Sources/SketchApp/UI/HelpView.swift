import SketchCore
import SketchRaster

/// The help (F1 or ?): the rows of `KeyBindings`, over a dimmed window, and beside
/// them, where the window is wide enough, the toolbar's icons with their names (`HelpLegend`).
/// A key or a click closes it.
enum HelpView {
    /// Runs it; returns true when a click asked to close it.
    static func run(_ ui: WidgetContext, window: IntRect) -> Bool {
        ui.draw(.rect(window, Color(red: 0, green: 0, blue: 0, alpha: 120), radius: 0))
        let px = ui.px
        let rows = KeyBindings.rows
        // Rows close up (never tighter than the text) so that every key fits a short window.
        let rowHeight = max(min(px(24), (window.height - px(40 + 80)) / max(rows.count, 1)), ui.theme.fontSize + px(3))
        let keyColumn = rows.map { ui.text.textWidth($0.keys, size: ui.theme.fontSize) }.max() ?? 0
        let doesColumn = rows.map { ui.text.textWidth($0.does, size: ui.theme.fontSize) }.max() ?? 0
        let keysWidth = px(20 + 30 + 20) + keyColumn + doesColumn
        let legendWidth = HelpLegend.width(ui, rowHeight: rowHeight)
        let legendRows = HelpLegend.buttons.count
        // The legend only where it fits whole beside the keys (the tooltips name the buttons too).
        let legend = keysWidth + legendWidth <= window.width - px(40) && px(80) + rowHeight * legendRows <= window.height - px(40)
        let w = min(keysWidth + (legend ? legendWidth : 0), window.width - px(40))
        let h = min(px(80) + rowHeight * max(rows.count, legend ? legendRows : 0), window.height - px(40))
        let r = IntRect(x: window.x + (window.width - w) / 2, y: window.y + (window.height - h) / 2, width: w, height: h)
        ui.draw(.rect(r, ui.theme.panel, radius: px(10)))
        ui.draw(.clip(r))
        ui.label(Strings.helpTitle, x: r.x + px(20), y: r.y + px(16), size: px(16))
        for (i, row) in rows.enumerated() {
            let y = r.y + px(52) + i * rowHeight
            ui.label(row.keys, x: r.x + px(20), y: y, color: ui.theme.accentText)
            ui.label(row.does, x: r.x + px(20 + 30) + keyColumn, y: y)
        }
        if legend { HelpLegend.run(ui, x: r.x + keysWidth - px(20), y: r.y + px(52), rowHeight: rowHeight) }
        ui.draw(.clip(nil))
        let state = ui.interact("help.close", window)
        return state.active && ui.input.released
    }
}
