import SketchCore
import SketchRaster

extension WidgetContext {
    /// A slider of its track and knob alone, for a row with no room for a name above it (the
    /// options bar shows the value beside it). Dragging or clicking sets the value from the
    /// pointer's x; the wheel moves it by one. Returns true when the value changed.
    func trackSlider(_ id: WidgetID, _ rect: IntRect, value: inout Int, range: ClosedRange<Int>) -> Bool {
        let state = interact(id, rect)
        let inset = px(8)
        let track = IntRect(x: rect.x + inset, y: rect.y + rect.height / 2 - px(3), width: rect.width - 2 * inset, height: px(6))
        let old = value
        if state.active, let p = input.position, track.width > 0 {
            let t = min(max((p.x - Double(track.x)) / Double(track.width), 0), 1)
            value = range.lowerBound + Int((t * Double(range.upperBound - range.lowerBound)).rounded())
        }
        if state.hot && input.wheel != 0 && active == nil {
            value = min(max(value + (input.wheel > 0 ? 1 : -1), range.lowerBound), range.upperBound)
        }
        draw(.rect(track, theme.track, radius: px(3)))
        let t = range.upperBound > range.lowerBound ? Double(value - range.lowerBound) / Double(range.upperBound - range.lowerBound) : 0
        let knobX = Double(track.x) + t * Double(track.width)
        draw(.rect(IntRect(x: track.x, y: track.y, width: Int(knobX) - track.x, height: track.height), theme.accent, radius: px(3)))
        let knob = Double(px(state.active || state.hot ? 16 : 14))
        draw(.circle(center: Point(knobX, Double(track.y + px(3))), diameter: knob, state.active ? theme.accent : theme.knob))
        return value != old
    }
}
