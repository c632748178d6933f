/// A pasted image's picture in a document: `"data"`, a PNG file in base64 (see `EmbeddedImage`).
/// A stroke's picture is read with its header only; a document's pictures are weighed together
/// (`DocumentLimits.pictureProblem`), then decoded.
extension DocumentCodec {
    static func readImage(_ dict: [String: Any], into stroke: inout Stroke, label: String) throws {
        guard stroke.tool == .image else { return }
        guard let data = dict["data"] as? String else { throw DocumentError("\(label): an image needs \"data\", a PNG file in base64") }
        do {
            stroke.image = try EmbeddedImage.read(base64: data)
        } catch let error as DocumentError {
            throw DocumentError("\(label): \(error.message)")
        }
    }

    /// Decodes the pictures of a document's strokes, once they are known to be within the
    /// budget together, or says which cannot be.
    static func decodePictures(of strokes: [Stroke]) throws {
        if let problem = DocumentLimits.pictureProblem(in: strokes) { throw DocumentError(problem) }
        for (i, stroke) in strokes.enumerated() {
            do { try stroke.image?.decodePixels() } catch let error as DocumentError { throw DocumentError("stroke \(i + 1): \(error.message)") }
        }
    }

    static func imageJSON(_ image: EmbeddedImage) -> String { ",\"data\":\"" + image.base64 + "\"" }
}
