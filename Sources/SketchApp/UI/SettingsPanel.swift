import SketchCore
import SketchRaster

/// The settings panel at the right edge, titled with the current tool and showing what it
/// takes (`Tool.takes`): for a tool with a colour, the palette, the hex entry and the Red,
/// Green, Blue and Opacity sliders; its width (a text's size) slider; the line styles it takes
/// and a text's backdrop; and, with a colour, a swatch of the resulting pen at its width.
/// Taller than the window, it scrolls: the wheel over it, or its scroll bar.
enum SettingsPanel {
    static let rowHeight = 52
    /// How far a notch of the wheel scrolls the panel, in design units.
    static let wheelStep = 48

    /// What the panel shows and keeps between passes.
    struct State {
        var pen: PenSettings
        /// The tool whose options it shows.
        var tool: Tool = .pen
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
        let tool = state.tool
        let content = contentHeight(ui, rect, recent: state.recent, tool: tool)
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
        ui.label(tool.label, x: inner.x + px(16), y: inner.y + px(12), size: px(16))
        var y = inner.y + px(44)
        var changed = false
        let row = px(rowHeight)
        /// A slider across the panel at `y`, then `y` below it; `set` takes a moved value.
        func sliderRow(_ id: WidgetID, _ label: String, _ value: Int, _ range: ClosedRange<Int>, shown: (Int) -> String = { String($0) }, set: (Int) -> Void) {
            var v = value
            if ui.slider(id, IntRect(x: inner.x + px(6), y: y, width: inner.width - px(12), height: row), label: label, value: &v, range: range, shown: shown) {
                set(v)
                changed = true
            }
            y += row
        }
        // The colour: the palette, the hex entry (the channels follow the width, as before).
        if tool.takes(.color) {
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
        }
        // The width, or a text's size, as the tool takes it; its name is the options bar's.
        if tool.takes(.width), let access = StrokeAttribute.width.access {
            // In px as the tool draws (a pixelate's blocks are three pen widths), as the options bar says.
            let shown = { (n: Int) in access.shown(.number(n), tool) }
            if tool.widthRule == .textSize {
                sliderRow("settings.textSize", access.label(tool), state.pen.textSize, PenSettings.textSizeRange, shown: shown) { state.pen.setTextSize($0) }
            } else {
                sliderRow("settings.width", access.label(tool), state.pen.width, PenSettings.widthRange, shown: shown) { state.pen.setWidth($0) }
            }
        }
        if tool.takes(.color) {
            for channel in ColorChannel.allCases {
                sliderRow("settings.\(channel.rawValue)", Strings.channel(channel), state.pen.channel(channel), 0...255) { state.pen.setChannel(channel, $0) }
            }
        }
        let styles = styleToggles(tool)
        if !styles.isEmpty, styleRow(ui, IntRect(x: inner.x + px(16), y: y + px(4), width: inner.width - px(32), height: styleHeight(ui, styles.count)),
                                     styles, &state.pen.style) {
            changed = true
        }
        if !styles.isEmpty { y += styleHeight(ui, styles.count) + px(8) }
        // One button that steps through the backdrops, naming the one in use.
        if tool.takes(.background) {
            let backdrop = state.pen.style.textBackdrop
            if ui.button("settings.backdrop", IntRect(x: inner.x + px(16), y: y + px(4), width: inner.width - px(32), height: px(styleToggleHeight)),
                         label: Strings.textBackdrop(backdrop), selected: backdrop != .none) {
                let all = TextBackdrop.allCases
                state.pen.style.textBackdrop = all[(all.firstIndex(of: backdrop)! + 1) % all.count]
                changed = true
            }
            y += px(styleToggleHeight + 8)
        }
        // The swatch: the pen's colour at its width over a checkerboard, so alpha shows.
        if tool.takes(.color) {
            let swatch = IntRect(x: inner.x + px(16), y: y + px(8), width: inner.width - px(32), height: px(84))
            ui.draw(.checker(swatch, cell: px(8)))
            ui.draw(.frame(swatch, ui.theme.track, thickness: px(1), radius: 0))
            ui.draw(.circle(center: Point(Double(swatch.x) + Double(swatch.width) / 2, Double(swatch.y) + Double(swatch.height) / 2),
                            diameter: Double(state.pen.width) * ui.theme.scale, state.pen.color))
            ui.label(Strings.swatch(state.pen), x: inner.x + px(16), y: swatch.maxY + px(8))
            y = swatch.maxY + px(30)
        }
        if tool.takes(.width) {
            for (i, line) in hintLines(ui, rect, atLimit: state.textSizeAtLimit).enumerated() {
                ui.label(line, x: inner.x + px(16), y: y + i * ui.theme.lineHeight,
                         color: state.textSizeAtLimit ? ui.theme.text : ui.theme.textSecondary)
            }
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

    /// A line style's toggle: its widget id, its words, whether it is on, and how a press turns it.
    struct StyleToggle {
        let id: WidgetID
        let label: String
        let isOn: (PenStyle) -> Bool
        let toggle: (inout PenStyle) -> Void
    }

    /// The line styles' toggles a tool's strokes take: Dashed (`dash`), Both heads (`heads`),
    /// Round corners (`radius`).
    static func styleToggles(_ tool: Tool) -> [StyleToggle] {
        [(StrokeAttribute.dash, StyleToggle(id: "settings.dash", label: Strings.dashed, isOn: \.dashed, toggle: { $0.dashed.toggle() })),
         (.heads, StyleToggle(id: "settings.heads", label: Strings.bothHeads, isOn: { $0.heads == .both }, toggle: { $0.heads = $0.heads == .both ? .end : .both })),
         (.radius, StyleToggle(id: "settings.corners", label: Strings.roundCorners, isOn: \.roundCorners, toggle: { $0.roundCorners.toggle() }))]
            .filter { tool.takes($0.0) }.map(\.1)
    }

    /// The height of `count` toggles, one under the other.
    static func styleHeight(_ ui: WidgetContext, _ count: Int) -> Int {
        count == 0 ? 0 : ui.px(count * styleToggleHeight + (count - 1) * styleToggleGap)
    }

    /// The line styles' toggles, one a row; true when one was pressed.
    static func styleRow(_ ui: WidgetContext, _ rect: IntRect, _ toggles: [StyleToggle], _ style: inout PenStyle) -> Bool {
        let step = ui.px(styleToggleHeight + styleToggleGap)
        var changed = false
        for (i, t) in toggles.enumerated()
        where ui.button(t.id, IntRect(x: rect.x, y: rect.y + i * step, width: rect.width, height: ui.px(styleToggleHeight)), label: t.label, selected: t.isOn(style)) {
            t.toggle(&style)
            changed = true
        }
        return changed
    }

    /// The height of everything on the panel for `tool`, from its top.
    static func contentHeight(_ ui: WidgetContext, _ rect: IntRect, recent: [Color], tool: Tool = .pen) -> Int {
        let px = ui.px
        var height = px(44)
        if tool.takes(.color) {
            // The palette's width if the scroll bar takes its room: the taller of the two.
            height += Palette.height(ui, width: rect.width - px(10) - px(32), recent: recent) + px(12) + px(28) + px(10)
                + px(rowHeight) * ColorChannel.allCases.count + px(8) + px(84) + px(30)
        }
        let styles = styleToggles(tool).count
        if styles > 0 { height += styleHeight(ui, styles) + px(8) }
        if tool.takes(.background) { height += px(styleToggleHeight + 8) }
        if tool.takes(.width) {
            height += px(rowHeight) + max(hintLines(ui, rect, atLimit: false).count, hintLines(ui, rect, atLimit: true).count) * ui.theme.lineHeight
        }
        return height + px(12)
    }

    /// The hint under the swatch, wrapped to the panel (the room a scroll bar would take left
    /// aside, so it wraps the same either way). Its room is the larger of the two hints', so
    /// the panel's height never changes with which one shows.
    static func hintLines(_ ui: WidgetContext, _ rect: IntRect, atLimit: Bool) -> [String] {
        WrappedText.lines(atLimit ? Strings.textSizeAtLimit : Strings.widthKeysHint, width: rect.width - ui.px(10) - ui.px(32),
                          size: ui.theme.fontSize, measure: ui.text)
    }
}
