import SketchTranslation

extension Tool {
    /// The ellipse inscribed in a dragged box, optionally filled; Shift makes a circle.
    public static let ellipse = Tool(
        id: "ellipse", key: "o", label: { tr("Ellipse") }, name: { tr("ellipse") },
        hint: { tr("drag across its box; Shift makes a circle") },
        icon: [.ellipse(center: Point(12, 12), rx: 9, ry: 7, filled: false)],
        filledIcon: [.ellipse(center: Point(12, 12), rx: 9, ry: 7, filled: true)],
        attributes: [.color, .width, .fill, .dash],
        cursor: .crosshair, shape: .ellipse)
}
