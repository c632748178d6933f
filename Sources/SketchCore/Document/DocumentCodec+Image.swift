/// A pasted image's picture in a document: `"data"`, a PNG file in base64 (see `EmbeddedImage`).
extension DocumentCodec {
    static func readImage(_ dict: [String: Any], into stroke: inout Stroke, label: String) throws {
        guard stroke.tool == .image else { return }
        guard let data = dict["data"] as? String else { throw DocumentError("\(label): an image needs \"data\", a PNG file in base64") }
        do {
            stroke.image = try EmbeddedImage.decode(base64: data)
        } catch let error as DocumentError {
            throw DocumentError("\(label): \(error.message)")
        }
    }

    static func imageJSON(_ image: EmbeddedImage) -> String { ",\"data\":\"" + image.base64 + "\"" }
}
