extension Document {
    /// The document, history and all, with every canvas's photo under the name `names` maps it
    /// to (a drawing's photo going into or out of a `.sketch` container); nil when a canvas of
    /// it names a photo `names` does not map.
    public func renamingPhotos(_ names: [String: String]) -> Document? {
        guard let bytes = DocumentSnapshot.encode(self, renamingPhotos: names) else { return nil }
        return try? bytes.withUnsafeBytes { try DocumentSnapshot.decode($0) }
    }
}
