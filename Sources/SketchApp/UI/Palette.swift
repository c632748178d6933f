import SketchCore
import SketchRaster

/// A grid of colour swatches: the presets, then (on a row of their own) the colours last drawn
/// with. A click on one picks it. The settings panel and the toolbar's colour pop-over both
/// show it.
enum Palette {
    /// The colours annotation tools offer first: black and white for text, a grey, then the
    /// rainbow's strong colours (the pen's default red first), and brown.
    static let presets: [Color] = [
        Color(red: 0x00, green: 0x00, blue: 0x00), Color(red: 0xFF, green: 0xFF, blue: 0xFF), Color(red: 0x80, green: 0x80, blue: 0x80),
        Color(red: 0xE5, green: 0x39, blue: 0x35), Color(red: 0xFB, green: 0x8C, blue: 0x00), Color(red: 0xFD, green: 0xD8, blue: 0x35),
        Color(red: 0x43, green: 0xA0, blue: 0x47), Color(red: 0x1E, green: 0x88, blue: 0xE5), Color(red: 0x8E, green: 0x24, blue: 0xAA),
        Color(red: 0x79, green: 0x55, blue: 0x48),
    ]

    /// A swatch's side and the gap between swatches, in design units.
    static let cell = 20, gap = 3

    /// What a click picked: a preset (its colour at the pen's alpha) or a recent colour (exactly
    /// as it was drawn).
    enum Pick: Equatable {
        case preset(Color)
        case recent(Color)

        /// The pen's new colour.
        func applied(to current: Color) -> Color {
            switch self {
            case .preset(let c): return c.withAlpha(current.alpha)
            case .recent(let c): return c
            }
        }
    }

    /// How many swatches a row of `width` pixels holds: all the presets, or half of them, so
    /// the presets fill even rows (never one left alone on a row), or what fits.
    static func columns(_ ui: WidgetContext, width: Int) -> Int {
        let fits = max(1, (width + ui.px(gap)) / (ui.px(cell) + ui.px(gap)))
        return [presets.count, presets.count / 2].first { $0 <= fits } ?? fits
    }

    /// The grid's height in a box `width` pixels wide. The recent colours' rows are kept from
    /// the start, so the first colour remembered pushes nothing below it down.
    /// (The toolbar's pop-over, opened afresh each time, holds only the colours there are.)
    static func height(_ ui: WidgetContext, width: Int, recent: [Color], reservingRecent: Bool = true) -> Int {
        let columns = columns(ui, width: width)
        let rows = (presets.count + columns - 1) / columns + ((reservingRecent ? Settings.recentColorLimit : recent.count) + columns - 1) / columns
        return rows * (ui.px(cell) + ui.px(gap)) - ui.px(gap)
    }

    /// Runs the swatches (ids `prefix.preset.N`, `prefix.recent.N`) from the top left of `rect`;
    /// the one of the same colour as `current` is framed. Returns the click, if any.
    static func run(_ ui: WidgetContext, _ rect: IntRect, prefix: String, current: Color, recent: [Color]) -> Pick? {
        let columns = columns(ui, width: rect.width), step = ui.px(cell) + ui.px(gap)
        var picked: Pick?
        func grid(_ colors: [Color], top: Int, kind: String, make: (Color) -> Pick) -> Int {
            for (i, color) in colors.enumerated() {
                let r = IntRect(x: rect.x + (i % columns) * step, y: top + (i / columns) * step, width: ui.px(cell), height: ui.px(cell))
                if swatch(ui, "\(prefix).\(kind).\(i)", r, color, selected: kind == "preset" ? color.withAlpha(current.alpha) == current : color == current) {
                    picked = make(color)
                }
            }
            return top + (colors.count + columns - 1) / columns * step
        }
        let next = grid(presets, top: rect.y, kind: "preset", make: Pick.preset)
        _ = grid(recent, top: next, kind: "recent", make: Pick.recent)
        return picked
    }

    /// One swatch: the colour over a checkerboard (so alpha shows), framed when it is the pen's.
    private static func swatch(_ ui: WidgetContext, _ id: WidgetID, _ r: IntRect, _ color: Color, selected: Bool) -> Bool {
        let state = ui.interact(id, r)
        let clicked = state.active && ui.input.released && (ui.input.position.map { r.contains($0) } ?? false)
        ui.draw(.checker(r, cell: ui.px(5)))
        ui.draw(.rect(r, color, radius: 0))
        let edge = selected ? ui.theme.accent : (state.hot ? ui.theme.knob : ui.theme.track)
        ui.draw(.frame(r, edge, thickness: ui.px(selected ? 2 : 1), radius: 0))
        return clicked
    }
}

/// The palette as a pop-over under the toolbar's pen button, so colours are a click away with
/// the settings panel closed.
extension Palette {
    static func popoverRect(_ ui: WidgetContext, anchor: IntRect, window: IntRect, recent: [Color]) -> IntRect {
        let inner = presets.count * (ui.px(cell) + ui.px(gap)) - ui.px(gap)
        let pad = ui.px(10)
        let w = min(inner + 2 * pad, window.width)
        let h = height(ui, width: w - 2 * pad, recent: recent, reservingRecent: false) + 2 * pad
        return IntRect(x: max(window.x, min(anchor.x, window.maxX - w)), y: anchor.maxY + ui.px(4), width: w, height: h)
    }

    static func runPopover(_ ui: WidgetContext, _ r: IntRect, current: Color, recent: [Color]) -> Pick? {
        ui.draw(.rect(r, ui.theme.panel, radius: ui.px(6)))
        ui.draw(.frame(r, ui.theme.track, thickness: ui.px(1), radius: ui.px(6)))
        let pad = ui.px(10)
        return run(ui, r.insetBy(pad), prefix: "palette", current: current, recent: recent)
    }
}
