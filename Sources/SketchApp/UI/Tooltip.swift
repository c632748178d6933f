import SketchCore
import SketchRaster

/// A button's name and key, shown under it after the pointer has rested on it a moment.
enum Tooltip {
    /// How long the pointer rests on a button before its tooltip shows, in seconds.
    static let delay = 0.5

    /// The tooltip's rectangle for `text` under `anchor`, inside `window`.
    static func rect(_ ui: WidgetContext, _ text: String, under anchor: IntRect, window: IntRect) -> IntRect {
        let w = ui.text.textWidth(text, size: ui.theme.fontSize) + ui.px(16), h = ui.theme.lineHeight + ui.px(10)
        let x = max(window.x, min(anchor.x, window.maxX - w))
        return IntRect(x: x, y: anchor.maxY + ui.px(4), width: min(w, window.width), height: h)
    }

    /// Draws it (it takes no input).
    static func run(_ ui: WidgetContext, _ text: String, _ r: IntRect) {
        ui.draw(.rect(r, ui.theme.background, radius: ui.px(4)))
        ui.draw(.frame(r, ui.theme.track, thickness: ui.px(1), radius: ui.px(4)))
        ui.label(text, x: r.x + ui.px(8), y: r.y + ui.px(5))
    }
}
