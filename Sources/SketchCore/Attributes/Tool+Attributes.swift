extension Tool {
    /// Whether strokes of this tool hold `attribute`: a document reads it for them (and drops
    /// it from others), the options restyle it, the round-trip tests set it. Every tool takes
    /// its points and width; the rest follow from the tool's traits.
    public func takes(_ attribute: StrokeAttribute) -> Bool {
        switch attribute.id {
        case StrokeAttribute.points.id, StrokeAttribute.width.id: return true
        case StrokeAttribute.color.id: return hasColor
        case StrokeAttribute.fill.id: return canFill
        case StrokeAttribute.dash.id: return canDash
        case StrokeAttribute.heads.id: return traits.shape == .arrow
        case StrokeAttribute.radius.id: return traits.shape == .rectangle
        case StrokeAttribute.text.id, StrokeAttribute.background.id, StrokeAttribute.outline.id: return traits.shape == .text
        case StrokeAttribute.number.id: return traits.shape == .marker
        case StrokeAttribute.image.id: return traits.marking == .picture
        default: return false
        }
    }
}
