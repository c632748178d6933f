import SketchTranslation

extension Tool {
    /// A box's outline, square or round cornered, optionally filled; Shift makes a square.
    public static let rectangle = Tool(
        id: "rectangle", key: "r", label: { tr("Rectangle") }, name: { tr("rectangle") },
        hint: { tr("drag corner to corner; Shift makes a square") },
        icon: [.loop(box)], filledIcon: [.loop(box), .fill(box)],
        attributes: [.color, .width, .fill, .dash, .radius],
        cursor: .crosshair, shape: .rectangle)

    private static let box: [Point] = .grid([(4, 6), (20, 6), (20, 18), (4, 18)])
}
