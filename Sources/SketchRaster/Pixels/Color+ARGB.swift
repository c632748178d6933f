import SketchCore

extension Color {
    /// Packed as 0xAARRGGBB, the layout of `RGBAImage` pixels.
    public var argb: UInt32 {
        UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    public init(argb: UInt32) {
        self.init(red: UInt8(argb >> 16 & 0xFF), green: UInt8(argb >> 8 & 0xFF),
                  blue: UInt8(argb & 0xFF), alpha: UInt8(argb >> 24))
    }
}
