import SketchCore

/// How a stroke's coverage is applied.
public enum BlendMode: Equatable, Sendable {
    /// Source-over: pens, lines, shapes.
    case over
    /// A translucent tint that shows on dark and light alike and keeps what is under it
    /// readable (`HighlightTint`).
    case highlight
    /// What was under every stroke (the photo, or the background colour) comes back.
    case restore
}

/// The blend modes' arithmetic, written once: the renderer's rows (`RGBAImage.apply`), the live
/// preview (`LiveStrokeKernels`), text and discs (`RGBAImage.blend(_:at:)`) and image
/// compositing all come here. Pixels are 0xAARRGGBB with straight alpha, in sRGB.
public enum Blend {
    /// A straight-alpha colour (channels 0...255) laid over `dst` with effective alpha `a` (0...1).
    @inline(__always)
    public static func over(_ dst: UInt32, _ sr: Float, _ sg: Float, _ sb: Float, _ a: Float) -> UInt32 {
        let da = Float(dst >> 24) / 255
        let dr = Float((dst >> 16) & 0xFF), dg = Float((dst >> 8) & 0xFF), db = Float(dst & 0xFF)
        if da >= 1 {
            let k = 1 - a
            let r = UInt32(sr * a + dr * k + 0.5), g = UInt32(sg * a + dg * k + 0.5), b = UInt32(sb * a + db * k + 0.5)
            return 0xFF00_0000 | r << 16 | g << 8 | b
        }
        let outA = a + da * (1 - a)
        if outA <= 0 { return 0 }
        let kd = da * (1 - a) / outA, ks = a / outA
        let r = UInt32(min(255, sr * ks + dr * kd + 0.5)), g = UInt32(min(255, sg * ks + dg * kd + 0.5))
        let b = UInt32(min(255, sb * ks + db * kd + 0.5))
        return UInt32(outA * 255 + 0.5) << 24 | r << 16 | g << 8 | b
    }

    /// `dst` moved towards `under` by `t` (0...1), every channel including alpha.
    @inline(__always)
    public static func restore(_ dst: UInt32, towards under: UInt32, _ t: Float) -> UInt32 {
        if t >= 1 { return under }
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let ca = Float((dst >> shift) & 0xFF), cb = Float((under >> shift) & 0xFF)
            out |= UInt32(ca + (cb - ca) * t + 0.5) << shift
        }
        return out
    }
}

/// One colour in one blend mode, with what each pixel needs worked out once per stroke.
public struct Ink {
    public let mode: BlendMode
    /// The colour's channels, 0...255.
    let r, g, b: Float
    /// The tint's map, for `.highlight`.
    let tint: HighlightTint?
    /// The colour's alpha (0...1) times the strength.
    let alpha: Float
    /// How strongly it applies (a shape being dragged shows at half).
    let strength: Float

    public init(_ color: Color, mode: BlendMode, strength: Float = 1) {
        self.mode = mode
        r = Float(color.red); g = Float(color.green); b = Float(color.blue)
        tint = mode == .highlight ? HighlightTint(color, strength: strength) : nil
        alpha = Float(color.alpha) / 255 * strength
        self.strength = strength
    }

    /// `dst` with the ink at `coverage` (0...1) on it; `under` is what `.restore` brings back.
    @inline(__always)
    public func onto(_ dst: UInt32, coverage: Float, under: UInt32) -> UInt32 {
        switch mode {
        case .over: return Blend.over(dst, r, g, b, alpha * coverage)
        case .highlight: return tint.unsafelyUnwrapped.onto(dst, coverage: coverage)
        case .restore: return Blend.restore(dst, towards: under, coverage * strength)
        }
    }

    /// Coverage this small changes nothing that shows (under half a level), and is skipped.
    @inline(__always)
    public func isInvisible(_ coverage: Float) -> Bool {
        switch mode {
        case .over: return alpha * coverage <= 0.5 / 255
        case .highlight: return tint.unsafelyUnwrapped.alpha * coverage <= 0.5 / 255
        case .restore: return coverage * strength <= 0.5 / 255
        }
    }
}
