import SketchCore
import SketchRaster

/// The drop-down of the toolbar's buttons that did not fit, under the "»" button: one per row,
/// with their full names, in as many columns as the window's height needs.
enum OverflowMenu {
    static func itemID(_ action: ToolbarAction) -> WidgetID { "menu." + action.id }

    /// Where the menu of `items` goes under `anchor` (the "»" button), inside `window`: its
    /// rectangle, and the rows a column holds and each item's width.
    struct Placement: Equatable {
        var rect: IntRect
        var rows: Int
        var itemWidth: Int
    }

    static func placement(_ ui: WidgetContext, items: [ToolbarAction], anchor: IntRect, window: IntRect) -> Placement {
        let itemWidth = (items.map { ui.text.textWidth(Strings.toolbar($0), size: ui.theme.fontSize) }.max() ?? 0) + ui.px(24)
        let room = max(1, (window.maxY - anchor.maxY - ui.px(4) - ui.px(16)) / ui.px(32))
        let columns = max(1, (items.count + room - 1) / room), rows = (items.count + columns - 1) / columns
        let w = columns * itemWidth + ui.px(8) * 2, h = rows * ui.px(32) + ui.px(8) * 2
        let x = max(window.x, min(anchor.maxX - w, window.maxX - w))
        return Placement(rect: IntRect(x: x, y: anchor.maxY + ui.px(4), width: min(w, window.width), height: h), rows: rows, itemWidth: itemWidth)
    }

    /// Runs the menu where `placement` puts it; returns the item clicked, if any.
    static func run(_ ui: WidgetContext, items: [ToolbarAction], _ placement: Placement, state: Toolbar.State) -> ToolbarAction? {
        let (r, rows, itemWidth) = (placement.rect, placement.rows, placement.itemWidth)
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
