/// What the desktop's clipboard holds that can be pasted: a PNG (its bytes, kept as they came,
/// and its pixels), or text.
public enum ClipboardContent: Sendable, Equatable {
    case image(png: [UInt8], pixels: RGBAImage)
    case text(String)
}
