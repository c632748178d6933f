import Dispatch
import FoundationEssentials
import SketchCore

/// Renders a whole document (only what its crop keeps, when it has one): background colour,
/// then the photo fitted to the canvas, then every stroke in order. `sketchpad render`, exports and the tests all come from here.
///
/// The picture is made in horizontal stripes, one per core, side by side: each stripe has its
/// own background and photo rows, and draws every stroke that reaches it, rasterised over the
/// whole picture but giving only its rows (`CoverageRasterizer.rasterize(clip:rows:)`), so the
/// pixels are exactly those of one stripe, whatever the number of stripes.
public enum DocumentRenderer {
    /// The rendered size; callers check it first with `DocumentLimits.outputSize`, and a size
    /// past the limit is clamped to it here rather than overflow.
    public static func outputSize(of document: Document, scale: Double) -> (width: Int, height: Int) {
        switch DocumentLimits.outputSize(width: document.width, height: document.height, scale: scale) {
        case .success(let size): return size
        case .failure:
            func side(_ n: Int) -> Int { Int(min(max(1, (Double(n) * scale).rounded()), Double(DocumentLimits.maxOutputSide))) }
            return (side(document.width), side(document.height))
        }
    }

    /// The fewest rows a stripe gets: thinner ones would cost more in strokes drawn twice
    /// than their thread saves.
    static let minStripeRows = 64

    /// - Parameters:
    ///   - photo: the decoded photo, or nil for none; it is resampled to the canvas size.
    ///   - scale: output pixels per canvas pixel.
    ///   - text: the pictures of texts and marker numbers (a glyph source, or `PreparedText`);
    ///     without it they are drawn without their text.
    ///   - threads: how many stripes are rendered side by side; nil: one per core.
    ///   - progress: told the share done (0...1, rising, at most every hundredth, 1 last),
    ///     from whichever rendering thread got there.
    ///
    /// A photo given as the only reference to its pixels, opaque and of the output's size, is
    /// drawn on where it is (`rendersInPlace`): an export of a large photo needs no second
    /// picture of its size.
    public static func render(_ document: Document, photo: consuming RGBAImage?, scale: Double = 1, text: TextBlockSource? = nil, threads: Int? = nil,
                              progress: (@Sendable (Double) -> Void)? = nil) -> RGBAImage {
        if let crop = document.crop {
            return render(document.keptPart, photo: photo.map { keptPart(of: $0, crop: crop, canvas: (document.width, document.height)) },
                          scale: scale, text: text, threads: threads, progress: progress)
        }
        if document.strokes.contains(where: needsWholePicture) {
            return renderWhole(document, photo: photo, scale: scale, text: text, progress: progress)
        }
        let size = outputSize(of: document, scale: scale)
        let inPlace = rendersInPlace(document, photo: photo, scale: scale)
        let transform = CanvasTransform(scale: scale)
        let picture = IntRect(x: 0, y: 0, width: size.width, height: size.height)
        let stripes = stripeRows(height: size.height, threads: MemoryProbe.affordableThreads(threads ?? ProcessInfo.processInfo.activeProcessorCount))
        // Where each stroke can draw, once for all stripes.
        let reach = document.strokes.map { StrokeRenderer.deviceBounds(of: $0, transform: transform).intersection(picture) }
        let counter = progress.map { report in
            ProgressCounter(total: stripes.reduce(0) { total, rows in total + 1 + reach.filter { $0.overlaps(rows: rows) }.count }, report: report)
        }
        let width = size.width
        // Unchecked: the stripes' threads share one pointer, each writing only its own rows
        // (disjoint by construction of `stripeRows`), and concurrentPerform returns only when
        // every stripe is done.
        func renderStripes(into buffer: UnsafeMutableBufferPointer<UInt32>, photo: RGBAImage?, baseDone: Bool) {
            nonisolated(unsafe) let out = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: stripes.count) { i in
                render(document, photo: photo, rows: stripes[i], of: picture, into: out, transform: transform, reach: reach, counter: counter, baseDone: baseDone)
            }
        }
        if inPlace, var image = photo.take() {
            image.pixels.withUnsafeMutableBufferPointer { renderStripes(into: $0, photo: nil, baseDone: true) }
            counter?.finish()
            return image
        }
        // Each stripe is rendered straight into its rows of the picture.
        let pixels = [UInt32](unsafeUninitializedCapacity: width * size.height) { buffer, count in
            renderStripes(into: buffer, photo: photo, baseDone: false)
            count = width * size.height
        }
        counter?.finish()
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    /// Whether `render` draws on `photo` where it is: an opaque photo of the output's size
    /// is the base itself, whatever the background. (Its pixels are copied first if another
    /// value still holds them.)
    public static func rendersInPlace(_ document: Document, photo: RGBAImage?, scale: Double) -> Bool {
        guard document.crop == nil, let photo else { return false }
        let size = outputSize(of: document, scale: scale)
        return photo.width == size.width && photo.height == size.height && photo.isOpaque
    }

    /// The part of `photo` under `crop` of a canvas of size `canvas` (the photo covers the
    /// canvas whatever the size of its pixels).
    static func keptPart(of photo: RGBAImage, crop: IntRect, canvas: (width: Int, height: Int)) -> RGBAImage {
        let whole = photo.width == canvas.width && photo.height == canvas.height
            ? photo : photo.scaled(toWidth: canvas.width, height: canvas.height)
        return whole.cropped(to: crop)
    }

