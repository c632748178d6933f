extension Tool {
    /// Every kind of stroke, each declared in its own file in this folder. The order is the
    /// toolbar's and the order old checkpoints numbered them by: append, never reorder.
    public static let allCases: [Tool] = [
        .pen, .line, .arrow, .rectangle, .ellipse, .highlighter, .eraser, .text, .marker, .pixelate, .blur, .spotlight, .image,
        .numberedArrow,
    ]

    /// The tools a person picks, by a key and a toolbar button (a pasted image is made by Ctrl+V).
    public static let pickable = allCases.filter { $0.key != nil }

    /// The kind of stroke a document or the settings name `id`; nil for none.
    public init?(id: String) {
        guard let tool = Self.allCases.first(where: { $0.id == id }) else { return nil }
        self = tool
    }
}
