/// The most pixels Sketchpad decodes or renders as one picture: a photo, each frame of one, a
/// canvas, or a rendered document (canvas × scale). A photo within it can always be exported
/// at its full size, and nothing larger is ever allocated.
public enum PixelBudget {
    public static let maxSide = 16384
    public static let maxPixels = 120_000_000

    /// Why a picture of this size is refused, or nil when it is fine.
    public static func refusal(width: Int, height: Int) -> String? {
        if width <= 0 || height <= 0 { return "its header claims \(width)x\(height) pixels" }
        if width > maxSide || height > maxSide { return "it is \(width)x\(height), over the limit of \(maxSide) px a side" }
        if width * height > maxPixels { return "it is \(width)x\(height) (\(width * height / 1_000_000) MP), over the limit of \(maxPixels / 1_000_000) MP" }
        return nil
    }
}