    /// Rows `rows` of the rendered `picture`, written into them at `pixels` (the picture's
    /// first pixel): the base, then every stroke that reaches them.
    /// With `baseDone`, the rows already hold the base (the photo drawn on in place).
    static func render(_ document: Document, photo: RGBAImage?, rows: Range<Int>, of picture: IntRect, into pixels: UnsafeMutablePointer<UInt32>,
                       transform: CanvasTransform, reach: [IntRect], counter: ProgressCounter?, baseDone: Bool = false) {
        let width = picture.width
        if !baseDone { base(of: document, photo: photo, size: (width, picture.height), rows: rows, into: pixels + rows.lowerBound * width) }
        counter?.advance()
        // Only strokes that reveal need the picture under the strokes; a copy of the stripe is kept only for it.
        let under = document.strokes.contains { $0.tool.marking == .reveal }
            ? [UInt32](UnsafeBufferPointer(start: pixels + rows.lowerBound * width, count: rows.count * width)) : []
        let renderer = StrokeRenderer()
        under.withUnsafeBufferPointer { under in
            for (stroke, area) in zip(document.strokes, reach) where area.overlaps(rows: rows) {
                renderer.draw(stroke, transform: transform, rows: rows, of: picture, pixels: pixels, under: under.isEmpty ? nil : under.baseAddress)
                counter?.advance()
            }
        }
    }

    /// Whether a stroke reads or places more than its own outline's rows: filters read the
    /// pixels around each one (rows another stripe is still drawing), and texts, numbered
    /// discs and filled shapes are drawn whole. A document with one is rendered in one pass.
    static func needsWholePicture(_ stroke: Stroke) -> Bool {
        if stroke.tool.numbered { return true }
        switch stroke.tool.shape {
        case .text, .marker, .area: return true
        case .freehand, .line, .arrow, .rectangle, .ellipse: return stroke.fill != nil
        }
    }

    /// The whole picture in one pass, stroke after stroke.
    static func renderWhole(_ document: Document, photo: consuming RGBAImage?, scale: Double, text: TextBlockSource?,
                            progress: (@Sendable (Double) -> Void)?) -> RGBAImage {
        var image: RGBAImage
        if rendersInPlace(document, photo: photo, scale: scale), let whole = photo.take() {
            image = whole
        } else {
            image = base(of: document, photo: photo, scale: scale)
        }
        let counter = progress.map { ProgressCounter(total: document.strokes.count + 1, report: $0) }
        counter?.advance()
        // Only strokes that reveal need the picture under the strokes; a copy is kept only for it.
        let under = document.strokes.contains { $0.tool.marking == .reveal } ? image : nil
        let renderer = StrokeRenderer(text: text)
        let transform = CanvasTransform(scale: scale)
        for stroke in document.strokes {
            renderer.draw(stroke, transform: transform, into: &image, base: under)
            counter?.advance()
        }
        if let dimming = OutsideDim.dimming(of: document.strokes, transform: transform) { image.dim(image.bounds, except: dimming.rects, color: dimming.color) }
        counter?.finish()
        return image
    }

    /// The background colour with the photo on it, with no strokes, in stripes on every core
    /// (a big photo's first view waits for it).
    public static func base(of document: Document, photo: RGBAImage?, scale: Double) -> RGBAImage {
        let size = outputSize(of: document, scale: scale)
        let stripes = stripeRows(height: size.height, threads: MemoryProbe.affordableThreads(ProcessInfo.processInfo.activeProcessorCount))
        let pixels = [UInt32](unsafeUninitializedCapacity: size.width * size.height) { buffer, count in
            // Unchecked: each stripe writes only its own rows, and concurrentPerform returns
            // once every stripe is done.
            nonisolated(unsafe) let out = buffer.baseAddress!
            DispatchQueue.concurrentPerform(iterations: stripes.count) { i in
                base(of: document, photo: photo, size: size, rows: stripes[i], into: out + stripes[i].lowerBound * size.width)
            }
            count = size.width * size.height
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    /// Rows `rows` of the base at `size`, written at `pixels` (the first row's first pixel).
    static func base(of document: Document, photo: RGBAImage?, size: (width: Int, height: Int), rows: Range<Int>, into pixels: UnsafeMutablePointer<UInt32>) {
        let width = size.width
        for y in 0..<rows.count { PixelRow(pixels + y * width, width: width).fill(document.background.argb) }
        guard let photo, photo.width > 0, photo.height > 0 else { return }
        // The photo at the picture's size, as it is, or just these rows of it scaled.
        let rowsOfPhoto = photo.width == width && photo.height == size.height
            ? photo : photo.scaled(toWidth: width, height: size.height, rows: rows)
        let first = rowsOfPhoto.height == rows.count ? 0 : rows.lowerBound
        rowsOfPhoto.pixels.withUnsafeBufferPointer { source in
            for y in 0..<rows.count { PixelRow(pixels + y * width, width: width).composite(source.baseAddress! + (first + y) * width) }
        }
    }

    /// `height` rows cut into at most `threads` stripes of nearly equal height, none thinner
    /// than `minStripeRows` (unless the whole picture is).
    static func stripeRows(height: Int, threads: Int) -> [Range<Int>] {
        let count = max(1, min(threads, height / minStripeRows))
        return (0..<count).map { i in (height * i / count)..<(height * (i + 1) / count) }
    }
}

extension IntRect {
    /// Whether the rectangle has a pixel in one of `rows`.
    func overlaps(rows: Range<Int>) -> Bool { !isEmpty && y < rows.upperBound && maxY > rows.lowerBound }
}
