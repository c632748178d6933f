/// What a text is drawn on, so it reads on a busy photo: nothing, a box, or an outline, each
/// in the colour that stands out most against the text's (black or white, `contrasting`).
public enum TextBackdrop: String, CaseIterable, Sendable {
    case none
    /// A box round the text, 0.25 em past its block on every side (`Stroke.background`).
    case box
    /// An outline 0.08 em wide round every glyph (`Stroke.outline`).
    case outline

    /// A box's padding and an outline's width, in ems.
    public static let boxPadding = 0.25
    public static let outlineWidth = 0.08

    /// The box's colour for text in `color`: the contrasting one at 80 % of the text's alpha.
    public static func boxColor(for color: Color) -> Color { contrasting(color).withAlpha(UInt8((Double(color.alpha) * 0.8).rounded())) }

    /// The outline's colour for text in `color`: the contrasting one at the text's alpha.
    public static func outlineColor(for color: Color) -> Color { contrasting(color).withAlpha(color.alpha) }

    /// Black or white, whichever stands out more on `color` (opaque).
    public static func contrasting(_ color: Color) -> Color {
        let luma = 0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue)
        return luma > 150 ? .black : .white
    }

    /// `stroke` (a text) on this backdrop, its colours from the text's.
    public func apply(to stroke: Stroke) -> Stroke {
        Restyle(pen: Restyle.pen(style: PenStyle(textBackdrop: self)), fill: false, old: nil, width: nil)
            .apply(to: stroke) { $0.id == StrokeAttribute.background.id || $0.id == StrokeAttribute.outline.id }
    }
}
