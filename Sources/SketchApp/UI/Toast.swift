import SketchCore
import SketchRaster
import SketchTranslation

/// A short message at the bottom of the canvas: where a picture was saved, or why something
/// failed. It goes away by itself. One that only says what an edit did (an undo, a clear)
/// shows on the status line instead, covering nothing.
struct Toast: Equatable {
    var text: String
    var isError: Bool
    var expires: Double
    var inStatusLine = false
    /// A button at its right end (a saved picture's "Show in folder").
    var action: ToastAction?

    static let duration = 4.0
    static let errorDuration = 8.0
    /// A message with a button stays long enough to reach it.
    static let actionDuration = 8.0

    /// Its rectangle, its button's and draw commands, centred near the bottom of `area`, above
    /// the zoom and the scroll bar. A message wider than the area is wrapped, never cut off.
    func layout(in area: IntRect, ui: WidgetContext) -> (rect: IntRect, commands: [DrawCommand], action: IntRect?) {
        let size = ui.theme.fontSize, px = ui.px
        let label = action?.label ?? ""
        let actionWidth = action == nil ? 0 : ui.text.textWidth(label, size: size) + px(20)
        let beside = action == nil ? 0 : actionWidth + px(12)
        let room = max(1, area.width - px(16) - px(32) - beside)
        let lines = WrappedText.lines(text, width: room, size: size, measure: ui.text)
        let widest = lines.map { ui.text.textWidth($0, size: size) }.max() ?? 0
        let w = min(area.width - px(16), widest + px(32) + beside)
        let h = max(px(18) + lines.count * ui.theme.lineHeight, action == nil ? 0 : px(40))
        let bottom = area.maxY - px(ViewIndicators.badgeSize.height) - px(ViewIndicators.barThickness) - px(12)
        let r = IntRect(x: area.x + (area.width - w) / 2, y: max(area.y, bottom - h), width: w, height: h)
        let fill = isError ? ui.theme.alert : ui.theme.toast
        var commands: [DrawCommand] = [.clip(r), .rect(r, fill, radius: px(8))]
        let top = r.y + (h - lines.count * ui.theme.lineHeight) / 2
        for (i, line) in lines.enumerated() {
            commands.append(.text(line, x: r.x + px(16), y: top + i * ui.theme.lineHeight, size: size, isError ? ui.theme.alertText : ui.theme.toastText))
        }
        var button: IntRect?
        if action != nil {
            let b = IntRect(x: r.maxX - px(8) - actionWidth, y: r.y + (h - px(28)) / 2, width: actionWidth, height: px(28))
            commands.append(.rect(b, ui.theme.buttonActive, radius: px(6)))
            commands.append(.text(label, x: b.x + px(10), y: b.y + (b.height - ui.theme.lineHeight) / 2, size: size, ui.theme.activeText))
            button = b
        }
        return (r, commands + [.clip(nil)], button)
    }
}

/// What a message's button does.
enum ToastAction: Equatable {
    /// Shows this file in the file manager.
    case showInFolder(String)
    /// Opens this picture flat, in place of the drawing it was saved from.
    case openFlat(String)

    var label: String {
        switch self {
        case .showInFolder: return tr("Show in folder")
        case .openFlat: return tr("Open flat")
        }
    }
}
