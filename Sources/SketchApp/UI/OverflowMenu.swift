import SketchCore
import SketchRaster

/// The drop-down of the toolbar's buttons that did not fit, under the "»" button: one per row,
/// with their full names, in as many columns as the window's height needs.
enum OverflowMenu {
    static func itemID(_ action: ToolbarAction) -> WidgetID { "menu." + action.id }

    /// The menu's rectangle for `items` under `anchor` (the "»" button), inside `window`.
    static func rect(_ ui: WidgetContext, items: [ToolbarAction], anchor: IntRect, window: IntRect) -> IntRect {
        let (columns, rows, itemWidth) = grid(ui, items: items, anchor: anchor, window: window)
        let w = columns * itemWidth + ui.px(8) * 2, h = rows * ui.px(32) + ui.px(8) * 2
        let x = max(window.x, min(anchor.maxX - w, window.maxX - w))
        return IntRect(x: x, y: anchor.maxY + ui.px(4), width: min(w, window.width), height: h)
    }

    private static func grid(_ ui: WidgetContext, items: [ToolbarAction], anchor: IntRect, window: IntRect) -> (columns: Int, rows: Int, itemWidth: Int) {
        let itemWidth = (items.map { ui.text.textWidth(Strings.toolbar($0), size: ui.theme.fontSize) }.max() ?? 0) + ui.px(24)
        let room = max(1, (window.maxY - anchor.maxY - ui.px(4) - ui.px(16)) / ui.px(32))
        let columns = max(1, (items.count + room - 1) / room)
        return (columns, (items.count + columns - 1) / columns, itemWidth)
    }

    /// Runs the menu; returns the item clicked, if any.
    static func run(_ ui: WidgetContext, items: [ToolbarAction], anchor: IntRect, window: IntRect, state: Toolbar.State) -> ToolbarAction? {
        let r = rect(ui, items: items, anchor: anchor, window: window)
        let (_, rows, itemWidth) = grid(ui, items: items, anchor: anchor, window: window)
        ui.draw(.rect(r, ui.theme.panel, radius: ui.px(6)))
        ui.draw(.frame(r, ui.theme.track, thickness: ui.px(1), radius: ui.px(6)))
        var clicked: ToolbarAction?
        for (i, action) in items.enumerated() {
            let item = IntRect(x: r.x + ui.px(8) + i / rows * itemWidth, y: r.y + ui.px(8) + i % rows * ui.px(32),
                               width: itemWidth - ui.px(4), height: ui.px(28))
            if ui.button(itemID(action), item, label: Strings.toolbar(action), selected: state.isSelected(action), enabled: state.isEnabled(action)) {
                clicked = action
            }
        }
        return clicked
    }
}
