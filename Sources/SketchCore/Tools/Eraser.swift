import SketchTranslation

extension Tool {
    /// A broad stroke that takes strokes away where it passes: the photo shows again.
    public static let eraser = Tool(
        id: "eraser", key: "e", label: { tr("Eraser") }, name: { tr("eraser") },
        hint: { tr("drag over strokes to erase them; the photo stays") },
        icon: [.loop(.grid([(7, 20), (3, 16), (14, 5), (20, 11), (11, 20)])), .line(.grid([(7, 20), (21, 20)])), .line(.grid([(8, 11), (14, 17)]))],
        attributes: [.color, .width],
        cursor: .ring, shape: .freehand, marking: .reveal, width: .broad)
}
