import SketchCore
import SketchRaster

/// The drop-down of the toolbar's buttons that did not fit, under the "»" button: one per row,
/// each its icon and name, in as many columns as the window's height needs.
enum OverflowMenu {
    static func itemID(_ action: Command) -> WidgetID { "menu." + action.id }

    /// Where the menu of `items` goes under `anchor` (the "»" button), inside `window`: its
    /// rectangle, and the rows a column holds and each item's width.
    struct Placement: Equatable {
        var rect: IntRect
        var rows: Int
        var itemWidth: Int
    }

    static func placement(_ ui: WidgetContext, items: [Command], anchor: IntRect, window: IntRect) -> Placement {
        let natural = (items.map { ui.text.textWidth(CommandTable.label($0), size: ui.theme.fontSize) }.max() ?? 0) + ui.px(4 + 24 + 8 + 16)
        let room = max(1, (window.maxY - anchor.maxY - ui.px(4) - ui.px(16)) / ui.px(32))
        let columns = max(1, (items.count + room - 1) / room), rows = (items.count + columns - 1) / columns
        // Too wide for the window, the columns narrow and the names are cut; the icons all show.
        let itemWidth = min(natural, max((window.width - ui.px(8) * 2) / columns, ui.px(4 + 24 + 4)))
        let w = columns * itemWidth + ui.px(8) * 2, h = rows * ui.px(32) + ui.px(8) * 2
        let x = max(window.x, min(anchor.maxX - w, window.maxX - w))
        return Placement(rect: IntRect(x: x, y: anchor.maxY + ui.px(4), width: min(w, window.width), height: h), rows: rows, itemWidth: itemWidth)
    }

    /// Runs the menu where `placement` puts it; returns the item clicked, if any.
    static func run(_ ui: WidgetContext, items: [Command], _ placement: Placement, state: Toolbar.State) -> Command? {
        let (r, rows, itemWidth) = (placement.rect, placement.rows, placement.itemWidth)
        ui.draw(.rect(r, ui.theme.panel, radius: ui.px(6)))
        ui.draw(.frame(r, ui.theme.track, thickness: ui.px(1), radius: ui.px(6)))
        var clicked: Command?
        for (i, action) in items.enumerated() {
            let row = IntRect(x: r.x + ui.px(8) + i / rows * itemWidth, y: r.y + ui.px(8) + i % rows * ui.px(32),
                               width: itemWidth - ui.px(4), height: ui.px(28))
            if item(ui, itemID(action), row, action: action, state: state) { clicked = action }
        }
        return clicked
    }

    /// One row: the button's icon, then its name; returns true when clicked.
    private static func item(_ ui: WidgetContext, _ id: WidgetID, _ r: IntRect, action: Command, state: Toolbar.State) -> Bool {
        let (selected, enabled) = (state.isSelected(action), state.isEnabled(action))
        let hit = ui.interact(id, r)
        let clicked = enabled && hit.active && ui.input.released && (ui.input.position.map { r.contains($0) } ?? false)
        ui.draw(.rect(r, ui.buttonFill(hot: hit.hot, active: hit.active, selected: selected, enabled: enabled), radius: ui.px(6)))
        if selected { ui.draw(.frame(r, ui.theme.accent, thickness: ui.px(2), radius: ui.px(6))) }
        let color = ui.buttonText(hot: hit.hot, active: hit.active, selected: selected, enabled: enabled)
        let side = ui.px(Int(Icon.grid))
        if let icon = CommandTable.icon(action, fill: state.fill) {
            ui.icon(icon, in: IntRect(x: r.x + ui.px(4), y: r.y + (r.height - side) / 2, width: side, height: side), color: color)
        }
        ui.draw(.clip(r))
        ui.label(CommandTable.label(action), x: r.x + ui.px(4 + 8) + side, y: r.y + (r.height - ui.theme.lineHeight) / 2, color: color)
        ui.draw(.clip(nil))
        return clicked
    }
}
