import SketchTranslation

extension Tool {
    /// An arrow with a numbered disc at its tail, numbered as markers are: steps that point at
    /// what they are about. Shift snaps it to 45°.
    public static let numberedArrow = Tool(
        id: "numbered-arrow", key: "k", label: { tr("Numbered arrow") }, name: { tr("numbered arrow") },
        hint: { tr("drag from the number to what it points at; Shift snaps to 45°") },
        icon: [.ellipse(center: Point(7, 17), rx: 4, ry: 4, filled: true), .line(.grid([(10, 14), (19, 5)])), .line(.grid([(12, 5), (19, 5), (19, 12)]))],
        attributes: [.color, .width, .dash, .heads, .number],
        cursor: .crosshair, shape: .arrow, numbered: true)
}
