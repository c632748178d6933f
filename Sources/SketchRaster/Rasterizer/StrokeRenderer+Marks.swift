import SketchCore

/// The marks that are not outlines: text, a marker's number, and the filters of an area.
extension StrokeRenderer {
    /// The text a stroke shows and its em size in output pixels at `scale`: a text's own text,
    /// or the number on a numbered disc (sized to sit inside it). Nil for every other stroke.
    public static func textToDraw(_ stroke: Stroke, scale: Double) -> (text: String, size: Int)? {
        if stroke.tool.numbered {
            guard let n = stroke.number else { return nil }
            let digits = String(n)
            let diameter = Stroke.markerDiameter(width: stroke.width)
            return (digits, TextBlock.pixelSize(diameter * min(0.6, 1.25 / Double(digits.count)), scale: scale))
        }
        guard stroke.tool.shape == .text, let text = stroke.text, !text.isEmpty else { return nil }
        return (text, TextBlock.pixelSize(stroke.width, scale: scale))
    }

    /// Black or white, whichever stands out more on `color`; with its alpha.
    public static func contrasting(_ color: Color) -> Color {
        let luma = 0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue)
        return (luma > 150 ? Color.black : Color.white).withAlpha(color.alpha)
    }

    /// The rectangle of output pixels a text stroke covers, when its picture can be had.
    public func textBounds(_ stroke: Stroke, transform: CanvasTransform) -> IntRect? {
        guard let (text, size) = Self.textToDraw(stroke, scale: transform.scale), let source = self.text,
              let box = TextBlock.size(of: text, size: size, glyphs: source) else { return nil }
        let origin = transform.apply(stroke.points[0])
        let reach = Self.backdropReach(stroke, size: size)
        return IntRect(x: Int(origin.x.rounded()) - reach, y: Int(origin.y.rounded()) - reach, width: box.width + 2 * reach, height: box.height + 2 * reach)
    }

    /// How far past its block a text's box or outline reaches, in output px at em `size`.
    static func backdropReach(_ stroke: Stroke, size: Int) -> Int {
        let box = stroke.background == nil ? 0 : boxPadding(size: size)
        let outline = stroke.outline == nil ? 0 : MaskOutline.margin(radius: TextBackdrop.outlineWidth * Double(size))
        return max(box, outline)
    }

    static func boxPadding(size: Int) -> Int { Int((TextBackdrop.boxPadding * Double(size)).rounded()) }

    /// Only the part of the text inside `clip` and the image is laid out and drawn.
    func drawText(_ stroke: Stroke, transform: CanvasTransform, into image: inout RGBAImage, clip: IntRect,
                  patch: UnsafeMutablePointer<PixelPatch>?) -> IntRect {
        guard let (text, size) = Self.textToDraw(stroke, scale: transform.scale), let source = self.text else { return .empty }
        let origin = transform.apply(stroke.points[0])
        let at = (x: Int(origin.x.rounded()), y: Int(origin.y.rounded()))
        let area = clip.intersection(image.bounds)
        var drawn = IntRect.empty
        if let background = stroke.background, let block = TextBlock.size(of: text, size: size, glyphs: source) {
            let pad = Self.boxPadding(size: size)
            let box = IntRect(x: at.x - pad, y: at.y - pad, width: block.width + 2 * pad, height: block.height + 2 * pad).intersection(area)
            if !box.isEmpty {
                patch?.pointee.record(image, rect: box)
                image.lay(background, over: box)
                drawn = box
            }
        }
        if let outline = stroke.outline {
            // The glyphs within the outline's reach of the clip, grown by its width.
            let radius = TextBackdrop.outlineWidth * Double(size), m = MaskOutline.margin(radius: radius)
            let reach = IntRect(x: area.x - m, y: area.y - m, width: area.width + 2 * m, height: area.height + 2 * m)
            if let part = TextBlock.render(text, size: size, glyphs: source, at: at, clip: reach) {
                let grown = MaskOutline.grow(part.mask, radius: radius)
                drawn = drawn.union(blend(grown, at: part.x - m, part.y - m, color: outline, into: &image, clip: clip, patch: patch))
            }
        }
        guard let part = TextBlock.render(text, size: size, glyphs: source, at: at, clip: area) else { return drawn }
        return drawn.union(blend(part.mask, at: part.x, part.y, color: stroke.color, into: &image, clip: clip, patch: patch))
    }

    /// A marker's number, its ink centred on the disc.
    func drawNumber(_ stroke: Stroke, transform: CanvasTransform, into image: inout RGBAImage, clip: IntRect,
                    patch: UnsafeMutablePointer<PixelPatch>?) -> IntRect {
        guard let (text, size) = Self.textToDraw(stroke, scale: transform.scale), let mask = self.text?.block(text, size: size),
              let ink = Self.inkBounds(mask) else { return .empty }
        let c = transform.apply(stroke.points[0])
        let x = Int((c.x - Double(ink.x) - Double(ink.width) / 2).rounded()), y = Int((c.y - Double(ink.y) - Double(ink.height) / 2).rounded())
        return blend(mask, at: x, y, color: Self.contrasting(stroke.color), into: &image, clip: clip, patch: patch)
    }

    private func blend(_ mask: AlphaMask, at x: Int, _ y: Int, color: Color, into image: inout RGBAImage, clip: IntRect,
                       patch: UnsafeMutablePointer<PixelPatch>?) -> IntRect {
        let area = IntRect(x: x, y: y, width: mask.width, height: mask.height).intersection(clip).intersection(image.bounds)
        guard !area.isEmpty else { return .empty }
        patch?.pointee.record(image, rect: area)
        image.blend(mask, at: x, y, color: color, clip: area)
        return area
    }

    /// The smallest rectangle holding every covered pixel of `mask`.
    static func inkBounds(_ mask: AlphaMask) -> IntRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask.alpha[y * mask.width + x] > 0 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The output pixels of a filtering stroke's rectangle: those whose centres are in it.
    public static func areaRect(_ stroke: Stroke, transform: CanvasTransform) -> IntRect {
        let a = transform.apply(stroke.points[0]), b = transform.apply(stroke.points[1])
        func whole(_ v: Double) -> Int { Int(min(max(v, -0x1p40), 0x1p40).rounded()) }
        let x0 = whole(min(a.x, b.x)), x1 = whole(max(a.x, b.x)), y0 = whole(min(a.y, b.y)), y1 = whole(max(a.y, b.y))
        return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func filterArea(_ stroke: Stroke, transform: CanvasTransform, into image: inout RGBAImage, clip: IntRect,
                    patch: UnsafeMutablePointer<PixelPatch>?) -> IntRect {
        let rect = Self.areaRect(stroke, transform: transform).intersection(image.bounds)
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return .empty }
        patch?.pointee.record(image, rect: area)
        let size = stroke.width * transform.scale
        if stroke.tool.marking == .gaussian {
            image.gaussian(rect, radius: size, writing: area)
        } else {
            image.averageBlocks(rect, block: size, writing: area)
        }
        return area
    }
}
