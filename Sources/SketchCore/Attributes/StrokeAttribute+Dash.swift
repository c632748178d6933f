import SketchTranslation

extension StrokeAttribute {
    /// Dashes along its line (`Dash`): `"dash":[on,off]` in stroke widths; nil: solid.
    public static let dash: StrokeAttribute = StrokeAttribute(
        id: "dash", kind: .lineStyle,
        storage: .property("dash", \.dash, blank: nil),
        document: DocumentForm(keys: ["dash"], write: { s in s.dash.map { "\"dash\":[\(DocumentCodec.number($0.on)),\(DocumentCodec.number($0.off))]" } },
                               read: { dict, stroke, label in
            guard let value = dict["dash"], !(value is JSONNull) else { return }
            guard let pair = value as? [Any], pair.count == 2, let on = DocumentCodec.real(pair[0]), let off = DocumentCodec.real(pair[1]) else {
                throw DocumentError("\(label): \"dash\" must be [on, off], two numbers of stroke widths")
            }
            stroke.dash = Dash(on: on, off: off)
        }, validate: { stroke, label in
            guard let dash = stroke.dash, !dash.isValid else { return }
            let n = DocumentCodec.number
            throw DocumentError("\(label): \"dash\" [\(n(dash.on)), \(n(dash.off))] must be a dash of 0 to \(n(Dash.maxLength)) widths "
                + "and a gap above 0 and up to \(n(Dash.maxLength)), together at least half a width")
        }),
        record: RecordForm(tag: 7, write: { s, w in w.f64(s.dash?.on ?? 0); w.f64(s.dash?.off ?? 0) }, read: { r, s in
            s.dash = Dash(on: try r.f64(), off: try r.f64())
        }),
        setting: .toggle("pen.dash", \.pen.style.dashed),
        restyle: { s, change in
            guard change.changed({ pen, _ in pen.style.dashed }) else { return }
            s.dash = change.pen.style.dashed ? .standard : nil
        },
        option: { _ in .toggle(default: false) },
        example: { $0.dash = Dash(on: 2, off: 1.5) },
        access: .flag({ tr("Dashed") }, \.pen.style.dashed))
}
