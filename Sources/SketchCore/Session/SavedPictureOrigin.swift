/// Where a picture Sketchpad saved came from, found again by the saved file's content: the
/// stored session of its drawing and where that drawing's history stood when the picture was
/// written. The photo it was drawn on is named twice: as the drawing names it, and where it
/// opens from now (that file when it still holds the photo, else the copy the session keeps).
public struct SavedPictureOrigin: Equatable, Sendable {
    public var session: String
    public var mark: HistoryMark
    /// The photo as the drawing names it (nil for a drawing on a blank canvas).
    public var photo: String?
    /// Where that photo opens from now.
    public var opensFrom: String?

    public init(session: String, mark: HistoryMark, photo: String?, opensFrom: String?) {
        self.session = session; self.mark = mark; self.photo = photo; self.opensFrom = opensFrom
    }
}
