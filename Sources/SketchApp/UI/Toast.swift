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

    /// Its rectangle and draw commands, centred near the bottom of `area`.
    func layout(in area: IntRect, ui: WidgetContext) -> (rect: IntRect, commands: [DrawCommand]) {
        let size = ui.theme.fontSize, px = ui.px
        let w = min(area.width - px(16), ui.text.textWidth(text, size: size) + px(32))
        let r = IntRect(x: area.x + (area.width - w) / 2, y: area.maxY - px(56), width: w, height: px(36))
        let fill = isError ? Color(red: 0xB3, green: 0x26, blue: 0x1E, alpha: 235) : Color(red: 0x20, green: 0x22, blue: 0x25, alpha: 230)
        return (r, [.clip(r), .rect(r, fill, radius: px(8)), .text(text, x: r.x + px(16), y: r.y + (r.height - ui.theme.lineHeight) / 2, size: size, ui.theme.text), .clip(nil)])
    }
}
