import SketchTranslation

extension StrokeAttribute {
    /// The colour a rectangle or ellipse is filled with, under its outline: its own colour,
    /// when the fill (F, `shapes.fill`) is on.
    public static let fill: StrokeAttribute = StrokeAttribute(
        id: "fill", kind: .pen,
        storage: .property("fill", \.fill, blank: nil),
        document: .optionalColor("fill", \.fill),
        record: .optionalColor(6, \.fill),
        setting: .toggle("shapes.fill", \.fillShapes),
        restyle: { s, change in
            guard change.changed({ _, fill in fill }) else { return }
            s.fill = change.fill ? s.color : nil
        },
        option: { _ in .toggle(default: false) },
        example: { $0.fill = Color(red: 1, green: 2, blue: 3, alpha: 4) },
        access: .flag({ tr("Fill") }, \.fill))
}
