import SketchCore
import SketchRaster

/// The widgets themselves: each one call that takes an id and a rectangle, interacts, draws,
/// and returns what changed.
extension WidgetContext {
    /// A push button; returns true when clicked (released over it after a press on it).
    public func button(_ id: WidgetID, _ rect: IntRect, label: String, selected: Bool = false, enabled: Bool = true) -> Bool {
        let state = interact(id, rect)
        let clicked = enabled && state.active && input.released && (input.position.map { rect.contains($0) } ?? false)
        let fill: Color
        if !enabled { fill = theme.buttonDisabled } else if selected || (state.active && state.hot) { fill = theme.buttonActive } else if state.hot { fill = theme.buttonHot } else { fill = theme.button }
        draw(.rect(rect, fill, radius: px(6)))
        if selected { draw(.frame(rect, theme.accent, thickness: px(2), radius: px(6))) }
        let size = theme.fontSize
        let w = text.textWidth(label, size: size)
        draw(.text(label, x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - theme.lineHeight) / 2, size: size,
                   buttonText(hot: state.hot, active: state.active, selected: selected, enabled: enabled)))
        return clicked
    }

    /// A horizontal slider with its name and value above the track. Dragging or clicking sets
    /// the value from the pointer's x, and focuses it (a frame shows it): then the arrow keys
    /// move it by `input.step`. `shown` writes the value (with its unit). Returns true when the value changed.
    public func slider(_ id: WidgetID, _ rect: IntRect, label: String, value: inout Int, range: ClosedRange<Int>,
                       shown: (Int) -> String = { String($0) }) -> Bool {
        let state = interact(id, rect)
        if state.pressedNow { focused = id }
        let labelY = rect.y
        let trackY = rect.y + theme.lineHeight + px(10)
        let track = IntRect(x: rect.x + px(10), y: trackY, width: rect.width - px(20), height: px(6))
        var changed = false
        if state.active, let p = input.position, track.width > 0 {
            let t = min(max((p.x - Double(track.x)) / Double(track.width), 0), 1)
            let newValue = range.lowerBound + Int((t * Double(range.upperBound - range.lowerBound)).rounded())
            if newValue != value { value = newValue; changed = true }
        }
        if state.hot && input.wheel != 0 && active == nil {
            let newValue = min(max(value + (input.wheel > 0 ? 1 : -1), range.lowerBound), range.upperBound)
            if newValue != value { value = newValue; changed = true }
        }
        if focused == id && input.step != 0 {
            let newValue = min(max(value + input.step, range.lowerBound), range.upperBound)
            if newValue != value { value = newValue; changed = true }
        }
        if focused == id { draw(.frame(rect, theme.accent, thickness: px(1), radius: px(6))) }
        draw(.text(label, x: rect.x + px(10), y: labelY, size: theme.fontSize, theme.text))
        let valueText = shown(value)
        draw(.text(valueText, x: rect.maxX - px(10) - text.textWidth(valueText, size: theme.fontSize), y: labelY, size: theme.fontSize, theme.text))
        draw(.rect(track, theme.track, radius: px(3)))
        let t = range.upperBound > range.lowerBound ? Double(value - range.lowerBound) / Double(range.upperBound - range.lowerBound) : 0
        let knobX = Double(track.x) + t * Double(track.width)
        draw(.rect(IntRect(x: track.x, y: track.y, width: Int(knobX) - track.x, height: track.height), theme.accent, radius: px(3)))
        let knob = Double(px(state.active || state.hot ? 20 : 16))
        draw(.circle(center: Point(knobX, Double(track.y + px(3))), diameter: knob, state.active ? theme.accent : theme.knob))
        return changed
    }

    /// A line of text.
    public func label(_ string: String, x: Int, y: Int, color: Color? = nil, size: Int? = nil) {
        draw(.text(string, x: x, y: y, size: size ?? theme.fontSize, color ?? theme.text))
    }
}
