import SketchTranslation

extension Tool {
    /// A pasted image (Ctrl+V over a photo): a kind of stroke no one picks, so it has no key,
    /// no button and no hint. Its picture (`Stroke.image`) fills the box of its two points and
    /// stays upright at its size when the picture turns; a document need not give it a width.
    public static let image = Tool(
        id: "image", key: nil, label: { tr("Image") }, name: { tr("image") }, hint: { "" },
        icon: [], shape: .area, marking: .picture, hasOwnWidth: false, cost: .picture, turn: .uprightBox)
}
