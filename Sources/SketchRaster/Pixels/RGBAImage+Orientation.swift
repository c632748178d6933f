import SketchCore

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

extension IntRect {
    /// Where this rectangle of a stored picture (`width` × `height`) is once the picture is
    /// turned upright for an EXIF orientation, as `RGBAImage.oriented(exif:)` turns it.
    public func oriented(exif orientation: Int, storedWidth w: Int, storedHeight h: Int) -> IntRect {
        func make(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> IntRect { IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) }
        switch orientation {
        case 2: return make(w - maxX, w - x, y, maxY)
        case 3: return make(w - maxX, w - x, h - maxY, h - y)
        case 4: return make(x, maxX, h - maxY, h - y)
        case 5: return make(y, maxY, x, maxX)
        case 6: return make(h - maxY, h - y, x, maxX)
        case 7: return make(h - maxY, h - y, w - maxX, w - x)
        case 8: return make(y, maxY, w - maxX, w - x)
        default: return self
        }
    }

    /// Where this rectangle of the upright picture (`width` × `height`) is in the stored one:
    /// the inverse of `oriented`, which is turning by the opposite quarter (6 and 8 swap; the
    /// others undo themselves).
    public func stored(exif orientation: Int, uprightWidth w: Int, uprightHeight h: Int) -> IntRect {
        oriented(exif: orientation == 6 ? 8 : orientation == 8 ? 6 : orientation, storedWidth: w, storedHeight: h)
    }
}
