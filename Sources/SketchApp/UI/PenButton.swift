import SketchCore
import SketchRaster

extension WidgetContext {
    /// The toolbar's pen button: the pen's colour (over a checkerboard, so alpha shows) with its
    /// width as a number, so both show with the panel closed. Returns true when
    /// clicked (it opens the palette).
    func penButton(_ id: WidgetID, _ rect: IntRect, pen: PenSettings, open: Bool) -> Bool {
        let state = interact(id, rect)
        let clicked = state.active && input.released && (input.position.map { rect.contains($0) } ?? false)
        draw(.rect(rect, open || (state.active && state.hot) ? theme.buttonActive : (state.hot ? theme.buttonHot : theme.button), radius: px(6)))
        let side = rect.height - px(8)
        let chip = IntRect(x: rect.x + px(4), y: rect.y + px(4), width: side, height: side)
        draw(.checker(chip, cell: px(4)))
        draw(.rect(chip, pen.color, radius: 0))
        draw(.frame(chip, theme.knob, thickness: px(1), radius: 0))
        // The width as a number beside it.
        let number = String(pen.width)
        draw(.text(number, x: chip.maxX + px(5), y: rect.y + (rect.height - theme.lineHeight) / 2, size: theme.fontSize, open || (state.active && state.hot) ? theme.activeText : theme.text))
        return clicked
    }

    /// The pen button's width for the widest width number.
    func penButtonWidth(height: Int) -> Int {
        let side = height - px(8)
        return px(4) + side + px(5) + text.textWidth("64", size: theme.fontSize) + px(6)
    }
}
