import SketchCore
import SketchRaster

/// A menu as the window draws it (the primary menu, a right-click menu): its entries in
/// sections with a line between two, each entry its name and, at the right, its keys; an entry
/// that cannot run now is dimmed, and the highlighted one (under the pointer, or moved to by
/// the arrows) is filled. It looks like the overflow menu (`OverflowMenu`): the same panel,
/// frame and rows. When the window is too short for one column, the sections go into as many
/// columns as it needs, a section never split.
enum MenuView {
    static func itemID(_ command: Command) -> WidgetID { "entry." + command.id }

    /// Where the menu opens: under a button, its right edge at the button's, or with its corner
    /// at a point (a right-click), each moved to fit the window.
    enum Anchor: Equatable {
        case below(IntRect)
        case at(Point)
    }

    /// The menu laid out: its rectangle, and each entry's, in the menu's order.
    struct Placement: Equatable {
        var rect: IntRect
        var entries: [(command: Command, rect: IntRect)]
        /// The lines between sections.
        var lines: [IntRect]

        static func == (a: Placement, b: Placement) -> Bool {
            a.rect == b.rect && a.lines == b.lines && a.entries.map(\.command) == b.entries.map(\.command)
                && a.entries.map(\.rect) == b.entries.map(\.rect)
        }
    }

    static func placement(_ ui: WidgetContext, sections: [[Command]], anchor: Anchor, window: IntRect) -> Placement {
        let pad = ui.px(6), rowHeight = ui.px(28), lineGap = ui.px(9), size = ui.theme.fontSize
        let commands = sections.flatMap { $0 }
        let names = commands.map { ui.text.textWidth(CommandTable.menuLabel($0), size: size) }.max() ?? 0
        let keys = commands.map { ui.text.textWidth(CommandTable.keys(for: $0) ?? "", size: size) }.max() ?? 0
        let natural = ui.px(12) + names + (keys > 0 ? ui.px(32) + keys : 0) + ui.px(12)
        let top: Int
        switch anchor {
        case .below(let button): top = button.maxY + ui.px(4)
        case .at(let p): top = Int(p.y)
        }
        // The room below the anchor, else (a right-click low in the window) the window's height.
        let below = window.maxY - top - ui.px(8) - pad * 2
        let room = max(rowHeight, below >= height(of: sections, rowHeight, lineGap) ? below : window.height - ui.px(16) - pad * 2)
        let columns = packed(sections, room: room, rowHeight, lineGap)
        let columnHeight = columns.map { height(of: $0, rowHeight, lineGap) }.max() ?? 0
        let itemWidth = min(natural, max((window.width - pad * 2) / max(columns.count, 1), ui.px(40)))
        let w = min(columns.count * itemWidth + pad * 2, window.width), h = min(columnHeight + pad * 2, window.height)
        var x: Int, y = top
        switch anchor {
        case .below(let button): x = button.maxX - w
        case .at(let p):
            // Near the right edge or the bottom, it opens to the left of the point, or above it.
            x = Int(p.x) + w > window.maxX ? Int(p.x) - w : Int(p.x)
            if y + h > window.maxY { y -= h }
        }
        x = max(window.x, min(x, window.maxX - w))
        y = max(window.y, min(y, window.maxY - h))
        var entries: [(command: Command, rect: IntRect)] = [], lines: [IntRect] = []
        for (c, column) in columns.enumerated() {
            var rowY = y + pad
            let left = x + pad + c * itemWidth
            for (s, section) in column.enumerated() {
                if s > 0 {
                    lines.append(IntRect(x: left + ui.px(6), y: rowY + lineGap / 2, width: itemWidth - ui.px(12), height: max(1, ui.px(1))))
                    rowY += lineGap
                }
                for command in section {
                    entries.append((command, IntRect(x: left, y: rowY, width: itemWidth, height: rowHeight)))
                    rowY += rowHeight
                }
            }
        }
        return Placement(rect: IntRect(x: x, y: y, width: w, height: h), entries: entries, lines: lines)
    }

    private static func height(of sections: [[Command]], _ rowHeight: Int, _ lineGap: Int) -> Int {
        sections.reduce(0) { $0 + $1.count * rowHeight } + max(0, sections.count - 1) * lineGap
    }

    /// The sections in columns no taller than `room`, as even as they go.
    private static func packed(_ sections: [[Command]], room: Int, _ rowHeight: Int, _ lineGap: Int) -> [[[Command]]] {
        func greedy(_ limit: Int) -> [[[Command]]] {
            var columns: [[[Command]]] = [[]]
            for section in sections {
                if !columns[columns.count - 1].isEmpty && height(of: columns[columns.count - 1] + [section], rowHeight, lineGap) > limit {
                    columns.append([])
                }
                columns[columns.count - 1].append(section)
            }
            return columns
        }
        let fitting = greedy(room)
        guard fitting.count > 1 else { return fitting }
        // As many columns, each nearer the same height.
        let even = height(of: sections, rowHeight, lineGap) / fitting.count + rowHeight * 2
        let balanced = greedy(min(room, even))
        return balanced.count == fitting.count ? balanced : fitting
    }

    /// Draws the menu where `placement` puts it, `highlighted` (an index into its entries)
    /// filled; returns the entry clicked, and the entry under the pointer, if any.
    static func run(_ ui: WidgetContext, _ placement: Placement, highlighted: Int?, state: Toolbar.State) -> (clicked: Command?, hovered: Int?) {
        let r = placement.rect
        ui.draw(.rect(r, ui.theme.panel, radius: ui.px(6)))
        ui.draw(.frame(r, ui.theme.track, thickness: ui.px(1), radius: ui.px(6)))
        for line in placement.lines { ui.draw(.rect(line, ui.theme.track, radius: 0)) }
        var clicked: Command?, hovered: Int?
        for (i, entry) in placement.entries.enumerated() {
            let enabled = state.isEnabled(entry.command)
            let hit = ui.interact(itemID(entry.command), entry.rect)
            if hit.hot { hovered = i }
            if enabled && hit.active && ui.input.released && (ui.input.position.map { entry.rect.contains($0) } ?? false) { clicked = entry.command }
            let lit = enabled && (highlighted == i || hit.hot)
            if lit { ui.draw(.rect(entry.rect, ui.theme.selection, radius: ui.px(4))) }
            let color = !enabled ? ui.theme.textDisabled : lit ? ui.theme.selectionText : ui.theme.text
            let textY = entry.rect.y + (entry.rect.height - ui.theme.lineHeight) / 2
            ui.draw(.clip(entry.rect))
            ui.label(CommandTable.menuLabel(entry.command), x: entry.rect.x + ui.px(12), y: textY, color: color)
            if let keys = CommandTable.keys(for: entry.command) {
                let w = ui.text.textWidth(keys, size: ui.theme.fontSize)
                ui.label(keys, x: entry.rect.maxX - ui.px(12) - w, y: textY, color: lit ? color : ui.theme.textDisabled)
            }
            ui.draw(.clip(nil))
        }
        return (clicked, hovered)
    }
}
