import SketchCore
import SketchRaster

extension WidgetContext {
    /// A number between a "−" and a "+" button: `shown` gives its text (with its unit), each
    /// click moves it by `step` within `range`, and the wheel over it by one step. The text's
    /// room is `textWidth`, so the buttons stay put as the number changes. Returns true when
    /// the value changed. Its buttons are `<id>.less` and `<id>.more`.
    func stepper(_ id: WidgetID, _ rect: IntRect, value: inout Int, range: ClosedRange<Int>, step: Int, shown: (Int) -> String) -> Bool {
        let side = rect.height
        let old = value
        if button(id + ".less", IntRect(x: rect.x, y: rect.y, width: side, height: side), label: "−", enabled: value > range.lowerBound) {
            value = max(value - step, range.lowerBound)
        }
        if button(id + ".more", IntRect(x: rect.maxX - side, y: rect.y, width: side, height: side), label: "+", enabled: value < range.upperBound) {
            value = min(value + step, range.upperBound)
        }
        let over = input.position.map { rect.contains($0) } ?? false
        if over && input.wheel != 0 && active == nil {
            value = min(max(value + (input.wheel > 0 ? step : -step), range.lowerBound), range.upperBound)
        }
        let text = shown(value)
        let w = self.text.textWidth(text, size: theme.fontSize)
        draw(.text(text, x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - theme.lineHeight) / 2, size: theme.fontSize, theme.text))
        return value != old
    }

    /// The width of a stepper whose longest text is `widest`.
    func stepperWidth(height: Int, widest: String) -> Int {
        2 * height + text.textWidth(widest, size: theme.fontSize) + px(12)
    }
}
