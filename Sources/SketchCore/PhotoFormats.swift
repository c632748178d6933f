/// The photo formats Sketchpad opens (those SDL2_image reads), by file extension.
public enum PhotoFormats {
    public static let extensions: Set<String> = ["png", "jpg", "jpeg", "jpe", "bmp", "gif", "webp", "tif", "tiff"]

    public static func isPhoto(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
