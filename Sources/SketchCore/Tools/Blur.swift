import SketchTranslation

extension Tool {
    /// A box whose pixels are smoothed by a Gaussian as wide as the stroke. Shift makes a square.
    public static let blur = Tool(
        id: "blur", key: "b", label: { tr("Blur") }, name: { tr("blur") },
        hint: { tr("drag over what to blur; Shift makes a square") },
        icon: [.arc(center: Point(12, 15), radius: 7, from: 0, to: 180), .line(.grid([(5, 15), (6, 11), (12, 3), (18, 11), (19, 15)])),
               .arc(center: Point(12, 15), radius: 4, from: 90, to: 180)],
        attributes: [.width],
        cursor: .crosshair, shape: .area, marking: .gaussian, width: .broad, cost: .gaussian)
}
