extension StrokeAttribute {
    /// A text's text: lines separated by "\n". Its em size is its width.
    public static let text: StrokeAttribute = StrokeAttribute(
        id: "text", kind: .content,
        storage: .property("text", \.text, blank: nil),
        document: DocumentForm(keys: ["text"], write: { s in s.text.map { "\"text\":" + DocumentCodec.quoted($0) } }, read: { dict, stroke, label in
            guard let text = dict["text"] as? String else { throw DocumentError("\(label): a text needs \"text\", a string") }
            stroke.text = text
        }, validate: { stroke, label in
            guard stroke.tool.takes(.text) else { return }
            guard let text = stroke.text else { throw DocumentError("\(label): a text needs \"text\"") }
            guard text.unicodeScalars.count <= DocumentLimits.maxTextLength else {
                throw DocumentError("\(label): the text is over the limit of \(DocumentLimits.maxTextLength) characters")
            }
            guard stroke.width <= DocumentLimits.maxTextSize else {
                throw DocumentError("\(label): text size \(DocumentCodec.number(stroke.width)) is over the limit of \(DocumentCodec.number(DocumentLimits.maxTextSize)) px")
            }
        }),
        record: RecordForm(tag: 4, write: { s, w in w.append(Array((s.text ?? "").utf8)) }, read: { r, s in
            s.text = String(decoding: try r.rest(), as: UTF8.self)
        }),
        setting: nil, restyle: nil, option: { _ in nil },
        example: { $0.text = "Déjà 标注\nzwei" })

    /// A numbered marker's number, from 1 (`Document.nextMarkerNumber`).
    public static let number: StrokeAttribute = StrokeAttribute(
        id: "number", kind: .content,
        storage: .property("number", \.number, blank: nil),
        document: DocumentForm(keys: ["number"], write: { s in s.number.map { "\"number\":\($0)" } }, read: { dict, stroke, label in
            guard let n = DocumentCodec.integer(dict["number"]) else { throw DocumentError("\(label): a \(stroke.tool.id) needs \"number\", a whole number") }
            stroke.number = n
        }, validate: { stroke, label in
            guard stroke.tool.takes(.number) else { return }
            guard let n = stroke.number, (1...DocumentLimits.maxMarkerNumber).contains(n) else {
                throw DocumentError("\(label): a \(stroke.tool.id)'s number must be 1 to \(DocumentLimits.maxMarkerNumber)")
            }
        }),
        record: RecordForm(tag: 5, write: { s, w in w.u32(UInt32(truncatingIfNeeded: s.number ?? 0)) }, read: { r, s in s.number = Int(try r.u32()) }),
        setting: nil, restyle: nil, option: { _ in nil },
        example: { $0.number = 17 })
}
