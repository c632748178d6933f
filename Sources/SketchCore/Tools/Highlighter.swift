import SketchTranslation

extension Tool {
    /// A broad translucent tint over what matters. At most two thirds strong and blended as a
    /// tint, so it never hides what is under it.
    public static let highlighter = Tool(
        id: "highlighter", key: "h", label: { tr("Highlighter") }, name: { tr("highlighter") },
        hint: { tr("drag over what to mark; nothing under it is hidden") },
        icon: [.loop(.grid([(14, 3), (20, 9), (12, 17), (6, 11)])), .line(.grid([(6, 11), (4, 17), (6, 19), (12, 17)])),
               .fill(.grid([(11, 20), (21, 20), (21, 22), (11, 22)]))],
        attributes: [.color, .width],
        cursor: .ring, shape: .freehand, marking: .highlight, width: .broad, maxAlpha: highlighterAlpha,
        color: { $0.withAlpha(min($0.alpha, highlighterAlpha)) })

    /// The most alpha a highlighter draws with.
    public static let highlighterAlpha: UInt8 = 170
}
