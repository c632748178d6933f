import SketchTranslation

extension Tool {
    /// A line with a filled head at its end (or both ends); Shift snaps it to 45°.
    public static let arrow = Tool(
        id: "arrow", key: "a", label: { tr("Arrow") }, name: { tr("arrow") },
        hint: { tr("drag from tail to head; Shift snaps to 45°") },
        icon: [.line(.grid([(5, 19), (19, 5)])), .line(.grid([(10, 5), (19, 5), (19, 14)]))],
        attributes: [.color, .width, .dash, .heads],
        cursor: .crosshair, shape: .arrow)
}
