import SketchCore
import SketchRaster

/// Every keyboard shortcut, as the help overlay (F1 or ?) and README list them.
public enum Shortcuts {
    public static let all: [(keys: String, does: String)] = [
        ("Ctrl+O", "open a photo"),
        ("Ctrl+Z", "undo"),
        ("Ctrl+Shift+Z, Ctrl+Y", "redo"),
        ("Ctrl+S", "save the canvas as shown"),
        ("Ctrl+Shift+S", "export at the photo's full resolution"),
        ("Ctrl+C", "copy the picture to the clipboard"),
        ("P, L, A, R, O, H, E", "pen, line, arrow, rectangle, ellipse, highlighter, eraser"),
        ("Shift while dragging", "snap to 45°; squares and circles"),
        ("[ and ]", "pen width -1 / +1 (with Shift: ±5)"),
        ("F1, ?", "this help"),
        ("Escape", "close the help, the picker or the settings panel"),
        ("Ctrl+Q", "quit"),
    ]
}

/// The help overlay: the shortcuts, over a dimmed window. A key or a click closes it.
struct HelpOverlay {
    static func run(_ ui: WidgetContext, window: IntRect) -> Bool {
        ui.draw(.rect(window, Color(red: 0, green: 0, blue: 0, alpha: 120), radius: 0))
        let px = ui.px
        let rowHeight = px(24)
        let keyColumn = Shortcuts.all.map { ui.text.textWidth($0.keys, size: ui.theme.fontSize) }.max() ?? 0
        let doesColumn = Shortcuts.all.map { ui.text.textWidth($0.does, size: ui.theme.fontSize) }.max() ?? 0
        let w = min(px(20 + 30 + 20) + keyColumn + doesColumn, window.width - px(40))
        let h = min(px(80) + rowHeight * Shortcuts.all.count, window.height - px(40))
        let r = IntRect(x: window.x + (window.width - w) / 2, y: window.y + (window.height - h) / 2, width: w, height: h)
        ui.draw(.rect(r, ui.theme.panel, radius: px(10)))
        ui.draw(.clip(r))
        ui.label("Keyboard shortcuts", x: r.x + px(20), y: r.y + px(16), size: px(16))
        for (i, s) in Shortcuts.all.enumerated() {
            let y = r.y + px(52) + i * rowHeight
            ui.label(s.keys, x: r.x + px(20), y: y, color: ui.theme.accent)
            ui.label(s.does, x: r.x + px(20 + 30) + keyColumn, y: y)
        }
        ui.draw(.clip(nil))
        let state = ui.interact("help.close", window)
        return state.active && ui.input.released
    }
}
