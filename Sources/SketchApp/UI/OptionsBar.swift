import SketchCore
import SketchRaster

/// The strip under the toolbar that keeps the current tool's options in view: the tool's name,
/// then one control for each attribute the tool takes that has an option (`Tool.attributes`,
/// `StrokeAttribute.option` and `.access`), in the tool's order. A number is a "− 6 px +"
/// stepper with a slider beside it, on or off a toggle button, a choice a button for each
/// value, the colour a swatch (a click opens the palette) and its opacity. What does not fit
/// the window's width sheds the sliders first, then the tool's name.
enum OptionsBar {
    static let height = 36
    /// How far a click on the opacity's "−" or "+" moves it, in percent.
    static let opacityStep = 10
    /// A slider's length beside its stepper.
    static let sliderLength = 96
    /// The room between two controls; a thin line parts them.
    static let gap = 20

    struct State: Equatable {
        var tool: Tool
        var options: ToolOptions
        /// Whether the palette, which the swatch opens, is open.
        var paletteOpen = false
    }

    struct Outcome: Equatable {
        /// The options changed in this pass (`State.options` holds them).
        var changed = false
        /// The swatch was clicked: the palette opens or closes.
        var togglePalette = false
    }

    /// One control: an attribute with what its option offers and where its value is kept.
    struct Control {
        let attribute: StrokeAttribute
        let option: AttributeOption
        let access: OptionAccess
        var id: WidgetID { OptionsBar.id(attribute) }
    }

    /// The controls for `tool`, in the order of its attributes.
    static func controls(for tool: Tool) -> [Control] {
        tool.attributes.compactMap { attribute in
            guard let option = attribute.option(tool), let access = attribute.access else { return nil }
            return Control(attribute: attribute, option: option, access: access)
        }
    }

    /// The widget id of an attribute's control (its whole group, as `WidgetContext.rects` keeps it).
    static func id(_ attribute: StrokeAttribute) -> WidgetID { "options." + attribute.id }

    /// What a click on "−" or "+" moves a number by: one, or a 64th of a long range.
    static func step(_ range: ClosedRange<Int>) -> Int { max(1, range.count / 64) }

    /// The opacity in percent, and back.
    static func percent(_ alpha: UInt8) -> Int { Int((Double(alpha) * 100 / 255).rounded()) }
    static func alpha(percent: Int) -> UInt8 { UInt8((Double(percent) * 255 / 100).rounded()) }

    /// How the controls fit the bar's width: with their sliders, and with the tool's name.
    struct Fit: Equatable {
        var sliders: Bool
        var named: Bool
    }

    static func fit(_ ui: WidgetContext, _ rect: IntRect, tool: Tool) -> Fit {
        let list = controls(for: tool), room = rect.width - 2 * ui.px(8)
        func total(_ fit: Fit) -> Int {
            let parts = list.map { width(ui, $0, tool: tool, side: side(ui, rect), sliders: fit.sliders) } + (fit.named ? [nameWidth(ui, tool)] : [])
            return parts.reduce(0, +) + max(0, parts.count - 1) * ui.px(gap)
        }
        for fit in [Fit(sliders: true, named: true), Fit(sliders: false, named: true)] where total(fit) <= room { return fit }
        return Fit(sliders: false, named: false)
    }

    static func side(_ ui: WidgetContext, _ rect: IntRect) -> Int { max(0, rect.height - ui.px(8)) }

    static func nameWidth(_ ui: WidgetContext, _ tool: Tool) -> Int { ui.text.textWidth(tool.label, size: ui.theme.fontSize) }

    /// A label's width with the room after it.
    static func labelWidth(_ ui: WidgetContext, _ text: String) -> Int { ui.text.textWidth(text, size: ui.theme.fontSize) + ui.px(8) }

    static func buttonWidth(_ ui: WidgetContext, _ text: String) -> Int { ui.text.textWidth(text, size: ui.theme.fontSize) + ui.px(20) }

    /// The opacity's name.
    static var opacityLabel: String { Strings.channel(.alpha) }

    /// The width of a number's stepper: room for its widest text.
    static func stepperWidth(_ ui: WidgetContext, _ c: Control, tool: Tool, side: Int, range: ClosedRange<Int>) -> Int {
        let texts = [range.lowerBound, range.upperBound].map { c.access.shown(.number($0), tool) }
        return ui.stepperWidth(height: side, widest: texts.max { ui.text.textWidth($0, size: ui.theme.fontSize) < ui.text.textWidth($1, size: ui.theme.fontSize) } ?? "")
    }

    /// A control's width.
    static func width(_ ui: WidgetContext, _ c: Control, tool: Tool, side: Int, sliders: Bool) -> Int {
        switch c.option {
        case .slider(let range, _):
            return labelWidth(ui, c.access.label(tool)) + stepperWidth(ui, c, tool: tool, side: side, range: range)
                + (sliders ? ui.px(4) + ui.px(sliderLength) : 0)
        case .toggle:
            return buttonWidth(ui, c.access.label(tool))
        case .choice(let values, _):
            return labelWidth(ui, c.access.label(tool)) + values.map { buttonWidth(ui, c.access.shown(.name($0), tool)) }.reduce(0, +)
                + max(0, values.count - 1) * ui.px(2)
        case .color:
            return side + ui.px(12) + labelWidth(ui, opacityLabel) + ui.stepperWidth(height: side, widest: Strings.percent(100))
        }
    }

