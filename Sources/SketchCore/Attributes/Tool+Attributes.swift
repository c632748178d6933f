extension Tool {
    /// Whether strokes of this tool hold `attribute`: a document reads it for them (and drops
    /// it from others), the options restyle it, the round-trip tests set it. Every stroke has
    /// its points; the rest is what the tool's file declares (`Tool.attributes`).
    public func takes(_ attribute: StrokeAttribute) -> Bool {
        attribute.id == StrokeAttribute.points.id || attributes.contains { $0.id == attribute.id }
    }
}
