import SketchTranslation

extension StrokeAttribute {
    /// A text's box (`TextBackdrop.box`): `"background"`, a colour. The panel's Text on
    /// (`text.backdrop`) sets it and `outline` together, so the setting is declared here.
    public static let background: StrokeAttribute = StrokeAttribute(
        id: "background", kind: .lineStyle,
        storage: .property("background", \.background, blank: nil),
        document: .optionalColor("background", \.background),
        record: .optionalColor(10, \.background),
        setting: AttributeSetting(key: "text.backdrop", values: "none, box or outline", value: { $0.pen.style.textBackdrop.rawValue },
                                  read: { text, s in TextBackdrop(rawValue: text).map { s.pen.style.textBackdrop = $0 } != nil },
                                  refusal: "is not none, box or outline; using none"),
        restyle: { s, change in
            guard change.changed({ pen, _ in pen.style.textBackdrop }) else { return }
            s.background = change.pen.style.textBackdrop == .box ? TextBackdrop.boxColor(for: s.color) : nil
        },
        option: { _ in .choice(TextBackdrop.allCases.map(\.rawValue), default: TextBackdrop.none.rawValue) },
        example: { $0.background = Color(red: 250, green: 250, blue: 250, alpha: 200) },
        access: .choice({ tr("Backdrop") }, \.pen.style.textBackdrop) { backdrop in
            switch backdrop {
            case .none: return tr("None")
            case .box: return tr("Box")
            case .outline: return tr("Outline")
            }
        })

    /// A text's outline round every glyph (`TextBackdrop.outline`): `"outline"`, a colour;
    /// remembered with `background` (`text.backdrop`).
    public static let outline: StrokeAttribute = StrokeAttribute(
        id: "outline", kind: .lineStyle,
        storage: .property("outline", \.outline, blank: nil),
        document: .optionalColor("outline", \.outline),
        record: .optionalColor(11, \.outline),
        setting: nil,
        restyle: { s, change in
            guard change.changed({ pen, _ in pen.style.textBackdrop }) else { return }
            s.outline = change.pen.style.textBackdrop == .outline ? TextBackdrop.outlineColor(for: s.color) : nil
        },
        option: { _ in nil },
        example: { $0.outline = .black })
}
