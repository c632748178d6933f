import SketchTranslation

extension Tool {
    /// A disc with the next number on it, where a click puts it.
    public static let marker = Tool(
        id: "marker", key: "n", label: { tr("Numbered marker") }, name: { tr("numbered marker") },
        hint: { tr("click to place the next number") },
        icon: [.ellipse(center: Point(12, 12), rx: 9, ry: 9, filled: false), .line(.grid([(10, 9), (12, 7), (12, 17)])), .line(.grid([(10, 17), (14, 17)]))],
        attributes: [.color, .width, .number],
        cursor: .crosshair, shape: .marker, numbered: true)
}
