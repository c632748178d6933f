import SketchCore

/// Part of a photo decoded by itself, at full resolution or a fraction of it: what a view of
/// a big photo needs, without the whole picture in memory.
public struct PhotoRegion: Sendable {
    /// The part of the full-size, upright photo, in its pixels.
    public let rect: IntRect
    /// Pixels per photo pixel: 1, or the fraction the photo was decoded at.
    public let scale: Double
    /// The pixels: `rect` at `scale` (rounded up), with halves made when a zoom needs them.
    public var pixels: PhotoPyramid

    public init(rect: IntRect, scale: Double, image: RGBAImage) {
        self.rect = rect; self.scale = scale; pixels = PhotoPyramid(image)
    }

    /// The view pixels (along one axis) whose every sample the region holds as the whole photo
    /// would give it: `us` are their centres in the region's level pixels, `extent` the level's
    /// size. A crisp (nearest) sample reads the pixel its centre falls in; a bilinear one the
    /// pixel on each side of it, so both must be in the region, unless the region ends where the
    /// photo does (`open`: at the start, at the end).
    static func covered(_ us: [Double], extent: Int, open: (start: Bool, end: Bool), crisp: Bool) -> Range<Int> {
        let reach = crisp ? 0.0 : 0.5
        let first = us.firstIndex { open.start || ($0 - reach).rounded(.down) >= 0 } ?? us.count
        let last = us.lastIndex { open.end || ($0 + reach).rounded(.down) < Double(extent) } ?? -1
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
