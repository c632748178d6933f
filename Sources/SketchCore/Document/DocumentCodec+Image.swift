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
