import SketchCore
import SketchRaster
import SketchTranslation

/// The strip along the window's bottom edge: on the left the current tool or mode and what it
/// does, on the right the picture's size in pixels, the zoom, and a mark while there are changes
/// no save holds. It only shows; nothing in it takes input.
enum StatusLine {
    static let height = 24

    struct State: Equatable {
        /// The tool or mode, and one line on what it does with a press (the mode's `status`).
        var title: String
        var hint: String
        /// The picture's size: what a save writes (the part a crop keeps).
        var width: Int
        var height: Int
        var zoom: Double
        var unsaved: Bool
        /// What an edit just did (an undo, a clear), shown instead of the hint for a while.
        var message: String?
    }

    static func run(_ ui: WidgetContext, _ rect: IntRect, _ state: State) {
        guard rect.height > 0, rect.width > 0 else { return }
        ui.draw(.clip(rect))
        ui.draw(.rect(rect, ui.theme.panel, radius: 0))
        let size = ui.theme.fontSize, px = ui.px
        let y = rect.y + (rect.height - ui.theme.lineHeight) / 2
        // Right to left: the mark, the zoom, the size; each keeps its place as the others change.
        var right = rect.maxX - px(10)
        var parts: [(String, Color)] = [(Strings.picturePixels(width: state.width, height: state.height), ui.theme.text),
                                        (Strings.zoom(state.zoom), ui.theme.text)]
        if state.unsaved { parts.append((Strings.unsavedMark, ui.theme.text)) }
        for (text, color) in parts.reversed() {
            let w = ui.text.textWidth(text, size: size)
            right -= w
            ui.draw(.text(text, x: right, y: y, size: size, color))
            right -= px(18)
        }
        let left = rect.x + px(10)
        let describe = state.message ?? state.title + " — " + state.hint
        ui.draw(.text(fitted(describe, width: right - left, ui: ui), x: left, y: y, size: size, state.message == nil ? ui.theme.textSecondary : ui.theme.text))
        ui.draw(.clip(nil))
    }

    /// `text`, cut at its end with "…" where it is wider than `width`.
    static func fitted(_ text: String, width: Int, ui: WidgetContext) -> String {
        let size = ui.theme.fontSize
        guard width > 0 else { return "" }
        guard ui.text.textWidth(text, size: size) > width else { return text }
        var t = Substring(text)
        while !t.isEmpty && ui.text.textWidth(t + "…", size: size) > width { t = t.dropLast() }
        return t.isEmpty ? "" : t + "…"
    }

    /// One line on what a drawing tool does with a press, and its keys.
    static func hint(for tool: Tool, filled: Bool) -> String {
        guard tool.canFill else { return tool.hint }
        let key = CommandTable.key(.toggleFill)
        let fill = filled ? tr("filled ({key} for outlines)", ["key": key]) : tr("outline ({key} fills)", ["key": key])
        return tool.hint + "; " + fill
    }
}
