extension RGBAImage {
    /// The image from pixels whose colour was stored multiplied by their alpha (associated
    /// alpha, as libtiff's RGBA reading gives every TIFF): each colour divided by its alpha
    /// again, rounded, so that a half-covered pixel keeps its own colour.
    public func unpremultiplied() -> RGBAImage {
        var out = self
        out.pixels.withUnsafeMutableBufferPointer { p in
            for i in p.indices {
                let v = p[i], a = v >> 24
                guard a != 255, a != 0 else { continue }
                func channel(_ shift: UInt32) -> UInt32 { min(255, (((v >> shift) & 0xFF) * 255 + a / 2) / a) }
                p[i] = a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
            }
        }
        return out
    }
}
