import SketchTranslation

extension Tool {
    /// A straight line from end to end; Shift snaps it to 45°.
    public static let line = Tool(
        id: "line", key: "l", label: { tr("Line") }, name: { tr("line") },
        hint: { tr("drag from end to end; Shift snaps to 45°") },
        icon: [.line(.grid([(5, 19), (19, 5)]))],
        attributes: [.color, .width, .dash],
        cursor: .crosshair, shape: .line)
}
