import SketchCore
import SketchRaster

/// The settings panel at the right edge: the palette, then Width, Red, Green, Blue and Alpha
/// sliders, each with its name and value, the line styles, the Text size slider and the
/// text's backdrop, and a swatch of the resulting pen at its width.
/// Taller than the window, it scrolls: the wheel over it, or its scroll bar.
enum SettingsPanel {
    static let rowHeight = 52
    /// How far a notch of the wheel scrolls the panel, in design units.
    static let wheelStep = 48

    /// What the panel shows and keeps between passes.
    struct State {
        var pen: PenSettings
        var recent: [Color]
        /// How many pixels of the panel's contents are scrolled out at the top.
        var scroll = 0
        /// The hex entry; it shows the pen's colour while it is not being typed in.
        var hex = TextFieldState()
        /// Out: the hex text submitted with Enter in this pass, to check and apply.
        var submittedHex: String?
        /// Whether the Text tool's size is held at its limit, which the width's hint then says.
        var textSizeAtLimit = false
    }

    /// The pen's colour as the hex field shows it: `#RRGGBB`, with `AA` when not opaque.
    static func hexText(_ c: Color) -> String { c.alpha == 255 ? c.hexRGB : c.hexRGBA }

    /// Runs the panel's widgets; returns true when the pen changed in this pass.
    static func run(_ ui: WidgetContext, _ rect: IntRect, _ state: inout State) -> Bool {
        let px = ui.px
        let content = contentHeight(ui, rect, recent: state.recent)
        let overflows = content > rect.height
        state.scroll = overflows ? min(max(state.scroll, 0), content - rect.height) : 0
        let saved = ui.input
        defer { ui.input = saved }
        // Widgets scrolled out of the panel do not see the pointer (unless one holds it).
        if let p = ui.input.position, !rect.contains(p), !(ui.active?.hasPrefix("settings.") ?? false) { ui.input.position = nil }
        if overflows, ui.input.wheel != 0, ui.input.position != nil {
            state.scroll = min(max(state.scroll - Int(ui.input.wheel.rounded()) * px(wheelStep), 0), content - rect.height)
            ui.input.wheel = 0
        }
        ui.draw(.rect(rect, ui.theme.panel, radius: 0))
        ui.draw(.rect(IntRect(x: rect.x, y: rect.y, width: px(1), height: rect.height), ui.theme.background, radius: 0))
        ui.draw(.clip(rect))
        let barRoom = overflows ? px(10) : 0
        let inner = IntRect(x: rect.x, y: rect.y - state.scroll, width: rect.width - barRoom, height: content)
        ui.label(Strings.panelTitle, x: inner.x + px(16), y: inner.y + px(12), size: px(16))
        var y = inner.y + px(44)
        var changed = false
        let paletteBox = IntRect(x: inner.x + px(16), y: y, width: inner.width - px(32), height: Palette.height(ui, width: inner.width - px(32), recent: state.recent))
        if let pick = Palette.run(ui, paletteBox, prefix: "settings.palette", current: state.pen.color, recent: state.recent) {
            state.pen.color = pick.applied(to: state.pen.color)
            changed = true
        }
        y = paletteBox.maxY + px(12)
        if !state.hex.isFocused, state.hex.text != hexText(state.pen.color) { state.hex.setText(hexText(state.pen.color)) }
        ui.label(Strings.hex, x: inner.x + px(16), y: y + (px(28) - ui.theme.lineHeight) / 2)
        let labelWidth = ui.text.textWidth(Strings.hex, size: ui.theme.fontSize) + px(12)
        let field = IntRect(x: inner.x + px(16) + labelWidth, y: y, width: inner.width - px(32) - labelWidth, height: px(28))
        if case .submitted(let text)? = ui.textField("settings.hex", field, state: &state.hex, placeholder: "#RRGGBB") { state.submittedHex = text }
        y = field.maxY + px(10)
        let row = px(rowHeight)
        /// A slider across the panel at `y`, then `y` below it; `set` takes a moved value.
        func sliderRow(_ id: WidgetID, _ label: String, _ value: Int, _ range: ClosedRange<Int>, set: (Int) -> Void) {
            var v = value
            if ui.slider(id, IntRect(x: inner.x + px(6), y: y, width: inner.width - px(12), height: row), label: label, value: &v, range: range) {
                set(v)
                changed = true
            }
            y += row
        }
        sliderRow("settings.width", Strings.width, state.pen.width, PenSettings.widthRange) { state.pen.setWidth($0) }
        for channel in ColorChannel.allCases {
            sliderRow("settings.\(channel.rawValue)", Strings.channel(channel), state.pen.channel(channel), 0...255) { state.pen.setChannel(channel, $0) }
        }
        if styleRow(ui, IntRect(x: inner.x + px(16), y: y + px(4), width: inner.width - px(32), height: px(styleRowHeight)), &state.pen.style) {
            changed = true
        }
        y += px(styleRowHeight + 8)
        sliderRow("settings.textSize", Strings.textSize, state.pen.textSize, PenSettings.textSizeRange) { state.pen.setTextSize($0) }
        // One button that steps through the backdrops, naming the one in use.
        let backdrop = state.pen.style.textBackdrop
        if ui.button("settings.backdrop", IntRect(x: inner.x + px(16), y: y + px(4), width: inner.width - px(32), height: px(styleToggleHeight)),
                     label: Strings.textBackdrop(backdrop), selected: backdrop != .none) {
            let all = TextBackdrop.allCases
            state.pen.style.textBackdrop = all[(all.firstIndex(of: backdrop)! + 1) % all.count]
            changed = true
        }
        y += px(styleToggleHeight + 8)
        // The swatch: the pen's colour at its width over a checkerboard, so alpha shows.
        let swatch = IntRect(x: inner.x + px(16), y: y + px(8), width: inner.width - px(32), height: px(84))
        ui.draw(.checker(swatch, cell: px(8)))
        ui.draw(.frame(swatch, ui.theme.track, thickness: px(1), radius: 0))
        ui.draw(.circle(center: Point(Double(swatch.x) + Double(swatch.width) / 2, Double(swatch.y) + Double(swatch.height) / 2),
                        diameter: Double(state.pen.width) * ui.theme.scale, state.pen.color))
        ui.label(Strings.swatch(state.pen), x: inner.x + px(16), y: swatch.maxY + px(8))
        for (i, line) in hintLines(ui, rect, atLimit: state.textSizeAtLimit).enumerated() {
            ui.label(line, x: inner.x + px(16), y: swatch.maxY + px(30) + i * ui.theme.lineHeight,
                     color: state.textSizeAtLimit ? ui.theme.text : ui.theme.textSecondary)
        }
        ui.draw(.clip(nil))
        if overflows {
            let track = IntRect(x: rect.maxX - px(8), y: rect.y + px(2), width: px(6), height: rect.height - px(4))
            _ = ui.scrollBar("settings.scroll", track, content: content, view: rect.height, offset: &state.scroll)
        }
        return changed
    }

