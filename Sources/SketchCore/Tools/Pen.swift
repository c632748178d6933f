import SketchTranslation

extension Tool {
    /// Freehand lines in the pen's colour and width; every finger draws its own.
    public static let pen = Tool(
        id: "pen", key: "p", label: { tr("Pen") }, name: { tr("pen") },
        hint: { tr("drag to draw; every finger draws its own stroke") },
        icon: [.loop(.grid([(16, 3), (21, 8), (8, 21), (3, 21), (3, 16)])), .line(.grid([(13, 6), (18, 11)]))],
        attributes: [.color, .width, .dash],
        cursor: .ring, shape: .freehand)
}
