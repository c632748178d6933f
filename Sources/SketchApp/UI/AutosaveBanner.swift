import SketchCore
import SketchRaster

/// The red bar across the top of the canvas while the journal cannot be written: what failed,
/// and that the edits are kept. It stays until autosave works again.
enum AutosaveBanner {
    /// Its rectangle in the canvas area.
    static func frame(in area: IntRect, scale: Double) -> IntRect {
        let px = { Theme.pixels($0, scale) }
        let w = min(area.width - px(24), px(760))
        return IntRect(x: area.x + (area.width - w) / 2, y: area.y + px(12), width: w, height: px(62))
    }

    static func run(_ ui: WidgetContext, _ rect: IntRect, problem: String) {
        let px = ui.px
        ui.draw(.clip(rect))
        ui.draw(.rect(rect, ui.theme.alert.withAlpha(245), radius: px(8)))
        ui.label(Strings.autosaveFailing, x: rect.x + px(14), y: rect.y + px(10), color: ui.theme.alertText)
        ui.label(fitted(problem, width: rect.width - px(28), ui: ui), x: rect.x + px(14), y: rect.y + px(34), color: ui.theme.alertText)
        ui.draw(.clip(nil))
    }

    /// `text`, its start cut (a long path's first folders) to fit `width`.
    static func fitted(_ text: String, width: Int, ui: WidgetContext) -> String {
        var t = Substring(text)
        while ui.text.textWidth(t.count < text.count ? "…" + t : String(t), size: ui.theme.fontSize) > width && t.count > 1 { t = t.dropFirst() }
        return t.count < text.count ? "…" + t : text
    }
}
