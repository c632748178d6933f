/// A document's pictures (`StrokeAttribute.image`, read with their headers only) are weighed
/// together (`DocumentLimits.pictureProblem`), then decoded.
extension DocumentCodec {
    /// Decodes the pictures of a document's strokes, once they are known to be within the
    /// budget together, or says which cannot be.
    static func decodePictures(of strokes: [Stroke]) throws {
        if let problem = DocumentLimits.pictureProblem(in: strokes) { throw DocumentError(problem) }
        for (i, stroke) in strokes.enumerated() {
            do { try stroke.image?.decodePixels() } catch let error as DocumentError { throw DocumentError("stroke \(i + 1): \(error.message)") }
        }
    }
}

extension DocumentCodec {
    /// Why a document read other than from its JSON (the history a `.sketch` keeps) holds
    /// strokes a document may not, or is past a limit; nil when it is one the JSON could hold.
    /// Its pictures are decoded, as the JSON's are.
    public static func problem(in document: Document) -> String? {
        do {
            for (i, stroke) in document.strokes.enumerated() { _ = try validated(stroke, label: "stroke \(i + 1)") }
            try decodePictures(of: document.strokes)
        } catch let error as DocumentError {
            return error.message
        } catch {
            return "\(error)"
        }
        return DocumentLimits.problem(in: document)
    }
}