    /// The line styles' toggles: one a row, full width, so a long translation still fits.
    static let styleToggleHeight = 26
    static let styleToggleGap = 4
    static var styleRowHeight: Int { 3 * styleToggleHeight + 2 * styleToggleGap }

    /// The line styles, three toggles: Dashed (pen, line, arrow, rectangle and ellipse), Both
    /// heads (arrows), Round corners (rectangles). True when one was pressed.
    static func styleRow(_ ui: WidgetContext, _ rect: IntRect, _ style: inout PenStyle) -> Bool {
        let step = ui.px(styleToggleHeight + styleToggleGap)
        func box(_ i: Int) -> IntRect { IntRect(x: rect.x, y: rect.y + i * step, width: rect.width, height: ui.px(styleToggleHeight)) }
        var changed = false
        if ui.button("settings.dash", box(0), label: Strings.dashed, selected: style.dashed) { style.dashed.toggle(); changed = true }
        if ui.button("settings.heads", box(1), label: Strings.bothHeads, selected: style.heads == .both) {
            style.heads = style.heads == .both ? .end : .both
            changed = true
        }
        if ui.button("settings.corners", box(2), label: Strings.roundCorners, selected: style.roundCorners) { style.roundCorners.toggle(); changed = true }
        return changed
    }

    /// The height of everything on the panel, from its top.
    static func contentHeight(_ ui: WidgetContext, _ rect: IntRect, recent: [Color]) -> Int {
        let px = ui.px
        // The palette's width if the scroll bar takes its room: the taller of the two.
        let palette = Palette.height(ui, width: rect.width - px(10) - px(32), recent: recent)
        let hint = max(hintLines(ui, rect, atLimit: false).count, hintLines(ui, rect, atLimit: true).count) * ui.theme.lineHeight
        return px(44) + palette + px(12) + px(28) + px(10) + px(rowHeight) * (2 + ColorChannel.allCases.count) + px(styleRowHeight + 8)
            + px(styleToggleHeight + 8) + px(8) + px(84) + px(30) + hint + px(12)
    }

    /// The hint under the swatch, wrapped to the panel (the room a scroll bar would take left
    /// aside, so it wraps the same either way). Its room is the larger of the two hints', so
    /// the panel's height never changes with which one shows.
    static func hintLines(_ ui: WidgetContext, _ rect: IntRect, atLimit: Bool) -> [String] {
        WrappedText.lines(atLimit ? Strings.textSizeAtLimit : Strings.widthKeysHint, width: rect.width - ui.px(10) - ui.px(32),
                          size: ui.theme.fontSize, measure: ui.text)
    }
}
