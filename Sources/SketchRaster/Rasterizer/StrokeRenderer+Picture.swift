import SketchCore

extension StrokeRenderer {
    /// A pasted image: its picture scaled into the output pixels of its box (`areaRect`) and
    /// laid over what is there. Each pixel samples the picture at its centre, bilinearly with
    /// premultiplied alpha, so a box of the picture's own size on whole pixels copies it exactly.
    func drawPicture(_ stroke: Stroke, transform: CanvasTransform, into image: inout RGBAImage, clip: IntRect,
                     patch: UnsafeMutablePointer<PixelPatch>?) -> IntRect {
        guard let picture = stroke.image, picture.width > 0, picture.height > 0 else { return .empty }
        let box = Self.areaRect(stroke, transform: transform)
        let area = box.intersection(image.bounds).intersection(clip)
        guard !area.isEmpty, box.width > 0, box.height > 0 else { return .empty }
        // Decoded only now that some of it shows; one that cannot be decoded draws nothing.
        let pixels = picture.pixels
        guard pixels.count == picture.width * picture.height else { return .empty }
        patch?.pointee.record(image, rect: area)
        let kx = Double(picture.width) / Double(box.width), ky = Double(picture.height) / Double(box.height)
        let width = image.width, w = picture.width, h = picture.height
        // The source columns and weights of each output column, found once.
        let columns = (area.x..<area.maxX).map { Self.taps((Double($0 - box.x) + 0.5) * kx - 0.5, count: w) }
        pixels.withUnsafeBufferPointer { src in
            image.pixels.withUnsafeMutableBufferPointer { dst in
                for y in area.y..<area.maxY {
                    let row = Self.taps((Double(y - box.y) + 0.5) * ky - 0.5, count: h)
                    let top = row.first * w, bottom = row.second * w
                    for (i, column) in columns.enumerated() {
                        let color = Self.mix(src[top + column.first], src[top + column.second], src[bottom + column.first], src[bottom + column.second],
                                             column.t, row.t)
                        guard color.a > 0 else { continue }
                        let at = y * width + area.x + i
                        dst[at] = Blend.over(dst[at], color.r, color.g, color.b, color.a)
                    }
                }
            }
        }
        return area
    }

    /// The two source indices around `u` (clamped to the picture) and the weight of the second.
    private static func taps(_ u: Double, count: Int) -> (first: Int, second: Int, t: Float) {
        let clamped = min(max(u, 0), Double(count - 1))
        let first = Int(clamped)
        let t = Float(clamped - Double(first))
        return (first, min(first + 1, count - 1), t)
    }

    /// Four straight-alpha pixels mixed with premultiplied alpha: the colour (0...255, straight)
    /// and alpha (0...1) of the result.
    @inline(__always)
    private static func mix(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ tx: Float, _ ty: Float) -> (r: Float, g: Float, b: Float, a: Float) {
        if tx == 0 && ty == 0 {
            let a = Float(p00 >> 24) / 255
            return (Float((p00 >> 16) & 0xFF), Float((p00 >> 8) & 0xFF), Float(p00 & 0xFF), a)
        }
        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
        @inline(__always) func add(_ p: UInt32, _ k: Float) {
            let pa = Float(p >> 24) / 255 * k
            r += Float((p >> 16) & 0xFF) * pa; g += Float((p >> 8) & 0xFF) * pa; b += Float(p & 0xFF) * pa; a += pa
        }
        add(p00, (1 - tx) * (1 - ty)); add(p10, tx * (1 - ty)); add(p01, (1 - tx) * ty); add(p11, tx * ty)
        guard a > 0 else { return (0, 0, 0, 0) }
        return (r / a, g / a, b / a, min(a, 1))
    }
}
