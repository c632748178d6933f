import FoundationEssentials

/// A session the journal keeps, as the restore offer lists it.
public struct SessionSummary: Equatable, Sendable {
    public var id: String
    public var lastEdit: Date
    public var strokes: Int
    /// The photo's path, nil for a blank canvas.
    public var photo: String?
    /// The SHA-256 of the photo's file as it was drawn on, when known: a photo opened again is
    /// matched to its drawing by its content, wherever it is now.
    public var photoDigest: String?

    public init(id: String, lastEdit: Date, strokes: Int, photo: String?, photoDigest: String? = nil) {
        self.id = id; self.lastEdit = lastEdit; self.strokes = strokes; self.photo = photo; self.photoDigest = photoDigest
    }
}
