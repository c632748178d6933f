import SketchTranslation

extension StrokeAttribute {
    /// A rectangle's corner radius in canvas px (`Stroke.cornerRadius`); nil: square corners.
    /// Round corners (`rectangle.corners`) are four widths, at least 8 px.
    public static let radius: StrokeAttribute = StrokeAttribute(
        id: "radius", kind: .lineStyle,
        storage: .property("radius", \.radius, blank: nil),
        document: DocumentForm(keys: ["radius"], write: { s in s.radius.map { "\"radius\":\(DocumentCodec.number($0))" } }, read: { dict, stroke, label in
            guard let value = dict["radius"], !(value is JSONNull) else { return }
            guard let radius = DocumentCodec.real(value) else { throw DocumentError("\(label): \"radius\" must be a number of canvas pixels") }
            stroke.radius = radius
        }, validate: { stroke, label in
            if let radius = stroke.radius, !(radius.isFinite && radius >= 0 && radius <= DocumentLimits.maxCoordinate) {
                throw DocumentError("\(label): \"radius\" must be 0 to \(DocumentCodec.number(DocumentLimits.maxCoordinate)) px, not \(DocumentCodec.number(radius))")
            }
        }),
        record: .optionalReal(9, \.radius),
        setting: AttributeSetting(key: "rectangle.corners", values: "square or round", value: { $0.pen.style.roundCorners ? "round" : "square" },
                                  read: { text, s in
                                      guard text == "square" || text == "round" else { return false }
                                      s.pen.style.roundCorners = text == "round"
                                      return true
                                  }, refusal: "is not square or round; using square"),
        restyle: { s, change in
            guard change.changed({ pen, _ in pen.style.roundCorners }) else { return }
            s.radius = change.pen.style.roundCorners ? PenStyle.cornerRadius(forWidth: s.width) : nil
        },
        option: { _ in .choice(["square", "round"], default: "square") },
        example: { $0.radius = 12.5 },
        access: OptionAccess(
            label: { _ in tr("Corners") }, get: { _, o in .name(o.pen.style.roundCorners ? "round" : "square") },
            set: { v, _, o in v.name.map { o.pen.style.roundCorners = $0 == "round" } },
            shown: { v, _ in v.name == "round" ? tr("Round") : tr("Square") }))
}
