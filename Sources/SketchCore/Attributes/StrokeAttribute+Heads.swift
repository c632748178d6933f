import SketchTranslation

extension StrokeAttribute {
    /// An arrow's heads (`ArrowHeads`): `"heads":"both"`, or nothing for one at its end.
    public static let heads: StrokeAttribute = StrokeAttribute(
        id: "heads", kind: .lineStyle,
        storage: .property("heads", \.heads, blank: .end),
        document: DocumentForm(keys: ["heads"], write: { s in s.heads == .end ? nil : "\"heads\":\"\(s.heads.rawValue)\"" }, read: { dict, stroke, label in
            guard let value = dict["heads"] else { return }
            guard let text = value as? String, let heads = ArrowHeads(rawValue: text) else {
                throw DocumentError("\(label): \"heads\" must be \"end\" or \"both\"")
            }
            stroke.heads = heads
        }),
        // Its name, so a reader knows a kind of heads it cannot draw from one it can.
        record: RecordForm(tag: 8, write: { s, w in w.append(Array(s.heads.rawValue.utf8)) }, read: { r, s in
            let name = String(decoding: try r.rest(), as: UTF8.self)
            guard let heads = ArrowHeads(rawValue: name) else { throw ByteReadError("unknown arrow heads \"\(name)\"") }
            s.heads = heads
        }),
        setting: AttributeSetting(key: "arrow.heads", values: "end or both", value: { $0.pen.style.heads.rawValue },
                                  read: { text, s in ArrowHeads(rawValue: text).map { s.pen.style.heads = $0 } != nil },
                                  refusal: "is not end or both; using end"),
        restyle: { s, change in
            guard change.changed({ pen, _ in pen.style.heads }) else { return }
            s.heads = change.pen.style.heads
        },
        option: { _ in .choice(ArrowHeads.allCases.map(\.rawValue), default: ArrowHeads.end.rawValue) },
        example: { $0.heads = .both },
        access: .choice({ tr("Heads") }, \.pen.style.heads) { heads in
            heads == .both ? tr("Both ends") : tr("End")
        })
}
