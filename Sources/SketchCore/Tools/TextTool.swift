import SketchTranslation

extension Tool {
    /// Text typed where a click puts it, in the pen's colour at the text size, on an optional
    /// box or outline (`TextBackdrop`).
    public static let text = Tool(
        id: "text", key: "t", label: { tr("Text") }, name: { tr("text") },
        hint: { tr("click to place a text, then type; Escape ends it") },
        icon: [.line(.grid([(5, 7), (5, 4), (19, 4), (19, 7)])), .line(.grid([(12, 4), (12, 20)])), .line(.grid([(9, 20), (15, 20)]))],
        cursor: .text, shape: .text, width: .textSize)
}
