extension StrokeAttribute {
    /// A pasted image's picture (`EmbeddedImage`), drawn into the box of its two points: in a
    /// document `"data"`, a PNG file in base64, read with its header only (a document's
    /// pictures are weighed together and decoded once read, `DocumentCodec.decodePictures`).
    public static let image: StrokeAttribute = StrokeAttribute(
        id: "image", kind: .content,
        storage: .property("image", \.image, blank: nil),
        document: DocumentForm(keys: ["data"], write: { s in s.image.map { "\"data\":\"" + $0.base64 + "\"" } }, read: { dict, stroke, label in
            guard let data = dict["data"] as? String else { throw DocumentError("\(label): an image needs \"data\", a PNG file in base64") }
            do {
                stroke.image = try EmbeddedImage.read(base64: data)
            } catch let error as DocumentError {
                throw DocumentError("\(label): \(error.message)")
            }
        }, validate: { stroke, label in
            if stroke.tool.takes(.image) && stroke.image == nil { throw DocumentError("\(label): an image needs its picture (\"data\")") }
        }),
        record: RecordForm(tag: 12, write: { s, w in w.append(s.image?.png ?? []) }, read: { r, s in
            s.image = try EmbeddedImage.read(png: [UInt8](try r.rest()))
        }),
        setting: nil, restyle: nil, option: { _ in nil },
        // The header (signature and IHDR) of a 3×2 PNG: a picture is decoded only when drawn.
        example: { $0.image = try? EmbeddedImage.read(png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                                                             0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0, 0x7A, 0x12, 0x33, 0x01]) })
}
