import SketchCore
import SketchRaster

extension WidgetContext {
    /// A push button showing `icon`, in the text's colour (dimmed when disabled); returns true
    /// when clicked. Its name is in its tooltip.
    func iconButton(_ id: WidgetID, _ rect: IntRect, icon: Icon, selected: Bool = false, enabled: Bool = true) -> Bool {
        let state = interact(id, rect)
        let clicked = enabled && state.active && input.released && (input.position.map { rect.contains($0) } ?? false)
        draw(.rect(rect, buttonFill(hot: state.hot, active: state.active, selected: selected, enabled: enabled), radius: px(6)))
        if selected { draw(.frame(rect, theme.accent, thickness: px(2), radius: px(6))) }
        self.icon(icon, in: iconBox(centredIn: rect), color: enabled ? theme.text : theme.textDisabled)
        return clicked
    }

    /// A button's colour in its state, as `button` paints it.
    func buttonFill(hot: Bool, active: Bool, selected: Bool, enabled: Bool) -> Color {
        if !enabled { return theme.buttonDisabled }
        if selected || (active && hot) { return theme.buttonActive }
        return hot ? theme.buttonHot : theme.button
    }

    /// A button's label colour on `buttonFill` in the same state.
    func buttonText(hot: Bool, active: Bool, selected: Bool, enabled: Bool) -> Color {
        if !enabled { return theme.textDisabled }
        return selected || (active && hot) ? theme.activeText : theme.text
    }
}
