import SketchCore
import SketchRaster

/// The settings panel at the right edge: Width, Red, Green, Blue and Alpha sliders, each with
/// its name and value, and a swatch of the resulting pen at its width.
enum SettingsPanel {
    static let rowHeight = 52

    /// Runs the panel's widgets; returns true when the pen changed in this pass.
    static func run(_ ui: WidgetContext, _ rect: IntRect, pen: inout PenSettings) -> Bool {
        ui.draw(.rect(rect, ui.theme.panel, radius: 0))
        let px = ui.px
        let row = px(rowHeight)
        ui.draw(.rect(IntRect(x: rect.x, y: rect.y, width: px(1), height: rect.height), ui.theme.background, radius: 0))
        ui.label(Strings.panelTitle, x: rect.x + px(16), y: rect.y + px(12), size: px(16))
        var y = rect.y + px(44)
        var changed = false
        var width = pen.width
        if ui.slider("settings.width", IntRect(x: rect.x + px(6), y: y, width: rect.width - px(12), height: row),
                     label: Strings.width, value: &width, range: PenSettings.widthRange) {
            pen.setWidth(width)
            changed = true
        }
        y += row
        for channel in ColorChannel.allCases {
            var v = pen.channel(channel)
            if ui.slider("settings.\(channel.rawValue)", IntRect(x: rect.x + px(6), y: y, width: rect.width - px(12), height: row),
                         label: Strings.channel(channel), value: &v, range: 0...255) {
                pen.setChannel(channel, v)
                changed = true
            }
            y += row
        }
        // The swatch: the pen's colour at its width over a checkerboard, so alpha shows.
        let swatch = IntRect(x: rect.x + px(16), y: y + px(8), width: rect.width - px(32), height: px(84))
        ui.draw(.checker(swatch, cell: px(8)))
        ui.draw(.frame(swatch, ui.theme.track, thickness: px(1), radius: 0))
        ui.draw(.circle(center: Point(Double(swatch.x) + Double(swatch.width) / 2, Double(swatch.y) + Double(swatch.height) / 2),
                        diameter: Double(pen.width) * ui.theme.scale, pen.color))
        ui.label(Strings.swatch(pen), x: rect.x + px(16), y: swatch.maxY + px(8))
        ui.label(Strings.widthKeysHint, x: rect.x + px(16), y: swatch.maxY + px(30), color: ui.theme.textDisabled)
        return changed
    }
}
