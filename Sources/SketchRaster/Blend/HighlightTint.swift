import SketchCore

/// What a highlighter colour does to each pixel, worked out once per stroke.
///
/// A marker pen that only multiplies disappears on a dark photo, and one that only lightens
/// disappears on a light one. The tint is instead an affine map per channel, `T(d) = dark +
/// slope · d` (fractions 0...1), laid over the pixel at `alpha`: over white it is the colour
/// itself, over black a colour of the same hue with enough light to show. Because the map is
/// affine, dark text under it stays darker than the paper around it: what is under it is
/// never hidden, only toned.
///
/// The figures follow from three luminances (Rec. 709 weights on the sRGB values):
/// - over white the mark darkens by `alpha · (1 − L(colour))`, where a colour too light for
///   that is darkened first,
/// - over black it lightens by `alpha · L(dark)`,
/// - black on white keeps `1 − (both changes)` of its contrast.
/// Both changes aim at `Self.change`, so the contrast kept is `1 − 2 · change`.
public struct HighlightTint: Sendable {
    /// Each change aims at this share of the range; twice it stays under half.
    public static let change: Float = 0.22
    /// The most opaque a highlight is, reached by very light colours (yellow, white).
    public static let maxAlpha: Float = 0.7
    /// The pen alpha that gives the full strength (the highlighter's own alpha limit).
    public static let fullPenAlpha: Float = Float(Tool.highlighterAlpha) / 255

    /// The target over black, 0...255 per channel.
    public let dark: (r: Float, g: Float, b: Float)
    /// How the target follows the pixel: `T(d) = dark + slope · d`, `d` in 0...255.
    public let slope: (r: Float, g: Float, b: Float)
    /// The opacity the tint is laid over at, for full coverage.
    public let alpha: Float

    public init(_ color: Color, strength: Float = 1) {
        var c = (r: Float(color.red) / 255, g: Float(color.green) / 255, b: Float(color.blue) / 255)
        var lum = Self.luminance(c.r, c.g, c.b)
        let base = min(Self.maxAlpha, Self.change / max(1 - lum, 0.001))
        // A colour too light to show on white at `maxAlpha` (yellow, white) is laid down a
        // little darker there, as a worn marker is.
        let lightest = 1 - Self.change / base
        if lum > lightest {
            let k = lightest / lum
            c = (c.r * k, c.g * k, c.b * k); lum = lightest
        }
        // Over black: the same hue with the light it needs, tinted towards white when the
        // colour is darker than that, scaled down when it is lighter.
        let target = min(1, Self.change / base)
        let d: (Float, Float, Float)
        if target >= lum {
            let t = (target - lum) / (1 - lum)
            d = (c.r + (1 - c.r) * t, c.g + (1 - c.g) * t, c.b + (1 - c.b) * t)
        } else {
            let s = target / lum
            d = (c.r * s, c.g * s, c.b * s)
        }
        dark = (d.0 * 255, d.1 * 255, d.2 * 255)
        slope = (c.r - d.0, c.g - d.1, c.b - d.2)
        let pen = min(1, Float(color.alpha) / 255 / Self.fullPenAlpha)
        alpha = base * pen * strength
    }

    /// Rec. 709 luma of sRGB values (fractions).
    @inline(__always)
    public static func luminance(_ r: Float, _ g: Float, _ b: Float) -> Float {
        0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    /// `dst` with the tint at `coverage` (0...1) on it.
    @inline(__always)
    public func onto(_ dst: UInt32, coverage: Float) -> UInt32 {
        let dr = Float((dst >> 16) & 0xFF), dg = Float((dst >> 8) & 0xFF), db = Float(dst & 0xFF)
        return Blend.over(dst, dark.r + slope.r * dr, dark.g + slope.g * dg, dark.b + slope.b * db, alpha * coverage)
    }
}
