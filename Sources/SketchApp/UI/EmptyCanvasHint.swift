import SketchCore
import SketchRaster
import SketchTranslation

/// What a blank canvas says before anything is on it: how to open a photo and how to draw.
/// It goes with the first stroke or photo; it is on screen only, never in what Save writes.
enum EmptyCanvasHint {
    static var lines: [String] {
        [tr("Open a photo with {key}, or drop one here", ["key": CommandTable.key(.openPicker)]),
         tr("Draw with the mouse, or with your fingers"),
         tr("{key} lists every key", ["key": CommandTable.key(.showHelp)])]
    }

    /// The box the lines take, centred on the canvas; nil where it does not fit.
    static func rect(_ ui: WidgetContext, canvas: IntRect) -> IntRect? {
        let size = ui.theme.fontSize
        let w = (lines.map { ui.text.textWidth($0, size: size) }.max() ?? 0) + ui.px(32)
        let h = lines.count * ui.theme.lineHeight + (lines.count - 1) * ui.px(6) + ui.px(24)
        guard w <= canvas.width, h <= canvas.height else { return nil }
        return IntRect(x: canvas.x + (canvas.width - w) / 2, y: canvas.y + (canvas.height - h) / 2, width: w, height: h)
    }

    static func run(_ ui: WidgetContext, _ r: IntRect) {
        let ink = Color(red: 0x5F, green: 0x63, blue: 0x68)
        ui.draw(.rect(r, Color(red: 0xF1, green: 0xF3, blue: 0xF4), radius: ui.px(10)))
        var y = r.y + ui.px(12)
        for line in lines {
            let w = ui.text.textWidth(line, size: ui.theme.fontSize)
            ui.label(line, x: r.x + (r.width - w) / 2, y: y, color: ink)
            y += ui.theme.lineHeight + ui.px(6)
        }
    }
}
