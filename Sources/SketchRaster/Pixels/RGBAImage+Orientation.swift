extension RGBAImage {
    /// The image as it should be seen, given how the camera stored it (EXIF orientation 1...8).
    public func oriented(exif orientation: Int) -> RGBAImage {
        guard (2...8).contains(orientation) else { return self }
        let swaps = orientation >= 5
        let ow = swaps ? height : width, oh = swaps ? width : height
        var out = RGBAImage(width: ow, height: oh)
        let w = width, h = height
        pixels.withUnsafeBufferPointer { src in
            out.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<oh {
                    for x in 0..<ow {
                        // Where the output pixel (x, y) is in the stored image.
                        let sx: Int, sy: Int
                        switch orientation {
                        case 2: sx = w - 1 - x; sy = y
                        case 3: sx = w - 1 - x; sy = h - 1 - y
                        case 4: sx = x; sy = h - 1 - y
                        case 5: sx = y; sy = x
                        case 6: sx = y; sy = h - 1 - x
                        case 7: sx = w - 1 - y; sy = h - 1 - x
                        default: sx = w - 1 - y; sy = x
                        }
                        dst[y * ow + x] = src[sy * w + sx]
                    }
                }
            }
        }
        return out
    }
}
