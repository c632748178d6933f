import SketchCore
import SketchRaster

/// A short message at the bottom of the canvas: where a picture was saved, or why something
/// failed. It goes away by itself. One that only says what an edit did (an undo, a clear)
/// shows on the status line instead, covering nothing.
struct Toast: Equatable {
    var text: String
    var isError: Bool
    var expires: Double
    var inStatusLine = false

    static let duration = 4.0
    static let errorDuration = 8.0

    /// Its rectangle and draw commands, centred near the bottom of `area`, above the zoom and
    /// the scroll bar. A message wider than the area is wrapped, never cut off.
    func layout(in area: IntRect, ui: WidgetContext) -> (rect: IntRect, commands: [DrawCommand]) {
        let size = ui.theme.fontSize, px = ui.px
        let room = max(1, area.width - px(16) - px(32))
        let lines = WrappedText.lines(text, width: room, size: size, measure: ui.text)
        let widest = lines.map { ui.text.textWidth($0, size: size) }.max() ?? 0
        let w = min(area.width - px(16), widest + px(32))
        let h = px(18) + lines.count * ui.theme.lineHeight
        let bottom = area.maxY - px(ViewIndicators.badgeSize.height) - px(ViewIndicators.barThickness) - px(12)
        let r = IntRect(x: area.x + (area.width - w) / 2, y: max(area.y, bottom - h), width: w, height: h)
        let fill = isError ? ui.theme.alert : ui.theme.toast
        var commands: [DrawCommand] = [.clip(r), .rect(r, fill, radius: px(8))]
        for (i, line) in lines.enumerated() {
            commands.append(.text(line, x: r.x + px(16), y: r.y + px(9) + i * ui.theme.lineHeight, size: size, isError ? ui.theme.alertText : ui.theme.toastText))
        }
        return (r, commands + [.clip(nil)])
    }
}