    /// Runs the bar's widgets; `state.options` takes what they changed.
    static func run(_ ui: WidgetContext, _ rect: IntRect, _ state: inout State) -> Outcome {
        ui.draw(.rect(rect, ui.theme.panel, radius: 0))
        ui.draw(.rect(IntRect(x: rect.x, y: rect.maxY - ui.px(1), width: rect.width, height: ui.px(1)), ui.theme.background, radius: 0))
        guard rect.width > 0, rect.height > 0 else { return Outcome() }
        let tool = state.tool, side = side(ui, rect), fit = fit(ui, rect, tool: tool)
        let y = rect.y + (rect.height - side) / 2
        var x = rect.x + ui.px(8)
        var outcome = Outcome()
        var first = true
        func separate() {
            if !first { ui.draw(.rect(IntRect(x: x - ui.px(gap) / 2, y: y + ui.px(4), width: ui.px(1), height: side - ui.px(8)), ui.theme.track, radius: 0)) }
            first = false
        }
        if fit.named {
            ui.label(tool.label, x: x, y: rect.y + (rect.height - ui.theme.lineHeight) / 2, color: ui.theme.textSecondary)
            x += nameWidth(ui, tool) + ui.px(gap)
            first = false
        }
        ui.draw(.clip(rect))
        for c in controls(for: tool) {
            separate()
            let box = IntRect(x: x, y: y, width: width(ui, c, tool: tool, side: side, sliders: fit.sliders), height: side)
            ui.mark(c.id, box)
            if let value = control(ui, c, box, tool: tool, options: state.options, sliders: fit.sliders, outcome: &outcome) {
                c.access.set(value, tool, &state.options)
                outcome.changed = true
            }
            x = box.maxX + ui.px(gap)
        }
        ui.draw(.clip(nil))
        return outcome
    }

    /// Runs one control in `box`; returns the value it was set to, if it changed.
    private static func control(_ ui: WidgetContext, _ c: Control, _ box: IntRect, tool: Tool, options: ToolOptions, sliders: Bool,
                                outcome: inout Outcome) -> OptionValue? {
        let value = c.access.get(tool, options)
        let textY = box.y + (box.height - ui.theme.lineHeight) / 2
        switch c.option {
        case .slider(let range, _):
            var n = value.number ?? range.lowerBound
            let name = c.access.label(tool)
            ui.label(name, x: box.x, y: textY)
            let stepperX = box.x + labelWidth(ui, name)
            let stepper = IntRect(x: stepperX, y: box.y, width: stepperWidth(ui, c, tool: tool, side: box.height, range: range), height: box.height)
            var changed = ui.stepper(c.id, stepper, value: &n, range: range, step: step(range)) { c.access.shown(.number($0), tool) }
            if sliders {
                let track = IntRect(x: stepper.maxX + ui.px(4), y: box.y, width: box.maxX - stepper.maxX - ui.px(4), height: box.height)
                changed = ui.trackSlider(c.id + ".slider", track, value: &n, range: range) || changed
            }
            return changed ? .number(n) : nil
        case .toggle:
            let on = value.flag ?? false
            return ui.button(c.id, box, label: c.access.label(tool), selected: on) ? .flag(!on) : nil
        case .choice(let values, _):
            let name = c.access.label(tool)
            ui.label(name, x: box.x, y: textY)
            var bx = box.x + labelWidth(ui, name)
            var picked: OptionValue?
            for v in values {
                let text = c.access.shown(.name(v), tool)
                let r = IntRect(x: bx, y: box.y, width: buttonWidth(ui, text), height: box.height)
                if ui.button(c.id + "." + v, r, label: text, selected: value.name == v), value.name != v { picked = .name(v) }
                bx = r.maxX + ui.px(2)
            }
            return picked
        case .color:
            var color = value.color ?? .black
            let swatch = IntRect(x: box.x, y: box.y, width: box.height, height: box.height)
            if ui.colorSwatch(c.id + ".swatch", swatch, color) { outcome.togglePalette = true }
            let labelX = swatch.maxX + ui.px(12)
            ui.label(opacityLabel, x: labelX, y: textY)
            let stepper = IntRect(x: labelX + labelWidth(ui, opacityLabel), y: box.y, width: box.maxX - labelX - labelWidth(ui, opacityLabel), height: box.height)
            var p = percent(color.alpha)
            guard ui.stepper("options.opacity", stepper, value: &p, range: 0...100, step: opacityStep, shown: Strings.percent) else { return nil }
            color.alpha = alpha(percent: p)
            return .color(color)
        }
    }
}

extension WidgetContext {
    /// A colour over a checkerboard (so its opacity shows) as a button; true when clicked.
    func colorSwatch(_ id: WidgetID, _ rect: IntRect, _ color: Color) -> Bool {
        let state = interact(id, rect)
        let clicked = state.active && input.released && (input.position.map { rect.contains($0) } ?? false)
        draw(.rect(rect, buttonFill(hot: state.hot, active: state.active, selected: false, enabled: true), radius: px(6)))
        let chip = rect.insetBy(px(4))
        draw(.checker(chip, cell: px(4)))
        draw(.rect(chip, color, radius: 0))
        draw(.frame(chip, theme.knob, thickness: px(1), radius: 0))
        return clicked
    }
}
