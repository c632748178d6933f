import SketchCore
import SketchRaster

/// The size of the rectangle being chosen on the frozen screen, "W × H" in the screen's own
/// pixels, white on black under the rectangle's lower left corner (above it at the screen's
/// bottom). Both overlays show it, drawn here: `WaylandCaptureOverlay` into its frame,
/// `X11CaptureOverlay` onto its pixmap.
struct RegionSizeLabel {
    /// The text's size and the room around it and below the rectangle, in points.
    static let textSize = 13, padding = 4, gap = 4

    let glyphs: GlyphSource
    /// Pixels per point: the output's scale where the frame is drawn at the output's pixels.
    let scale: Double

    init(glyphs: GlyphSource, scale: Double = 1) {
        self.glyphs = glyphs
        self.scale = scale
    }

    /// The app's own font, or nil when it cannot be read (the overlay then goes without a label).
    static func appFont() -> GlyphSource? {
        guard let assets = AssetLocator.folder() else { return nil }
        return try? TrueTypeGlyphs(fontPath: assets + "/" + AssetLocator.marker, fallback: nil)
    }

    static func text(_ chosen: IntRect) -> String { "\(chosen.width) × \(chosen.height)" }

    /// The label of `chosen` (in the screen's pixels), placed by `shown`, where the rectangle
    /// is drawn within `bounds` (the frame's pixels); nil for no rectangle.
    func picture(of chosen: IntRect, shownAt shown: IntRect, in bounds: IntRect) -> (image: RGBAImage, place: IntRect)? {
        guard !chosen.isEmpty, let mask = glyphs.mask(for: Self.text(chosen), size: points(Self.textSize)) else { return nil }
        let padding = points(Self.padding), gap = points(Self.gap)
        let width = mask.width + 2 * padding, height = mask.height + 2 * padding
        let x = max(bounds.x, min(shown.x, bounds.maxX - width))
        let below = shown.maxY + gap
        let y = below + height <= bounds.maxY ? below : max(bounds.y, shown.y - height - gap)
        var image = RGBAImage(width: width, height: height, fill: .black)
        image.blend(mask, at: padding, padding, color: .white, clip: image.bounds)
        return (image, IntRect(x: x, y: y, width: width, height: height))
    }

    private func points(_ value: Int) -> Int { max(1, Int((Double(value) * scale).rounded())) }
}
