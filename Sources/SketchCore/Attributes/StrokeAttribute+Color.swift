import SketchTranslation

extension StrokeAttribute {
    /// What it is drawn in (for a stroke that dims, its dim). The tools with no colour of their own (the
    /// filters, a picture) keep none: `.clear`. The pen's colour (`pen.color`) is no tool's own.
    public static let color: StrokeAttribute = StrokeAttribute(
        id: "color", kind: .pen,
        storage: .property("color", \.color, blank: .clear),
        document: DocumentForm(keys: ["color"], write: { s in s.tool.hasColor ? "\"color\":\"\(s.color.hexRGBA)\"" : nil }, read: { dict, stroke, label in
            // A kind with a usual colour may be written without it.
            if dict["color"] == nil, let usual = stroke.tool.defaultColor { stroke.color = usual; return }
            guard let text = dict["color"] as? String, let c = Color(hex: text) else {
                throw DocumentError("\(label): \"color\" must be a colour like #RRGGBB or #RRGGBBAA")
            }
            stroke.color = c
        }),
        record: .color(1, \.color),
        setting: nil,
        restyle: { s, change in
            guard change.changed({ pen, _ in pen.color }) else { return }
            s.color = s.tool.strokeColor(forPen: change.pen.color)
            // A fill is the stroke's colour: it follows.
            if s.fill != nil { s.fill = s.color }
        },
        option: { _ in .color(default: PenSettings.default.color) },
        example: { $0.color = Color(red: 200, green: 30, blue: 40, alpha: 180) },
        access: OptionAccess(
            label: { _ in tr("Colour") }, get: { _, o in .color(o.pen.color) }, set: { v, _, o in v.color.map { o.pen.color = $0 } }))
}
