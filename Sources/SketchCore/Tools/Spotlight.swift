import SketchTranslation

extension Tool {
    /// A box left as it is while everything outside every such box is dimmed. Its colour is its
    /// dim: black at 60 % of the pen's alpha (60 % for an opaque pen), and 60 % when a document
    /// gives none. Its box is all it is: a document need not give it a width.
    public static let spotlight = Tool(
        id: "spotlight", key: "g", label: { tr("Spotlight") }, name: { tr("spotlight") },
        hint: { tr("drag around what matters; the rest is dimmed (by the pen's opacity); Shift makes a square") },
        icon: shade + [.loop(.grid([(8, 8), (16, 8), (16, 16), (8, 16)]))],
        attributes: [.color, .width],
        cursor: .crosshair, shape: .area, marking: .dimOutside,
        color: { Color.black.withAlpha(UInt8((Double($0.alpha) * 0.6).rounded())) },
        defaultColor: spotlightDim, hasOwnWidth: false, cost: .wholeOutput)

    /// A spotlight's dim when its document gives none: black at 60 %.
    public static let spotlightDim = Color.black.withAlpha(153)

    /// A lit square in a shaded frame.
    private static let shade: [IconMark] = [
        .fill(.grid([(3, 3), (21, 3), (21, 8), (3, 8)])), .fill(.grid([(3, 16), (21, 16), (21, 21), (3, 21)])),
        .fill(.grid([(3, 8), (8, 8), (8, 16), (3, 16)])), .fill(.grid([(16, 8), (21, 8), (21, 16), (16, 16)]))]
}
